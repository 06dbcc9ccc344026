// The members feature: every command on a member, and the member screens' queries (list, profile, histories, check-in).
import { Module } from '@nestjs/common';
import { ListAttendancesHandler } from './attendances/attendance-queries.js';
import { AttendancesController } from './attendances/attendances.http.controller.js';
import {
  GetMemberBodyCompositionsHandler,
  ListBodyCompositionsHandler,
} from './body-compositions/body-composition-queries.js';
import { BodyCompositionsController } from './body-compositions/body-compositions.http.controller.js';
import { DeleteMemberHandler } from './delete-member/delete-member.handler.js';
import { DeleteMemberController } from './delete-member/delete-member.http.controller.js';
import { EditMemberProfileHandler } from './edit-member-profile/edit-member-profile.handler.js';
import { EditMemberProfileController } from './edit-member-profile/edit-member-profile.http.controller.js';
import { MarkAttendanceHandler } from './mark-attendance/mark-attendance.handler.js';
import { MarkAttendanceController } from './mark-attendance/mark-attendance.http.controller.js';
import { CheckInSearchController } from './check-in-search/check-in-search.http.controller.js';
import { SearchCheckInHandler } from './check-in-search/check-in-search.query.js';
import { RecordVisitHandler } from './record-visit/record-visit.handler.js';
import { RecordVisitController } from './record-visit/record-visit.http.controller.js';
import { ListMembersController } from './member-list/list-members.http.controller.js';
import { ListMembersHandler } from './member-list/list-members.query.js';
import { GetMemberProfileController } from './member-profile/get-member-profile.http.controller.js';
import { GetMemberProfileHandler } from './member-profile/get-member-profile.query.js';
import { RecordBodyCompositionHandler } from './record-body-composition/record-body-composition.handler.js';
import { RecordBodyCompositionController } from './record-body-composition/record-body-composition.http.controller.js';
import { RecordPaymentHandler } from './record-payment/record-payment.handler.js';
import { RecordPaymentController } from './record-payment/record-payment.http.controller.js';
import { RegisterMemberHandler } from './register-member/register-member.handler.js';
import { RegisterMemberController } from './register-member/register-member.http.controller.js';
import { RenewMembershipHandler } from './renew-membership/renew-membership.handler.js';
import { RenewMembershipController } from './renew-membership/renew-membership.http.controller.js';
import { ResetTicketBookHandler } from './reset-ticket-book/reset-ticket-book.handler.js';
import { ResetTicketBookController } from './reset-ticket-book/reset-ticket-book.http.controller.js';
import { CedulaRegistry } from './cedulas/cedula-registry.js';
import { MemberImportController } from './member-import/member-import.http.controller.js';
import { memberImporterProvider } from './member-import/member-importer.provider.js';
import { memberCommandsProvider } from './shared/member-commands.js';
import { SettingsModule } from '../settings/settings.port.js';

// Listing the collection routes (`members`) before `members/:id` keeps Nest's matching unambiguous.
const httpControllers = [
  ListMembersController,
  RegisterMemberController,
  MemberImportController,
  GetMemberProfileController,
  EditMemberProfileController,
  DeleteMemberController,
  RecordPaymentController,
  RenewMembershipController,
  MarkAttendanceController,
  RecordVisitController,
  ResetTicketBookController,
  RecordBodyCompositionController,
  AttendancesController,
  BodyCompositionsController,
  CheckInSearchController,
];

const commandHandlers = [
  RegisterMemberHandler,
  EditMemberProfileHandler,
  DeleteMemberHandler,
  RecordPaymentHandler,
  RenewMembershipHandler,
  MarkAttendanceHandler,
  RecordVisitHandler,
  ResetTicketBookHandler,
  RecordBodyCompositionHandler,
];

const queryHandlers = [
  ListMembersHandler,
  GetMemberProfileHandler,
  ListAttendancesHandler,
  GetMemberBodyCompositionsHandler,
  ListBodyCompositionsHandler,
  SearchCheckInHandler,
];

@Module({
  imports: [SettingsModule],
  controllers: httpControllers,
  providers: [memberCommandsProvider, CedulaRegistry, memberImporterProvider, ...commandHandlers, ...queryHandlers],
})
export class MembersModule {}
