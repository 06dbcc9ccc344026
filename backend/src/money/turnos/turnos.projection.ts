// The till's turnos as read documents (R41): one document per day (the day's cash-day stream),
// holding its turnos in order, each with its base, who opened it and when, its withdrawals and its
// closing; and one document per cash-book entry (which turno a payment, void or sale went into, so
// the books can be split by turno). The money itself is read from the payments and voids.
//
// The entries are documents of their own, not a list inside the day's: a busy day takes thousands,
// and a day document holding them all was read, rewritten and parsed whole with every payment and
// sale, a cost that grew through the day (docs/performance.md, "A sale's cost").
import { eventOccurredAt, eventStaffId, turnoIdOf, type CashDayTotals, type CashDayEntryKind } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const TURNOS = 'turnos';
export const TURNO_ENTRIES = 'turno_entries';

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

/** A turno as stored in its day's document: its entries are documents of their own. */
export type StoredTurnoRecord = Omit<TurnoRecord, 'entries'>;

/** One cash-book entry: which turno a payment's (or sale's) money, or a void's, went into. */
export interface TurnoEntryDocument {
  /** The id of the event that recorded it. */
  readonly id: string;
  readonly day: string;
  readonly turnoId: string;
  readonly kind: CashDayEntryKind;
  readonly paymentId: string;
  /** Its global position: a later entry naming the same payment wins, as in the cash book. */
  readonly position: number;
  readonly [key: string]: unknown;
}

/** A day's turnos as readers use them: the stored document with each turno's entries (day-turnos.ts). */
export interface DayTurnosDocument {
  /** The day, `YYYY-MM-DD`. */
  readonly id: string;
  readonly dayStatus: 'open' | 'closed';
  readonly turnos: readonly TurnoRecord[];
  /** The turno the day's closing in force closed: a reopening opens it again (as the cash book's state). */
  readonly closedWithDay?: string | null;
  readonly [key: string]: unknown;
}

/** What the day's document holds. */
export interface StoredDayTurnos {
  readonly id: string;
  readonly dayStatus: 'open' | 'closed';
  readonly turnos: readonly StoredTurnoRecord[];
  readonly closedWithDay?: string | null;
  readonly [key: string]: unknown;
}

const turnoCollections: readonly CollectionSpec[] = [
  { name: TURNOS, fields: { dayStatus: 'text' } },
  {
    name: TURNO_ENTRIES,
    fields: { day: 'text', position: 'number' },
    indexes: [['day', 'position']],
    appendOnly: true,
  },
];

const implicit = (turnoId: string, openedAt: string): StoredTurnoRecord => ({
  turnoId,
  status: 'open',
  base: 0,
  automatic: true,
  openedBy: '',
  openedAt,
  withdrawals: [],
  closing: null,
});

function change(
  document: StoredDayTurnos,
  turnoId: string,
  edit: (turno: StoredTurnoRecord) => StoredTurnoRecord,
): StoredDayTurnos {
  return { ...document, turnos: document.turnos.map((turno) => (turno.turnoId === turnoId ? edit(turno) : turno)) };
}

export const turnosProjection = defineProjection({
  name: 'turnos',
  // 2: the entries moved out of the day's document into turno_entries.
  version: 2,
  collections: turnoCollections,
  eventTypes: ['CashDayEntryAdded', 'TurnoOpened', 'CashWithdrawn', 'TurnoClosed', 'CashDayClosed', 'CashDayReopened'],
  documentsRead: (event) => [{ collection: TURNOS, id: event.data.day }],
  apply(event, documents) {
    const day = event.data.day;
    const before = documents.get<StoredDayTurnos>(TURNOS, day) ?? { id: day, dayStatus: 'open', turnos: [] };
    const [at, by] = [eventOccurredAt(event), eventStaffId(event)];
    const put = (document: StoredDayTurnos) => documents.put(TURNOS, document);
    switch (event.type) {
      case 'CashDayEntryAdded': {
        const { kind, paymentId } = event.data;
        const turnoId = event.data.turnoId ?? turnoIdOf(day, 1);
        // An entry stored before turnos (no turnoId) is in the day's implicit first turno.
        if (!before.turnos.some((turno) => turno.turnoId === turnoId))
          put({ ...before, turnos: [...before.turnos, implicit(turnoId, at)] });
        const entry: TurnoEntryDocument = { id: event.id, day, turnoId, kind, paymentId, position: event.position };
        documents.put(TURNO_ENTRIES, entry);
        return;
      }
      case 'TurnoOpened': {
        const { turnoId, base, automatic, openedBy, openedAt } = event.data;
        const turno: StoredTurnoRecord = { ...implicit(turnoId, openedAt), base, automatic, openedBy };
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
