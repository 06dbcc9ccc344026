// Reading the till's turnos (R41): a day's turnos with their money so far (or as closed), and
// today's open one, which every money form shows before it opens. The money is the day's payments
// and voids (day-books.ts), split by the turno each entry went into (the turnos projection).
import { Inject, Injectable } from '@nestjs/common';
import {
  turnoBooks,
  turnoExpectedCash,
  turnoTotals,
  type CashDayTotals,
  type CurrentTurnoView,
  type DayTurnosView,
  type TurnoView,
} from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { dayBooks, moneyBooks, type DayBooks } from '../cash-days/day-books.js';
import { dayTurnos } from './day-turnos.js';
import type { DayTurnosDocument, TurnoRecord } from './turnos.projection.js';

type Names = ReadonlyMap<string, string>;
const nameOf = (names: Names, staffId: string): string => (staffId === '' ? '' : (names.get(staffId) ?? staffId));

/** Each turno's totals: as recorded at its closing, or from the books while it is open. */
export function turnoTotalsOf(document: DayTurnosDocument, books: DayBooks): Map<string, CashDayTotals> {
  const entries = document.turnos.flatMap((turno) =>
    turno.entries.map((entry) => ({ ...entry, turnoId: turno.turnoId })),
  );
  return new Map(
    document.turnos.map((turno) => [
      turno.turnoId,
      turno.closing?.totals ?? turnoTotals(turnoBooks(document.id, entries, turno.turnoId, moneyBooks(books))),
    ]),
  );
}

@Injectable()
export class TurnoReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async day(day: string): Promise<DayTurnosView> {
    const [document, books] = await Promise.all([dayTurnos(this.readStore, day), dayBooks(this.readStore, day)]);
    if (document === null) return { day, dayStatus: 'open', turnos: [] };
    const totals = turnoTotalsOf(document, books);
    const names = await staffDisplayNames(
      this.readStore,
      [
        ...document.turnos.flatMap((turno) => [
          turno.openedBy,
          turno.closing?.closedBy ?? '',
          ...turno.withdrawals.map((withdrawal) => withdrawal.by),
        ]),
        ...[...totals.values()].flatMap((total) => total.byStaff.map((line) => line.staffId)),
      ].filter((id) => id !== ''),
    );
    return {
      day,
      dayStatus: document.dayStatus,
      turnos: document.turnos.map((turno, index) => view(day, index + 1, turno, totals.get(turno.turnoId), names)),
    };
  }

  async current(day: string): Promise<CurrentTurnoView> {
    const { dayStatus, turnos } = await this.day(day);
    return { day, dayStatus, turno: turnos.find((turno) => turno.status === 'open') ?? null };
  }
}

function view(
  day: string,
  number: number,
  turno: TurnoRecord,
  found: CashDayTotals | undefined,
  names: Names,
): TurnoView {
  const totals = found ?? turnoTotals({ payments: [], voids: [] });
  const withdrawalsTotal = turno.withdrawals.reduce((total, withdrawal) => total + withdrawal.amount, 0);
  const { closing } = turno;
  return {
    turnoId: turno.turnoId,
    number,
    day,
    status: turno.status,
    base: turno.base,
    automatic: turno.automatic,
    openedBy: nameOf(names, turno.openedBy),
    openedAt: turno.openedAt,
    withdrawals: turno.withdrawals.map(({ amount, reason, by, at }) => ({
      amount,
      reason,
      at,
      staffName: nameOf(names, by),
    })),
    withdrawalsTotal,
    total: totals.total,
    paymentsCount: totals.paymentsCount,
    expectedCash: closing?.expectedCash ?? turnoExpectedCash(turno.base, totals, withdrawalsTotal),
    byMethod: [...totals.byMethod],
    byStaff: totals.byStaff.map((line) => ({
      ...line,
      refunds: line.refunds ?? 0,
      staffName: nameOf(names, line.staffId),
    })),
    closing:
      closing === null
        ? null
        : {
            countedCash: closing.countedCash,
            expectedCash: closing.expectedCash,
            difference: closing.difference,
            closedBy: nameOf(names, closing.closedBy),
            closedAt: closing.closedAt,
          },
  };
}
