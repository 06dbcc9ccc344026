// GET /api/members/:id/payments and GET /api/payments: the payment histories.
import { Controller, Get, Inject, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MemberPayments, PaymentPage } from '@gym/domain';
import { ApiEndpoint, PAGE_QUERY } from '../shared/api-docs.js';
import { memberPaymentsSchema, paymentPageSchema } from '../shared/api-schemas.js';
import { memberIdParam, pageParams } from '../shared/http-input.js';
import { GetMemberPayments, ListPayments } from './payment-queries.js';

@ApiTags('pagos')
@Controller()
export class PaymentsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('members/:id/payments')
  @ApiEndpoint({
    summary: 'Los 10 pagos más recientes de un usuario (más nuevos primero), el total pagado y cuántos hay',
    memberIdParam: true,
    status: 200,
    response: memberPaymentsSchema,
    errors: [404],
  })
  memberPayments(@Param('id') id: string): Promise<MemberPayments> {
    return this.queryBus.execute(new GetMemberPayments(memberIdParam(id)));
  }

  @Get('payments')
  @ApiEndpoint({
    summary: "Todos los pagos del gimnasio, más nuevos primero (R16); los de usuarios eliminados siguen (R22)",
    status: 200,
    response: paymentPageSchema,
    errors: [400],
    query: PAGE_QUERY,
  })
  payments(@QueryParam('page') page: string | undefined, @QueryParam('pageSize') pageSize: string | undefined): Promise<PaymentPage> {
    return this.queryBus.execute(new ListPayments(pageParams(page, pageSize)));
  }
}
