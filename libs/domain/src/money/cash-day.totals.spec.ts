// R29 + R32: how a day's money adds up.
import { cashDayEntriesOf } from './cash-day.money.js';
import { cashDayLinesOf, cashDayTotals } from './cash-day.totals.js';
import { membershipRenewed, paymentRecorded, paymentVoided, registeredMonthly } from '../testing/member.builders.js';

describe('cashDayTotals', () => {
  it('R32: payments by method and by staff member; the expected cash is the cash taken', () => {
    const totals = cashDayTotals([
      { kind: 'payment', amount: 80_000, method: 'cash', staffId: 'ana' },
      { kind: 'payment', amount: 40_000, method: 'nequi', staffId: 'luis' },
      { kind: 'payment', amount: 20_000, method: 'cash', staffId: 'luis' },
    ]);
    expect(totals).toMatchObject({ total: 140_000, paymentsCount: 3, voidsCount: 0, expectedCash: 100_000 });
    expect(totals.byMethod.map(({ method, count, total }) => [method, count, total])).toEqual([
      ['cash', 2, 100_000],
      ['nequi', 1, 40_000],
      ['daviplata', 0, 0],
      ['transfer', 0, 0],
      ['card', 0, 0],
    ]);
    expect(totals.byStaff).toEqual([
      { staffId: 'ana', count: 1, total: 80_000, refunds: 0 },
      { staffId: 'luis', count: 2, total: 60_000, refunds: 0 },
    ]);
  });

  it('R42: given Ana took a payment today, when the owner voids it today, then it nets against Ana, not the owner', () => {
    const lines = cashDayLinesOf(
      [
        { id: 'p-1', amount: 80_000, method: 'cash', staffId: 'ana' },
        { id: 'p-2', amount: 30_000, method: 'nequi', staffId: 'luis' },
      ],
      [{ id: 'p-1', amount: 80_000, method: 'cash', staffId: 'owner' }],
    );
    expect(lines.at(-1)).toEqual({ kind: 'void', amount: 80_000, method: 'cash', staffId: 'ana' });
    const totals = cashDayTotals(lines);
    expect(totals).toMatchObject({ total: 30_000, paymentsCount: 2, voidsCount: 1, expectedCash: 0 });
    expect(totals.byStaff).toEqual([
      { staffId: 'ana', count: 1, total: 0, refunds: 0 },
      { staffId: 'luis', count: 1, total: 30_000, refunds: 0 },
    ]);
  });

  it("R42: given a payment of an earlier day, when Luis voids it today, then it is a refund: cash out of today, under Luis's 'Devoluciones'", () => {
    const lines = cashDayLinesOf(
      [{ id: 'p-today', amount: 50_000, method: 'cash', staffId: 'luis' }],
      [{ id: 'p-yesterday', amount: 80_000, method: 'cash', staffId: 'luis' }],
    );
    expect(lines.at(-1)).toEqual({ kind: 'refund', amount: 80_000, method: 'cash', staffId: 'luis' });
    const totals = cashDayTotals(lines);
    expect(totals).toMatchObject({ total: -30_000, paymentsCount: 1, voidsCount: 1, expectedCash: -30_000 });
    expect(totals.byStaff).toEqual([{ staffId: 'luis', count: 1, total: -30_000, refunds: 80_000 }]);
  });

  it("issue 10: older payments' 'Sin especificar' line appears only when the day has some", () => {
    expect(cashDayTotals([]).byMethod.map((line) => line.method)).not.toContain('unspecified');
    const older = cashDayTotals([{ kind: 'payment', amount: 5_000, method: 'unspecified', staffId: 'x' }]);
    expect(older.byMethod.at(-1)).toEqual({ method: 'unspecified', count: 1, total: 5_000 });
  });
});

describe('cashDayEntriesOf', () => {
  it('R29 + R32: payments on their date, renewals on the renewal day, voids on the void’s day; nothing else', () =>
    expect(
      cashDayEntriesOf([
        registeredMonthly(),
        paymentRecorded({ paidOn: '2026-03-01' }),
        membershipRenewed({ renewedOn: '2026-04-01' }),
        paymentVoided({ voidedOn: '2026-04-03', paidOn: '2026-03-01' }),
      ]),
    ).toEqual([
      {
        day: '2026-03-01',
        kind: 'payment',
        memberId: 'member-1',
        paymentId: 'payment-1',
        amount: 80_000,
        method: 'cash',
      },
      {
        day: '2026-04-01',
        kind: 'payment',
        memberId: 'member-1',
        paymentId: 'payment-renewal',
        amount: 80_000,
        method: 'cash',
      },
      { day: '2026-04-03', kind: 'void', memberId: 'member-1', paymentId: 'payment-1', amount: 80_000, method: 'cash' },
    ]));
});
