// The facts of the owner's settings, stored in the one `gym-settings` stream (R24).
import type { PlanCode } from '../rules/plans.js';
import type { GymDetails } from './gym-details.js';

/** From `effectiveFrom` on, `plan` costs `price`; `previousPrice` is what that day cost before this change. */
export interface PlanPriceChanged {
  readonly type: 'PlanPriceChanged';
  readonly data: {
    readonly plan: PlanCode;
    readonly price: number;
    readonly previousPrice: number;
    /** YYYY-MM-DD in the gym's calendar: today or later. */
    readonly effectiveFrom: string;
  };
}

/** The owner saved the gym's details (issue 30): all of them as they now are, blank where not given. */
export interface GymDetailsChanged {
  readonly type: 'GymDetailsChanged';
  readonly data: GymDetails;
}

export type GymSettingsEvent = PlanPriceChanged | GymDetailsChanged;
export type GymSettingsEventType = GymSettingsEvent['type'];

export const GYM_SETTINGS_EVENT_TYPES: readonly GymSettingsEventType[] = ['PlanPriceChanged', 'GymDetailsChanged'];

/** The one stream of the gym's settings. */
export const GYM_SETTINGS_STREAM = 'gym-settings';
