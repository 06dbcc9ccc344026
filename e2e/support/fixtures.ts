// The `app` fixture: one running app per test file (worker), shared by its tests.
import { test as base } from '@playwright/test';
import { type AppServer, startAppServer } from './app-server';

export const test = base.extend<object, { app: AppServer }>({
  app: [
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.baseUrl),
});

export { expect } from '@playwright/test';

export const screenshotPath = (name: string): string => `test-results/screenshots/${name}.png`;
