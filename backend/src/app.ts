// Builds the Nest application with everything an HTTP request passes through; used by main.ts
// and by the API tests, so both run the same app: Nest on Fastify (shared/http/fastify-app.ts).
import type { INestApplication } from '@nestjs/common';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule, type AppOptions } from './app.module.js';
import { ErrorFilter } from './shared/http/error.filter.js';
import { createFastifyApp } from './shared/http/fastify-app.js';
import { openApiDocument } from './shared/http/openapi-document.js';
import type { AppLogger } from './shared/logging/logger.js';
import { openEventStore } from './shared/open-stores.js';
import { tightenTree } from './shared/private-files.js';

export async function createApp(options: AppOptions): Promise<INestApplication> {
  tightenDataDir(options.config.dataDir, options.logger);
  // The key store is checked before Nest starts (which would exit on a provider's error): a missing or
  // unreadable one is a KeyStoreError the caller shows as one line (issue 39).
  await (await openEventStore(options.config)).close();
  const app = await createFastifyApp(AppModule.forRoot(options), options);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ErrorFilter(options.logger, app.getHttpAdapter()));
  // The contract is public (docs/openapi.json is in the repository too): the pages describe the API,
  // they reveal no data.
  SwaggerModule.setup('api/docs', app, openApiDocument() as unknown as OpenAPIObject);
  return app;
}

/** What an older version or a loose umask left readable by others under DATA_DIR becomes the app user's only. */
function tightenDataDir(dataDir: string, logger: AppLogger): void {
  for (const change of tightenTree(dataDir)) {
    if (change.error)
      logger.error(change, 'could not make a data file private: other users of this machine can read it');
    else logger.warn(change, 'data file was readable by other users of this machine: permissions tightened');
  }
}
