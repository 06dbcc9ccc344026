// A decider specification like emmett's: given(events).when(command, context).then(events).
import { decideCedula, evolveCedula, initialCedulaState } from '../cedulas/cedula.decide.js';
import { isRejection, type Decision, type DecisionContext } from '../decision.js';
import { decideMember } from '../members/member.decide.js';
import { evolveMember, initialMemberState } from '../members/member.state.js';
import type { MessageKey } from '../messages.js';
import { decideStaff } from '../staff/staff.decide.js';
import { evolveStaff, initialStaffState } from '../staff/staff.state.js';

export interface Decider<C, E, S> {
  readonly decide: (command: C, state: S, context: DecisionContext) => Decision<E>;
  readonly evolve: (state: S, event: E) => S;
  readonly initialState: S;
}

/** 10:00 in Bogotá on Monday 2 March 2026: the default "now" of every specification. */
export const DEFAULT_CONTEXT: DecisionContext = { now: '2026-03-02T15:00:00.000Z', timeZone: 'America/Bogota' };

export interface Outcome<E, S> {
  /** Exactly these events, in this order. */
  then(...expected: readonly E[]): void;
  thenRejects(code: MessageKey, params?: Readonly<Record<string, string | number>>): void;
  /** Accepted, and nothing to record. */
  thenNothing(): void;
  /** Accepted; `check` sees the state the new events lead to. */
  thenState(check: (state: S) => void): void;
}

export function deciderSpecification<C, E, S>(decider: Decider<C, E, S>) {
  const fold = (state: S, events: readonly E[]): S => events.reduce(decider.evolve, state);
  return {
    given: (...history: readonly E[]) => ({
      when: (command: C, context: DecisionContext = DEFAULT_CONTEXT): Outcome<E, S> => {
        const state = fold(decider.initialState, history);
        const accepted = (): readonly E[] => {
          const decision = decider.decide(command, state, context);
          if (isRejection(decision)) throw new Error(`Expected events, but was rejected: ${decision.code}`);
          return decision;
        };
        return {
          then: (...expected) => expect(accepted()).toEqual(expected),
          thenRejects: (code, params) => {
            const decision = decider.decide(command, state, context);
            const expected = params === undefined ? { rejected: true, code } : { rejected: true, code, params };
            expect(decision).toEqual(expected);
          },
          thenNothing: () => expect(accepted()).toEqual([]),
          thenState: (check) => check(fold(state, accepted())),
        };
      },
    }),
  };
}

export const memberSpec = deciderSpecification({
  decide: decideMember,
  evolve: evolveMember,
  initialState: initialMemberState,
});

export const staffSpec = deciderSpecification({
  decide: decideStaff,
  evolve: evolveStaff,
  initialState: initialStaffState,
});

export const cedulaSpec = deciderSpecification({
  decide: decideCedula,
  evolve: evolveCedula,
  initialState: initialCedulaState,
});

export const given = memberSpec.given;
