// The check-in search (R35) and the dashboard's 'Sin venir' (R28) read indexes in SQLite: no
// member's document is read to be filtered, so they stay fast on a gym of 10,000 members (the bench's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../shared/sqlite-driver.js';
import type { CollectionSpec, FindQuery } from '../../shared/read-store/read-store.port.js';
import { SqliteReadStore } from '../../shared/read-store/sqlite-read-store.js';
import { findSql } from '../../shared/read-store/sqlite-read-store.queries.js';
import { absentQuery } from '../../reports/dashboard/visit-figures.js';
import { MEMBERS, memberCollections } from '../member-list/member-documents.js';
import { checkInTextQuery } from './check-in-search.query.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-check-in-plans-'));
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

/** The columns of an index, in order. */
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

/** SQLite's plans of a find's page and of its count. */
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

describe('query plans of the check-in desk (R28)', () => {
  it('R35: each typed word reads one range of the words index, and members are found by id: nothing is scanned', () => {
    const { page, count } = plans(checkInTextQuery('jose munoz'));
    for (const plan of [page, count]) {
      expect(plan.match(/SEARCH members__g1__w_searchKeys USING PRIMARY KEY \(word>\? AND word<\?\)/g)).toHaveLength(2);
      expect(plan).not.toMatch(/SCAN members__g1\b/);
    }
  });

  it("'Sin venir' walks the absences in order and counts on the (activeThrough, absentSince) index", () => {
    const { page, count } = plans(absentQuery('2026-03-20'));
    expect(page).toMatch(/USING (COVERING )?INDEX members__g1__i\d+ \(absentSince<\?\)/);
    expect(page).not.toContain('TEMP B-TREE');
    const [, index = ''] = /INDEX (members__g1__i\d+) \(activeThrough>\?\)/.exec(count) ?? [];
    // Both bounds on the index entries: no member's document is read to count the absences.
    expect(indexColumns(index).slice(0, 2)).toEqual(['activeThrough', 'absentSince']);
  });
});
