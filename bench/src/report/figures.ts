// Every figure of a run, how it is shown, its target (the budget of docs/performance.md, set for the
// large gym) and the number compared with the last committed run.
import type { LatencySummary } from '../measure/latency-stats.js';
import type { QueryName } from '../scenarios/queries.scenario.js';
import type { SizeResult } from '../size-run.js';
import { at } from '../shared/at.js';

export interface Figure {
  readonly label: string;
  readonly show: (result: SizeResult) => string;
  readonly target?: { readonly text: string; readonly met: (result: SizeResult) => boolean };
  /**
   * The one number compared with the last committed run, and which way is better. Figures of the
   * machine itself (raw SQLite, the peer) and the gym's size have none: they are not ours to budget.
   */
  readonly amount?: { readonly of: (result: SizeResult) => number; readonly better: 'lower' | 'higher' };
}

const lower = (of: (result: SizeResult) => number) => ({ of, better: 'lower' as const });
const higher = (of: (result: SizeResult) => number) => ({ of, better: 'higher' as const });

const ms = (summary: LatencySummary, ...keys: readonly ('p50' | 'p95' | 'p99')[]): string =>
  keys.map((key) => summary[key].toFixed(1)).join(' / ');
const thousands = (value: number): string => value.toLocaleString('en-US');
const percent = (value: number): string => `${Math.round(value * 100)} %`;
const times = (value: number): string => `${value.toFixed(2)}×`;

const many = (r: SizeResult) => at(r.app.commands, -1);
const one = (r: SizeResult) => at(r.app.commands, 0);
const longStreamCpuRatio = (r: SizeResult) =>
  r.app.longStream.appCpuMsPerCommand / r.app.longStream.shortStream.appCpuMsPerCommand;
const rebuildRatio = (r: SizeResult) => r.rebuild.eventsPerSecond / r.stores.rawReplay.eventsPerSecond;
const appendRatio = (r: SizeResult) =>
  r.stores.singleAppend.ours.eventsPerSecond / r.stores.singleAppend.raw.eventsPerSecond;
const singlePeerRatio = (r: SizeResult) =>
  r.stores.singleAppend.ours.eventsPerSecond / r.stores.singleAppend.peer.eventsPerSecond;
const peerRatio = (r: SizeResult, key: 'batchAppend' | 'readStreams' | 'readAll') =>
  r.stores.ours[key].eventsPerSecond / r.stores.peer.oneConnection[key].eventsPerSecond;

function query(label: string, name: QueryName, p95: number): Figure {
  return {
    label,
    show: (r) => ms(r.app.queries[name], 'p50', 'p95'),
    target: { text: `p95 ≤ ${p95}`, met: (r) => r.app.queries[name].p95 <= p95 },
    amount: lower((r) => r.app.queries[name].p95),
  };
}

