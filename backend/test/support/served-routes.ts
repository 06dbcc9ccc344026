// The routes the running app serves, as `GET /api/members/:id`, on either HTTP platform (Express's
// router stack, or what Fastify registered): the contract tests enumerate them.
import { routesServedBy } from '../../src/shared/http/fastify/fastify-app.js';
import type { TestApp } from './test-app.js';

interface ExpressLayer {
  readonly route?: { readonly path: string; readonly methods: Record<string, boolean> };
}

export function servedRoutes(testApp: TestApp): string[] {
  const instance = testApp.app.getHttpAdapter().getInstance() as { router?: { stack: ExpressLayer[] } };
  if (testApp.config.httpPlatform === 'fastify') return [...routesServedBy(instance)];
  return (instance.router?.stack ?? []).flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route?.path}`) : [],
  );
}
