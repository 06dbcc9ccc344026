// The owner's commands on the gym's plans (R38), one row each: the API operation
// (libs/domain/src/api/plans.operations.ts, with its permission), the command, the answer.
import {
  apiOperations,
  isPlanCode,
  PLANS_STREAM,
  type PlanCommand,
  type PlanEvent,
  type PlansState,
} from '@gym/domain';
import { commandRows, type CommandTable } from '../../shared/commands/command-table.js';
import { uuidParam } from '../../shared/http/http-input.js';
import type { PlansWriteLoop } from './plans.write-loop.js';

export interface PlanCommandDeps {
  readonly plans: PlansWriteLoop;
}

export const PLAN_COMMAND_DEPS = Symbol('PLAN_COMMAND_DEPS');

const row = commandRows<PlanCommandDeps, PlansState, PlanCommand, PlanEvent>(({ plans }) => ({
  runner: plans,
  streamOf: () => PLANS_STREAM,
}));

/** A plan's id in the path: a spec plan's code or a generated UUID; anything else names no plan (404). */
function planParam(raw: string): string {
  return isPlanCode(raw) ? raw : uuidParam(raw, 'PLAN.NOT_FOUND');
}

export const planCommandTable: CommandTable<PlanCommandDeps> = {
  name: 'Plans',
  notFound: 'PLAN.NOT_FOUND',
  parseId: planParam,
  deps: PLAN_COMMAND_DEPS,
  routes: [
    row.decide(apiOperations.createPlan, {
      failure: 'PLANS.SAVE_FAILED',
      command: ({ body, newId }) => ({ type: 'CreatePlan', data: { planId: newId('plan'), ...body } }),
      answer: ({ command, result }) => ({ position: result.position, planId: command.data.planId }),
    }),
    row.decide(apiOperations.renamePlan, {
      failure: 'PLANS.SAVE_FAILED',
      command: ({ id: planId, body }) => ({ type: 'RenamePlan', data: { planId, ...body } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    row.decide(apiOperations.archivePlan, {
      failure: 'PLANS.SAVE_FAILED',
      command: ({ id: planId }) => ({ type: 'ArchivePlan', data: { planId } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    row.decide(apiOperations.schedulePlanPrice, {
      failure: 'PLANS.SAVE_FAILED',
      command: ({ id: planId, body }) => ({ type: 'SchedulePlanPrice', data: { planId, ...body } }),
      answer: ({ result }) => ({ position: result.position }),
    }),
  ],
};
