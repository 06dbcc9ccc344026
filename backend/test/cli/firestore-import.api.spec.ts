// The sample export of the original product (samples/firestore-export.sample.json) imported into a
// fresh DATA_DIR, then the app started on it: every screen shows what the original product knew,
// checked against hand-written expectations, on Monday 2 March 2026 at 10:00 in Bogotá.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readFirestoreExport } from '../../src/cli/firestore-import/firestore-export.read.js';
import { importFirestoreExport } from '../../src/cli/firestore-import/firestore-import.js';
import { importedMemberId } from '../../src/cli/firestore-import/legacy-member.events.js';
import { SqliteEventStore } from '../../src/shared/event-store/sqlite-event-store.js';
import { expectStatus } from '../members/support/members-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SAMPLE = resolve(__dirname, '../../../samples/firestore-export.sample.json');
const NOW = new Date('2026-03-02T10:00:00-05:00');
const id = (documentId: string): string => importedMemberId(documentId);

describe('the sample export of the original product, imported and served', () => {
  let app: TestApp;
  let head = 0;

  /** A GET that waits until the projections have applied the whole import (read-your-writes). */
  async function get(path: string): Promise<any> {
    const response = await app.request('GET', path, { headers: { 'X-Read-After': String(head) } });
    expectStatus(response, 200);
    return response.body;
  }

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gym-firestore-api-'));
    const store = SqliteEventStore.open(join(dataDir, 'events.db'));
    const json: unknown = JSON.parse(readFileSync(SAMPLE, 'utf8'));
    await importFirestoreExport(readFirestoreExport(json), store, { timeZone: 'America/Bogota' });
    head = await store.headPosition();
    await store.close();
    app = await startTestApp({}, { dataDir, clock: () => new Date(NOW) });
  });
  afterAll(() => app.close());

  it('lists the five imported members with their plans, expiries, debts and statuses', async () => {
    const list = await get('/api/members');
    expect(list.total).toBe(5);
    expect(list.items.map((m: any) => [m.name, m.plan, m.expiresOn, m.debt, m.status, m.ticketDaysUsed])).toEqual([
      ['Ana Pérez', 'monthly', '2026-03-15', 0, 'active', 0],
      ['Carlos Gómez', 'fortnight', '2026-02-16', 0, 'expired', 0], // negative debe floored (R9); expiry read in Bogotá (R1)
      ['Jorge Ramírez', 'monthly', '2026-03-10', 50_000, 'debt', 0], // fechaVencimiento null: entry + 1 month (R4)
      ['Lucía Martínez', 'ticket_book', '2026-04-24', 0, 'active', 4], // diasHabiles "4"
      ['Sofía Torres', 'ticket_book', null, 30_000, 'debt', 0], // an unused Tiquetera has no expiry (R5)
    ]);
  });

  it('keeps each profile as the original product had it', async () => {
    expect(await get(`/api/members/${id('u-lucia')}`)).toMatchObject({
      plan: 'ticket_book',
      planPrice: 50_000,
      amountPaid: 50_000,
      debt: 0,
      joinedOn: '2026-02-20',
      ticketDaysUsed: 4,
      remainingTicketDays: 11,
      lastAttendanceOn: '2026-02-28',
      totalPaid: 50_000,
      registeredAt: '2026-02-20T17:00:00.000Z',
    });
    expect(await get(`/api/members/${id('u-carlos')}`)).toMatchObject({
      phone: '3109876543',
      gender: 'male',
      weightKg: 82.5,
      heightCm: 178,
      birthday: '1988-11-30',
      joinedOn: '2026-02-01',
      amountPaid: 45_000,
      debt: 0,
      totalPaid: 85_000,
      registeredAt: '2026-01-17T14:00:00.000Z',
    });
    expect(await get(`/api/members/${id('u-jorge')}`)).toMatchObject({
      address: '',
      birthday: '1985-07-04',
      weightKg: null,
      notes: '',
      amountPaid: 30_000,
      planPrice: 80_000,
    });
    expect(await get(`/api/members/${id('u-ana')}`)).toMatchObject({
      notes: 'Asma leve',
      imc: 22.04,
      imcCategory: 'normal',
    });
  });

  it('leaves out the members it reported, with nothing of them written', async () => {
    for (const documentId of ['u-pedro', 'u-marta', 'u-sin-nombre']) {
      expect((await app.request('GET', `/api/members/${id(documentId)}`)).status).toBe(404);
    }
  });

  it('shows every imported payment in the history, newest first (R16), and counts it as income', async () => {
    const payments = await get('/api/payments?pageSize=100');
    expect(payments.items.map((p: any) => [p.paidOn, p.memberName, p.amount, p.paymentType, p.plan])).toEqual([
      ['2026-03-01', 'Sofía Torres', 20_000, 'additional', 'ticket_book'],
      ['2026-02-20', 'Jorge Ramírez', 10_000, 'installment', 'monthly'],
      ['2026-02-20', 'Lucía Martínez', 50_000, 'initial', 'ticket_book'],
      ['2026-02-15', 'Ana Pérez', 80_000, 'initial', 'monthly'],
      ['2026-02-10', 'Jorge Ramírez', 20_000, 'initial', 'monthly'],
      ['2026-02-01', 'Carlos Gómez', 45_000, 'renewal', 'fortnight'],
      ['2026-01-17', 'Carlos Gómez', 40_000, 'initial', 'fortnight'],
    ]);
    const dashboard = await get('/api/dashboard');
    expect(dashboard).toMatchObject({
      totalMembers: 5,
      activeMembers: 2, // Ana and Lucía
      totalIncome: 265_000,
      monthIncome: 20_000,
      pendingDebts: 80_000,
      planDistribution: { fortnight: 1, monthly: 2, ticket_book: 2 },
    });
    expect(dashboard.monthlyIncome).toEqual([
      { month: '2026-03', income: 20_000 },
      { month: '2026-02', income: 205_000 },
      { month: '2026-01', income: 40_000 },
    ]);
    expect(dashboard.expired.items.map((entry: any) => entry.name)).toEqual(['Carlos Gómez']);
  });

  it('shows the imported attendances and measures', async () => {
    const attendances = await get('/api/attendances');
    expect(attendances.items.map((a: any) => [a.attendedOn, a.attendedAt, a.memberName])).toEqual([
      ['2026-02-28', '2026-03-01T03:30:00.000Z', 'Lucía Martínez'],
      ['2026-02-27', '2026-02-27T17:00:00.000Z', 'Lucía Martínez'],
      ['2026-02-25', '2026-02-25T23:30:00.500Z', 'Lucía Martínez'],
      ['2026-02-23', '2026-02-23T13:05:00.000Z', 'Lucía Martínez'],
    ]);
    const measures = await get(`/api/members/${id('u-ana')}/body-compositions`);
    expect(measures.items.map((m: any) => [m.measuredOn, m.measures.cuello])).toEqual([
      ['2026-03-01', 31.5],
      ['2026-02-15', 32],
    ]);
  });

  it('the imported state is where the app goes on from: the next attendance is the fifth day (R6)', async () => {
    const marked = await app.request('POST', `/api/members/${id('u-lucia')}/attendances`, { body: {} });
    expectStatus(marked, 201);
    expect(marked.body.remainingDays).toBe(10);
  });

  it('the auditors find the imported members and their import sentence', async () => {
    const audit = await get('/api/audit/members?search=lucia');
    expect(audit.items).toEqual([
      expect.objectContaining({ id: id('u-lucia'), name: 'Lucía Martínez', deleted: false }),
    ]);
    const history = await get(`/api/members/${id('u-lucia')}/history`);
    expect(JSON.stringify(history)).toContain('Usuario importado del sistema anterior: Lucía Martínez, plan Tiquetera');
  });
});
