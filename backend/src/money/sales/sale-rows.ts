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