export const FIGURES: readonly Figure[] = [
  {
    label: 'Gym: members registered / events',
    show: (r) => `${thousands(r.gym.registered)} / ${thousands(r.gym.events)}`,
  },
  {
    label: 'Plans / products in the catalogue (R38, R40)',
    show: (r) => `${r.app.catalogue.plans} / ${r.app.catalogue.products}`,
  },
  {
    label: 'Generating it (s) / event file (MB)',
    show: (r) => `${r.gym.fromCache ? 'cached' : r.gym.generationSeconds} / ${r.gym.fileMb}`,
  },
  {
    label: 'Command + read, 1 client p50/p95/p99 (ms)',
    show: (r) => ms(one(r).commandAndRead, 'p50', 'p95', 'p99'),
    target: { text: 'p95 ≤ 5', met: (r) => one(r).commandAndRead.p95 <= 5 },
    amount: lower((r) => one(r).commandAndRead.p95),
  },
  {
    label: 'Command + read, 16 clients p50/p95/p99 (ms)',
    show: (r) => ms(many(r).commandAndRead, 'p50', 'p95', 'p99'),
    target: { text: 'p95 ≤ 30', met: (r) => many(r).commandAndRead.p95 <= 30 },
    amount: lower((r) => many(r).commandAndRead.p95),
  },
  {
    label: 'Commands/s, 16 clients (each with its read)',
    show: (r) => thousands(many(r).commandAndRead.perSecond),
    target: { text: '≥ 800', met: (r) => many(r).commandAndRead.perSecond >= 800 },
    amount: higher((r) => many(r).commandAndRead.perSecond),
  },
  {
    label: 'App CPU per command + read, 16 clients (ms)',
    show: (r) => many(r).appCpuMsPerCommand.toFixed(2),
    target: { text: '≤ 1.5', met: (r) => many(r).appCpuMsPerCommand <= 1.5 },
    amount: lower((r) => many(r).appCpuMsPerCommand),
  },
  {
    label: 'Sale + stock list read, 1 client p50/p95/p99 (ms)',
    show: (r) => ms(r.app.sales.saleAndRead, 'p50', 'p95', 'p99'),
    amount: lower((r) => r.app.sales.saleAndRead.p95),
  },
  {
    label: 'App CPU per sale + read, 1 client (ms)',
    show: (r) => r.app.sales.appCpuMsPerSale.toFixed(2),
    amount: lower((r) => r.app.sales.appCpuMsPerSale),
  },
  {
    label: 'Commands alone, 16 clients p50/p95/p99 (ms)',
    show: (r) => ms(r.app.burst.command, 'p50', 'p95', 'p99'),
    amount: lower((r) => r.app.burst.command.p95),
  },
  {
    label: 'Commands alone/s, 16 clients, to projections lag 0',
    show: (r) => thousands(r.app.burst.caughtUpPerSecond),
    amount: higher((r) => r.app.burst.caughtUpPerSecond),
  },
  query('Dashboard p50/p95 (ms)', 'dashboard', 25),
  query('Member list page p50/p95 (ms)', 'memberList', 15),
  query('Profile p50/p95 (ms)', 'profile', 10),
  {
    label: 'Payments page p50/p95 (ms)',
    show: (r) => ms(r.app.queries.payments, 'p50', 'p95'),
    amount: lower((r) => r.app.queries.payments.p95),
  },
  {
    label: 'Session rights per request: projection get (before) / stream read now / command re-check (µs)',
    show: (r) => [r.rights.projectionGetUs, r.rights.sessionCheckUs, r.rights.commandRecheckUs].join(' / '),
  },
  query('Check-in search p50/p95 (ms)', 'checkIn', 15),
  {
    label: '10,000-event stream: first command + read (ms)',
    show: (r) => r.app.longStream.firstCommandMs.toFixed(1),
    amount: lower((r) => r.app.longStream.firstCommandMs),
  },
  {
    label: '10,000-event stream: command + read p50/p95 (ms)',
    show: (r) => ms(r.app.longStream.commandAndRead, 'p50', 'p95'),
    target: { text: 'p95 ≤ 10', met: (r) => r.app.longStream.commandAndRead.p95 <= 10 },
    amount: lower((r) => r.app.longStream.commandAndRead.p95),
  },
  {
    label: 'App CPU per command + read: 10,000-event stream / a member of ~100 events (ms)',
    show: (r) =>
      `${r.app.longStream.appCpuMsPerCommand.toFixed(2)} / ${r.app.longStream.shortStream.appCpuMsPerCommand.toFixed(2)} (${r.app.longStream.shortStream.events} events)`,
  },
  {
    label: 'App CPU per command, 10,000-event stream ÷ ~100 events',
    show: (r) => times(longStreamCpuRatio(r)),
    target: { text: '≤ 1.5×', met: (r) => longStreamCpuRatio(r) <= 1.5 },
    amount: lower(longStreamCpuRatio),
  },
  {
    label: 'A supresión of the 10,000-event member, until every screen shows it (ms)',
    show: (r) => `${r.app.suppression.untilEveryScreenMs.toFixed(0)} (${thousands(r.app.suppression.events)} events)`,
    target: { text: '≤ 1,000', met: (r) => r.app.suppression.untilEveryScreenMs <= 1000 },
    amount: lower((r) => r.app.suppression.untilEveryScreenMs),
  },
  {
    label: '10,000-event stream: read + fold in-process (ms)',
    show: (r) => r.app.longStream.readAndFoldMs.toFixed(1),
    amount: lower((r) => r.app.longStream.readAndFoldMs),
  },
  { label: 'Rebuild, every projection (events/s)', show: (r) => thousands(r.rebuild.eventsPerSecond) },
  { label: 'Raw SQLite replay (events/s)', show: (r) => thousands(r.stores.rawReplay.eventsPerSecond) },
  {
    label: 'Reading the log through the port (events/s)',
    show: (r) => thousands(r.stores.portReadAll.eventsPerSecond),
  },
  {
    label: 'Rebuild / raw replay',
    show: (r) => percent(rebuildRatio(r)),
    target: { text: '≥ 25 %', met: (r) => rebuildRatio(r) >= 0.25 },
    amount: higher(rebuildRatio),
  },
  { label: 'Append, 1 event per fsync (events/s)', show: (r) => thousands(r.stores.singleAppend.ours.eventsPerSecond) },
  {
    label: 'Raw SQLite append, 1 per fsync (events/s)',
    show: (r) => thousands(r.stores.singleAppend.raw.eventsPerSecond),
  },
  {
    label: 'Append / raw append',
    show: (r) => percent(appendRatio(r)),
    target: { text: '≥ 50 %', met: (r) => appendRatio(r) >= 0.5 },
    amount: higher(appendRatio),
  },
  {
    label: 'Peer append, 1 event per call (events/s)',
    show: (r) => thousands(r.stores.singleAppend.peer.eventsPerSecond),
  },
  {
    label: 'Append ours / peer',
    show: (r) => times(singlePeerRatio(r)),
    target: { text: '≥ 1×', met: (r) => singlePeerRatio(r) >= 1 },
    amount: higher(singlePeerRatio),
  },
  {
    label: 'Batched append (50/stream) ours / peer',
    show: (r) => times(peerRatio(r, 'batchAppend')),
    amount: higher((r) => peerRatio(r, 'batchAppend')),
  },
  {
    label: 'Read every stream ours / peer',
    show: (r) => times(peerRatio(r, 'readStreams')),
    amount: higher((r) => peerRatio(r, 'readStreams')),
  },
  {
    label: 'Read the whole log ours / peer',
    show: (r) => times(peerRatio(r, 'readAll')),
    amount: higher((r) => peerRatio(r, 'readAll')),
  },
  {
    label: 'Start-up until /api/health answers (s)',
    show: (r) => r.app.startupSeconds.toFixed(2),
    target: { text: '≤ 3', met: (r) => r.app.startupSeconds <= 3 },
    amount: lower((r) => r.app.startupSeconds),
  },
  {
    label: 'App peak RSS (MB)',
    show: (r) => r.app.peakRssMb.toFixed(0),
    target: { text: '≤ 250', met: (r) => r.app.peakRssMb <= 250 },
    amount: lower((r) => r.app.peakRssMb),
  },
  {
    label: 'Rebuild command peak RSS (MB)',
    show: (r) => r.rebuild.peakRssMb.toFixed(0),
    target: { text: '≤ 250', met: (r) => r.rebuild.peakRssMb <= 250 },
    amount: lower((r) => r.rebuild.peakRssMb),
  },
];

export const LOGIN_PAGE_TARGET_KB = 170;
