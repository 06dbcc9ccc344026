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
  type PlansState,
  initialPlansState,
  PLANS_STREAM,
} from '@gym/domain';
import { CommandRunner } from '../shared/commands/command-runner.js';
import type { CommandRunnerOptions } from '../shared/commands/command-runner.types.js';
import type { Decider } from '../shared/commands/decider.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import type { PlansWriteLoop } from './plans/plans.write-loop.js';

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
  constructor(
    private readonly settings: GymSettingsWriteLoop,
    /** R38: the gym's plans; absent for tools that know the spec plans only. */
    private readonly plans?: PlansWriteLoop,
  ) {}

  /** The spec plans' changes (the settings stream), then the gym's own plans' (the plans stream, R38). */
  async list(): Promise<PlanPriceList> {
    const [settings, plans] = await Promise.all([this.settings.load(GYM_SETTINGS_STREAM), this.loadPlans()]);
    return [...settings.state.planPrices, ...plans.prices];
  }

  /** R38: every plan with its terms, as the plans stream leaves them. */
  async catalogue(): Promise<PlanCatalogue> {
    return (await this.loadPlans()).catalogue;
  }

  /** The price changes, the plans (R38), the data policy's version in force (R47) and Recepción's discount limit (R39). */
  async decisionInput(): Promise<{
    planPrices: PlanPriceList;
    plans: PlanCatalogue;
    dataPolicyVersion: number;
    receptionDiscountPercent: number;
  }> {
    const [{ state }, plans] = await Promise.all([this.settings.load(GYM_SETTINGS_STREAM), this.loadPlans()]);
    return {
      planPrices: [...state.planPrices, ...plans.prices],
      plans: plans.catalogue,
      dataPolicyVersion: state.dataPolicy?.version ?? 0,
      receptionDiscountPercent: state.receptionDiscountPercent,
    };
  }

  /** R39: the most Recepción may discount, as the owner last set it (0 % until then). */
  async receptionDiscountPercent(): Promise<number> {
    return (await this.settings.load(GYM_SETTINGS_STREAM)).state.receptionDiscountPercent;
  }

  private async loadPlans(): Promise<PlansState> {
    return this.plans === undefined ? initialPlansState : (await this.plans.load(PLANS_STREAM)).state;
  }
}
