// The till's turnos as rows of the exports (R41, R42): one row per turno — its day and number, when
// and by whom it was opened and closed, the base, what it took per method of payment, the cash
// withdrawn, the cash expected and counted and the difference, and whether the first money opened it
// ('Abierto automáticamente'). The amounts are number cells (the peso format in the .xlsx), so the
// sheet adds up like the cierre: a day's turnos' totals are the day's income.
import {
  formatDate,
  formatTime,
  localDate,
  message,
  RECORDED_PAYMENT_METHODS,
  type DayTurnosView,
  type TurnoView,
} from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import type { RowPage } from '../../shared/spreadsheets/csv-format.js';
import { dayCell, type XlsxCell } from '../../shared/spreadsheets/sheet-cells.js';
import { TurnoReader } from '../turnos/turno.reader.js';
import { TURNOS, type StoredDayTurnos } from '../turnos/turnos.projection.js';

const METHOD_HEADERS = RECORDED_PAYMENT_METHODS.map((method) => message(`PAYMENT_METHOD.${method}`));

export const TURNO_SHEET_HEADERS: readonly string[] = [
  message('COLUMN.DATE'),
  message('TURNO.TITLE'),
  message('TURNO_EXPORT.OPENED_AT'),
  message('TURNO_EXPORT.OPENED_BY'),
  message('TURNO_EXPORT.CLOSED_AT'),
  message('TURNO_EXPORT.CLOSED_BY'),
  message('TURNO.BASE_LABEL'),
  message('TURNO_EXPORT.TOTAL'),
  ...METHOD_HEADERS,
  message('TURNO.WITHDRAWALS'),
  message('TURNO_EXPORT.EXPECTED'),
  message('TURNO_EXPORT.COUNTED'),
  message('TURNO_EXPORT.DIFFERENCE'),
  message('TURNO.AUTOMATIC'),
];

const FIRST_MONEY = TURNO_SHEET_HEADERS.indexOf(message('TURNO.BASE_LABEL'));
const LAST_MONEY = TURNO_SHEET_HEADERS.indexOf(message('TURNO_EXPORT.DIFFERENCE'));

/** The columns of the Turnos sheet that hold amounts (number cells in the peso format). */
export const TURNO_SHEET_MONEY_COLUMNS: readonly number[] = TURNO_SHEET_HEADERS.map((_, index) => index).filter(
  (index) => index >= FIRST_MONEY && index <= LAST_MONEY,
);

/** An instant as the gym reads it: 'dd/mm/aaaa hh:mm' in its time zone. */
function instantCell(iso: string | null, timeZone: string): string | null {
  if (iso === null || iso === '') return null;
  return `${formatDate(localDate(iso, timeZone))} ${formatTime(iso, timeZone)}`;
}

export function turnoSheetRow(turno: TurnoView, timeZone: string): XlsxCell[] {
  const byMethod = new Map(turno.byMethod.map((line) => [line.method, line.total]));
  const { closing } = turno;
  return [
    dayCell(turno.day),
    turno.number,
    instantCell(turno.openedAt, timeZone),
    turno.openedBy === '' ? null : turno.openedBy,
    instantCell(closing?.closedAt ?? null, timeZone),
    closing?.closedBy ?? null,
    turno.base,
    turno.total,
    ...RECORDED_PAYMENT_METHODS.map((method) => byMethod.get(method) ?? 0),
    turno.withdrawalsTotal,
    turno.expectedCash,
    closing?.countedCash ?? null,
    closing?.difference ?? null,
    message(turno.automatic ? 'TURNO_EXPORT.YES' : 'TURNO_EXPORT.NO'),
  ];
}

const PAGE = 200;

/** Page `page` (from 1) of the days that have turnos, oldest first, each as the cierre shows its turnos. */
export async function turnoDayPage(
  readStore: ReadQueries,
  page: number,
  pageSize: number,
): Promise<RowPage<DayTurnosView>> {
  const reader = new TurnoReader(readStore);
  const found = await readStore.find<StoredDayTurnos>(TURNOS, {
    sort: [{ field: 'id', direction: 'asc' }],
    skip: (page - 1) * pageSize,
    limit: pageSize,
  });
  const items: DayTurnosView[] = [];
  for (const document of found.items) items.push(await reader.day(document.id));
  return { items, total: found.total };
}

/** Every day that has turnos, oldest first. */
export async function* everyTurnoDay(readStore: ReadQueries): AsyncGenerator<DayTurnosView> {
  for (let page = 1; ; page += 1) {
    const { items, total } = await turnoDayPage(readStore, page, PAGE);
    yield* items;
    if (items.length === 0 || page * PAGE >= total) return;
  }
}

/** The Turnos sheet's rows, day after day. */
export async function* turnoSheetRows(readStore: ReadQueries, timeZone: string): AsyncGenerator<XlsxCell[]> {
  for await (const day of everyTurnoDay(readStore)) {
    for (const turno of day.turnos) yield turnoSheetRow(turno, timeZone);
  }
}
