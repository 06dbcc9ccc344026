// Starts the app: validates the configuration, serves the API and the built frontend on PORT,
// and stops cleanly on SIGTERM/SIGINT.
import 'reflect-metadata';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { limitHeapGrowth } from './shared/heap-growth.js';
import { markRunningBuild } from './shared/running-build.js';
import { ShutdownGate } from './shared/http/shutdown-gate.js';
import { createLogger } from './shared/logging/logger.js';
import { KeyStoreError } from './shared/personal-data/member-data-keys.port.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

// Before anything else loads later from the build folder: no build deletes it while this runs.
markRunningBuild(import.meta.url);
limitHeapGrowth();
const config = readConfig();
const logger = createLogger(config.logLevel);
const staticDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');
// The projections fold and write documents in a worker thread, on the second core.
const projectionThread = new URL('./projections-worker.js', import.meta.url);
const app = await createApp({ config, logger, staticDir, projectionThread }).catch((error: unknown) => {
  // A key store missing or unreadable: one line naming it, never a start that reads every member as erased.
  if (error instanceof KeyStoreError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
});

/** How long requests under way may take to finish once a stop was asked for. */
const DRAIN_TIMEOUT_MS = 10_000;

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  // New requests are refused (503 'SERVER.SHUTTING_DOWN'); those under way finish and are stored.
  const gate = app.get(ShutdownGate);
  gate.close();
  if (!(await gate.drained(DRAIN_TIMEOUT_MS))) {
    logger.warn({ requests: gate.requestsInFlight }, 'stopping with requests still under way');
  }
  await app.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// Every address of this machine, as Node's own default: a phone at the desk opens http://192.168.x.x
// (Fastify alone would listen on localhost only). '::' takes IPv4 too; without IPv6, 0.0.0.0.
try {
  await app.listen(config.port, '::');
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT') throw error;
  await app.listen(config.port, '0.0.0.0');
}
logger.info(
  {
    port: config.port,
    dataDir: config.dataDir,
    events: config.eventStoreUrl ? 'eventstoredb' : 'sqlite',
    read: config.mongoUrl ? 'mongodb' : 'sqlite',
  },
  `Gimnasio listo en http://localhost:${config.port}`,
);
