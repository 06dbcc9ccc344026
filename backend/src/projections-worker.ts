// The app's projection thread (started by main.ts through ProjectionThread): its own connections
// to the two stores and a ProjectionRunner over every projection, serving the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { AppConfig } from './config.js';
import { allProjections } from './projections.js';
import { createLogger } from './shared/logging/logger.js';
import { openEventStore, openReadStore } from './shared/open-stores.js';
import { ProjectionRunner } from './shared/projections/projection-runner.js';
import { ProjectionThreadHost } from './shared/projections/projection-thread-host.js';
import { runnerLogger } from './shared/projections/runner-logger.js';

if (!parentPort) throw new Error('projections-worker.js runs only as the app’s worker thread');
const { config } = workerData as { config: AppConfig };
const eventStore = await openEventStore(config);
const readStore = await openReadStore(config);
const host = new ProjectionThreadHost(parentPort, async () => {
  await eventStore.close();
  await readStore.close();
});
host.serve(
  new ProjectionRunner(eventStore, readStore, allProjections, {
    logger: runnerLogger(createLogger(config.logLevel)),
    onCycle: host.cycled,
  }),
);
