// Specification of R43: what an imported row says was paid is a saldo migrado — in the member's amount
// paid and debt, never money of any day (no cash-book entry), and its correction moves no cash either.
import { cashDayEntriesOf } from '../money/cash-day.money.js';
import { describeMemberEvent } from './member.describe.js';
import type { MemberEvent } from './member.events.js';
import {
  at,
  MEMBER_ID,
  paymentRecorded,
  paymentVoided,
  registeredMonthly,
  voidPayment,
} from '../testing/member.builders.js';
import { given } from '../testing/given-when-then.js';

const source = { system: 'spreadsheet', file: 'socios.xlsx', row: 7 } as const;
const balance = paymentRecorded({
  paymentId: 'balance-1',
  paymentType: 'opening_balance',
  amount: 30_000,
  amountPaid: 30_000,
  debt: 50_000,
  method: 'unspecified',
  paidOn: '2026-02-01',
  source,
});

describe('R43: a saldo migrado', () => {
  it('R43: given an imported balance, then it is no entry of any cash book, while a payment beside it is', () => {
    const payment = paymentRecorded({ paymentId: 'payment-2', amount: 10_000, amountPaid: 40_000, debt: 40_000 });
    expect(cashDayEntriesOf([balance, payment])).toEqual([
      expect.objectContaining({ kind: 'payment', paymentId: 'payment-2', amount: 10_000 }),
    ]);
  });

  it('R43: the timeline says it is a saldo migrado from the file and row, not income', () =>
    expect(describeMemberEvent(balance)).toBe(
      'Saldo migrado de socios.xlsx (fila 7): $\u00a030.000, no es ingreso de ningún día',
    ));

  it('R43: given a saldo migrado, when an Administrador voids it, then the void says so, the debt follows, and no cash moves', () => {
    const voided: MemberEvent = {
      type: 'PaymentVoided',
      data: {
        memberId: MEMBER_ID,
        paymentId: 'balance-1',
        amount: 30_000,
        method: 'unspecified',
        paidOn: '2026-02-01',
        reason: 'El saldo de la hoja estaba mal',
        voidedOn: '2026-03-05',
        amountPaid: 0,
        debt: 80_000,
        openingBalance: true,
      },
    };
    given(registeredMonthly(), balance)
      .when(voidPayment('balance-1', 'El saldo de la hoja estaba mal'), at('2026-03-05'))
      .then(voided);
    expect(cashDayEntriesOf([voided])).toEqual([]);
    expect(describeMemberEvent(voided)).toBe(
      'Saldo migrado anulado: $\u00a030.000. Motivo: El saldo de la hoja estaba mal',
    );
  });

  it('R29: the void of an ordinary payment still takes its money out on the day of the void', () => {
    const voided = paymentVoided({ voidedOn: '2026-03-05' });
    expect(cashDayEntriesOf([voided])).toEqual([
      expect.objectContaining({ day: '2026-03-05', kind: 'void', paymentId: 'payment-1', amount: 80_000 }),
    ]);
  });
});
