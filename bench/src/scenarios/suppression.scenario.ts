// R48 (c), issue 39's figure: a supresión of the member with the longest history, from the request
// until every screen that showed them reads them erased (each read waits, with X-Read-After, for
// the projections to reach the supresión). Run last: the member is gone for the rest of the run.
import type { CommandResponse } from '@gym/domain';
import type { HttpClient } from '../http/http-client.js';
import { round, since } from '../measure/latency-stats.js';

export interface SuppressionResult {
  /** Events in the member's stream, the supresión's included (its history's total). */
  readonly events: number;
  /** From the request until the profile, the search, the payments, the history and Actividad del personal read it. */
  readonly untilEveryScreenMs: number;
}

interface Profile {
  readonly name: string;
  readonly suppressed?: boolean;
}

export async function measureSuppression(client: HttpClient, memberId: string): Promise<SuppressionResult> {
  const { name } = await client.json<Profile>('GET', `/api/members/${memberId}`);
  const started = performance.now();
  const answer = await client.json<CommandResponse>('POST', `/api/members/${memberId}/suppression`, {
    reason: 'Reclamo del titular (bench)',
    name,
  });
  const after = { 'x-read-after': String(answer.position) };
  const [profile, search, payments, history] = await Promise.all([
    client.json<Profile>('GET', `/api/members/${memberId}`, undefined, after),
    client.json<{ total: number }>('GET', `/api/members?search=${encodeURIComponent(name)}`, undefined, after),
    client.json<unknown>('GET', `/api/members/${memberId}/payments`, undefined, after),
    client.json<{ memberName: string; total: number }>('GET', `/api/members/${memberId}/history`, undefined, after),
    client.json<unknown>('GET', '/api/staff-activity', undefined, after),
  ]);
  const untilEveryScreenMs = since(started);
  // A figure of a supresión that did not happen would be a lie: the screens must read it erased.
  if (profile.suppressed !== true || profile.name !== '' || history.memberName !== 'Titular suprimido')
    throw new Error(`the supresión of ${memberId} did not reach the screens`);
  if (JSON.stringify(payments).includes(name) || JSON.stringify(search).includes(memberId))
    throw new Error(`the member ${memberId} still shows by name after the supresión`);
  return { events: history.total, untilEveryScreenMs: round(untilEveryScreenMs) };
}
