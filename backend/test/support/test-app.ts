// Starts the real Nest app in-process on a free port with a fresh DATA_DIR, for API tests over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { createLogger } from '../../src/shared/logging/logger.js';

export interface TestApp {
  readonly app: INestApplication;
  readonly baseUrl: string;
  readonly config: AppConfig;
  readonly dataDir: string;
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: { dataDir?: string; staticDir?: string } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gym-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await createApp({ config, logger: createLogger(config.logLevel), staticDir: options.staticDir });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    dataDir,
    async close({ keepData = false } = {}) {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
