// Every projection of the app, in one list the runner, the health check and the CLI share.
import { auditMembersProjection } from './audit/audit-members/audit-members.projection.js';
import { cashDaysProjection } from './money/cash-days/cash-days.projection.js';
import { turnosProjection } from './money/turnos/turnos.projection.js';
import { staffActivityProjection } from './audit/staff-activity/staff-activity.projection.js';
import { memberProjections } from './members/members.projections.js';
import { paymentsProjection } from './money/payments/payments.projection.js';
import { productsProjection } from './money/products/products.projection.js';
import { planPricesProjection } from './settings/plan-prices/plan-prices.projection.js';
import { plansProjection } from './settings/plans/plans.projection.js';
import { gymDetailsProjection } from './settings/gym-details/gym-details.projection.js';
import { dataPolicyProjection } from './settings/data-policy/data-policy.projection.js';
import { dataRequestsProjection } from './privacy/data-requests/data-requests.projection.js';
import { reminderProjections } from './reminders/reminders.projections.js';
import type { RunnableProjection } from './shared/projections/projection.js';
import { staffAccountsProjection } from './staff/staff-accounts/staff-accounts.projection.js';

export const allProjections: readonly RunnableProjection[] = [
  staffAccountsProjection,
  auditMembersProjection,
  staffActivityProjection,
  ...memberProjections,
  paymentsProjection,
  productsProjection,
  planPricesProjection,
  plansProjection,
  cashDaysProjection,
  turnosProjection,
  gymDetailsProjection,
  dataPolicyProjection,
  dataRequestsProjection,
  ...reminderProjections,
];
