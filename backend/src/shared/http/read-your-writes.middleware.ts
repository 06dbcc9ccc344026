// Read-your-writes: a query carrying `X-Read-After: <position>` (the position a command answered)
// waits, bounded, until the projections have applied it, so a screen never shows the old state.
import type { NextFunction, Request, Response } from 'express';
import type { ProjectionService } from '../projections/projection-service.js';

export const READ_AFTER_HEADER = 'x-read-after';
const MAX_WAIT_MS = 3000;

export function readYourWrites(runner: ProjectionService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const raw = req.headers[READ_AFTER_HEADER];
    const position = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    if (req.method !== 'GET' || position === 0) {
      next();
      return;
    }
    runner.waitFor(position, MAX_WAIT_MS).then(
      (caughtUp) => {
        if (!caughtUp) res.setHeader('X-Read-Stale', 'true');
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
