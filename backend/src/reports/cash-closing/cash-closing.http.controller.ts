// GET /api/cash-closing?date=YYYY-MM-DD: the cierre de caja of one day, today (gym time, R1) by default.
import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { isValidDate, type CashClosingView } from '@gym/domain';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { cashClosingSchema } from '../../members/shared/api-schemas.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { badParam } from '../../shared/http/http-input.js';
import { GetCashClosing } from './cash-closing.query.js';

@ApiTags('recepción')
@Controller('cash-closing')
export class CashClosingController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Get()
  @ApiEndpoint({
    summary: 'Cierre de caja de un día: total recibido, por medio de pago, y cada pago con quién lo recibió',
    status: 200,
    response: cashClosingSchema,
    errors: [400],
    query: [{ name: 'date', description: 'Día AAAA-MM-DD (por defecto hoy en la zona horaria del gimnasio)' }],
  })
  cashClosing(@QueryParam('date') date: string | undefined): Promise<CashClosingView> {
    if (date !== undefined && !isValidDate(date)) throw badParam('date', 'CASH_CLOSING.DATE_INVALID');
    return this.queryBus.execute(new GetCashClosing(date ?? this.calendar.today()));
  }
}
