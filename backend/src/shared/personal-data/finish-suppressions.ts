// Before the app serves (and after a log is imported or restored): every supresión the log holds
// destroys its member's key (issue 39). A crash between `MemberSuppressed` and the destruction is
// finished here; a log brought back from a copy made before keys were destroyed cannot bring a key
// back (a destroyed mark always stays), and a copy of the log that holds a supresión the key store
// never heard of destroys that key now. The log is searched from where the last search ended (the
// mark in the key store), or from the start when that mark is not an event of this log any more.
import type { EventStore, RecordedEvent } from '../event-store/event-store.port.js';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import type { LogMark, MemberDataKeys } from './member-data-keys.port.js';
import { destroyAllSensitiveKeys, destroySensitiveKeys } from './sensitive-keys.js';

/** The events that erase a member's personal data: R48's supresión (its command is in privacy). */
export const SUPPRESSION_EVENT_TYPES: ReadonlySet<string> = new Set(['MemberSuppressed']);

/** R48 (b): the revocation of the sensitive-data authorisation, which destroys the sensitive key. */
export const SENSITIVE_REVOCATION_EVENT = 'MemberSensitiveAuthorizationRevoked';

const MEMBER_STREAM_PREFIX = 'member-';
const BATCH = 2_000;

export interface FinishedSuppressions {
  /** Positions searched this time (on SQLite, the log's head less where the search began). */
  readonly read: number;
  /** Keys destroyed now: supresiones whose destruction had not happened. */
  readonly destroyed: readonly string[];
  /** Members suppressed since the last search (destroyed now or before): what the erasers are called for. */
  readonly suppressed: readonly string[];
  /** Members whose sensitive authorisation was revoked since the last search. */
  readonly revoked: readonly string[];
}

/** The member a supresión event is about: its `memberId`, else its stream's. */
function suppressedMember(event: RecordedEvent): string | undefined {
  const memberId = event.data['memberId'];
  if (typeof memberId === 'string' && memberId !== '') return memberId;
  return event.streamId.startsWith(MEMBER_STREAM_PREFIX)
    ? event.streamId.slice(MEMBER_STREAM_PREFIX.length)
    : undefined;
}

async function isEventOf(log: EventStore, mark: LogMark): Promise<boolean> {
  const [event] = await log.readAll(mark.position - 1, 1);
  return event !== undefined && event.position === mark.position && event.id === mark.eventId;
}

export interface FinishSuppressionsOptions {
  /** Search the whole log whatever the mark says (after an import or a restore). */
  readonly fromStart?: boolean;
  /**
   * Erases what is kept outside the log (the photos) for the members found, before the mark moves:
   * a crash during it leaves them to be found again at the next start.
   */
  readonly eraseOutsideLog?: (found: Pick<FinishedSuppressions, 'suppressed' | 'revoked'>) => Promise<void>;
}

/** Destroys the key of every member a supresión in `log` (the log as stored) names. */
export async function finishSuppressions(
  log: EventStore,
  keys: MemberDataKeys,
  options: FinishSuppressionsOptions = {},
): Promise<FinishedSuppressions> {
  const mark = options.fromStart ? undefined : await keys.suppressionsCheckedTo();
  let after = mark !== undefined && (await isEventOf(log, mark)) ? mark.position : 0;
  const since = after;
  let last: LogMark | undefined = after === 0 ? undefined : mark;
  let read = 0;
  const destroyed: string[] = [];
  const suppressed: string[] = [];
  const revoked: string[] = [];
  // The k-th revocation of a member destroys the sensitive keys of generations before k
  // (sensitive-keys.ts); counted when the log is read from its start, else the one in use.
  const revocations = new Map<string, number>();
  const destroy = async (events: readonly RecordedEvent[], counted: boolean): Promise<void> => {
    for (const event of events) {
      const memberId = suppressedMember(event);
      if (memberId === undefined) continue;
      if (event.type === SENSITIVE_REVOCATION_EVENT) {
        const count = (revocations.get(memberId) ?? 0) + 1;
        revocations.set(memberId, count);
        const newSinceMark = event.position > since;
        if (counted) await destroySensitiveKeys(keys, memberId, count);
        else if (newSinceMark) await destroySensitiveKeys(keys, memberId);
        if (newSinceMark) revoked.push(memberId);
        continue;
      }
      if (!SUPPRESSION_EVENT_TYPES.has(event.type)) continue;
      if (await keys.destroy(memberId)) destroyed.push(memberId);
      await destroyAllSensitiveKeys(keys, memberId);
      if (event.position > since) suppressed.push(memberId);
    }
  };
  if (log instanceof SqliteEventStore) {
    // SQLite finds the supresiones and revocations by their type without parsing the rest of the log;
    // the revocations from the start, so that each is counted (they are few).
    const head = await log.headPosition();
    await destroy(await log.readType(SENSITIVE_REVOCATION_EVENT, 0), true);
    for (const type of SUPPRESSION_EVENT_TYPES) await destroy(await log.readType(type, after), true);
    const [end] = head > after ? await log.readAll(head - 1, 1) : [];
    read = Math.max(0, head - after);
    if (end !== undefined) last = { position: end.position, eventId: end.id };
  } else {
    const fromTheStart = after === 0;
    for (;;) {
      const events = await log.readAll(after, BATCH);
      if (events.length === 0) break;
      await destroy(events, fromTheStart);
      read += events.length;
      const end = events[events.length - 1];
      if (end === undefined) break;
      after = end.position;
      last = { position: end.position, eventId: end.id };
    }
  }
  await options.eraseOutsideLog?.({ suppressed, revoked });
  await keys.markSuppressionsCheckedTo(last);
  return { read, destroyed, suppressed, revoked };
}
