// Read-your-writes: a query carrying `X-Read-After: <position>` (the position a command answered)
// waits, bounded, until the projections have applied it, so a screen never shows the old state.
import type { IncomingHttpHeaders } from 'node:http';
import type { ProjectionService } from '../projections/projection-service.js';

export const READ_AFTER_HEADER = 'x-read-after';
const MAX_WAIT_MS = 3000;

/** The position a GET asks to read after; 0 for none (then it does not wait). */
export function readAfterPosition(method: string, headers: IncomingHttpHeaders): number {
  const raw = headers[READ_AFTER_HEADER];
  return method === 'GET' && typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/** Resolves false when the projections did not reach `position` in time (the answer says X-Read-Stale). */
export function waitToReadAfter(runner: ProjectionService, position: number): Promise<boolean> {
  return runner.waitFor(position, MAX_WAIT_MS);
}
