// Auditors: every member stream replayed event by event, deleted members included (issue 6), and
// Actividad del personal: what each staff account did on a day (issue 28).
import { Module } from '@nestjs/common';
import { AuditMembersController } from './audit-members/audit-members.http.controller.js';
import { FindAuditMembersHandler } from './audit-members/audit-members.query.js';
import { DeletedMembersController } from './audit-members/deleted-members.http.controller.js';
import { ListDeletedMembersHandler } from './audit-members/deleted-members.query.js';
import { MemberHistoryController } from './member-history/member-history.http.controller.js';
import { GetMemberHistoryHandler, GetMemberStateAtHandler } from './member-history/member-history.queries.js';
import { StaffActivityController } from './staff-activity/staff-activity.http.controller.js';
import { GetStaffActivityHandler, GetStaffActivityRowsHandler } from './staff-activity/staff-activity.query.js';

const httpControllers = [
  MemberHistoryController,
  AuditMembersController,
  DeletedMembersController,
  StaffActivityController,
];
const queryHandlers = [
  GetMemberHistoryHandler,
  GetMemberStateAtHandler,
  FindAuditMembersHandler,
  ListDeletedMembersHandler,
  GetStaffActivityHandler,
  GetStaffActivityRowsHandler,
];

@Module({ controllers: httpControllers, providers: queryHandlers })
export class AuditModule {}
