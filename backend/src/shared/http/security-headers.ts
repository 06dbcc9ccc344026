// Helmet's headers, worked out once: helmet runs twelve small middlewares per request, each
// setting one header that never changes with our configuration (no CSP nonces). Running it once
// against a recording response and replaying what it did costs one call per request instead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type HelmetOptions = Parameters<typeof helmet>[0];

export interface HeaderChanges {
  readonly set: ReadonlyMap<string, string>;
  readonly removed: readonly string[];
}

/** What helmet does to a response with these options (it runs synchronously on any request). */
export function helmetHeaders(options: HelmetOptions): HeaderChanges {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  const outcomes: unknown[] = [];
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) =>
    outcomes.push(error ?? null),
  );
  if (outcomes.length !== 1 || outcomes[0] !== null)
    throw new Error('helmet did not finish at once without an error: its headers cannot be worked out once');
  return { set, removed };
}

/** Helmet's headers as one object to set on every answer (what it removes, X-Powered-By, Fastify never sends). */
export function helmetHeaderObject(options: HelmetOptions): Readonly<Record<string, string>> {
  return Object.fromEntries(helmetHeaders(options).set);
}
