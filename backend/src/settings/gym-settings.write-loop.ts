// The write side of the owner's settings (R24): the generic runner around the settings decider,
// and the reader of the plan price changes that member decisions are given, like the clock.
import {
  decideGymSettings,
  evolveGymSettings,
  GYM_SETTINGS_EVENT_TYPES,
  GYM_SETTINGS_STREAM,
  initialGymSettingsState,
  type GymSettingsCommand,
  type GymSettingsEvent,
  type GymSettingsState,
  type PlanPriceList,
  type PlanCatalogue,
  SPEC_PLANS,
} from '@gym/domain';
import { CommandRunner } from '../shared/commands/command-runner.js';
import type { CommandRunnerOptions } from '../shared/commands/command-runner.types.js';
import type { Decider } from '../shared/commands/decider.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';

export type GymSettingsWriteLoop = CommandRunner<GymSettingsState, GymSettingsCommand, GymSettingsEvent>;

export const GYM_SETTINGS_WRITE_LOOP = Symbol('GYM_SETTINGS_WRITE_LOOP');

const gymSettingsDecider: Decider<GymSettingsState, GymSettingsCommand, GymSettingsEvent> = {
  initialState: initialGymSettingsState,
  eventTypes: GYM_SETTINGS_EVENT_TYPES,
  evolve: evolveGymSettings,
  decide: decideGymSettings,
};

export function createGymSettingsWriteLoop(
  eventStore: EventStore,
  options: Pick<CommandRunnerOptions, 'clock' | 'timeZone' | 'onAppended'>,
): GymSettingsWriteLoop {
  return new CommandRunner(eventStore, gymSettingsDecider, options);
}

/**
 * The gym's plan price changes, folded from the settings stream. Each call reads only the events
 * appended since the last one (usually none: one indexed query), so a price the owner saved a
 * moment ago, in this process or another, is the one the next decision takes.
 */
export class PlanPriceReader {
  constructor(private readonly settings: GymSettingsWriteLoop) {}

  async list(): Promise<PlanPriceList> {
    return (await this.settings.load(GYM_SETTINGS_STREAM)).state.planPrices;
  }

  /** The price changes and the data policy's version in force (R47), from the same one read. */
  async decisionInput(): Promise<{ planPrices: PlanPriceList; plans: PlanCatalogue; dataPolicyVersion: number }> {
    const { state } = await this.settings.load(GYM_SETTINGS_STREAM);
    return { planPrices: state.planPrices, plans: SPEC_PLANS, dataPolicyVersion: state.dataPolicy?.version ?? 0 };
  }
}
