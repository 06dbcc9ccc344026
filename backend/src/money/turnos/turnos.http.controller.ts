// GET /api/turnos/current (today's open turno, R41) and GET /api/turnos?day= (a day's turnos).
import { Controller, Inject, Query } from '@nestjs/common';
import { apiOperations, may, type CurrentTurnoView, type DayTurnosView } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { AppError } from '../../shared/http/app-error.js';
import { CurrentStaff, type SignedInStaff } from '../../shared/http/command-context.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { TurnoReader } from './turno.reader.js';

@Controller()
export class TurnosController {
  constructor(
    @Inject(TurnoReader) private readonly turnos: TurnoReader,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.getCurrentTurno)
  current(): Promise<CurrentTurnoView> {
    return this.turnos.current(this.calendar.today());
  }

  @Route(apiOperations.listTurnos)
  list(@Query() query: unknown, @CurrentStaff() staff: SignedInStaff): Promise<DayTurnosView> {
    const { day } = queryOf(apiOperations.listTurnos, query);
    const today = this.calendar.today();
    // R33: as the cierre: Recepción sees today's turnos; another day's are the gym's money totals.
    if (day !== undefined && day !== today && !may(staff.role, 'reports.gymMoney'))
      throw new AppError('AUTH.FORBIDDEN', undefined, 'day');
    return this.turnos.day(day ?? today);
  }
}
