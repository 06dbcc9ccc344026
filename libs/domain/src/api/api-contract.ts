// The HTTP API as the frontend's one client calls it: every path built from its operation
// (api-operations.ts) by operation id, so the client can only call what the backend serves. The
// JSON shapes' types derive from the zod schemas of the *.schemas.ts files beside this one. Every
// command accepts an `Idempotency-Key` header.
import { pathOf } from './api-operation.js';
import { apiOperations, type OperationId } from './api-operations.js';

/** `/api/members/{id}/payments` for `apiPath('recordPayment', { id })`, each parameter encoded. */
export function apiPath(operationId: OperationId, params: Readonly<Record<string, string>> = {}): string {
  return pathOf(apiOperations[operationId], params);
}
