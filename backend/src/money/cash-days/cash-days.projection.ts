// The cash days' read model (R32): for each day ever closed, whether it is closed now, the closing
// in force (what was counted and expected, the totals then, who closed it and when), and every
// closing and reopening in order. The entries of the day are not read here: the cierre reads the
// payments and voids themselves.
import { eventOccurredAt, eventStaffId, type CashDayClosed, type CashDayTotals } from '@gym/domain';
import { defineProjection, unhandled } from '../../shared/projections/projection.js';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const CASH_DAYS = 'cash_days';

export interface CashDayClosingRecord {
  readonly countedCash: number;
  readonly expectedCash: number;
  readonly difference: number;
  readonly totals: CashDayTotals;
  readonly closedAt: string;
  readonly closedBy: string;
}

export type CashDayHistoryRecord =
  | ({ readonly kind: 'closed' } & Omit<CashDayClosingRecord, 'totals'>)
  | { readonly kind: 'reopened'; readonly reason: string; readonly reopenedAt: string; readonly reopenedBy: string };

export interface CashDayDocument {
  /** The day, `YYYY-MM-DD`. */
  readonly id: string;
  readonly status: 'open' | 'closed';
  /** The closing in force; null once reopened. */
  readonly closing: CashDayClosingRecord | null;
  readonly history: readonly CashDayHistoryRecord[];
  readonly [key: string]: unknown;
}

const cashDayCollections: readonly CollectionSpec[] = [{ name: CASH_DAYS, fields: { status: 'text' } }];

function closingOf(data: CashDayClosed['data'], closedAt: string, closedBy: string): CashDayClosingRecord {
  const { countedCash, expectedCash, difference, totals } = data;
  return { countedCash, expectedCash, difference, totals, closedAt, closedBy };
}

export const cashDaysProjection = defineProjection({
  name: 'cash_days',
  version: 1,
  collections: cashDayCollections,
  eventTypes: ['CashDayClosed', 'CashDayReopened'],
  documentsRead: (event) => [{ collection: CASH_DAYS, id: event.data.day }],
  apply(event, documents) {
    const day = event.data.day;
    const before = documents.get<CashDayDocument>(CASH_DAYS, day) ?? {
      id: day,
      status: 'open',
      closing: null,
      history: [],
    };
    const [at, by] = [eventOccurredAt(event), eventStaffId(event)];
    switch (event.type) {
      case 'CashDayClosed': {
        const closing = closingOf(event.data, at, by);
        const { totals: _totals, ...record } = closing;
        documents.put(CASH_DAYS, {
          ...before,
          status: 'closed',
          closing,
          history: [...before.history, { kind: 'closed', ...record }],
        } satisfies CashDayDocument);
        return;
      }
      case 'CashDayReopened':
        documents.put(CASH_DAYS, {
          ...before,
          status: 'open',
          closing: null,
          history: [...before.history, { kind: 'reopened', reason: event.data.reason, reopenedAt: at, reopenedBy: by }],
        } satisfies CashDayDocument);
        return;
      default:
        unhandled(event);
    }
  },
});
