// Declared fields as plain columns: an update writes only the columns whose value changed, every
// query sees the new values, and tables made before (fields generated from `doc`) still work. A
// document read by id (no snapshot around it) follows swaps made by another process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../sqlite-driver.js';
import type { Doc } from './read-store.port.js';
import type { ReadStore } from './read-store.adapter.js';
import {
  MEMBERS,
  members,
  paymentSpec,
  puts,
  uniqueNames,
  versionOf,
  type TestNames,
} from './read-store.contract.fixtures.js';
import { SqliteReadStore } from './sqlite-read-store.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-read-columns-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fresh = uniqueNames();

async function write(store: ReadStore, names: TestNames, docs: readonly Doc[], position: number): Promise<void> {
  await store.commitBatch({
    projection: names.projection,
    generation: 1,
    expectedPosition: position - 1,
    generationsVersion: await versionOf(store, names.projection),
    position,
    operations: puts(names.members, docs),
  });
}

/** A read-store file holding a fresh projection's members (generation 1, active), closed. */
async function filledFile(): Promise<{ names: TestNames; file: string }> {
  const names = fresh();
  const file = join(dir, `${names.projection}.db`);
  const store = await SqliteReadStore.open(file);
  await members(store, names);
  await store.close();
  return { names, file };
}

function raw<T>(file: string, body: (db: Database) => T): T {
  const db = new Database(file);
  try {
    return body(db);
  } finally {
    db.close();
  }
}

describe('SqliteReadStore: declared fields as columns', () => {
  it('given updates that change one field, set null or drop another, every filter and sort sees the new values', async () => {
    const names = fresh();
    const store = await SqliteReadStore.open(join(dir, `${names.projection}.db`));
    try {
      await members(store, names);
      const [ana, bruno, carla] = MEMBERS as [Doc, Doc, Doc];
      await write(store, names, [{ ...ana, debt: 7000 }], 11);
      await write(
        store,
        names,
        [
          { ...bruno, plan: 'ticket', active: null },
          { id: carla.id, name: carla['name'] },
        ],
        12,
      );
      expect(await store.count(names.members, { debt: 7000 })).toBe(1);
      expect(await store.count(names.members, { debt: 0 })).toBe(0);
      expect((await store.find(names.members, { filter: { plan: 'ticket' } })).items.map((doc) => doc.id)).toEqual([
        'm2',
      ]);
      expect(await store.count(names.members, { active: null })).toBe(3);
      expect(await store.count(names.members, { active: true })).toBe(2);
      expect(await store.sum(names.members, 'debt', undefined)).toBe(7000 + 5000 + 1500.5);
      const byDebt = await store.find(names.members, { sort: [{ field: 'debt', direction: 'desc' }] });
      expect(byDebt.items.map((doc) => doc.id)).toEqual(['m1', 'm2', 'm4', 'm3', 'm5']);
      expect(await store.get(names.members, 'm3')).toEqual({ id: 'm3', name: 'Carla' });
    } finally {
      await store.close();
    }
  });

  it('given a table made before (fields generated from the document), keeps writing and reading it', async () => {
    const { names, file } = await filledFile();
    const table = `${names.members}__g1`;
    raw(file, (db) => {
      const generated = ['name', 'plan', 'debt', 'active', 'expiresOn'].map(
        (field) => `"${field}" GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`,
      );
      db.exec(`DROP VIEW "${names.members}"`);
      db.exec(`ALTER TABLE "${table}" RENAME TO old_rows`);
      db.exec(`CREATE TABLE "${table}" (id TEXT PRIMARY KEY, doc TEXT NOT NULL, ${generated.join(', ')})`);
      db.exec(`INSERT INTO "${table}" (id, doc) SELECT id, doc FROM old_rows`);
      db.exec('DROP TABLE old_rows');
      db.exec(`CREATE INDEX "${table}__i1" ON "${table}" ("debt", "id")`);
      db.exec(
        `CREATE VIEW "${names.members}" AS SELECT id, doc, "active", "debt", "expiresOn", "name", "plan" FROM "${table}"`,
      );
    });
    const store = await SqliteReadStore.open(file);
    try {
      await write(
        store,
        names,
        [
          { ...(MEMBERS[0] as Doc), debt: 9000 },
          { id: 'm9', name: 'Zoe', debt: 1 },
        ],
        11,
      );
      expect(await store.count(names.members, { debt: 9000 })).toBe(1);
      expect(await store.count(names.members, { debt: 0 })).toBe(0);
      expect(await store.count(names.members)).toBe(MEMBERS.length + 1);
      expect(await store.get(names.members, 'm9')).toEqual({ id: 'm9', name: 'Zoe', debt: 1 });
    } finally {
      await store.close();
    }
  });

  it('stores each field in its own column, with the type it was written with', async () => {
    const { names, file } = await filledFile();
    const row = raw(file, (db) =>
      db
        .prepare(
          `SELECT typeof(name) AS name, typeof(debt) AS debt, active FROM "${names.members}__g1" WHERE id = 'm1'`,
        )
        .get(),
    );
    expect(row).toEqual({ name: 'text', debt: expect.stringMatching(/integer|real/), active: 1 });
  });

  it('given another process swaps generations, a document read by id follows the active one, or is gone', async () => {
    const names = fresh();
    const file = join(dir, `${names.projection}.db`);
    const store = await SqliteReadStore.open(file);
    const operator = await SqliteReadStore.open(file);
    try {
      await members(store, names);
      expect(await store.get(names.members, 'm1')).toEqual(MEMBERS[0]);
      await members(operator, names, { generation: 2, docs: [{ id: 'm1', name: 'Ana María' }] });
      expect(await store.get(names.members, 'm1')).toEqual({ id: 'm1', name: 'Ana María' });
      const third = { projection: names.projection, generation: 3 };
      await operator.createGeneration(third, 1, [paymentSpec(names.payments)]);
      const generationsVersion = await versionOf(operator, names.projection);
      await operator.commitBatch({ ...third, expectedPosition: 0, generationsVersion, position: 10, operations: [] });
      await operator.activateGeneration(third);
      expect(await store.get(names.members, 'm1')).toBeNull();
      expect(await store.get('projection_state', 'm1')).toBeNull();
    } finally {
      await operator.close();
      await store.close();
    }
  });
});
