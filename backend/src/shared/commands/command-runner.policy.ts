// Who a command is decided as, and which other streams its decision is appended with: the two
// policies the write loop (command-runner.ts) applies around `decide`.
import { SYSTEM_STAFF_ID, type Actor, type EventMetadata } from '@gym/domain';
import type { StreamAppend } from '../event-store/event-store.port.js';
import type { CommandPolicyOptions, CommandRequest } from './command-runner.types.js';

/** What the policies read of a request: who sends it, and its key (not its command). */
type Request = Omit<CommandRequest<unknown, unknown>, 'streamId' | 'command'>;

/** The actor a request names: without a role, tooling as `system` acts with every right, anyone else with the fewest. */
export function actorOf({ staffId, role }: Pick<Request, 'staffId' | 'role'>): Actor {
  return { staffId, role: role ?? (staffId === SYSTEM_STAFF_ID ? 'admin' : 'reception') };
}

/** The metadata of a decision's events (R23), without its idempotency key. */
export function metadataOf(request: Request, now: string): EventMetadata {
  return { staffId: request.staffId, occurredAt: now, correlationId: request.correlationId };
}

/**
 * Issue 28: a signed-in session's command is decided and appended as its account stands then
 * (rights read where the decision is made), those rights held until the append is done; a
 * request without one (tooling, start-up) acts with the role it names.
 */
export function asActor<T>(
  { holdActorRights }: Pick<CommandPolicyOptions<unknown>, 'holdActorRights'>,
  request: Request,
  work: (actor: Actor) => Promise<T>,
): Promise<T> {
  const { acting } = request;
  if (acting === undefined) return work(actorOf(request));
  if (holdActorRights === false) return acting.current().then(work);
  return acting.holding(work);
}

/**
 * The linked streams' appends that go with `events` (undefined without linked streams): decided
 * as the request names its actor, with the request's key to derive their event ids from.
 */
export function linkedAppends<E>(
  { linked }: CommandPolicyOptions<E>,
  request: Request,
  events: readonly E[],
  now: string,
): Promise<readonly StreamAppend[]> | undefined {
  if (!linked) return undefined;
  const decision = { events, actor: actorOf(request), metadata: metadataOf(request, now) };
  const key = request.idempotencyKey;
  return linked(key ? { ...decision, idempotencyKey: key } : decision);
}

/** The linked streams decide on `events` without appending (undefined without any): they may refuse too (a closed day). */
export function checkLinked<E>(
  { linked }: CommandPolicyOptions<E>,
  request: Request,
  events: readonly E[],
  actor: Actor,
  now: string,
): Promise<unknown> | undefined {
  return events.length > 0 ? linked?.({ events, actor, metadata: metadataOf(request, now) }) : undefined;
}
