// Every operation of the HTTP API, by its operationId: what the backend serves and documents.
import type { z } from 'zod';
import type { ApiOperation } from './api-operation.js';
import { auditOperations } from './audit.operations.js';
import { cashDayOperations } from './cash-day.operations.js';
import { turnoOperations } from './turno.operations.js';
import { checkInOperations } from './check-in.operations.js';
import { dataRequestOperations } from './data-request.operations.js';
import { dashboardListOperations } from './dashboard-list.operations.js';
import { memberImportOperations } from './member-import.operations.js';
import { memberRecordsOperations } from './member-records.operations.js';
import { memberOperations } from './member.operations.js';
import { memberRestoreOperations } from './member-restore.operations.js';
import { memberCardOperations } from './member-card.operations.js';
import { memberPhotoOperations } from './member-photo.operations.js';
import { memberRightsOperations } from './member-rights.operations.js';
import { membershipOperations } from './membership.operations.js';
import { reminderOperations } from './reminders.operations.js';
import { planOperations } from './plans.operations.js';
import { reportOperations } from './report.operations.js';
import { sessionOperations } from './session.operations.js';
import { settingsOperations } from './settings.operations.js';
import { staffActivityOperations } from './staff-activity.operations.js';
import { staffOperations } from './staff.operations.js';
import { productOperations } from './products.operations.js';
import type { ApiShape } from './schema-primitives.js';

export const apiOperations = {
  ...sessionOperations,
  ...staffOperations,
  ...settingsOperations,
  ...memberOperations,
  ...memberRestoreOperations,
  ...memberCardOperations,
  ...memberPhotoOperations,
  ...memberRightsOperations,
  ...membershipOperations,
  ...memberRecordsOperations,
  ...memberImportOperations,
  ...checkInOperations,
  ...reportOperations,
  ...dashboardListOperations,
  ...cashDayOperations,
  ...turnoOperations,
  ...auditOperations,
  ...staffActivityOperations,
  ...dataRequestOperations,
  ...reminderOperations,
  ...productOperations,
  ...planOperations,
} as const;

export type OperationId = keyof typeof apiOperations;

/** What a client sends as an operation's body (before the server's defaults and trimming). */
export type OperationBody<K extends OperationId> = (typeof apiOperations)[K] extends { readonly body?: infer B }
  ? B extends z.ZodType
    ? z.input<B>
    : never
  : never;

/** A query parameter as a client passes it: what its schema reads, a number where it reads a number's text, or null to leave it out. */
type QueryValue<T> = (string extends T ? string | number : T) | null;

/** What a client sends as an operation's query (each parameter travels as text); none for an operation without one. */
export type OperationQuery<K extends OperationId> = (typeof apiOperations)[K] extends { readonly query?: infer Q }
  ? Q extends z.ZodObject
    ? { readonly [P in keyof z.input<Q>]?: QueryValue<z.input<Q>[P]> }
    : never
  : never;

/** The JSON answer of an operation as a screen reads it: an answer of its own is written once, in its operation. */
export type OperationAnswer<K extends OperationId> = (typeof apiOperations)[K] extends { readonly response?: infer R }
  ? R extends z.ZodType
    ? ApiShape<R>
    : never
  : never;

export const allApiOperations: readonly ApiOperation[] = Object.values(apiOperations);
