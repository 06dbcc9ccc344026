// The owner's settings as their events leave them: every price change, in the order recorded.
import type { PlanPriceList } from '../rules/plan-prices.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import { NO_GYM_DETAILS, type GymDetails } from './gym-details.js';
import type { ReminderTemplates } from '../reminders/reminder-templates.js';

export interface GymSettingsState {
  readonly planPrices: PlanPriceList;
  readonly details: GymDetails;
  /** R50: the owner's reminder texts; null until saved (the catalogue's then). */
  readonly reminderTemplates: ReminderTemplates | null;
}

export const initialGymSettingsState: GymSettingsState = {
  planPrices: [],
  details: NO_GYM_DETAILS,
  reminderTemplates: null,
};

export function evolveGymSettings(state: GymSettingsState, event: GymSettingsEvent): GymSettingsState {
  switch (event.type) {
    case 'PlanPriceChanged': {
      const { plan, price, effectiveFrom } = event.data;
      return { ...state, planPrices: [...state.planPrices, { plan, price, effectiveFrom }] };
    }
    case 'GymDetailsChanged':
      return { ...state, details: event.data };
    case 'ReminderTemplatesChanged':
      return { ...state, reminderTemplates: event.data.templates };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown settings event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldGymSettings(events: readonly GymSettingsEvent[]): GymSettingsState {
  return events.reduce(evolveGymSettings, initialGymSettingsState);
}
