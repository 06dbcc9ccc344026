// `decideGymSettings`: what a change of the owner's settings yields (R24), as events or a rejection.
// Each command, with the HTTP body it is built from and its rule, lives in its own file
// (gym-settings.change-plan-prices.ts, …); this one says which rule decides which command.
import type { Decision, DecisionContext } from '../decision.js';
import { changeGymDetails, type ChangeGymDetails } from './gym-settings.change-gym-details.js';
import { changePlanPrices, type ChangePlanPrices } from './gym-settings.change-plan-prices.js';
import { changeReminderTemplates, type ChangeReminderTemplates } from './gym-settings.change-reminder-templates.js';
import {
  changeReceptionDiscountLimit,
  type ChangeReceptionDiscountLimit,
} from './gym-settings.change-discount-limit.js';
import { publishDataPolicy, type PublishDataPolicy } from './gym-settings.publish-data-policy.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

export type GymSettingsCommand =
  ChangePlanPrices | ChangeGymDetails | PublishDataPolicy | ChangeReminderTemplates | ChangeReceptionDiscountLimit;

export function decideGymSettings(
  command: GymSettingsCommand,
  state: GymSettingsState,
  context: DecisionContext,
): Decision<GymSettingsEvent> {
  switch (command.type) {
    case 'ChangePlanPrices':
      return changePlanPrices(command, state, context);
    case 'ChangeGymDetails':
      return changeGymDetails(command, state);
    case 'PublishDataPolicy':
      return publishDataPolicy(command, state, context);
    case 'ChangeReminderTemplates':
      return changeReminderTemplates(command, state);
    case 'ChangeReceptionDiscountLimit':
      return changeReceptionDiscountLimit(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown settings command ${JSON.stringify(unknown)}`);
    }
  }
}
