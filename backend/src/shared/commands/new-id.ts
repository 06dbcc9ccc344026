// Ids the server gives new members and records. With an Idempotency-Key they are derived from it,
// so a retried request targets the same stream and the same record instead of creating another.
import { randomUUID } from 'node:crypto';
import { idempotentEventId } from './idempotency.js';
import type { CommandContext } from '../http/command-context.js';

/** `scope` names what the id is for and where, e.g. `member` or `payment:<memberId>`. */
export function newId(context: CommandContext, scope: string): string {
  return context.idempotencyKey ? idempotentEventId(`new:${scope}`, context.idempotencyKey, 0) : randomUUID();
}
