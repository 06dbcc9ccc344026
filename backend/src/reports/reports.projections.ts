// The reports' own projection: every payment of the gym, numbered for receipts.
import type { RunnableProjection } from '../shared/projections/projection.js';
import { paymentsProjection } from './payments/payments.projection.js';

export const reportProjections: readonly RunnableProjection[] = [paymentsProjection];
