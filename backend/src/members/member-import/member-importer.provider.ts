// The app's MemberImporter: the members' write loop and cédula registry the other member commands
// use, the price changes in force (R24), and the members projection read once it has reached the
// log's head, so a member registered a moment ago is matched.
import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { ProjectionService } from '../../shared/projections/projection-service.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { CLOCK, EVENT_STORE, READ_STORE } from '../../shared/tokens.js';
import { PlanPriceReader } from '../../settings/settings.port.js';
import { CedulaRegistry } from '../cedulas/cedula-registry.js';
import { MEMBER_WRITE_LOOP, type MemberWriteLoop } from '../member.write-loop.js';
import { knownMembersIn } from './known-members.js';
import { MemberImporter } from './member-importer.js';

/** How long the import waits for the projections to reach the log's head before matching rows. */
const CATCH_UP_MS = 10_000;

export const memberImporterProvider: Provider = {
  provide: MemberImporter,
  inject: [
    MEMBER_WRITE_LOOP,
    CedulaRegistry,
    EVENT_STORE,
    READ_STORE,
    ProjectionService,
    PlanPriceReader,
    CLOCK,
    APP_CONFIG,
  ],
  useFactory: (
    members: MemberWriteLoop,
    cedulas: CedulaRegistry,
    eventStore: EventStore,
    readStore: ReadQueries,
    projections: ProjectionService,
    prices: PlanPriceReader,
    clock: () => Date,
    config: AppConfig,
  ) =>
    new MemberImporter({
      members,
      cedulas,
      knownMembers: async () => {
        await projections.waitFor(await eventStore.headPosition(), CATCH_UP_MS);
        return knownMembersIn(readStore);
      },
      planPrices: () => prices.list(),
      plans: () => prices.catalogue(),
      clock,
      timeZone: config.timeZone,
    }),
};
