// Auditors: every member stream replayed event by event, deleted members included (issue 6).
import { Module } from '@nestjs/common';
import { AuditMembersController } from './audit-members/audit-members.http.controller.js';
import { FindAuditMembersHandler } from './audit-members/audit-members.query.js';
import { MemberHistoryController } from './member-history/member-history.http.controller.js';
import { GetMemberHistoryHandler, GetMemberStateAtHandler } from './member-history/member-history.queries.js';

const httpControllers = [MemberHistoryController, AuditMembersController];
const queryHandlers = [GetMemberHistoryHandler, GetMemberStateAtHandler, FindAuditMembersHandler];

@Module({ controllers: httpControllers, providers: queryHandlers })
export class AuditModule {}
