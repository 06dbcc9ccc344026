// The members feature: the table of every command on a member, and the member screens' queries (list, profile, histories, check-in).
import { Module } from '@nestjs/common';
import { ListAttendancesHandler } from './attendances/attendance-queries.js';
import { AttendancesController } from './attendances/attendances.http.controller.js';
import {
  GetMemberBodyCompositionsHandler,
  ListBodyCompositionsHandler,
} from './body-compositions/body-composition-queries.js';
import { BodyCompositionsController } from './body-compositions/body-compositions.http.controller.js';
import { CheckInSearchController } from './check-in-search/check-in-search.http.controller.js';
import { SearchCheckInHandler } from './check-in-search/check-in-search.query.js';
import { ListMembersController } from './member-list/list-members.http.controller.js';
import { ListMembersHandler } from './member-list/list-members.query.js';
import { GetMemberProfileController } from './member-profile/get-member-profile.http.controller.js';
import { GetMemberProfileHandler } from './member-profile/get-member-profile.query.js';
import { CedulaRegistry } from './cedulas/cedula-registry.js';
import { FindMemberMatchesController } from './member-matches/find-member-matches.http.controller.js';
import { FindMemberMatchesHandler } from './member-matches/find-member-matches.query.js';
import { MEMBER_WRITE_LOOP, memberWriteLoopProvider, type MemberWriteLoop } from './member.write-loop.js';
import { MEMBER_COMMAND_DEPS, memberCommandTable } from './member.routes.js';
import { commandController } from '../shared/http/command-controller.js';
import { MemberImportController } from './member-import/member-import.http.controller.js';
import { memberImporterProvider } from './member-import/member-importer.provider.js';
import { SettingsModule } from '../settings/settings.port.js';
import { CashDaysModule } from '../cash-days/cash-days.port.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { ProjectionService } from '../shared/projections/projection-service.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { EVENT_STORE, READ_STORE } from '../shared/tokens.js';
import type { MemberCommandDeps } from './cedulas/cedula-commands.js';
import { PaymentHolders } from './payment-voids/void-payment.js';

// Listing the collection routes (`members`) before `members/:id` keeps Nest's matching unambiguous.
const httpControllers = [
  ListMembersController,
  commandController(memberCommandTable),
  MemberImportController,
  GetMemberProfileController,
  AttendancesController,
  BodyCompositionsController,
  CheckInSearchController,
  FindMemberMatchesController,
];

const queryHandlers = [
  ListMembersHandler,
  GetMemberProfileHandler,
  ListAttendancesHandler,
  GetMemberBodyCompositionsHandler,
  ListBodyCompositionsHandler,
  SearchCheckInHandler,
  FindMemberMatchesHandler,
];

const memberCommandDeps = {
  provide: MEMBER_COMMAND_DEPS,
  inject: [MEMBER_WRITE_LOOP, CedulaRegistry, READ_STORE, EVENT_STORE, ProjectionService],
  useFactory: (
    members: MemberWriteLoop,
    cedulas: CedulaRegistry,
    readStore: ReadQueries,
    eventStore: EventStore,
    projections: ProjectionService,
  ): MemberCommandDeps => ({
    members,
    cedulas,
    paymentHolders: new PaymentHolders(readStore, eventStore, projections),
  }),
};

@Module({
  imports: [SettingsModule, CashDaysModule],
  controllers: httpControllers,
  providers: [memberWriteLoopProvider, CedulaRegistry, memberImporterProvider, memberCommandDeps, ...queryHandlers],
})
export class MembersModule {}
