// The ledger beside the member write loop (R32), on a real SQLite store: each payment's cash-book
// entry goes in the same appendMany, first; a closed day refuses the whole command and appends
// nothing; a closing that commits between a payment's decision and its append makes the payment
// decide again and be refused; on a store that writes one stream at a time the entry goes first.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  cashDayStreamId,
  memberStreamId,
  type MemberCommand,
  type MemberDecisionContext,
  type MemberEvent,
  type MemberState,
  entriesInOrder,
  type CashDayState,
  type DayBooksRead,
} from '@gym/domain';
import { loadConfig } from '../../config.js';
import { CommandRunner } from '../../shared/commands/command-runner.js';
import type { EventStore, StreamAppend } from '../../shared/event-store/event-store.port.js';
import { AppError } from '../../shared/http/app-error.js';
import type { ProjectionService } from '../../shared/projections/projection-service.js';
import { basics, registration, tempEventStore } from '../../members/shared/testing/member-write-loop.fixtures.js';
import { memberDecider } from '../../members/members.port.js';
import { CashDayLedger } from './cash-day-ledger.js';

const DAY = '2026-03-15';
// An Administrador's: R33 keeps Recepción's payments to today, and these are dated other days.
const context = { staffId: 'staff-1', role: 'admin' as const, correlationId: 'c-1' };
const noProjections = { notify: () => undefined } as unknown as ProjectionService;

const payment = (memberId: string, paidOn = DAY): MemberCommand => ({
  type: 'RecordPayment',
  data: { memberId, paymentId: randomUUID(), paymentType: 'installment', amount: 20_000, paidOn, method: 'cash' },
});

/** The store, with every appendMany's streams recorded, and a hook run before each. */
function watched(store: EventStore, before: () => Promise<void> = async () => undefined) {
  const calls: string[][] = [];
  const wrapped: EventStore = Object.create(store) as EventStore;
  Object.assign(wrapped, {
    append: store.append.bind(store),
    appendMany: async (appends: readonly StreamAppend[]) => {
      calls.push(appends.map((append) => append.streamId));
      await before();
      return store.appendMany(appends);
    },
  });
  return { store: wrapped, calls };
}

function members(store: EventStore, ledger: CashDayLedger) {
  return new CommandRunner<MemberState, MemberCommand, MemberEvent, MemberDecisionContext>(store, memberDecider, {
    ...basics,
    linked: (decision) => ledger.linkedAppends(decision),
  });
}

const ledgerOn = (store: EventStore) =>
  new CashDayLedger(store, basics.clock, loadConfig({ DATA_DIR: '/tmp/unused' }), noProjections);

async function closeDay(ledger: CashDayLedger, day = DAY) {
  return ledger.days.handle({
    ...context,
    streamId: cashDayStreamId(day),
    command: (state) => ({
      type: 'CloseCashDay',
      data: { day, countedCash: 0, books: heldBooks(state) },
    }),
  });
}

describe('CashDayLedger beside the member write loop', () => {
  const store = tempEventStore('gym-ledger-');

  it('R32: a payment and its cash-book entry are one appendMany, the entry first', async () => {
    const { store: spied, calls } = watched(store);
    const ledger = ledgerOn(spied);
    const memberId = randomUUID();
    await members(spied, ledger).handle({
      ...context,
      streamId: memberStreamId(memberId),
      command: registration(memberId),
    });
    expect(calls).toEqual([]);
    await members(spied, ledger).handle({ ...context, streamId: memberStreamId(memberId), command: payment(memberId) });
    expect(calls).toEqual([[cashDayStreamId(DAY), memberStreamId(memberId)]]);
    // R41: with no turno open, the entry comes with the turno it opened by itself, in the same append.
    const [opened, entry] = await store.readStream(cashDayStreamId(DAY));
    expect(opened).toMatchObject({ type: 'TurnoOpened', data: { day: DAY, base: 0, automatic: true } });
    expect(entry).toMatchObject({ type: 'CashDayEntryAdded', data: { day: DAY, kind: 'payment', amount: 20_000 } });
    expect(entry?.metadata).toMatchObject({ staffId: 'staff-1', correlationId: 'c-1' });
  });

  it('R32: on a closed day the whole command is refused, naming the day, and nothing is appended', async () => {
    const ledger = ledgerOn(store);
    const memberId = randomUUID();
    const runner = members(store, ledger);
    await runner.handle({ ...context, streamId: memberStreamId(memberId), command: registration(memberId) });
    await closeDay(ledger, '2026-03-14');
    const head = await store.headPosition();
    const refusal = await runner
      .handle({ ...context, streamId: memberStreamId(memberId), command: payment(memberId, '2026-03-14') })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'CASH_DAY.CLOSED', params: { fecha: '14/03/2026' } });
    expect(await store.headPosition()).toBe(head);
  });

  it('R32: a closing committed between a payment’s decision and its append makes the payment decide again, refused', async () => {
    const day = '2026-03-13';
    // The ledger is made with the store that races against it: reached through this holder.
    const late: { ledger?: CashDayLedger } = {};
    let closedOnce = false;
    const { store: racing } = watched(store, async () => {
      if (closedOnce || !late.ledger) return;
      closedOnce = true;
      await closeDay(late.ledger, day);
    });
    const ledger = ledgerOn(racing);
    late.ledger = ledger;
    const memberId = randomUUID();
    const runner = members(racing, ledger);
    await runner.handle({ ...context, streamId: memberStreamId(memberId), command: registration(memberId) });
    const refusal = await runner
      .handle({ ...context, streamId: memberStreamId(memberId), command: payment(memberId, day) })
      .catch((error: unknown) => error);
    expect(closedOnce).toBe(true);
    expect(refusal).toMatchObject({ code: 'CASH_DAY.CLOSED' });
    const member = await store.readStream(memberStreamId(memberId));
    expect(member.map((event) => event.type)).toEqual(['MemberRegistered']);
    // R41: the day that never had a turno gets one at its closing.
    expect((await store.readStream(cashDayStreamId(day))).map((event) => event.type)).toEqual([
      'TurnoOpened',
      'TurnoClosed',
      'CashDayClosed',
    ]);
  });

  it('R32 (EventStoreDB fallback): a store that writes one stream at a time gets the entry first', async () => {
    const order: string[] = [];
    const oneAtATime: EventStore = Object.create(store) as EventStore;
    Object.assign(oneAtATime, {
      append: store.append.bind(store),
      atomicAppendMany: false,
      appendMany: async (appends: readonly StreamAppend[]) => {
        const results = [];
        for (const { streamId, events, expected } of appends) {
          order.push(streamId);
          results.push(await store.append(streamId, events, expected));
        }
        return results;
      },
    });
    const ledger = ledgerOn(oneAtATime);
    const memberId = randomUUID();
    const runner = members(oneAtATime, ledger);
    await runner.handle({ ...context, streamId: memberStreamId(memberId), command: registration(memberId) });
    await runner.handle({ ...context, streamId: memberStreamId(memberId), command: payment(memberId, '2026-03-12') });
    expect(order).toEqual([cashDayStreamId('2026-03-12'), memberStreamId(memberId)]);
  });
});

/** Books holding every entry of the day's cash book (at 0 pesos): a closing in a test of the write side. */
function heldBooks(state: CashDayState): DayBooksRead {
  const of = (kind: 'payment' | 'void') =>
    entriesInOrder(state)
      .filter((entry) => entry.kind === kind)
      .map((entry) => ({ id: entry.paymentId, amount: 0, method: 'cash' as const, staffId: '' }));
  return { payments: of('payment'), voids: of('void') };
}
