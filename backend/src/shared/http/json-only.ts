// State-changing requests must carry JSON (or nothing): a form post or text body is refused, except
// the multipart upload an operation declares (`upload`), which its route reads itself.
// (Cross-site requests, body or not, were already refused by sameOriginWrites.)
import type { IncomingHttpHeaders } from 'node:http';
import { allApiOperations, message } from '@gym/domain';

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `POST /api/members/{id}/photo` → a pattern of `POST /api/members/<any id>/photo`. */
const UPLOADS: readonly RegExp[] = allApiOperations
  .filter((operation) => operation.upload)
  .map((operation) => {
    const path = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    return new RegExp(`^${operation.method.toUpperCase()} ${path}/?$`, 'i');
  });

const isUpload = (method: string, path: string): boolean => UPLOADS.some((upload) => upload.test(`${method} ${path}`));

/** The media type of a Content-Type header, without parameters, in lower case. */
export function mediaTypeOf(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** Whether a request must be refused with 415 (`path` without the query). */
export function refusedAsNotJson(method: string, path: string, headers: IncomingHttpHeaders): boolean {
  if (!CHANGES_STATE.has(method) || !path.startsWith('/api/')) return false;
  const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
  if (!hasBody) return false;
  const type = mediaTypeOf(headers);
  return type !== 'application/json' && !(type === 'multipart/form-data' && isUpload(method, path));
}

export const JSON_ONLY_ANSWER = { statusCode: 415, code: 'REQUEST.JSON_ONLY', message: message('REQUEST.JSON_ONLY') };
