// The cierre de caja (issue 10, R29, R32): the money of one day (payments by their date, voids by the
// day they were made), in total, by method and by staff member, line by line with who took or voided
// it; the cash the drawer should hold; and whether the day is closed, with its closings' history.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  cashDayTotals,
  dayExpectedCash,
  sumTotals,
  formatReceiptNumber,
  message,
  type CashClosingEntry,
  type CashClosingSale,
  type CashClosingView,
  type CashClosingVoid,
  type CashDayHistoryEntry,
  type CashDayTotals,
} from '@gym/domain';
import { CASH_DAYS, type CashDayDocument, type CashDayHistoryRecord } from '../cash-days/cash-days.projection.js';
import { memberNames } from '../../members/members.port.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import {
  PAYMENTS,
  SALE_VOIDS,
  SALES,
  type PaymentDocument,
  type SaleDocument,
  type SaleVoidDocument,
} from '../payments/payment-documents.js';
import { paymentViews } from '../payments/payment-queries.js';
import { dayBooks, dayLines, type DayBooks } from '../cash-days/day-books.js';
import { turnoTotalsOf } from '../turnos/turno.reader.js';
import { dayTurnos } from '../turnos/day-turnos.js';
import type { DayTurnosDocument } from '../turnos/turnos.projection.js';

export class GetCashClosing extends Query<CashClosingView> {
  constructor(readonly date: string) {
    super();
  }
}

type Names = ReadonlyMap<string, string>;
type VoidLine = Omit<CashClosingVoid, 'staffName' | 'receivedBy'> & { readonly receivedById: string };
const nameOf = (names: Names, staffId: string): string => names.get(staffId) ?? staffId;

@QueryHandler(GetCashClosing)
export class GetCashClosingHandler implements IQueryHandler<GetCashClosing> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ date }: GetCashClosing): Promise<CashClosingView> {
    const [books, day, turnos] = await Promise.all([
      dayBooks(this.readStore, date),
      this.readStore.get<CashDayDocument>(CASH_DAYS, date),
      dayTurnos(this.readStore, date),
    ]);
    // R41: the day sums its turnos; R42's 'same turno' decides whether a void nets or is a refund.
    const byTurno = turnos === null ? null : turnoTotalsOf(turnos, books);
    const totals = byTurno === null ? cashDayTotals(dayLines(books)) : sumTotals([...byTurno.values()]);
    // The cash its closing will record (withdrawals out, bases apart), not a figure that jumps at the close.
    const expectedCash =
      turnos === null || byTurno === null
        ? totals.expectedCash
        : dayExpectedCash(
            turnos.turnos.map((turno) => ({
              totals: byTurno.get(turno.turnoId) ?? cashDayTotals([]),
              withdrawals: turno.withdrawals.reduce((sum, withdrawal) => sum + withdrawal.amount, 0),
            })),
          );
    const [payments, voids] = await Promise.all([this.payments(books), this.voids(books, sameTurno(turnos))]);
    const names = await staffDisplayNames(this.readStore, [
      ...totals.byStaff.map((line) => line.staffId),
      ...books.sales.map((sale) => sale.staffId),
      ...books.saleVoids.map((voided) => voided.staffId),
      ...voids.flatMap((voided) => [voided.staffId, voided.receivedById]),
      ...(day?.closing?.totals.byStaff.map((line) => line.staffId) ?? []),
      ...(day?.history.map(historyStaffId) ?? []),
    ]);
    return {
      date,
      total: totals.total,
      count: totals.paymentsCount,
      voidsCount: totals.voidsCount,
      expectedCash,
      byMethod: [...totals.byMethod],
      byStaff: staffTotals(totals, names),
      payments,
      voids: voids.map(({ receivedById, ...voided }) => ({
        ...voided,
        staffName: nameOf(names, voided.staffId),
        receivedBy: nameOf(names, receivedById),
      })),
      ...(await this.sales(books, sameTurno(turnos), names)),
      status: day?.status ?? 'open',
      closing: day?.closing ? closingView(day.closing, names) : null,
      history: (day?.history ?? []).map((record) => historyEntry(record, names)),
    };
  }

  private async payments(books: DayBooks): Promise<CashClosingEntry[]> {
    const views = await paymentViews(this.readStore, books.payments);
    return views.map((view, index) => ({ ...view, staffId: books.payments[index]?.staffId ?? '' }));
  }

  /**
   * R40: 'Ventas': the day's sales, then each void of a sale made that day (netted against who sold in
   * the same turno, a refund otherwise, R42), and what they add up to.
   */
  private async sales(
    books: DayBooks,
    inSameTurno: (saleId: string) => boolean,
    names: Names,
  ): Promise<{ sales: CashClosingSale[]; salesTotal: number }> {
    const voidedIds = books.saleVoids.map((voided) => voided.id);
    const [voidedSales, laterVoids] = await Promise.all([
      this.readStore.find<SaleDocument>(SALES, { filter: { id: { $in: voidedIds } } }),
      this.readStore.find<SaleVoidDocument>(SALE_VOIDS, {
        filter: { id: { $in: books.sales.map((sale) => sale.id) } },
      }),
    ]);
    const voidedLater = new Set(laterVoids.items.map((voided) => voided.id));
    const describe = (sale: SaleDocument | undefined) =>
      (sale?.lines ?? [])
        .map((line) => message('SALES.LINE', { cantidad: line.quantity, producto: line.name }))
        .join(', ');
    const sold = new Map([...books.sales, ...voidedSales.items].map((sale) => [sale.id, sale]));
    const lines: CashClosingSale[] = [
      ...books.sales.map((sale) => ({
        saleId: sale.id,
        receiptNumber: formatReceiptNumber(sale.receiptNumber),
        kind: 'sale' as const,
        description: describe(sale),
        amount: sale.amount,
        method: sale.method,
        recordedAt: sale.recordedAt,
        staffName: nameOf(names, sale.staffId),
        reason: null,
        voided: voidedLater.has(sale.id),
      })),
      ...books.saleVoids.map((voided) => ({
        saleId: voided.id,
        receiptNumber: formatReceiptNumber(sold.get(voided.id)?.receiptNumber ?? 0),
        kind:
          inSameTurno(voided.id) && books.sales.some((sale) => sale.id === voided.id)
            ? ('void' as const)
            : ('refund' as const),
        description: describe(sold.get(voided.id)),
        amount: voided.amount,
        method: voided.method,
        recordedAt: voided.voidedAt,
        staffName: nameOf(names, voided.staffId),
        reason: voided.reason,
        voided: false,
      })),
    ];
    const salesTotal =
      books.sales.reduce((total, sale) => total + sale.amount, 0) -
      books.saleVoids.reduce((total, voided) => total + voided.amount, 0);
    return { sales: lines, salesTotal };
  }

  /**
   * R29 + R42: each void of the day, a negative line naming the receipt it voids: of a payment of the
   * day ('Anulación de recibo N', netted against who took it) or of an earlier day's (a refund).
   */
  private async voids(books: DayBooks, inSameTurno: (paymentId: string) => boolean): Promise<VoidLine[]> {
    const ids = books.voids.map((voided) => voided.id);
    const [voided, names] = await Promise.all([
      this.readStore.find<PaymentDocument>(PAYMENTS, { filter: { id: { $in: ids } } }),
      memberNames(
        this.readStore,
        books.voids.map((doc) => doc.memberId),
      ),
    ]);
    const receipts = new Map(voided.items.map((payment) => [payment.id, payment.receiptNumber]));
    const takers = new Map(voided.items.map((payment) => [payment.id, payment.staffId]));
    const ofTheDay = new Set(books.payments.map((payment) => payment.id).filter(inSameTurno));
    return books.voids.map((doc) => ({
      paymentId: doc.id,
      receiptNumber: formatReceiptNumber(receipts.get(doc.id) ?? 0),
      memberId: doc.memberId,
      memberName: names.get(doc.memberId)?.name ?? '',
      memberDeleted: names.get(doc.memberId)?.deleted ?? false,
      amount: doc.amount,
      method: doc.method,
      paidOn: doc.paidOn,
      voidedAt: doc.voidedAt,
      reason: doc.reason,
      staffId: doc.staffId,
      refund: !ofTheDay.has(doc.id),
      receivedById: takers.get(doc.id) ?? '',
    }));
  }
}

