// A decider specification like emmett's: given(events).when(command, context).then(events).
import { decideCashDay } from '../money/cash-day.decide.js';
import { evolveCashDay, initialCashDayState } from '../money/cash-day.state.js';
import { decideCedula } from '../cedulas/cedula.decide.js';
import { evolveCedula, initialCedulaState } from '../cedulas/cedula.state.js';
import { isRejection, type Decision, type DecisionContext } from '../decision.js';
import type { MemberDecisionContext } from '../members/member.decision-context.js';
import { decideMember } from '../members/member.decide.js';
import type { MemberEvent } from '../members/member.events.js';
import { evolveMember, initialMemberState, type MemberState } from '../members/member.state.js';
import type { MessageKey } from '../messages.js';
import { SPEC_PLANS } from '../plans/plan-catalogue.js';
import { decideDataRequest } from '../privacy/data-request.decide.js';
import { evolveDataRequest, initialDataRequestState } from '../privacy/data-request.state.js';
import { decideProduct } from '../products/product.decide.js';
import type { ProductDecisionContext } from '../products/product.decision-context.js';
import { evolveProduct, initialProductState } from '../products/product.state.js';
import { decideSale } from '../sales/sale.decide.js';
import { evolveSale, initialSaleState } from '../sales/sale.state.js';
import { decidePlans } from '../plans/plan.decide.js';
import { evolvePlans, initialPlansState } from '../plans/plan.state.js';
import { decideGymSettings } from '../settings/gym-settings.decide.js';
import { evolveGymSettings, initialGymSettingsState } from '../settings/gym-settings.state.js';
import type { StaffDecisionContext } from '../staff/staff.decision-context.js';
import { decideStaff } from '../staff/staff.decide.js';
import type { StaffEvent } from '../staff/staff.events.js';
import { evolveStaff, initialStaffState, type StaffState } from '../staff/staff.state.js';

export interface Decider<C, E, S, X extends DecisionContext = DecisionContext> {
  readonly decide: (command: C, state: S, context: X) => Decision<E>;
  readonly evolve: (state: S, event: E) => S;
  readonly initialState: S;
}

/** An Administrador and a receptionist, as the accounts that send a specification's commands (R25). */
export const ADMINISTRADOR: DecisionContext['actor'] = { staffId: 'staff-admin', role: 'admin' };
export const RECEPCION: DecisionContext['actor'] = { staffId: 'staff-reception', role: 'reception' };

/** 10:00 in Bogotá on Monday 2 March 2026, sent by an Administrador: the default of every specification. */
export const DEFAULT_CONTEXT: DecisionContext = {
  now: '2026-03-02T15:00:00.000Z',
  timeZone: 'America/Bogota',
  actor: ADMINISTRADOR,
};

export interface Outcome<E, S> {
  /** Exactly these events, in this order. */
  then(...expected: readonly E[]): void;
  /** Rejected with `code` (and `params`); given a `field`, the refusal names that field too. */
  thenRejects(code: MessageKey, params?: Readonly<Record<string, string | number>>, field?: string): void;
  /** Accepted, and nothing to record. */
  thenNothing(): void;
  /** Accepted; `check` sees the state the new events lead to. */
  thenState(check: (state: S) => void): void;
}

/** A specification of `decider`; `when` fills what its context lacks from `defaults`. */
export function deciderSpecification<C, E, S, X extends DecisionContext>(decider: Decider<C, E, S, X>, defaults: X) {
  const fold = (state: S, events: readonly E[]): S => events.reduce(decider.evolve, state);
  return {
    given: (...history: readonly E[]) => ({
      /** `command` may be built from the history (a void told of its payment as a lookup finds it). */
      when: (source: C | ((history: readonly E[]) => C), given: Partial<X> = defaults): Outcome<E, S> => {
        const state = fold(decider.initialState, history);
        const command = typeof source === 'function' ? (source as (history: readonly E[]) => C)(history) : source;
        const context: X = { ...defaults, ...given };
        const accepted = (): readonly E[] => {
          const decision = decider.decide(command, state, context);
          if (isRejection(decision)) throw new Error(`Expected events, but was rejected: ${decision.code}`);
          return decision;
        };
        return {
          then: (...expected) => expect(accepted()).toEqual(expected),
          thenRejects: (code, params, field) => {
            const decision = decider.decide(command, state, context);
            const named = (found: string | undefined) => (field === undefined ? {} : { field: found });
            const refusal = isRejection(decision)
              ? { code: decision.code, params: decision.params, ...named(decision.field) }
              : decision;
            expect(refusal).toEqual({ code, params, ...named(field) });
          },
          thenNothing: () => expect(accepted()).toEqual([]),
          thenState: (check) => check(fold(state, accepted())),
        };
      },
    }),
  };
}

/** Member specifications decide with the spec's prices (§9) unless a context brings price changes. */
export const memberSpec = deciderSpecification<
  Parameters<typeof decideMember>[0],
  MemberEvent,
  MemberState,
  MemberDecisionContext
>(
  { decide: decideMember, evolve: evolveMember, initialState: initialMemberState },
  { ...DEFAULT_CONTEXT, planPrices: [], plans: SPEC_PLANS, dataPolicyVersion: 0 },
);

/** Staff specifications decide with an empty roster unless a context brings the gym's accounts. */
export const staffSpec = deciderSpecification<
  Parameters<typeof decideStaff>[0],
  StaffEvent,
  StaffState,
  StaffDecisionContext
>({ decide: decideStaff, evolve: evolveStaff, initialState: initialStaffState }, { ...DEFAULT_CONTEXT, staff: [] });

export const cedulaSpec = deciderSpecification(
  { decide: decideCedula, evolve: evolveCedula, initialState: initialCedulaState },
  DEFAULT_CONTEXT,
);

export const settingsSpec = deciderSpecification(
  { decide: decideGymSettings, evolve: evolveGymSettings, initialState: initialGymSettingsState },
  DEFAULT_CONTEXT,
);

/** R32: a day's cash book. */
export const cashDaySpec = deciderSpecification(
  { decide: decideCashDay, evolve: evolveCashDay, initialState: initialCashDayState },
  DEFAULT_CONTEXT,
);

/** R49: one data request. */
export const dataRequestSpec = deciderSpecification(
  { decide: decideDataRequest, evolve: evolveDataRequest, initialState: initialDataRequestState },
  DEFAULT_CONTEXT,
);

/** R40: one product, decided with no other product's name unless a context brings them. */
export const productSpec = deciderSpecification<
  Parameters<typeof decideProduct>[0],
  Parameters<typeof evolveProduct>[1],
  Parameters<typeof evolveProduct>[0],
  ProductDecisionContext
>(
  { decide: decideProduct, evolve: evolveProduct, initialState: initialProductState },
  {
    ...DEFAULT_CONTEXT,
    productNames: [],
  },
);

/** R40: one sale. */
export const saleSpec = deciderSpecification(
  { decide: decideSale, evolve: evolveSale, initialState: initialSaleState },
  DEFAULT_CONTEXT,
);

export const given = memberSpec.given;

/** R38: the gym's plans (one stream). */
export const plansSpec = deciderSpecification(
  { decide: decidePlans, evolve: evolvePlans, initialState: initialPlansState },
  DEFAULT_CONTEXT,
);
