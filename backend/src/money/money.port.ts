// What the rest of the backend may use of the money feature: the income of each month (the
// dashboard) and the payments as the gym's workbook lists them ('Exportar').
export {
  MONTHLY_INCOME,
  PAYMENT_VOIDS,
  PAYMENTS,
  type MonthlyIncomeDocument,
  type PaymentDocument,
} from './payments/payment-documents.js';
export { GetMemberPayments, ListPayments } from './payments/payment-queries.js';
export { PAYMENT_SHEET_HEADERS, PAYMENT_SHEET_MONEY_COLUMNS, paymentSheetRows } from './payment-export/payment-rows.js';
export { TURNO_SHEET_HEADERS, TURNO_SHEET_MONEY_COLUMNS, turnoSheetRows } from './turno-export/turno-rows.js';
export { lowStockProducts } from './products/products.queries.js';
export { SALE_SHEET_HEADERS, SALE_SHEET_MONEY_COLUMNS, saleSheetRows } from './sales/sale-rows.js';
export { memberSaleFacts, type MemberSaleFact } from './sales/member-sales.js';
