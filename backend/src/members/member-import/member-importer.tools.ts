// A MemberImporter outside the app (the terminal's `npm run import:members`, the benchmark): the same
// member write loop and cédula registry over the stores it is given, the price changes read from
// the settings stream, and the members the read store holds (as far as its projections have read).
import {
  foldGymSettings,
  GYM_SETTINGS_EVENT_TYPES,
  GYM_SETTINGS_STREAM,
  type GymSettingsEvent,
  type KnownMember,
  foldPlans,
  PLAN_EVENT_TYPES,
  PLANS_STREAM,
  type PlanEvent,
} from '@gym/domain';
import { decodeEventOf } from '../../shared/event-store/decode-event.js';
import type { AppConfig } from '../../config.js';
import { CommandRunner } from '../../shared/commands/command-runner.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { CedulaRegistry } from '../cedulas/cedula-registry.js';
import { memberDecider, type MemberWriteLoop } from '../member.write-loop.js';
import { knownMembersIn } from './known-members.js';
import { MemberImporter } from './member-importer.js';

export function toolMemberImporter(
  eventStore: EventStore,
  readStore: ReadQueries | null,
  config: Pick<AppConfig, 'timeZone'>,
  clock: () => Date = () => new Date(),
): MemberImporter {
  const settings = async () => {
    const recorded = await eventStore.readStream(GYM_SETTINGS_STREAM);
    return foldGymSettings(recorded.map((event) => decodeEventOf<GymSettingsEvent>(event, GYM_SETTINGS_EVENT_TYPES)));
  };
  // R38: the gym's plans and their prices, as the plans stream leaves them.
  const plans = async () => {
    const recorded = await eventStore.readStream(PLANS_STREAM);
    return foldPlans(recorded.map((event) => decodeEventOf<PlanEvent>(event, PLAN_EVENT_TYPES)));
  };
  const planPrices = async () => [...(await settings()).planPrices, ...(await plans()).prices];
  const members: MemberWriteLoop = new CommandRunner(eventStore, memberDecider, {
    clock,
    timeZone: config.timeZone,
    input: async () => {
      const { dataPolicy } = await settings();
      const catalogue = (await plans()).catalogue;
      return { planPrices: await planPrices(), plans: catalogue, dataPolicyVersion: dataPolicy?.version ?? 0 };
    },
  });
  const cedulas = new CedulaRegistry(eventStore, members, clock, config as AppConfig);
  const knownMembers = async (): Promise<readonly KnownMember[]> => (readStore ? knownMembersIn(readStore) : []);
  return new MemberImporter({
    members,
    cedulas,
    knownMembers,
    planPrices,
    plans: async () => (await plans()).catalogue,
    clock,
    timeZone: config.timeZone,
  });
}
