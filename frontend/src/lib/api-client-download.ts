// The client's file downloads, by operation id: the link of an export (CSV, .xlsx) with its query.
import { apiOperations, type OperationId } from '@gym/domain';
import { operationUrl, type OperationAddress } from './api-client';

/**
 * The link of an operation that answers a file (a CSV or .xlsx export): the browser downloads it
 * itself, sending the session cookie, so a file of any size never passes through the page's memory.
 */
export function downloadHref<K extends OperationId>(operationId: K, address: OperationAddress<K> = {}): string {
  if (typeof apiOperations[operationId].response !== 'string') throw new Error(`${operationId} answers no file`);
  return operationUrl(operationId, address);
}
