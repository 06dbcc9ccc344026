// `npm run events -- migrate-opening-balances [--dry-run]` (R43): members imported from a spreadsheet
// before saldos migrados existed have their row's 'Pagado' recorded as an ordinary initial payment,
// income of its day. Each such payment gets a new `PaymentMadeOpeningBalance` in its member's stream
// (never a rewritten event): it keeps the member's amount paid and debt, and leaves the day's cierre,
// the month's income and the payments list. Which payments: `openingBalanceMigrationOf`. A second run
// finds nothing more; an append races the app through the stream's expected revision.
import {
  MEMBER_EVENT_TYPES,
  memberStreamId,
  openingBalanceMigrationOf,
  SYSTEM_STAFF_ID,
  type EventMetadata,
  type MemberEvent,
} from '@gym/domain';
import { idempotentEventId } from '../../shared/commands/idempotency.js';
import { decodeEventOf } from '../../shared/event-store/decode-event.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';

export const MIGRATION_CORRELATION_ID = 'migrate:opening-balances';

export interface OpeningBalanceMove {
  readonly memberId: string;
  readonly name: string;
  readonly paymentId: string;
  readonly amount: number;
  readonly paidOn: string;
  readonly file: string;
  readonly row: number;
}

export interface DayMoved {
  readonly day: string;
  readonly amount: number;
  readonly payments: number;
}

export interface OpeningBalanceMigration {
  readonly dryRun: boolean;
  /** Every payment made a saldo migrado (or that would be, in a dry run), in stream order. */
  readonly moves: readonly OpeningBalanceMove[];
  /** What leaves each day's income, oldest day first. */
  readonly days: readonly DayMoved[];
  readonly total: number;
  readonly members: number;
}

export interface MigrationOptions {
  readonly dryRun: boolean;
  /** The instant recorded as the events' `occurredAt`. */
  readonly now: () => Date;
}

const MEMBER_STREAM_PREFIX = memberStreamId('');

function nameOf(events: readonly MemberEvent[]): string {
  for (const event of events) {
    if (event.type === 'MemberImported' || event.type === 'MemberRegistered') return event.data.name;
  }
  return '';
}

function daysOf(moves: readonly OpeningBalanceMove[]): DayMoved[] {
  const days = new Map<string, DayMoved>();
  for (const { paidOn, amount } of moves) {
    const day = days.get(paidOn) ?? { day: paidOn, amount: 0, payments: 0 };
    days.set(paidOn, { day: paidOn, amount: day.amount + amount, payments: day.payments + 1 });
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** Reads every member stream; appends (unless a dry run) one event per payment to turn. */
export async function migrateOpeningBalances(
  store: EventStore,
  options: MigrationOptions,
): Promise<OpeningBalanceMigration> {
  const moves: OpeningBalanceMove[] = [];
  let members = 0;
  for (const streamId of await store.listStreams(MEMBER_STREAM_PREFIX)) {
    const recorded = await store.readStream(streamId);
    const last = recorded.at(-1);
    if (!last) continue;
    const events = recorded.map((event) => decodeEventOf<MemberEvent>(event, MEMBER_EVENT_TYPES));
    const migration = openingBalanceMigrationOf(events);
    if (migration.length === 0) continue;
    members += 1;
    const name = nameOf(events);
    for (const { data } of migration) {
      const { memberId, paymentId, amount, paidOn, source } = data;
      moves.push({ memberId, name, paymentId, amount, paidOn, file: source.file, row: source.row });
    }
    if (options.dryRun) continue;
    const metadata: EventMetadata = {
      staffId: SYSTEM_STAFF_ID,
      occurredAt: options.now().toISOString(),
      correlationId: MIGRATION_CORRELATION_ID,
    };
    // The member's stream at the revision read: a payment or void the app appends meanwhile makes
    // this append fail (ConcurrencyError), and the command is simply run again.
    await store.append(
      streamId,
      migration.map((event) => ({
        id: idempotentEventId(streamId, `${MIGRATION_CORRELATION_ID}:${event.data.paymentId}`, 0),
        type: event.type,
        data: event.data,
        metadata: { ...metadata },
      })),
      last.revision,
    );
  }
  const total = moves.reduce((sum, move) => sum + move.amount, 0);
  return { dryRun: options.dryRun, moves, days: daysOf(moves), total, members };
}
