// `decidePlans`: what a command on the gym's plans yields (R38), as events or a rejection. Each
// command, with the HTTP body it is built from and its rule, lives in its own file.
import type { Decision, DecisionContext } from '../decision.js';
import {
  archivePlan,
  renamePlan,
  schedulePlanPrice,
  type ArchivePlan,
  type RenamePlan,
  type SchedulePlanPrice,
} from './plan.change.js';
import { createPlan, type CreatePlan } from './plan.create.js';
import type { PlanEvent } from './plan.events.js';
import type { PlansState } from './plan.state.js';

export type PlanCommand = CreatePlan | RenamePlan | ArchivePlan | SchedulePlanPrice;

export function decidePlans(command: PlanCommand, state: PlansState, context: DecisionContext): Decision<PlanEvent> {
  switch (command.type) {
    case 'CreatePlan':
      return createPlan(command, state, context);
    case 'RenamePlan':
      return renamePlan(command, state, context);
    case 'ArchivePlan':
      return archivePlan(command, state, context);
    case 'SchedulePlanPrice':
      return schedulePlanPrice(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown plans command ${JSON.stringify(unknown)}`);
    }
  }
}
