// What a staff command answers: the account and the position of its last event (read-your-writes).
import { AppError } from '../shared/http/app-error.js';

export interface StaffCommandResult {
  readonly staffId: string;
  /** Global position of the last event written; 0 when nothing changed. */
  readonly position: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staff id from a URL: anything but a UUID names no account. */
export function staffIdOf(id: string): string {
  if (!UUID.test(id)) throw new AppError('STAFF.NOT_FOUND');
  return id.toLowerCase();
}
