// The owner's commands on the gym's settings (R24, issue 30), one row each: the API operation
// (libs/domain/src/api/settings.operations.ts, with its permission), the command, the answer.
import {
  apiOperations,
  GYM_SETTINGS_STREAM,
  type GymSettingsCommand,
  type GymSettingsEvent,
  type GymSettingsState,
} from '@gym/domain';
import { commandRows, type CommandTable } from '../shared/commands/command-table.js';
import type { GymSettingsWriteLoop } from './gym-settings.write-loop.js';

export interface SettingsCommandDeps {
  readonly settings: GymSettingsWriteLoop;
}

export const SETTINGS_COMMAND_DEPS = Symbol('SETTINGS_COMMAND_DEPS');

const row = commandRows<SettingsCommandDeps, GymSettingsState, GymSettingsCommand, GymSettingsEvent>(
  ({ settings }) => ({ runner: settings, streamOf: () => GYM_SETTINGS_STREAM }),
);

export const settingsCommandTable: CommandTable<SettingsCommandDeps> = {
  name: 'Settings',
  notFound: 'REQUEST.NOT_FOUND',
  deps: SETTINGS_COMMAND_DEPS,
  routes: [
    // Members' events are never touched: each decision takes the price in force on its own day.
    row.decide(apiOperations.changePlanPrices, {
      failure: 'SETTINGS.SAVE_FAILED',
      command: ({ body }) => ({ type: 'ChangePlanPrices', data: body }),
      answer: ({ result }) => ({
        position: result.position,
        changed: result.events.flatMap((event) => (event.type === 'PlanPriceChanged' ? [event.data.plan] : [])),
      }),
    }),
    // Issue 30: printed on receipts and on the cash closing from the next one read.
    row.decide(apiOperations.changeGymDetails, {
      failure: 'SETTINGS.GYM_DETAILS_SAVE_FAILED',
      command: ({ body }) => ({ type: 'ChangeGymDetails', data: body }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    // R47: the text members authorise from now on; authorisations already given keep their version.
    row.decide(apiOperations.publishDataPolicy, {
      failure: 'DATA_POLICY.PUBLISH_FAILED',
      command: ({ body }) => ({ type: 'PublishDataPolicy', data: body }),
      answer: ({ result }) => ({
        position: result.position,
        version:
          result.events.flatMap((event) => (event.type === 'DataPolicyPublished' ? [event.data.version] : []))[0] ??
          null,
      }),
    }),
    // R50: the reminders' WhatsApp texts, read by today's list from the next request.
    row.decide(apiOperations.changeReminderTemplates, {
      failure: 'REMINDER_TEMPLATES.SAVE_FAILED',
      command: ({ body }) => ({ type: 'ChangeReminderTemplates', data: body }),
      answer: ({ result }) => ({ position: result.position }),
    }),
    // R39: the most Recepción may discount, taken by the next registration, renewal or plan change.
    row.decide(apiOperations.changeDiscountLimit, {
      failure: 'DISCOUNT_LIMIT.SAVE_FAILED',
      command: ({ body }) => ({ type: 'ChangeReceptionDiscountLimit', data: body }),
      answer: ({ result }) => ({ position: result.position }),
    }),
  ],
};
