// What the owner asks of the gym's settings.
import type { PlanCode } from '../rules/plans.js';
import type { GymDetails } from './gym-details.js';

/** New prices for some plans, from `effectiveFrom` (today or later) on. */
export interface ChangePlanPrices {
  readonly type: 'ChangePlanPrices';
  readonly data: {
    readonly prices: Readonly<Partial<Record<PlanCode, number>>>;
    readonly effectiveFrom: string;
  };
}

/** The gym's details as the owner typed them (issue 30): all of them, blank where not given. */
export interface ChangeGymDetails {
  readonly type: 'ChangeGymDetails';
  readonly data: GymDetails;
}

export type GymSettingsCommand = ChangePlanPrices | ChangeGymDetails;
