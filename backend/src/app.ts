// Builds the Nest application with everything an HTTP request passes through; used by main.ts
// and by the API tests, so both run the same app.
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { AppModule, type AppOptions } from './app.module.js';
import { answerClientErrorsAsJson } from './shared/http/client-errors.js';
import { ErrorFilter } from './shared/http/error.filter.js';
import { jsonBody } from './shared/http/json-body.js';
import { jsonOnly } from './shared/http/json-only.middleware.js';
import { noStoreApi } from './shared/http/no-store.middleware.js';
import { openApiDocument } from './shared/http/openapi-document.js';
import { readYourWrites } from './shared/http/read-your-writes.middleware.js';
import { responseCompression } from './shared/http/response-compression.js';
import { sameOriginWrites } from './shared/http/same-origin-writes.middleware.js';
import { securityHeaders } from './shared/http/security-headers.js';
import { ShutdownGate } from './shared/http/shutdown-gate.js';
import { NestPinoLogger, type AppLogger } from './shared/logging/logger.js';
import { requestLogging } from './shared/logging/request-logging.js';
import { ProjectionService } from './shared/projections/projection-service.js';
import { tightenTree } from './shared/private-files.js';

export const BODY_LIMIT = '100kb';

export async function createApp(options: AppOptions): Promise<INestApplication> {
  tightenDataDir(options.config.dataDir, options.logger);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: new NestPinoLogger(options.logger),
    bodyParser: false,
    // On close, end the connections left open (idle keep-alives, half-sent requests) instead of
    // waiting for their timeouts; main.ts first lets the requests under way finish (ShutdownGate).
    forceCloseConnections: true,
  });
  // Believe X-Forwarded-For/-Proto only from a reverse proxy on this machine: the client address
  // feeds the sign-in brake, and HTTPS seen by the proxy makes the session cookie Secure.
  app.set('trust proxy', 'loopback');
  answerClientErrorsAsJson(app.getHttpServer());
  app.use(requestLogging(options.logger));
  app.use(app.get(ShutdownGate).middleware);
  app.use(responseCompression());
  // No HSTS or upgrade-insecure-requests: a gym often serves plain HTTP on its own network
  // (a phone at the front desk opening http://192.168.x.x:3000), which those would break.
  app.use(
    securityHeaders({
      strictTransportSecurity: false,
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null } },
    }),
  );
  app.use(noStoreApi);
  // Before anything reads the body or the session: another site's page changes nothing (issue 18).
  app.use(sameOriginWrites(options.config.appOrigins, options.logger));
  app.use(jsonOnly);
  app.use(jsonBody(BODY_LIMIT));
  app.use(cookieParser());
  app.use(readYourWrites(app.get(ProjectionService)));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ErrorFilter(options.logger));
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
