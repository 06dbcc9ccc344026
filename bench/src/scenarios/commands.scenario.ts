// Commands over HTTP as the front desk sends them (with an Idempotency-Key), each followed by the
// profile read with X-Read-After: the command's position, so the figure includes the projections
// catching up (read-your-writes). Half are Tiquetera attendances while members who may attend
// today remain, the rest payments.
import { randomUUID } from 'node:crypto';
import type { CommandResponse } from '@gym/domain';
import type { HttpClient } from '../http/http-client.js';
import { runClients } from '../measure/load-runner.js';
import { round, summarise, type LatencySummary } from '../measure/latency-stats.js';
import type { SeededRandom } from '../generator/seeded-random.js';
import { gymToday } from './gym-today.js';

export interface CommandsResult {
  readonly clients: number;
  /** The POST alone. */
  readonly command: LatencySummary;
  /** The POST and the profile read that waits for its position: what a person waits for. */
  readonly commandAndRead: LatencySummary;
  readonly attendances: number;
  readonly payments: number;
  /** Reads answered before the projections reached the position (X-Read-Stale); should be 0. */
  readonly staleReads: number;
  /** The app's CPU time per command and its read: the cost that bounds throughput on one core. */
  readonly appCpuMsPerCommand: number;
}

/** Commands alone (no read after each), timed until /api/health reports every projection caught up. */
export interface CommandBurstResult {
  readonly clients: number;
  readonly command: LatencySummary;
  /** Commands per second, counted until the projections had applied the last one. */
  readonly caughtUpPerSecond: number;
  /** From the last answer until /api/health showed lag 0. */
  readonly catchUpMs: number;
}

export interface CommandTargets {
  readonly memberIds: readonly string[];
  /** Tiquetera members who may attend today; each is used at most once. */
  readonly canAttend: string[];
}

interface Sent {
  readonly memberId: string;
  readonly position: number;
  readonly attended: boolean;
}

async function sendCommand(
  client: HttpClient,
  targets: CommandTargets,
  random: SeededRandom,
  attend: boolean,
  today: string,
): Promise<Sent> {
  const attendee = attend ? targets.canAttend.pop() : undefined;
  const memberId = attendee ?? random.pick(targets.memberIds);
  const headers = { 'idempotency-key': randomUUID() };
  const answer = attendee
    ? await client.json<CommandResponse>('POST', `/api/members/${memberId}/attendances`, {}, headers)
    : await client.json<CommandResponse>(
        'POST',
        `/api/members/${memberId}/payments`,
        { paymentType: 'additional', amount: 10_000, paidOn: today },
        headers,
      );
  return { memberId, position: answer.position, attended: attendee !== undefined };
}

export async function measureCommandBurst(
  client: HttpClient,
  targets: CommandTargets,
  random: SeededRandom,
  options: { readonly clients: number; readonly total: number },
): Promise<CommandBurstResult> {
  const today = gymToday();
  const result = await runClients(['command'] as const, options.total, options.clients, async (index) => {
    const started = performance.now();
    await sendCommand(client, targets, random, index % 2 === 0, today);
    return { command: performance.now() - started };
  });
  const answered = performance.now();
  while ((await client.json<{ maxLag: number }>('GET', '/api/health')).maxLag > 0)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const catchUpMs = performance.now() - answered;
  return {
    clients: options.clients,
    command: summarise(result.durations.command, result.wallMs),
    caughtUpPerSecond: Math.round((options.total / (result.wallMs + catchUpMs)) * 1000),
    catchUpMs: Math.round(catchUpMs),
  };
}

export async function measureCommands(
  client: HttpClient,
  targets: CommandTargets,
  random: SeededRandom,
  options: { readonly clients: number; readonly total: number; readonly appCpuMs: () => number },
): Promise<CommandsResult> {
  let attendances = 0;
  const cpuBefore = options.appCpuMs();
  let stale = 0;
  const today = gymToday();
  const result = await runClients(
    ['command', 'commandAndRead'] as const,
    options.total,
    options.clients,
    async (index) => {
      const started = performance.now();
      const answer = await sendCommand(client, targets, random, index % 2 === 0, today);
      const command = performance.now() - started;
      const read = await client.send('GET', `/api/members/${answer.memberId}`, undefined, {
        'x-read-after': String(answer.position),
      });
      if (read.status !== 200) throw new Error(`GET profile answered ${read.status}`);
      if (read.headers['x-read-stale'] !== undefined) stale += 1;
      if (answer.attended) attendances += 1;
      return { command, commandAndRead: performance.now() - started };
    },
  );
  return {
    clients: options.clients,
    command: summarise(result.durations.command, result.wallMs),
    commandAndRead: summarise(result.durations.commandAndRead, result.wallMs),
    attendances,
    payments: options.total - attendances,
    staleReads: stale,
    appCpuMsPerCommand: round((options.appCpuMs() - cpuBefore) / options.total),
  };
}
