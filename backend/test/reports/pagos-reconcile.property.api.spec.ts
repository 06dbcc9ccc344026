// R42, books that reconcile, as a property: over random days of payments (some dated back) and voids
// (of the same day's payments and of earlier ones), the exported Pagos rows (the payments CSV, written
// by the same row builder as the workbook's Pagos sheet) add up, month by month, to the dashboard's income.
import fc from 'fast-check';
import { addDays, monthKey } from '@gym/domain';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectStatus, registerMember, settableClock, type SettableClock } from '../members/support/members-api.js';

type Step =
  | { readonly kind: 'pay'; readonly member: number; readonly amount: number; readonly daysBack: number }
  | { readonly kind: 'void'; readonly pick: number }
  | { readonly kind: 'nextDay'; readonly days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      member: fc.nat({ max: 2 }),
      amount: fc.integer({ min: 1, max: 400 }).map((thousands) => thousands * 1_000),
      daysBack: fc.oneof(fc.constant(0), fc.nat({ max: 45 })),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('nextDay' as const), days: fc.integer({ min: 1, max: 20 }) }), weight: 2 },
);

/** The CSV's amounts summed by the month of each row's date (dd/mm/aaaa). */
function csvSumsByMonth(csv: string): Map<string, number> {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const columns = (header ?? '').split(';');
  const dateColumn = columns.indexOf('Fecha');
  const amountColumn = columns.indexOf('Monto');
  const sums = new Map<string, number>();
  for (const line of lines) {
    // The test's names have no ';' or quotes, so a plain split is the CSV's cells.
    const cells = line.split(';');
    const [day, month, year] = (cells[dateColumn] ?? '').split('/');
    const key = `${year}-${month}`;
    expect(day).toMatch(/^\d\d$/);
    sums.set(key, (sums.get(key) ?? 0) + Number(cells[amountColumn]));
  }
  return sums;
}

describe('R42: the Pagos rows add up to the dashboard’s income, month by month', () => {
  let app: TestApp;
  let clock: SettableClock;
  let today = '2025-11-03';
  const members: string[] = [];
  const payments: string[] = [];
  const voided = new Set<string>();
  const monthsPaid = new Set<string>();

  beforeAll(async () => {
    clock = settableClock(`${today}T10:00:00-05:00`);
    app = await startTestApp({}, { clock });
    for (const name of ['Ana Cuentas', 'Bruno Cuentas', 'Carla Cuentas'])
      members.push(await registerMember(app, { details: { name }, plan: 'monthly', amountPaid: 0 }));
  });
  afterAll(() => app.close());

  async function run(steps: readonly Step[]): Promise<void> {
    for (const next of steps) {
      if (next.kind === 'nextDay') {
        today = addDays(today, next.days);
        clock.set(`${today}T10:00:00-05:00`);
      } else if (next.kind === 'pay') {
        const memberId = members[next.member] ?? '';
        const paidOn = addDays(today, -next.daysBack);
        const body = { paymentType: 'additional', amount: next.amount, paidOn, method: 'cash' };
        const answer = await app.request('POST', `/api/members/${memberId}/payments`, { body });
        expectStatus(answer, 201);
        payments.push(answer.body.paymentId as string);
        monthsPaid.add(monthKey(paidOn));
      } else {
        const open = payments.filter((id) => !voided.has(id));
        const paymentId = open[next.pick % Math.max(open.length, 1)];
        if (paymentId === undefined) continue;
        const answer = await app.request('POST', `/api/payments/${paymentId}/void`, {
          body: { reason: 'Pago registrado por error' },
        });
        expectStatus(answer, 201);
        voided.add(paymentId);
      }
    }
  }

  it('holds after every random run of payments and voids (both exports are one row builder)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await run(steps);
        const csv = await app.request('GET', '/api/payments/export.csv');
        const sums = csvSumsByMonth(String(csv.body));
        const dashboard = (await app.request('GET', '/api/dashboard')).body as {
          monthlyIncome: { month: string; income: number }[];
          totalIncome: number;
        };
        const income = new Map(dashboard.monthlyIncome.map(({ month, income: pesos }) => [month, pesos]));
        const months = [...new Set([...sums.keys(), ...income.keys()])].sort();
        expect(months.map((month) => [month, sums.get(month) ?? 0])).toEqual(
          months.map((month) => [month, income.get(month) ?? 0]),
        );
        expect([...sums.values()].reduce((total, pesos) => total + pesos, 0)).toBe(dashboard.totalIncome);
      }),
      { numRuns: 25, seed: 20261203 },
    );
    // The runs did what they are about: payments over several months, voids among them.
    expect(voided.size).toBeGreaterThan(3);
    expect(monthsPaid.size).toBeGreaterThan(2);
  }, 180_000);
});
