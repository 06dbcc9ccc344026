// The till's turnos as read documents (R41): one document per day (the day's cash-day stream),
// holding its turnos in order, each with its base, who opened it and when, its withdrawals, the
// cash-book entries that went into it (so the books can be split by turno) and its closing. The
// money itself is read from the payments and voids; this says which turno each went into.
import { eventOccurredAt, eventStaffId, turnoIdOf, type CashDayTotals, type CashDayEntryKind } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const TURNOS = 'turnos';

export interface TurnoWithdrawalRecord {
  readonly amount: number;
  readonly reason: string;
  readonly by: string;
  readonly at: string;
}

export interface TurnoClosingRecord {
  readonly countedCash: number;
  readonly expectedCash: number;
  readonly difference: number;
  readonly totals: CashDayTotals | null;
  readonly closedBy: string;
  readonly closedAt: string;
}

export interface TurnoRecord {
  readonly turnoId: string;
  readonly status: 'open' | 'closed';
  readonly base: number;
  readonly automatic: boolean;
  readonly openedBy: string;
  readonly openedAt: string;
  readonly withdrawals: readonly TurnoWithdrawalRecord[];
  readonly entries: readonly { readonly kind: CashDayEntryKind; readonly paymentId: string }[];
  readonly closing: TurnoClosingRecord | null;
}

export interface DayTurnosDocument {
  /** The day, `YYYY-MM-DD`. */
  readonly id: string;
  readonly dayStatus: 'open' | 'closed';
  readonly turnos: readonly TurnoRecord[];
  /** The turno the day's closing in force closed: a reopening opens it again (as the cash book's state). */
  readonly closedWithDay?: string | null;
  readonly [key: string]: unknown;
}

const turnoCollections: readonly CollectionSpec[] = [{ name: TURNOS, fields: { dayStatus: 'text' } }];

const implicit = (turnoId: string, openedAt: string): TurnoRecord => ({
  turnoId,
  status: 'open',
  base: 0,
  automatic: true,
  openedBy: '',
  openedAt,
  withdrawals: [],
  entries: [],
  closing: null,
});

function change(document: DayTurnosDocument, turnoId: string, edit: (turno: TurnoRecord) => TurnoRecord) {
  return { ...document, turnos: document.turnos.map((turno) => (turno.turnoId === turnoId ? edit(turno) : turno)) };
}

export const turnosProjection = defineProjection({
  name: 'turnos',
  version: 1,
  collections: turnoCollections,
  eventTypes: ['CashDayEntryAdded', 'TurnoOpened', 'CashWithdrawn', 'TurnoClosed', 'CashDayClosed', 'CashDayReopened'],
  documentsRead: (event) => [{ collection: TURNOS, id: event.data.day }],
  apply(event, documents) {
    const day = event.data.day;
    const before = documents.get<DayTurnosDocument>(TURNOS, day) ?? { id: day, dayStatus: 'open', turnos: [] };
    const [at, by] = [eventOccurredAt(event), eventStaffId(event)];
    const put = (document: DayTurnosDocument) => documents.put(TURNOS, document);
    switch (event.type) {
      case 'CashDayEntryAdded': {
        const { kind, paymentId } = event.data;
        const turnoId = event.data.turnoId ?? turnoIdOf(day, 1);
        const known = before.turnos.some((turno) => turno.turnoId === turnoId);
        const withTurno = known ? before : { ...before, turnos: [...before.turnos, implicit(turnoId, at)] };
        put(change(withTurno, turnoId, (turno) => ({ ...turno, entries: [...turno.entries, { kind, paymentId }] })));
        return;
      }
      case 'TurnoOpened': {
        const { turnoId, base, automatic, openedBy, openedAt } = event.data;
        const turno: TurnoRecord = { ...implicit(turnoId, openedAt), base, automatic, openedBy };
        put({ ...before, turnos: [...before.turnos, turno] });
        return;
      }
      case 'CashWithdrawn': {
        const { amount, reason, by: withdrawnBy } = event.data;
        put(
          change(before, event.data.turnoId, (turno) => ({
            ...turno,
            withdrawals: [...turno.withdrawals, { amount, reason, by: withdrawnBy, at }],
          })),
        );
        return;
      }
      case 'TurnoClosed': {
        const { countedCash, expectedCash, difference, totals, closedBy } = event.data;
        const closing: TurnoClosingRecord = { countedCash, expectedCash, difference, totals, closedBy, closedAt: at };
        put(change(before, event.data.turnoId, (turno) => ({ ...turno, status: 'closed', closing })));
        return;
      }
      case 'CashDayClosed': {
        // A day closed before turnos existed closed its implicit turno with the day's count.
        const { countedCash, expectedCash, difference, totals } = event.data;
        const closing: TurnoClosingRecord = {
          countedCash,
          expectedCash,
          difference,
          totals,
          closedBy: by,
          closedAt: at,
        };
        const closedWithDay =
          event.data.turnoId ?? before.turnos.find((turno) => turno.status === 'open')?.turnoId ?? null;
        put({
          ...before,
          dayStatus: 'closed',
          closedWithDay,
          turnos: before.turnos.map((turno) =>
            turno.status === 'open' ? { ...turno, status: 'closed', closing } : turno,
          ),
        });
        return;
      }
      case 'CashDayReopened': {
        const reopened = before.closedWithDay ?? null;
        const turnos = before.turnos.map((turno) =>
          turno.turnoId === reopened ? { ...turno, status: 'open' as const, closing: null } : turno,
        );
        put({ ...before, dayStatus: 'open', turnos, closedWithDay: null });
        return;
      }
      default:
        unhandled(event);
    }
  },
});
