// The owner's settings as their events leave them: every price change in the order recorded, the
// gym's details and its data policy (R47) as last saved.
import type { PlanPriceList } from '../rules/plan-prices.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import type { DataPolicy } from './data-policy.js';
import { NO_GYM_DETAILS, type GymDetails } from './gym-details.js';
import type { ReminderSubjects, ReminderTemplates } from '../reminders/reminder-templates.js';
import { DEFAULT_RECEPTION_DISCOUNT_PERCENT } from '../rules/discounts.js';

export interface GymSettingsState {
  readonly planPrices: PlanPriceList;
  readonly details: GymDetails;
  /** R47: the policy last published; null while the catalogue's model stands. */
  readonly dataPolicy: DataPolicy | null;
  /** R50: the owner's reminder texts; null until saved (the catalogue's then). */
  readonly reminderTemplates: ReminderTemplates | null;
  /** R50: the owner's e-mail subjects; null until saved (the catalogue's then). */
  readonly reminderSubjects: ReminderSubjects | null;
  /** R39: the most Recepción may discount, a percentage of the list price (0 % until the owner sets one). */
  readonly receptionDiscountPercent: number;
}

export const initialGymSettingsState: GymSettingsState = {
  planPrices: [],
  details: NO_GYM_DETAILS,
  dataPolicy: null,
  reminderTemplates: null,
  reminderSubjects: null,
  receptionDiscountPercent: DEFAULT_RECEPTION_DISCOUNT_PERCENT,
};

export function evolveGymSettings(state: GymSettingsState, event: GymSettingsEvent): GymSettingsState {
  switch (event.type) {
    case 'PlanPriceChanged': {
      const { plan, price, effectiveFrom } = event.data;
      return { ...state, planPrices: [...state.planPrices, { plan, price, effectiveFrom }] };
    }
    case 'GymDetailsChanged':
      return { ...state, details: event.data };
    case 'DataPolicyPublished':
      return { ...state, dataPolicy: event.data };
    case 'ReminderTemplatesChanged':
      return {
        ...state,
        reminderTemplates: event.data.templates,
        reminderSubjects: event.data.subjects ?? state.reminderSubjects,
      };
    case 'ReceptionDiscountLimitChanged':
      return { ...state, receptionDiscountPercent: event.data.percent };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown settings event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldGymSettings(events: readonly GymSettingsEvent[]): GymSettingsState {
  return events.reduce(evolveGymSettings, initialGymSettingsState);
}
