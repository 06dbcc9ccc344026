// Real SQLite event stores in a temporary folder for a spec: closed after each test, removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from '@jest/globals';
import { SqliteEventStore, type SqliteEventStoreOptions } from '../../../shared/event-store/sqlite-event-store.js';

export interface TempStores {
  readonly dir: string;
  /** A path in the folder that no other call gives, ending in `name`. */
  path(name: string): string;
  /** Opens a store (a new file unless `file` is given), closed after the test. */
  open(file?: string, options?: SqliteEventStoreOptions): SqliteEventStore;
}

/** Call at the top of a spec file: it registers the jest hooks that clean up. */
export function tempStores(prefix: string): TempStores {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const opened: SqliteEventStore[] = [];
  let files = 0;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const path = (name: string): string => join(dir, `${(files += 1)}-${name}`);
  return {
    dir,
    path,
    open(file = path('events.db'), options = {}) {
      const store = SqliteEventStore.open(file, options);
      opened.push(store);
      return store;
    },
  };
}
