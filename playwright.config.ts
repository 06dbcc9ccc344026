// Browser tests: Debian's Chromium driven by Playwright against the real built app.
import { defineConfig } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium in Spanish, as at a Colombian front desk: with Debian's chromium-l10n, native date inputs
 * read dd/mm/aaaa and month pickers 'noviembre de 2026'. Chromium takes its UI language from these.
 */
export const CHROMIUM_ENV = { ...process.env, LANG: 'es_CO.UTF-8', LANGUAGE: 'es_CO' };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  // On CI one retry, so a browser test slowed past a timeout by a busy machine does not stop a landing;
  // `npm test` names each test that passed only on its retry (FLAKY: …) so it is seen and fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      env: CHROMIUM_ENV,
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
