// GET /api/members/:id/payments and GET /api/payments: the payment histories.
import { Controller, Get, Inject, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  isRecordedPaymentMethod,
  RECORDED_PAYMENT_METHODS,
  type MemberPayments,
  type PaymentPage,
  type RecordedPaymentMethod,
} from '@gym/domain';
import { ApiEndpoint, PAGE_QUERY } from '../../shared/http/api-docs.js';
import { memberPaymentsSchema, paymentPageSchema } from '../../members/shared/api-schemas.js';
import { badParam, memberIdParam, pageParams } from '../../shared/http/http-input.js';
import { GetMemberPayments, ListPayments } from './payment-queries.js';

export const METHOD_QUERY = {
  name: 'method',
  description: `Solo los pagos de un medio: ${RECORDED_PAYMENT_METHODS.join(' | ')} (unspecified: pagos anteriores a los medios de pago)`,
} as const;

/** `?method=`: one of the methods a stored payment can read as, or none for all. */
export function methodParam(value: string | undefined): RecordedPaymentMethod | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isRecordedPaymentMethod(value)) throw badParam('method');
  return value;
}

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
    summary:
      'Todos los pagos del gimnasio (o los de un medio de pago), más nuevos primero (R16); los de usuarios eliminados siguen (R22)',
    status: 200,
    response: paymentPageSchema,
    errors: [400],
    query: [...PAGE_QUERY, METHOD_QUERY],
  })
  payments(
    @QueryParam('page') page: string | undefined,
    @QueryParam('pageSize') pageSize: string | undefined,
    @QueryParam('method') method: string | undefined,
  ): Promise<PaymentPage> {
    return this.queryBus.execute(new ListPayments(pageParams(page, pageSize), methodParam(method)));
  }
}
