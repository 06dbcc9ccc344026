// The owner's settings as their events leave them: every price change, in the order recorded.
import type { PlanPriceList } from '../rules/plan-prices.js';
import type { GymSettingsEvent } from './gym-settings.events.js';

export interface GymSettingsState {
  readonly planPrices: PlanPriceList;
}

export const initialGymSettingsState: GymSettingsState = { planPrices: [] };

export function evolveGymSettings(state: GymSettingsState, event: GymSettingsEvent): GymSettingsState {
  switch (event.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one type so far; default refuses unknown
    case 'PlanPriceChanged': {
      const { plan, price, effectiveFrom } = event.data;
      return { ...state, planPrices: [...state.planPrices, { plan, price, effectiveFrom }] };
    }
    default: {
      const unknown: never = event.type;
      throw new Error(`Unknown settings event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldGymSettings(events: readonly GymSettingsEvent[]): GymSettingsState {
  return events.reduce(evolveGymSettings, initialGymSettingsState);
}
