// The shape every aggregate's rules take in libs/domain: an initial state, evolve and decide.
import type { Decision, DecisionContext } from '@gym/domain';

export interface DomainEvent {
  readonly type: string;
  readonly data: object;
}

/** `X`: what the decider is given besides the state (the clock, and e.g. the plan prices in force). */
export interface Decider<S, C, E extends DomainEvent, X extends DecisionContext = DecisionContext> {
  readonly initialState: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S, context: X): Decision<E>;
}

/** What a decider needs beyond the clock and time zone, e.g. `{ planPrices }`. */
export type DecisionInput<X extends DecisionContext> = Omit<X, keyof DecisionContext>;
