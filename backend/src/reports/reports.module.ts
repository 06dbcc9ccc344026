// The gym-wide read screens: dashboard, payments, cierre de caja, receipts and CSV exports.
import { Module } from '@nestjs/common';
import { CashClosingController } from './cash-closing/cash-closing.http.controller.js';
import { GetCashClosingHandler } from './cash-closing/cash-closing.query.js';
import { CsvExportController } from './csv-export/csv-export.http.controller.js';
import { DashboardController } from './dashboard/dashboard.http.controller.js';
import { GetDashboardHandler } from './dashboard/dashboard.query.js';
import { GetMemberPaymentsHandler, ListPaymentsHandler } from './payments/payment-queries.js';
import { PaymentsController } from './payments/payments.http.controller.js';
import { MemberExportController } from './member-export/member-export.http.controller.js';
import { GetReceiptHandler } from './receipts/receipt.query.js';
import { ReceiptsController } from './receipts/receipts.http.controller.js';

// AppModule imports this module before MembersModule: `members/export.csv` must be matched
// before `members/:id`.
const httpControllers = [
  CsvExportController,
  MemberExportController,
  PaymentsController,
  DashboardController,
  CashClosingController,
  ReceiptsController,
];

const queryHandlers = [
  GetMemberPaymentsHandler,
  ListPaymentsHandler,
  GetDashboardHandler,
  GetCashClosingHandler,
  GetReceiptHandler,
];

@Module({ controllers: httpControllers, providers: queryHandlers })
export class ReportsModule {}
