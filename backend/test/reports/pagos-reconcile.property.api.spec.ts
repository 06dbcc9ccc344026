// R40 + R42 + R43, books that reconcile, as a property: over random days of payments (some dated back),
// sales, voids of either (of the same day's and of earlier ones), turnos opened with a base, cash
// withdrawn and turnos closed, and imported saldos migrados (some voided), the workbook's Pagos sheet
// adds up, month by month, to the dashboard's income, its Ventas sheet to the month's sales, and the
// payments CSV (payments, then sales) to both; the payments list counts what the CSV lists.
import fc from 'fast-check';
import { addDays, formatDate, monthKey } from '@gym/domain';
import { csvFile, SHEET_HEADERS } from '../../src/members/member-import/testing/spreadsheets.js';
import { projected } from '../auth/auth-test-helpers.js';
import { importSheet } from '../members/support/member-import-api.js';
import {
  expectStatus,
  getJson,
  registerMember,
  settableClock,
  type SettableClock,
} from '../members/support/members-api.js';
import { startTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { csvSumsByMonth, gymWorkbook, monthByMonth, sheetSumsByMonth, type MonthSums } from './support/book-sums.js';

const thousands = (max: number) => fc.integer({ min: 1, max }).map((pesos) => pesos * 1_000);
const method = fc.constantFrom('cash', 'cash', 'nequi', 'card');

const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      member: fc.nat({ max: 2 }),
      amount: thousands(400),
      daysBack: fc.oneof(fc.constant(0), fc.nat({ max: 45 })),
      method,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      product: fc.nat({ max: 1 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      method,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('migrate' as const),
      amount: thousands(200),
      daysBack: fc.nat({ max: 60 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('openTurno' as const), base: thousands(100) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), amount: thousands(150) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeTurno' as const), counted: thousands(500) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('nextDay' as const), days: fc.integer({ min: 1, max: 20 }) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Money that can be voided: a payment (a saldo migrado among them) or a sale. */
interface Voidable {
  readonly path: string;
  readonly kind: 'payment' | 'openingBalance' | 'sale';
}

function sumOf(sums: MonthSums): number {
  return [...sums.values()].reduce((total, pesos) => total + pesos, 0);
}

describe('R42: the exported books add up to the dashboard’s income and sales, month by month', () => {
  let app: TestApp;
  let clock: SettableClock;
  let today = '2025-11-03';
  const members: string[] = [];
  const products: string[] = [];
  const money: Voidable[] = [];
  const voided = new Set<string>();
  const seen = { payments: 0, sales: 0, migrated: 0, withdrawals: 0, overdrawn: 0, turnosClosed: 0 };
  const monthsPaid = new Set<string>();
  let imported = 0;

  beforeAll(async () => {
    clock = settableClock(`${today}T10:00:00-05:00`);
    app = await startTestApp({}, { clock });
    for (const name of ['Ana Cuentas', 'Bruno Cuentas', 'Carla Cuentas'])
      members.push(await registerMember(app, { details: { name }, plan: 'monthly', amountPaid: 0 }));
    for (const [name, price] of [
      ['Agua Cuentas', 3_000],
      ['Barra Cuentas', 7_500],
    ] as const) {
      const created = await app.request('POST', '/api/products', {
        body: { name, price, stock: 100_000, lowStockThreshold: 0 },
      });
      expectStatus(created, 201);
      products.push(created.body.productId as string);
    }
  });
  afterAll(() => app.close());

  const post = (path: string, body: object): Promise<ApiResponse> => app.request('POST', path, { body });
  const refusal = (answer: ApiResponse) => ({ status: answer.status, code: answer.body.code as unknown });

  /** A new member of a sheet whose 'Pagado' is a saldo migrado (R43), joined `daysBack` ago. */
  async function migrate(amount: number, daysBack: number): Promise<void> {
    imported += 1;
    const cells: Record<string, string | number> = {
      Nombre: `Migrado Cuentas ${String.fromCharCode(64 + ((imported % 26) + 1))}${imported}`,
      Teléfono: `300${String(5_000_000 + imported).padStart(7, '0')}`,
      Dirección: 'Calle 10 # 5-20',
      Género: 'Femenino',
      Plan: 'Mensualidad',
      'Fecha de ingreso': formatDate(addDays(today, -daysBack)),
      Pagado: amount,
    };
    const file = csvFile([[...SHEET_HEADERS], SHEET_HEADERS.map((header) => cells[header] ?? null)]);
    expect(await importSheet(app, file, { dryRun: false, fileName: 'saldos.csv' })).toMatchObject({ imported: 1 });
    await projected(app);
    const memberId = (await getJson(app, '/api/members?search=Migrado')).items.find(
      (found: { name: string }) => found.name === cells.Nombre,
    )?.id as string;
    const own = await getJson(app, `/api/members/${memberId}/payments`);
    money.push({ path: `/api/payments/${own.items[0].id as string}/void`, kind: 'openingBalance' });
    seen.migrated += 1;
  }

  async function turnoStep(next: Extract<Step, { kind: 'openTurno' | 'withdraw' | 'closeTurno' }>): Promise<void> {
    await projected(app);
    const { turno } = await getJson(app, '/api/turnos/current');
    if (next.kind === 'openTurno') {
      const opened = await post('/api/turnos', { base: next.base });
      if (turno === null) expectStatus(opened, 201);
      else expect(refusal(opened)).toEqual({ status: 409, code: 'TURNO.ALREADY_OPEN' });
    } else if (next.kind === 'withdraw') {
      const taken = await post('/api/turnos/current/withdrawals', {
        amount: next.amount,
        reason: 'Consignación al banco',
      });
      if (turno === null) expect(taken.status).toBeGreaterThanOrEqual(400);
      else if (next.amount > (turno.expectedCash as number)) {
        expect(refusal(taken)).toEqual({ status: 422, code: 'TURNO.WITHDRAWAL_OVER_CASH' });
        seen.overdrawn += 1;
      } else {
        expectStatus(taken, 201);
        seen.withdrawals += 1;
      }
    } else if (turno !== null) {
      expectStatus(await post(`/api/turnos/${turno.turnoId as string}/close`, { countedCash: next.counted }), 201);
      seen.turnosClosed += 1;
    }
  }

  async function run(steps: readonly Step[]): Promise<void> {
    for (const next of steps) {
      if (next.kind === 'nextDay') {
        today = addDays(today, next.days);
        clock.set(`${today}T10:00:00-05:00`);
      } else if (next.kind === 'pay') {
        const paidOn = addDays(today, -next.daysBack);
        const body = { paymentType: 'additional', amount: next.amount, paidOn, method: next.method };
        const answer = await post(`/api/members/${members[next.member] ?? ''}/payments`, body);
        expectStatus(answer, 201);
        money.push({ path: `/api/payments/${answer.body.paymentId as string}/void`, kind: 'payment' });
        monthsPaid.add(monthKey(paidOn));
        seen.payments += 1;
      } else if (next.kind === 'sell') {
        const lines = [{ productId: products[next.product] ?? '', quantity: next.quantity }];
        const answer = await post('/api/sales', { lines, method: next.method, memberId: null });
        expectStatus(answer, 201);
        money.push({ path: `/api/sales/${answer.body.saleId as string}/void`, kind: 'sale' });
        seen.sales += 1;
      } else if (next.kind === 'void') {
        const open = money.filter(({ path }) => !voided.has(path));
        const chosen = open[next.pick % Math.max(open.length, 1)];
        if (chosen === undefined) continue;
        expectStatus(await post(chosen.path, { reason: 'Registrado por error' }), 201);
        voided.add(chosen.path);
      } else if (next.kind === 'migrate') await migrate(next.amount, next.daysBack);
      else await turnoStep(next);
    }
  }

  async function dashboardMonths(months: Iterable<string>): Promise<{ income: MonthSums; sales: MonthSums }> {
    const dashboard = await getJson(app, '/api/dashboard');
    const income: MonthSums = new Map(
      (dashboard.monthlyIncome as { month: string; income: number }[]).map(({ month, income: pesos }) => [
        month,
        pesos,
      ]),
    );
    expect(sumOf(income)).toBe(dashboard.totalIncome);
    const sales: MonthSums = new Map();
    for (const month of new Set([...months, ...income.keys()]))
      sales.set(month, (await getJson(app, `/api/dashboard?month=${month}`)).monthSales as number);
    return { income, sales };
  }

  it('holds after every random run of payments, sales, voids, turnos and saldos migrados', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        await run(steps);
        await projected(app);
        const csv = csvSumsByMonth(String((await app.request('GET', '/api/payments/export.csv')).body));
        const workbook = await gymWorkbook(app);
        const pagos = sheetSumsByMonth(workbook, 'Pagos');
        const ventas = sheetSumsByMonth(workbook, 'Ventas');
        const { income, sales } = await dashboardMonths([...csv.keys(), ...ventas.keys()]);
        const pagosVsIncome = monthByMonth(pagos, income);
        expect(pagosVsIncome.left).toEqual(pagosVsIncome.right);
        const ventasVsSales = monthByMonth(ventas, sales);
        expect(ventasVsSales.left).toEqual(ventasVsSales.right);
        const both: MonthSums = new Map(income);
        for (const [month, pesos] of sales) both.set(month, (both.get(month) ?? 0) + pesos);
        const csvVsBoth = monthByMonth(csv, both);
        expect(csvVsBoth.left).toEqual(csvVsBoth.right);
        // The payments screen's total is the CSV's payments: no sale, no saldo migrado counted in it.
        const received = money.filter(({ kind }) => kind === 'payment').length;
        expect((await getJson(app, '/api/payments?pageSize=1')).total).toBe(received);
      }),
      { numRuns: 25, seed: 20261207 },
    );
    // The runs did what they are about: payments over several months, sales, voids, turnos, saldos migrados.
    expect(voided.size).toBeGreaterThan(3);
    expect(monthsPaid.size).toBeGreaterThan(2);
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
    expect([...voided].some((path) => path.startsWith('/api/sales/'))).toBe(true);
    expect(money.some(({ kind, path }) => kind === 'openingBalance' && voided.has(path))).toBe(true);
  }, 300_000);
});
