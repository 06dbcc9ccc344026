// `npm run projections -- status | rebuild [name…]`: an operator's view of the projections and a
// rebuild that runs beside the live app (fresh generation, swapped in one step when caught up).
import { message } from '@gym/domain';
import { allProjections } from '../projections.js';
import { RebuildSupersededError } from '../shared/projections/projection-rebuilds.js';
import { type ProjectionStatus, ProjectionRunner, type RunnerLogger } from '../shared/projections/projection-runner.js';
import type { CliIo } from './cli-io.js';
import { openCliStores, type CliStores } from './cli-stores.js';
import { createProgressReporter } from './progress-reporter.js';

export interface ProjectionsCliIo extends CliIo {
  /** Where the rebuild's progress goes (default the process's stderr). */
  readonly progress?: NodeJS.WriteStream;
}

async function status(stores: CliStores, { out }: ProjectionsCliIo): Promise<void> {
  const runner = new ProjectionRunner(stores.eventStore, stores.readStore, allProjections, { followActive: false });
  const { head, projections } = await runner.status();
  out(message('CLI.STATUS_HEADER', { head, events: stores.eventStore.kind, read: stores.readStore.kind }));
  for (const definition of allProjections) {
    const generations = projections.filter((p) => p.name === definition.name);
    if (generations.length === 0) out(message('CLI.STATUS_MISSING', { name: definition.name }));
    for (const p of generations) {
      const { name, version, generation, position, lag } = p;
      const state = stateOf(p, definition.version);
      out(
        message('CLI.STATUS_ROW', { name, version, generation, position, lag, codeVersion: definition.version, state }),
      );
    }
  }
}

function stateOf(p: ProjectionStatus, codeVersion: number): string {
  const building = !p.active
    ? message('CLI.STATUS_BUILDING')
    : p.version !== codeVersion
      ? message('CLI.STATUS_OUTDATED')
      : '';
  const failing = p.failure ? message('CLI.STATUS_FAILING', { since: p.failure.since, reason: p.failure.message }) : '';
  return `${building}${failing}`;
}

const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** Failures reach the operator once each (the runner logs a failure once, then retries quietly). */
function operatorLogger(err: (text: string) => void): RunnerLogger {
  return {
    info: () => undefined,
    error: (text, details) =>
      err(
        message('CLI.REBUILD_RETRYING', {
          name: textOr(details?.['projection'], ''),
          reason: textOr(details?.['error'], text),
        }),
      ),
  };
}

async function rebuild(
  stores: CliStores,
  names: readonly string[],
  { out, err, progress: stream }: ProjectionsCliIo,
): Promise<void> {
  const known = allProjections.map((p) => p.name);
  const unknown = names.find((name) => !known.includes(name));
  if (unknown) throw new UsageError(message('CLI.UNKNOWN_PROJECTION', { name: unknown, names: known.join(', ') }));
  const runner = new ProjectionRunner(stores.eventStore, stores.readStore, allProjections, {
    followActive: false,
    batchSize: 2000,
    logger: operatorLogger(err),
  });
  await runner.start();
  const startedAt = Date.now();
  // What it sets out to do: the log as it is now (events appended meanwhile are applied too).
  const progress = createProgressReporter(message('CLI.REBUILD_LABEL'), await stores.eventStore.headPosition(), stream);
  const timer = setInterval(() => {
    const positions = runner.rebuildProgress().map((r) => r.position);
    if (positions.length > 0) progress.update(Math.min(...positions));
  }, 200);
  const interrupt = (): void => void runner.stop();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  let completed = false;
  try {
    await runner.rebuild(names);
    completed = true;
  } finally {
    clearInterval(timer);
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    if (completed) progress.complete();
    else progress.stop();
    await runner.stop();
  }
  const events = await stores.eventStore.headPosition();
  const seconds = Math.max((Date.now() - startedAt) / 1000, 0.001);
  out(
    message('CLI.REBUILD_DONE', {
      events,
      seconds: seconds.toFixed(1),
      rate: Math.round(events / seconds),
      names: (names.length > 0 ? names : known).join(', '),
    }),
  );
}

class UsageError extends Error {}

/** Runs one operator command; answers the exit code (0 done, 1 failed, 2 usage, 130 interrupted). */
export async function runProjectionsCli(args: readonly string[], io: ProjectionsCliIo): Promise<number> {
  const command = args.at(0);
  const rest = args.slice(1);
  if (command !== 'status' && command !== 'rebuild') {
    io.out(message('CLI.PROJECTIONS_USAGE'));
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const stores = await openCliStores(io.config);
  try {
    if (command === 'status') await status(stores, io);
    else await rebuild(stores, rest, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    if (error instanceof RebuildSupersededError) {
      io.err(message('CLI.REBUILD_SUPERSEDED', { name: error.projection }));
      return 1;
    }
    if (error instanceof Error && error.message === 'Projection runner stopped') {
      io.err(message('CLI.REBUILD_INTERRUPTED'));
      return 130;
    }
    io.err(message('CLI.FAILED', { reason: error instanceof Error ? error.message : String(error) }));
    return 1;
  } finally {
    await stores.close();
  }
}
