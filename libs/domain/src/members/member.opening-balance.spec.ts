// Specification of R43: what an imported row says was paid is a saldo migrado — in the member's amount
// paid and debt, never money of any day (no cash-book entry), and its correction moves no cash either.
import { cashDayEntriesOf } from '../money/cash-day.money.js';
import { describeMemberEvent } from './member.describe.js';
import type { MemberEvent } from './member.events.js';
import {
  at,
  MEMBER_ID,
  paymentMadeOpeningBalance,
  paymentRecorded,
  paymentVoided,
  registeredMonthly,
  voidPayment,
} from '../testing/member.builders.js';
import { given } from '../testing/given-when-then.js';
import { openingBalanceMigrationOf } from './member.migrate-opening-balances.js';
import { foldMember } from './member.state.js';

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

describe('R43: members imported before saldos migrados existed', () => {
  // What the import wrote then: the row's 'Pagado' as an ordinary initial payment, income of its day.
  const oldImport = paymentRecorded({
    paymentId: 'imported-1',
    paymentType: 'initial',
    amount: 30_000,
    amountPaid: 30_000,
    debt: 50_000,
    method: 'unspecified',
    paidOn: '2026-02-01',
    source,
  });
  const migrated = paymentMadeOpeningBalance({
    paymentId: 'imported-1',
    amount: 30_000,
    method: 'unspecified',
    paidOn: '2026-02-01',
    source,
  });

  it("R43: given an old import's payment of a row, then the migration makes it a saldo migrado, and a desk payment stays", () => {
    const desk = paymentRecorded({ paymentId: 'desk-1', paymentType: 'installment', amount: 10_000 });
    expect(openingBalanceMigrationOf([registeredMonthly(), oldImport, desk])).toEqual([migrated]);
  });

  it('R43: given the migration already appended, a second run finds nothing', () =>
    expect(openingBalanceMigrationOf([registeredMonthly(), oldImport, migrated])).toEqual([]));

  it('R43: a voided old payment, a saldo migrado of the new import and a Firestore payment are left as they are', () => {
    const firestore = paymentRecorded({ paymentId: 'fs-1', paymentType: 'initial', imported: true });
    const events = [registeredMonthly(), oldImport, paymentVoided({ paymentId: 'imported-1' }), balance, firestore];
    expect(openingBalanceMigrationOf(events)).toEqual([]);
  });

  it('R43: after the migration the debt and amount paid stay, and its void later moves no cash', () => {
    const before = foldMember([registeredMonthly(), oldImport]);
    const after = foldMember([registeredMonthly(), oldImport, migrated]);
    expect(after.status === 'registered' && after.debt).toBe(before.status === 'registered' && before.debt);
    expect(cashDayEntriesOf([migrated])).toEqual([]);
    given(registeredMonthly(), oldImport, migrated)
      .when(voidPayment('imported-1', 'El saldo de la hoja estaba mal'), at('2026-03-05'))
      .then(
        expect.objectContaining({ type: 'PaymentVoided', data: expect.objectContaining({ openingBalance: true }) }),
      );
  });

  it('R43: the timeline says the imported payment became a saldo migrado', () =>
    expect(describeMemberEvent(migrated)).toBe(
      'Pago importado de socios.xlsx (fila 7) del 01/02/2026 convertido en saldo migrado: $\u00a030.000, ya no es ingreso de ese día',
    ));
});
