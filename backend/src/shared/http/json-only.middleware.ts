// State-changing requests must carry JSON (or nothing): a form post or text body is refused, except
// the multipart upload an operation declares (`upload`), which its route reads itself.
// (Cross-site requests, body or not, were already refused by sameOriginWrites.)
import type { NextFunction, Request, Response } from 'express';
import { allApiOperations, message } from '@gym/domain';

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UPLOADS: ReadonlySet<string> = new Set(
  allApiOperations
    .filter((operation) => operation.upload)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
);

export function jsonOnly(req: Request, res: Response, next: NextFunction): void {
  if (!CHANGES_STATE.has(req.method) || !req.path.startsWith('/api/')) {
    next();
    return;
  }
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const upload = UPLOADS.has(`${req.method} ${req.path}`) && req.is('multipart/form-data');
  if (!hasBody || req.is('application/json') || upload) {
    next();
    return;
  }
  res.status(415).json({ statusCode: 415, code: 'REQUEST.JSON_ONLY', message: message('REQUEST.JSON_ONLY') });
}
