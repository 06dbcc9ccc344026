// The facts of the owner's settings, stored in the one `gym-settings` stream (R24).
import type { PlanCode } from '../rules/plans.js';

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

export type GymSettingsEvent = PlanPriceChanged;
export type GymSettingsEventType = GymSettingsEvent['type'];

export const GYM_SETTINGS_EVENT_TYPES: readonly GymSettingsEventType[] = ['PlanPriceChanged'];

/** The one stream of the gym's settings. */
export const GYM_SETTINGS_STREAM = 'gym-settings';
