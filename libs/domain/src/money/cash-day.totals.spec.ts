// R29 + R32: how a day's money adds up.
import { cashDayEntriesOf } from './cash-day.money.js';
import { cashDayTotals } from './cash-day.totals.js';
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
      { staffId: 'ana', count: 1, total: 80_000 },
      { staffId: 'luis', count: 2, total: 60_000 },
    ]);
  });

  it('R29 + R32: a void made that day subtracts from the total, its method and the staff member who made it', () => {
    const totals = cashDayTotals([
      { kind: 'payment', amount: 80_000, method: 'cash', staffId: 'ana' },
      { kind: 'void', amount: 80_000, method: 'cash', staffId: 'owner' },
    ]);
    expect(totals).toMatchObject({ total: 0, paymentsCount: 1, voidsCount: 1, expectedCash: 0 });
    expect(totals.byStaff).toEqual([
      { staffId: 'ana', count: 1, total: 80_000 },
      { staffId: 'owner', count: 0, total: -80_000 },
    ]);
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
