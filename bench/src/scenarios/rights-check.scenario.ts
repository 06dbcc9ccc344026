// Issue 28: what reading a session's rights where they are decided costs each request, in-process on
// the rebuilt gym. Before, a request's account was one get of the staff projection's document. Now
// a request arriving folds what its account's stream gained since it was last read (one indexed
// read, nearly always empty) and is counted by the actor gate; a command reads it once more, with
// the account's rights held while it decides and appends.
import { join } from 'node:path';
import { SESSION_SECONDS, type SessionClaims } from '@gym/domain';
import { StaffSessions } from '@gym/backend/auth/staff-sessions.js';
import { ActorGate } from '@gym/backend/shared/commands/actor-gate.js';
import { SqliteEventStore } from '@gym/backend/shared/event-store/sqlite-event-store.js';
import { SqliteReadStore } from '@gym/backend/shared/read-store/sqlite-read-store.js';
import { CurrentStaffAccounts } from '@gym/backend/staff/current-staff-accounts.js';
import {
  STAFF_ACCOUNTS,
  type StaffAccountDocument,
} from '@gym/backend/staff/staff-accounts/staff-accounts.projection.js';

export interface RightsCheckResult {
  readonly requests: number;
  /** µs per request: the projection's document (how a session was checked before). */
  readonly projectionGetUs: number;
  /** µs per request arriving: the stream read and the gate's count. */
  readonly sessionCheckUs: number;
  /** µs per command: the account read again with its rights held. */
  readonly commandRecheckUs: number;
}

const perRequestUs = async (requests: number, work: () => Promise<unknown>): Promise<number> => {
  for (let i = 0; i < 200; i += 1) await work(); // warm up
  const started = process.hrtime.bigint();
  for (let i = 0; i < requests; i += 1) await work();
  return Math.round(Number(process.hrtime.bigint() - started) / requests / 10) / 100;
};

export async function measureRightsCheck(
  dataDir: string,
  adminEmail: string,
  requests = 5000,
): Promise<RightsCheckResult> {
  const events = SqliteEventStore.open(join(dataDir, 'events.db'), { groupCommit: true });
  const read = await SqliteReadStore.open(join(dataDir, 'read.db'));
  try {
    const found = await read.find<StaffAccountDocument>(STAFF_ACCOUNTS, { filter: { email: adminEmail }, limit: 1 });
    const account = found.items[0];
    if (!account) throw new Error(`no staff account ${adminEmail} in the rebuilt read store`);
    const accounts = new CurrentStaffAccounts(events, () => Promise.resolve(account.id));
    const sessions = new StaffSessions(accounts, new ActorGate());
    const now = Math.floor(Date.now() / 1000);
    const claims: SessionClaims = {
      sub: account.id,
      sv: account.sessionsValidFrom,
      iat: now,
      exp: now + SESSION_SECONDS,
    };
    const request = {} as Parameters<StaffSessions['signedIn']>[1];
    const signedIn = await sessions.signedIn(claims, request);
    const acting = signedIn?.acting;
    if (!acting) throw new Error('the bench session is not valid');
    return {
      requests,
      projectionGetUs: await perRequestUs(requests, () => read.get(STAFF_ACCOUNTS, account.id)),
      sessionCheckUs: await perRequestUs(requests, () => sessions.signedIn(claims, request)),
      commandRecheckUs: await perRequestUs(requests, () => acting.holding(() => Promise.resolve())),
    };
  } finally {
    await events.close();
    await read.close();
  }
}
