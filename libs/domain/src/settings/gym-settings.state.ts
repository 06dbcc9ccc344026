// The owner's settings as their events leave them: every price change, in the order recorded.
import type { PlanPriceList } from '../rules/plan-prices.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import { NO_GYM_DETAILS, type GymDetails } from './gym-details.js';

export interface GymSettingsState {
  readonly planPrices: PlanPriceList;
  readonly details: GymDetails;
}

export const initialGymSettingsState: GymSettingsState = { planPrices: [], details: NO_GYM_DETAILS };

export function evolveGymSettings(state: GymSettingsState, event: GymSettingsEvent): GymSettingsState {
  switch (event.type) {
    case 'PlanPriceChanged': {
      const { plan, price, effectiveFrom } = event.data;
      return { ...state, planPrices: [...state.planPrices, { plan, price, effectiveFrom }] };
    }
    case 'GymDetailsChanged':
      return { ...state, details: event.data };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown settings event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldGymSettings(events: readonly GymSettingsEvent[]): GymSettingsState {
  return events.reduce(evolveGymSettings, initialGymSettingsState);
}
