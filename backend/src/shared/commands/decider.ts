// The shape every aggregate's rules take in libs/domain: an initial state, evolve and decide.
import type { Decision, DecisionContext } from '@gym/domain';

export interface DomainEvent {
  readonly type: string;
  readonly data: object;
}

export interface Decider<S, C, E extends DomainEvent> {
  readonly initialState: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S, context: DecisionContext): Decision<E>;
}
