// The payments' rows of the exports (the .xlsx's Pagos sheet and the CSV): R22, a deleted member's
// payments stay under the name recorded with them and '(eliminado)', with the payer's cédula; R29 +
// R42, a void follows its payment, negative, on its day.
import type { PaymentView } from '@gym/domain';
import { paymentCsvRows } from './payment-rows.js';

describe('the rows of the two exports', () => {
  it("a payment: date, member (a deleted one's name with '(eliminado)', R22), cédula, amount, type, plan, method, reference, receipt", () => {
    const payment: PaymentView = {
      id: 'p',
      memberId: 'm',
      memberName: 'Carlos',
      memberDeleted: false,
      paymentType: 'renewal',
      amount: 45_000,
      paidOn: '2026-02-01',
      plan: 'fortnight',
      recordedAt: '2026-02-01T17:00:00.000Z',
      method: 'transfer',
      reference: '0099',
      receiptNumber: 'R-000007',
      staffName: 'Luisa',
      voided: null,
    };
    expect(paymentCsvRows(payment, new Map([['m', '79123456']]))).toEqual([
      [
        '01/02/2026',
        'Carlos',
        '79123456',
        45_000,
        'Renovación',
        'Quincena',
        'Transferencia',
        '0099',
        'R-000007',
        'Luisa',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
    expect(
      paymentCsvRows({
        ...payment,
        memberDeleted: true,
        paymentType: 'initial',
        method: 'unspecified',
        reference: null,
      }),
    ).toEqual([
      [
        '01/02/2026',
        'Carlos (eliminado)',
        '',
        45_000,
        'Pago inicial',
        'Quincena',
        'Sin especificar',
        '',
        'R-000007',
        'Luisa',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('R29 + R42: a voided payment stays, followed by its void: negative, on the day of the void, with who received and who voided it', () => {
    const voided: PaymentView = {
      id: 'p',
      memberId: 'm',
      memberName: 'Carlos',
      memberDeleted: false,
      paymentType: 'additional',
      amount: 80_000,
      paidOn: '2026-02-01',
      plan: 'monthly',
      recordedAt: '2026-02-01T17:00:00.000Z',
      method: 'cash',
      reference: null,
      receiptNumber: 'R-000008',
      staffName: 'Luisa',
      voided: {
        voidedOn: '2026-02-03',
        voidedAt: '2026-02-03T15:00:00.000Z',
        reason: 'Pago registrado dos veces',
        staffName: 'Dueña',
      },
    };
    const [paid, voidRow] = paymentCsvRows(voided);
    expect(paid?.slice(0, 5)).toEqual(['01/02/2026', 'Carlos', '', 80_000, 'Pago adicional']);
    expect(voidRow?.slice(0, 5)).toEqual(['03/02/2026', 'Carlos', '', -80_000, 'Anulación']);
    for (const row of [paid, voidRow])
      expect(row?.slice(-8, -3)).toEqual(['R-000008', 'Luisa', '03/02/2026', 'Dueña', 'Pago registrado dos veces']);
  });

  it('R39: a discounted payment says the list price, the pesos off and why', () => {
    const [row] = paymentCsvRows({
      id: 'p',
      memberId: 'm',
      memberName: 'Carlos',
      memberDeleted: false,
      paymentType: 'initial',
      amount: 64_000,
      paidOn: '2026-02-01',
      plan: 'monthly',
      recordedAt: '2026-02-01T15:00:00.000Z',
      method: 'cash',
      reference: null,
      receiptNumber: 'R-000009',
      staffName: 'Luisa',
      voided: null,
      discount: {
        listPrice: 80_000,
        kind: 'percent',
        value: 20,
        amount: 16_000,
        reason: 'Carné estudiantil vigente',
        total: 64_000,
      },
    });
    expect(row?.slice(-3)).toEqual([80_000, 16_000, 'Carné estudiantil vigente']);
  });
});
