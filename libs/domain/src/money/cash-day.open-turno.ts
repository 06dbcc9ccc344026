// Opening a turno of the till with the cash in the drawer (R41): the body, the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { formatDate, formatTime, isValidDate, localDate } from '../rules/dates.js';
import type { CashDayEvent } from './cash-day.events.js';
import { nextTurnoId, openTurnoOf, type CashDayState } from './cash-day.state.js';
import { TURNO_MAX_CASH, turnoCashProblem } from './cash-day.turno-books.js';

/** R41: open a turno on `day` (today, from the server's clock) with `base` pesos in the drawer. */
export interface OpenTurno {
  readonly type: 'OpenTurno';
  readonly data: { readonly day: string; readonly base: number };
}

/** The base: whole pesos, 0 to 100.000.000. */
export const openTurnoRequest = z.strictObject(
  {
    base: z
      .int({ error: 'TURNO.BASE_INVALID' })
      .min(0, { error: 'TURNO.BASE_INVALID' })
      .max(TURNO_MAX_CASH, { error: 'TURNO.AMOUNT_TOO_LARGE' }),
  },
  strictBodyError,
);

export type OpenTurnoRequest = z.output<typeof openTurnoRequest>;

/**
 * R41: any staff member opens a turno of today with a base; at most one is open at a time; a closed
 * day takes none (R32).
 */
export function openTurno({ data }: OpenTurno, state: CashDayState, context: DecisionContext): Decision<CashDayEvent> {
  const { day, base } = data;
  if (!isValidDate(day)) return reject('CASH_CLOSING.DATE_INVALID');
  const problem = turnoCashProblem(base, 'TURNO.BASE_INVALID');
  if (problem !== null) return reject(problem, undefined, 'base');
  if (day !== localDate(context.now, context.timeZone)) return reject('TURNO.NOT_TODAY');
  if (state.status === 'closed') return reject('CASH_DAY.CLOSED', { fecha: formatDate(day) });
  const open = openTurnoOf(state);
  if (open !== undefined) return reject('TURNO.ALREADY_OPEN', { hora: formatTime(open.openedAt, context.timeZone) });
  return [
    {
      type: 'TurnoOpened',
      data: {
        day,
        turnoId: nextTurnoId(state, day),
        base,
        openedBy: context.actor.staffId,
        openedAt: context.now,
        automatic: false,
      },
    },
  ];
}
