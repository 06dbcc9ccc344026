// Every answer of the API says `Cache-Control: no-store`: a member's profile, payments, receipts, the
// CSV files and staff accounts must not stay on the disk of a shared front-desk computer after
// 'Cerrar Sesión'. All of /api, errors included, rather than route by route: no answer of the API is
// worth keeping (the built frontend's files, outside /api, keep their own caching).
import type { NextFunction, Request, Response } from 'express';

export const API_CACHE_CONTROL = 'no-store';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function noStoreApi(req: Request, res: Response, next: NextFunction): void {
  if (isApiPath(req.path)) res.setHeader('Cache-Control', API_CACHE_CONTROL);
  next();
}
