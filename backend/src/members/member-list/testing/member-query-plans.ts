// SQLite's plans of finds on the members collection, read on an empty generation of the members
// projection in a temporary folder: the specs that check a screen's query reads indexes use them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { Database } from '../../../shared/sqlite-driver.js';
import type { CollectionSpec, FindQuery } from '../../../shared/read-store/read-store.port.js';
import { SqliteReadStore } from '../../../shared/read-store/sqlite-read-store.js';
import { findSql } from '../../../shared/read-store/sqlite-read-store.queries.js';
import { MEMBERS, memberCollections } from '../member-documents.js';

export interface MemberQueryPlans {
  /** SQLite's plans of a find's page and of its count. */
  plans(query: FindQuery): { page: string; count: string };
  /** The columns of an index, in order. */
  indexColumns(name: string): string[];
}

/** Call inside a spec file: the store is made before all its tests and removed after. */
export function memberQueryPlans(prefix: string): MemberQueryPlans {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'read.db');
  const spec = memberCollections.find((collection) => collection.name === MEMBERS) as CollectionSpec;

  beforeAll(async () => {
    const store = await SqliteReadStore.open(file);
    const ref = { projection: 'members', generation: 1 };
    await store.createGeneration(ref, 1, memberCollections);
    const generationsVersion =
      (await store.generationFacts()).find((fact) => fact.projection === 'members')?.version ?? 0;
    await store.commitBatch({ ...ref, expectedPosition: 0, generationsVersion, position: 1, operations: [] });
    await store.activateGeneration(ref);
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function indexColumns(name: string): string[] {
    const raw = new Database(file, { readonly: true });
    try {
      return raw
        .prepare(`PRAGMA index_info("${name}")`)
        .all()
        .map((row) => String((row as { name: unknown }).name));
    } finally {
      raw.close();
    }
  }

  function plans(query: FindQuery): { page: string; count: string } {
    const { page, where } = findSql(spec, query);
    const raw = new Database(file, { readonly: true });
    try {
      const explain = (sql: string, params: readonly unknown[]) =>
        raw
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => String((row as { detail: unknown }).detail))
          .join('\n');
      return {
        page: explain(page.sql, page.params),
        count: explain(`SELECT count(*) FROM "${MEMBERS}" WHERE ${where.sql}`, where.params),
      };
    } finally {
      raw.close();
    }
  }

  return { plans, indexColumns };
}
