// R43 for members imported before saldos migrados existed: on a real DATA_DIR whose log the old
// spreadsheet import wrote (the row's 'Pagado' as an initial payment with a cash-day entry, income of
// its day), `npm run events -- migrate-opening-balances` lists in a dry run what it would move, then
// appends one new event per payment: the app then shows them as saldos migrados, out of the cierre,
// the month's income and the payments list, with the member's debt as it was. A second run writes nothing.
import { join } from 'node:path';
import { cashDayStreamId, memberStreamId, SYSTEM_STAFF_ID, type MemberEvent } from '@gym/domain';
import { SqliteEventStore } from '../../src/shared/event-store/sqlite-event-store.js';
import type { EventToAppend } from '../../src/shared/event-store/event-store.port.js';
import { migrateOpeningBalances } from '../../src/cli/opening-balances/opening-balances.migrate.js';
import { migrationReportLines } from '../../src/cli/opening-balances/opening-balances.report.js';
import { expectStatus, getJson, settableClock } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';

const dataDir = mkdtempSync(join(tmpdir(), 'gym-migrate-'));
const clock = settableClock('2026-03-10T19:30:00-05:00');
const source = (row: number) => ({ system: 'spreadsheet', file: 'socios.xlsx', row }) as const;

/** What the import wrote before R43 for a row paying `paid` on `joinedOn`. */
function oldImport(name: string, phone: string, joinedOn: string, paid: number, row: number) {
  const memberId = randomUUID();
  const paymentId = randomUUID();
  const metadata = { staffId: 'admin', occurredAt: `${joinedOn}T15:00:00.000Z`, correlationId: `import:${row}` };
  const events: MemberEvent[] = [
    // As the old import wrote it: no planTerms (decode-event.ts upcasts them from the plan's code).
    {
      type: 'MemberImported',
      data: {
        name,
        address: 'Calle 10 # 5-20',
        phone,
        gender: 'female',
        birthday: '1990-05-14',
        notes: '',
        weightKg: 61,
        heightCm: 165,
        memberId,
        plan: 'monthly',
        planPrice: 80_000,
        joinedOn,
        expiresOn: '2026-04-10',
        amountPaid: 0,
        debt: 80_000,
        ticketDaysUsed: 0,
        lastAttendanceOn: null,
        source: source(row),
      },
    } as unknown as MemberEvent,
    {
      type: 'PaymentRecorded',
      data: {
        memberId,
        paymentId,
        paymentType: 'initial',
        amount: paid,
        paidOn: joinedOn,
        plan: 'monthly',
        amountPaid: paid,
        debt: 80_000 - paid,
        method: 'unspecified',
        source: source(row),
      },
    },
  ];
  const toAppend = (type: string, data: object): EventToAppend => ({
    id: randomUUID(),
    type,
    data: { ...data },
    metadata: { ...metadata },
  });
  return {
    memberId,
    appends: [
      { streamId: memberStreamId(memberId), events: events.map((event) => toAppend(event.type, event.data)) },
      {
        streamId: cashDayStreamId(joinedOn),
        events: [
          toAppend('CashDayEntryAdded', {
            day: joinedOn,
            kind: 'payment',
            memberId,
            paymentId,
            amount: paid,
            method: 'unspecified',
            enteredAt: metadata.occurredAt,
          }),
        ],
      },
    ],
  };
}

async function withLog<T>(body: (store: SqliteEventStore) => Promise<T>): Promise<T> {
  const store = SqliteEventStore.open(join(dataDir, 'events.db'));
  try {
    return await body(store);
  } finally {
    await store.close();
  }
}

