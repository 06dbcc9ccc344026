// GET /api/members/:id/payments and GET /api/payments: the payment histories.
import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type MemberPayments, type PaymentPage } from '@gym/domain';
import { memberIdParam, queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetMemberPayments, ListPayments } from './payment-queries.js';

@Controller()
export class PaymentsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getMemberPayments)
  memberPayments(@Param('id') id: string): Promise<MemberPayments> {
    return this.queryBus.execute(new GetMemberPayments(memberIdParam(id)));
  }

  @Route(apiOperations.listPayments)
  payments(@Query() query: unknown): Promise<PaymentPage> {
    const { page, pageSize, method } = queryOf(apiOperations.listPayments, query);
    return this.queryBus.execute(new ListPayments({ page, pageSize }, method));
  }
}
