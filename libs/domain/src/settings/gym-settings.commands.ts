// What the owner asks of the gym's settings.
import type { PlanCode } from '../rules/plans.js';

/** New prices for some plans, from `effectiveFrom` (today or later) on. */
export interface ChangePlanPrices {
  readonly type: 'ChangePlanPrices';
  readonly data: {
    readonly prices: Readonly<Partial<Record<PlanCode, number>>>;
    readonly effectiveFrom: string;
  };
}

export type GymSettingsCommand = ChangePlanPrices;
