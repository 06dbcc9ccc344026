// The write side of the gym's plans (R38): the generic runner around the plans decider, on the one
// `plans` stream, whose expected revision keeps two plans from taking one name at once.
import {
  decidePlans,
  evolvePlans,
  initialPlansState,
  PLAN_EVENT_TYPES,
  type PlanCommand,
  type PlanEvent,
  type PlansState,
} from '@gym/domain';
import { CommandRunner } from '../../shared/commands/command-runner.js';
import type { CommandRunnerOptions } from '../../shared/commands/command-runner.types.js';
import type { Decider } from '../../shared/commands/decider.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';

export type PlansWriteLoop = CommandRunner<PlansState, PlanCommand, PlanEvent>;

export const PLANS_WRITE_LOOP = Symbol('PLANS_WRITE_LOOP');

const plansDecider: Decider<PlansState, PlanCommand, PlanEvent> = {
  initialState: initialPlansState,
  eventTypes: PLAN_EVENT_TYPES,
  evolve: evolvePlans,
  decide: decidePlans,
};

export function createPlansWriteLoop(
  eventStore: EventStore,
  options: Pick<CommandRunnerOptions, 'clock' | 'timeZone' | 'onAppended'>,
): PlansWriteLoop {
  return new CommandRunner(eventStore, plansDecider, options);
}
