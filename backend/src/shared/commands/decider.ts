// The shape every aggregate's rules take in libs/domain: an initial state, evolve and decide.
import type { Decision, DecisionContext, GymEvent } from '@gym/domain';

/** `X`: what the decider is given besides the state (the clock, and e.g. the plan prices in force). */
export interface Decider<S, C, E extends GymEvent, X extends DecisionContext = DecisionContext> {
  readonly initialState: S;
  /** Every event type its streams hold (e.g. MEMBER_EVENT_TYPES): the decoder refuses any other there. */
  readonly eventTypes: readonly E['type'][];
  evolve(state: S, event: E): S;
  decide(command: C, state: S, context: X): Decision<E>;
}

/** What a decider needs beyond the clock and time zone, e.g. `{ planPrices }`. */
export type DecisionInput<X extends DecisionContext> = Omit<X, keyof DecisionContext>;