describe('R43: npm run events -- migrate-opening-balances', () => {
  let app: TestApp;
  const earlier = oldImport('Ana Antes', '3001110001', '2026-03-02', 30_000, 2);
  const today = oldImport('Bea Hoy', '3001110002', '2026-03-10', 20_000, 3);
  let before: { monthIncome: number; totalIncome: number };
  let deskReceipt: string;

  beforeAll(async () => {
    // The app writes its staff first; then the old import's events go into the same log.
    app = await startTestApp({}, { clock, dataDir });
    await app.close({ keepData: true });
    await withLog(async (store) => {
      for (const { streamId, events } of [...earlier.appends, ...today.appends]) {
        await store.append(streamId, events, 'any');
      }
    });
    app = await startTestApp({}, { clock, dataDir });
  }, 120_000);
  afterAll(async () => {
    await app.close({ keepData: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('R43: the old import made the rows income of their days, as the gyms saw', async () => {
    expectStatus(
      await app.request('POST', `/api/members/${today.memberId}/payments`, {
        body: { paymentType: 'installment', amount: 10_000, method: 'cash' },
      }),
      201,
    );
    expect(await getJson(app, '/api/cash-closing?date=2026-03-02')).toMatchObject({ total: 30_000, count: 1 });
    expect(await getJson(app, '/api/cash-closing?date=2026-03-10')).toMatchObject({ total: 30_000, count: 2 });
    before = await getJson(app, '/api/dashboard');
    expect(before.monthIncome).toBe(60_000);
    const own = await getJson(app, `/api/members/${today.memberId}/payments`);
    deskReceipt = own.items.find((item: { amount: number }) => item.amount === 10_000).receiptNumber;
    await app.close({ keepData: true });
  });

  it('R43: a dry run lists each payment and what leaves each day, and writes nothing', async () => {
    const head = await withLog((store) => store.headPosition());
    const dry = await withLog((store) => migrateOpeningBalances(store, { dryRun: true, now: clock }));
    expect(dry).toMatchObject({ members: 2, total: 50_000 });
    expect(dry.days).toEqual([
      { day: '2026-03-02', amount: 30_000, payments: 1 },
      { day: '2026-03-10', amount: 20_000, payments: 1 },
    ]);
    const lines = migrationReportLines(dry);
    expect(lines).toContain(
      `Ana Antes (${earlier.memberId}): $\u00a030.000 del 02/03/2026, fila 2 de socios.xlsx → saldo migrado (sigue pagado; sale del ingreso de ese día y pierde su recibo)`,
    );
    expect(lines).toContain('  02/03/2026: $\u00a030.000 (1 pagos)');
    expect(lines.at(-1)).toBe(
      'Simulación: 2 pagos de 2 usuarios ($\u00a050.000) pasarían a saldo migrado. No se escribió nada; ejecute sin --dry-run para hacerlo.',
    );
    expect(await withLog((store) => store.headPosition())).toBe(head);
  });

  it('R43: the real run appends one new event per payment, leaving the old ones; a second run changes nothing', async () => {
    const old = await withLog((store) => store.readStream(memberStreamId(earlier.memberId)));
    const done = await withLog((store) => migrateOpeningBalances(store, { dryRun: false, now: clock }));
    expect(done).toMatchObject({ members: 2, total: 50_000 });
    const stream = await withLog((store) => store.readStream(memberStreamId(earlier.memberId)));
    expect(stream.slice(0, old.length)).toEqual(old);
    expect(stream.slice(old.length)).toEqual([
      expect.objectContaining({
        type: 'PaymentMadeOpeningBalance',
        metadata: expect.objectContaining({ staffId: SYSTEM_STAFF_ID, correlationId: 'migrate:opening-balances' }),
      }),
    ]);
    const head = await withLog((store) => store.headPosition());
    const again = await withLog((store) => migrateOpeningBalances(store, { dryRun: false, now: clock }));
    expect(again.moves).toEqual([]);
    expect(migrationReportLines(again)).toEqual([
      'No hay pagos de hojas importadas antes que convertir en saldo migrado: no se escribió nada.',
    ]);
    expect(await withLog((store) => store.headPosition())).toBe(head);
  });

  it('R43: the app then shows saldos migrados: out of the cierres and the income, the debt as it was, receipts unmoved', async () => {
    app = await startTestApp({}, { clock, dataDir });
    expect(await getJson(app, '/api/cash-closing?date=2026-03-02')).toMatchObject({ total: 0, count: 0 });
    expect(await getJson(app, '/api/cash-closing?date=2026-03-10')).toMatchObject({ total: 10_000, count: 1 });
    const after = await getJson(app, '/api/dashboard');
    expect(after.monthIncome).toBe(before.monthIncome - 50_000);
    expect(after.totalIncome).toBe(before.totalIncome - 50_000);
    expect(await getJson(app, `/api/members/${earlier.memberId}`)).toMatchObject({ amountPaid: 30_000, debt: 50_000 });
    const own = await getJson(app, `/api/members/${today.memberId}/payments`);
    expect(own.totalPaid).toBe(30_000);
    expect(own.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 20_000, paymentType: 'opening_balance', receiptNumber: null }),
        expect.objectContaining({ amount: 10_000, receiptNumber: deskReceipt }),
      ]),
    );
    expect((await getJson(app, '/api/payments')).total).toBe(1);
  });

  it('R43: a rebuild of every projection ends where the live documents are', async () => {
    const ask = async () => [
      await getJson(app, '/api/cash-closing?date=2026-03-02'),
      await getJson(app, '/api/cash-closing?date=2026-03-10'),
      (await getJson(app, '/api/dashboard')).monthlyIncome,
      await getJson(app, `/api/members/${today.memberId}/payments`),
      await getJson(app, '/api/payments'),
    ];
    const live = await ask();
    expect((await app.request('POST', '/api/admin/projections/rebuild', { body: {} })).status).toBe(202);
    for (let tries = 0; tries < 200; tries += 1) {
      const health = await getJson(app, '/api/health');
      if (health.rebuilds.length === 0 && health.maxLag === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await ask()).toEqual(live);
  });
});
