// The `app` fixture: one running app per test file, shared by that file's tests (a worker that
// moves on to another file stops the old app and starts a fresh one on a new DATA_DIR).
// `seedDataDir` lets a file write events into its app's DATA_DIR before the app starts.
import { test as base } from '@playwright/test';
import { type AppServer, type DataDirSeed, startAppServer } from './app-server';

/** Wrapped in an object: Playwright would take a bare function for a fixture of its own. */
export interface DataDirSeeding {
  readonly seed: DataDirSeed;
}

interface FileServers {
  /** The app of `file`, started (after `seed`) the first time one of its tests asks. */
  forFile(file: string, seed: DataDirSeed | undefined): Promise<AppServer>;
}

interface TestFixtures {
  readonly app: AppServer;
  readonly seedDataDir: DataDirSeeding | undefined;
}

export const test = base.extend<TestFixtures, { readonly fileServers: FileServers }>({
  fileServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const current = new Map<string, AppServer>();
      await use({
        async forFile(file, seed) {
          const running = current.get(file);
          if (running) return running;
          for (const [other, server] of current) {
            current.delete(other);
            await server.stop();
          }
          const server = await startAppServer({}, seed);
          current.set(file, server);
          return server;
        },
      });
      for (const server of current.values()) await server.stop();
    },
    { scope: 'worker' },
  ],
  seedDataDir: [undefined, { option: true }],
  app: async ({ fileServers, seedDataDir }, use, testInfo) => {
    await use(await fileServers.forFile(testInfo.file, seedDataDir?.seed));
  },
  baseURL: async ({ app }, use) => use(app.baseUrl),
});

export { expect } from '@playwright/test';

export const screenshotPath = (name: string): string => `test-results/screenshots/${name}.png`;