/**
 * R42 + R41: whether a void was made in the turno its payment was taken in (so it nets against the
 * taker); without turnos read yet, the day is the book.
 */
function sameTurno(document: DayTurnosDocument | null): (paymentId: string) => boolean {
  if (document === null) return () => true;
  const first = document.turnos[0]?.turnoId;
  const turnoOf = (kind: 'payment' | 'void', paymentId: string) =>
    document.turnos.find((turno) => turno.entries.some((e) => e.kind === kind && e.paymentId === paymentId))?.turnoId ??
    first;
  return (paymentId) => turnoOf('payment', paymentId) === turnoOf('void', paymentId);
}

/** Closings recorded before R42 have no refunds: none were told apart. */
function staffTotals(totals: CashDayTotals, names: Names) {
  return totals.byStaff.map((line) => ({
    ...line,
    refunds: line.refunds ?? 0,
    staffName: nameOf(names, line.staffId),
  }));
}

function closingView(closing: NonNullable<CashDayDocument['closing']>, names: Names) {
  const { countedCash, expectedCash, difference, totals, closedAt, closedBy } = closing;
  return {
    countedCash,
    expectedCash,
    difference,
    total: totals.total,
    paymentsCount: totals.paymentsCount,
    voidsCount: totals.voidsCount,
    byMethod: [...totals.byMethod],
    byStaff: staffTotals(totals, names),
    closedAt,
    closedBy: nameOf(names, closedBy),
  };
}

function historyStaffId(record: CashDayHistoryRecord): string {
  return record.kind === 'closed' ? record.closedBy : record.reopenedBy;
}

function historyEntry(record: CashDayHistoryRecord, names: Names): CashDayHistoryEntry {
  if (record.kind === 'closed') {
    const { closedAt, closedBy, countedCash, expectedCash, difference } = record;
    const staffName = nameOf(names, closedBy);
    return { kind: 'closed', at: closedAt, staffName, countedCash, expectedCash, difference, reason: null };
  }
  const { reopenedAt, reopenedBy, reason } = record;
  const staffName = nameOf(names, reopenedBy);
  return {
    kind: 'reopened',
    at: reopenedAt,
    staffName,
    countedCash: null,
    expectedCash: null,
    difference: null,
    reason,
  };
}
