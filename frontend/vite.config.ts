// Vite build and dev server for the Gimnasio frontend: React, the shared domain, the /api proxy.
import { defineConfig, type Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { messages } from '../libs/domain/src/messages.ts';
import { apiOperations } from '../libs/domain/src/api/api-operations.ts';
import type { ApiOperation } from '../libs/domain/src/api/api-operation.ts';

const domainSource = fileURLToPath(new URL('../libs/domain/src/', import.meta.url));
const domainEntry = `${domainSource}index.ts`;
const operationsModule = `${domainSource}api/api-operations.ts`;
const zodWithoutEval = fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url));

/** Fills the `%KEY%` placeholders of index.html from the catalogue, so the page's static texts live there too. */
function catalogueInHtml(): Plugin {
  const texts: Readonly<Record<string, string>> = {
    GYM_NAME: messages['SHELL.GYM_NAME_DEFAULT'],
    NOSCRIPT: messages['SHELL.NOSCRIPT'],
    DESCRIPTION: messages['SHELL.DESCRIPTION'],
  };
  return {
    name: 'gym-catalogue-in-html',
    transformIndexHtml: (html) => html.replace(/%(\w+)%/g, (whole, key: string) => texts[key] ?? whole),
  };
}

/** What the browser's one client reads of an operation (lib/api-client*.ts): a file's media type, never a schema. */
function routeOf(operation: ApiOperation) {
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    access: operation.access,
    status: operation.status,
    command: operation.command,
    streamsLines: operation.streamsLines,
    upload: operation.upload,
    errors: operation.errors,
    response: typeof operation.response === 'string' ? operation.response : undefined,
  };
}

/**
 * The browser's copy of the API contract (api-operations.ts): each operation's method and path,
 * without its zod schemas, examples and OpenAPI texts. The client calls by operation id and reads
 * nothing else; a screen that checks a body imports that request's schema itself. With the whole
 * table, the login page downloaded every schema of the API, zod and the phone numbers' metadata
 * (75 of its 250 kB gzipped). Tests (jest) and the backend read the real module.
 */
function contractRoutesOnly(): Plugin {
  const routes = Object.fromEntries(Object.entries(apiOperations).map(([id, operation]) => [id, routeOf(operation)]));
  const code = `export const apiOperations = ${JSON.stringify(routes)};\nexport const allApiOperations = Object.values(apiOperations);\n`;
  return {
    name: 'gym-contract-routes-only',
    enforce: 'pre',
    load: (id) => (id === operationsModule ? code : null),
  };
}

/**
 * Fewer, larger chunks for the signed-in screens (issue 36). Left to itself the bundler gave each
 * screen 40–75 files of ~1 kB (a Mantine component, a helper), and a phone's browser asks for at most 6
 * at a time over HTTP/1.1, each a round trip of the slow line: a profile waited on 12 rounds of them.
 * - what the login page loads (its entry and everything it imports statically) stays one group of its
 *   own, so nothing signed-in joins it;
 * - the code two or more signed-in chunks share — Mantine's components, our shared components,
 *   stores and helpers, the domain's rules — is one 'desk' chunk;
 * - the heavy parts only some screens or forms need stay apart, loaded where used: zod and the API's
 *   schemas, the phone parser, the date pickers, the charts.
 */
const heavyAlone = [
  /node_modules[\\/](zod|libphonenumber-js|recharts|d3-[\w-]+|victory-vendor|@mantine[\\/](charts|dates)|dayjs)[\\/]/,
  /zod-without-eval/,
];
const sharedByScreens =
  /node_modules[\\/](@mantine[\\/](core|hooks|form|modals|notifications)|react-router|@floating-ui|react-remove-scroll|react-number-format|clsx|tslib)[\\/]|libs[\\/]domain[\\/]src[\\/]|frontend[\\/]src[\\/](components|lib|hooks|stores)[\\/]/;
const isHeavy = (id: string): boolean => heavyAlone.some((heavy) => heavy.test(id));

/** Whether `id` or anything it imports statically is heavy: in 'desk', it would bring that along to every screen. */
function reachesHeavy(id: string, ctx: ChunkingContext, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // a cycle adds nothing
  // The domain's index only re-exports, and is free of side effects: what a module takes through it is
  // what that module's own imports reach, not all the index names.
  const imports = id === domainEntry ? [] : (ctx.getModuleInfo(id)?.importedIds ?? []);
  const reaches = isHeavy(id) || imports.some((next) => reachesHeavy(next, ctx, seen));
  seen.set(id, reaches);
  return reaches;
}

const chunkGroups: CodeSplittingGroup[] = [
  { name: 'login', tags: ['$initial'], priority: 3 },
  {
    name: (id, ctx) => (reachesHeavy(id, ctx) ? null : 'desk'),
    debugName: 'desk',
    test: (id) => sharedByScreens.test(id) && !isHeavy(id),
    minShareCount: 2,
    priority: 1,
  },
];

export default defineConfig({
  plugins: [react(), catalogueInHtml(), contractRoutesOnly()],
  resolve: {
    alias: [
      { find: '@gym/domain', replacement: domainEntry },
      // Zod with its eval probe off, wherever a module imports it (the page's CSP refuses eval).
      { find: /^zod$/, replacement: zodWithoutEval },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    // scripts/build.mjs bundles into a new build folder (--outDir) and swaps it in; a bare `vite build`
    // lands here, never in frontend/dist, which a running app serves.
    outDir: '../build/compile/frontend/dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The domain is pure (no I/O, no globals), so what a page does not use, such as the
        // request schemas and with them zod, stays out of its bundle.
        moduleSideEffects: (id) => (id.startsWith(domainSource) ? false : undefined),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
