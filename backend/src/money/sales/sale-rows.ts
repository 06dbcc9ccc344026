// R40: the gym workbook's 'Ventas' sheet: every sale in the log's order, and each void of one as a
// negative row on the day it was made (as the Pagos sheet nets voids, R42), with who sold or voided.
import { formatReceiptNumber, message, paymentMethodText } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { dayCell, type XlsxCell } from '../../shared/spreadsheets/sheet-cells.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { SALE_VOIDS, SALES, type SaleDocument, type SaleVoidDocument } from '../payments/payment-documents.js';

export const SALE_SHEET_HEADERS: readonly string[] = [
  message('COLUMN.DATE'),
  message('COLUMN.RECEIPT'),
  message('COLUMN.PRODUCT'),
  message('COLUMN.AMOUNT'),
  message('COLUMN.METHOD'),
  message('COLUMN.STAFF'),
  message('COLUMN.VOID_REASON'),
];

/** The column (from 0) of the amount: a number cell in the peso format. */
export const SALE_SHEET_MONEY_COLUMNS: readonly number[] = [3];

const describe = (sale: SaleDocument | undefined): string =>
  (sale?.lines ?? []).map((line) => message('SALES.LINE', { cantidad: line.quantity, producto: line.name })).join(', ');

/** A gym sells a few hundred items a month: the sheet reads every sale and void at once. */
export async function saleSheetRows(readStore: ReadQueries): Promise<XlsxCell[][]> {
  const sort = [{ field: 'sequence', direction: 'asc' as const }];
  const [sales, voids] = await Promise.all([
    readStore.find<SaleDocument>(SALES, { sort, countTotal: false }),
    readStore.find<SaleVoidDocument>(SALE_VOIDS, { sort, countTotal: false }),
  ]);
  const names = await staffDisplayNames(readStore, [
    ...sales.items.map((sale) => sale.staffId),
    ...voids.items.map((voided) => voided.staffId),
  ]);
  const nameOf = (staffId: string) => names.get(staffId) ?? staffId;
  const byId = new Map(sales.items.map((sale) => [sale.id, sale]));
  const rows = [
    ...sales.items.map((sale) => ({
      sequence: sale.sequence,
      cells: [
        dayCell(sale.soldOn),
        formatReceiptNumber(sale.receiptNumber),
        describe(sale),
        sale.amount,
        paymentMethodText(sale),
        nameOf(sale.staffId),
        null,
      ],
    })),
    ...voids.items.map((voided) => {
      const sale = byId.get(voided.id);
      return {
        sequence: voided.sequence,
        cells: [
          dayCell(voided.voidedOn),
          sale === undefined ? null : formatReceiptNumber(sale.receiptNumber),
          describe(sale),
          -voided.amount,
          paymentMethodText({ method: voided.method }),
          nameOf(voided.staffId),
          voided.reason,
        ],
      };
    }),
  ];
  return rows.sort((a, b) => a.sequence - b.sequence).map((row) => row.cells);
}

/** The payer's name and cédula of the sales that name a member, by member id. */
export type SaleMembers = ReadonlyMap<string, { readonly name: string; readonly cedula: string | null }>;

/**
 * R40 + R42: the sales in the payments' CSV, under its columns: one row per sale ('Venta: 2 × Agua
 * 600 ml'), the member it names if any, who sold; a voided sale followed by its void, negative on the
 * day of the void (as a payment's), so the file's amounts add up to the income with the sales. Newest
 * first as the payments; of one method when the file is.
 */
export async function salePaymentRows(
  readStore: ReadQueries,
  method: string | undefined,
  members: (memberIds: readonly string[]) => Promise<SaleMembers>,
): Promise<XlsxCell[][]> {
  const sort = [{ field: 'sequence', direction: 'desc' as const }];
  const [sales, voids] = await Promise.all([
    readStore.find<SaleDocument>(SALES, { sort, countTotal: false }),
    readStore.find<SaleVoidDocument>(SALE_VOIDS, { sort, countTotal: false }),
  ]);
  const shown = sales.items.filter((sale) => method === undefined || sale.method === method);
  const voidOf = new Map(voids.items.map((voided) => [voided.id, voided]));
  const [names, payers] = await Promise.all([
    staffDisplayNames(readStore, [
      ...shown.map((sale) => sale.staffId),
      ...voids.items.map((voided) => voided.staffId),
    ]),
    members(shown.flatMap((sale) => (sale.memberId === null ? [] : [sale.memberId]))),
  ]);
  const nameOf = (staffId: string) => names.get(staffId) ?? staffId;
  return shown.flatMap((sale) => {
    const voided = voidOf.get(sale.id);
    const payer = sale.memberId === null ? undefined : payers.get(sale.memberId);
    const row = (day: string, amount: number, type: string): XlsxCell[] => [
      dayCell(day),
      payer?.name ?? null,
      payer?.cedula ?? null,
      amount,
      type,
      null,
      message(`PAYMENT_METHOD.${sale.method}`),
      sale.reference,
      formatReceiptNumber(sale.receiptNumber),
      nameOf(sale.staffId),
      voided === undefined ? null : dayCell(voided.voidedOn),
      voided === undefined ? null : nameOf(voided.staffId),
      voided?.reason ?? null,
      // R39's list price, discount and reason: a sale is at the product's price, never discounted.
      null,
      null,
      null,
    ];
    const sold = row(sale.soldOn, sale.amount, message('SALES.CSV_TYPE', { productos: describe(sale) }));
    return voided === undefined
      ? [sold]
      : [sold, row(voided.voidedOn, -voided.amount, message('MEMBER_EXPORT.VOID_ROW'))];
  });
}
