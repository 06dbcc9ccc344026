// What every operator command starts with: the app's configuration and its two stores.
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { openEventStore, openReadStore } from '../shared/open-stores.js';
import type { ReadStore } from '../shared/read-store/read-store.adapter.js';
import { markRunningBuild } from '../shared/running-build.js';

export interface CliStores {
  readonly config: AppConfig;
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  close(): Promise<void>;
}

/** Reads the configuration like the app does; a bad value ends the command with its one-line message. */
export function cliConfig(): AppConfig {
  // A long command (a rebuild) loads the store adapters after it started: keep its build folder.
  markRunningBuild(import.meta.url, 3);
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

export async function openCliStores(config: AppConfig = cliConfig()): Promise<CliStores> {
  const eventStore = await openEventStore(config);
  const readStore = await openReadStore(config);
  return {
    config,
    eventStore,
    readStore,
    async close() {
      await eventStore.close();
      await readStore.close();
    },
  };
}
