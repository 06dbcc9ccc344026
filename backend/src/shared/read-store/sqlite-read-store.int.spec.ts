// The SQLite read store on real files: the contract, snapshot isolation, reopening, index use.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../sqlite-driver.js';
import type { Doc } from './read-store.port.js';
import type { Operation } from './projection-store.port.js';
import type { ReadStore } from './read-store.adapter.js';
import { describeReadStoreContract } from './read-store.contract.js';
import { MEMBERS, memberSpec, members, uniqueNames, versionOf } from './read-store.contract.fixtures.js';
import { SqliteReadStore } from './sqlite-read-store.js';
import { findSql } from './sqlite-read-store.queries.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-read-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeReadStoreContract('sqlite', () => SqliteReadStore.open(join(dir, 'contract', 'read.db')));

describe('SqliteReadStore', () => {
  const fresh = uniqueNames();
  let file: string;
  let store: ReadStore;
  beforeEach(async () => {
    file = join(dir, `${fresh().projection}.db`);
    store = await SqliteReadStore.open(file);
  });
  afterEach(() => store.close());

  /** The indexes SQLite keeps on `table` (not those it makes itself for a key), read from the file. */
  const indexesOf = (table: string): string[] => {
    const raw = new Database(file, { readonly: true });
    try {
      return raw
        .prepare<[string], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name",
        )
        .all(table)
        .map((row) => row.name);
    } finally {
      raw.close();
    }
  };

  /** Commits `operations` to a generation as the batch that follows position `from`. */
  const batchInto =
    (ref: { projection: string; generation: number }) =>
    async (from: number, operations: Operation[]): Promise<void> =>
      store.commitBatch({
        ...ref,
        expectedPosition: from,
        generationsVersion: await versionOf(store, ref.projection),
        position: from + 1,
        operations,
      });

  it('a query during an open batch transaction sees the state before the batch', async () => {
    const names = fresh();
    const ref = await members(store, names);
    let midBatch: Promise<number> | undefined;
    // JSON.stringify calls toJSON inside commitBatch's transaction: the query runs right then.
    const spy: Doc = {
      id: 'spy',
      toJSON: () => {
        midBatch = store.count(names.members);
        return { id: 'spy' };
      },
    };
    await store.commitBatch({
      ...ref,
      expectedPosition: 10,
      generationsVersion: await versionOf(store, names.projection),
      position: 11,
      operations: [
        { kind: 'delete', collection: names.members, id: 'm1' },
        { kind: 'put', collection: names.members, doc: { id: 'new1' } },
        { kind: 'put', collection: names.members, doc: { id: 'new2' } },
        { kind: 'put', collection: names.members, doc: spy },
      ],
    });
    expect(await midBatch).toBe(MEMBERS.length);
    expect(await store.count(names.members)).toBe(MEMBERS.length + 2);
  });

  it('reopening the file keeps the active generation and its checkpoint', async () => {
    const names = fresh();
    await members(store, names);
    const states = await store.projectionStates();
    await store.close();
    store = await SqliteReadStore.open(file);
    expect(await store.projectionStates()).toEqual(states);
    expect(await store.get(names.members, 'm4')).toEqual(MEMBERS[3]);
  });

  it('sees generations activated by another process (an operator rebuild)', async () => {
    const names = fresh();
    expect(await store.count(names.members)).toBe(0);
    const operator = await SqliteReadStore.open(file);
    await members(operator, names);
    expect(await store.count(names.members)).toBe(MEMBERS.length);

    const next = { projection: names.projection, generation: 2 };
    const spec = memberSpec(names.members);
    await operator.createGeneration(next, 2, [{ ...spec, fields: { ...spec.fields, level: 'number' } }]);
    const operations = [{ kind: 'put' as const, collection: names.members, doc: { id: 'only', level: 3 } }];
    const generationsVersion = await versionOf(operator, names.projection);
    // Caught up with the live generation (position 10): a swap never hides applied events.
    await operator.commitBatch({ ...next, expectedPosition: 0, generationsVersion, position: 10, operations });
    await operator.activateGeneration(next);
    await operator.close();
    const page = await store.find(names.members, { filter: { level: { $gte: 3 } } });
    expect(page).toEqual({ items: [{ id: 'only', level: 3 }], total: 1 });
  });

  it('a filter and sort on indexed fields read the index, with no temporary sort', async () => {
    const names = fresh();
    await members(store, names);
    const { page: select } = findSql(memberSpec(names.members), {
      filter: { plan: 'monthly' },
      sort: [{ field: 'name', direction: 'asc' }],
      limit: 20,
    });
    const raw = new Database(file, { readonly: true });
    try {
      const plan = raw
        .prepare(`EXPLAIN QUERY PLAN ${select.sql}`)
        .all(...select.params)
        .map((row) => String((row as { detail: unknown }).detail))
        .join('\n');
      expect(plan).toContain(`USING INDEX ${names.members}__g1__i0 (plan=?)`);
      expect(plan).not.toContain('TEMP B-TREE');
    } finally {
      raw.close();
    }
  });

  it('a generation being built gets its indexes when activated, or earlier when a bulk delete needs one', async () => {
    const names = fresh();
    const ref = await members(store, names, { activate: false });
    expect(indexesOf(`${names.members}__g1`)).toEqual([]);
    const payments = [
      { id: 'p1', memberId: 'm1', amount: 10 },
      { id: 'p2', memberId: 'm2', amount: 20 },
    ];
    await store.commitBatch({
      ...ref,
      expectedPosition: 10,
      generationsVersion: await versionOf(store, names.projection),
      position: 12,
      operations: [
        ...payments.map((doc) => ({ kind: 'put' as const, collection: names.payments, doc })),
        { kind: 'deleteWhere', collection: names.payments, filter: { memberId: 'm1' } },
      ],
    });
    expect(indexesOf(`${names.payments}__g1`)).toEqual([`${names.payments}__g1__i0`]);
    await store.activateGeneration(ref);
    expect(indexesOf(`${names.members}__g1`)).toEqual([`${names.members}__g1__i0`, `${names.members}__g1__i1`]);
    expect(await store.find(names.payments, { filter: { memberId: 'm2' } })).toEqual({
      items: [payments[1]],
      total: 1,
    });
    expect(await store.count(names.members, { plan: 'monthly' })).toBe(2);
  });

  it('an append-only table is filled with no index at all, indexed at activation; an id put twice stops the swap', async () => {
    const names = fresh();
    const spec = {
      name: names.payments,
      fields: { memberId: 'text' as const },
      indexes: [['memberId']],
      appendOnly: true,
    };
    const ref = { projection: names.projection, generation: 1 };
    await store.createGeneration(ref, 1, [spec]);
    const put = (id: string): Operation => ({ kind: 'put', collection: names.payments, doc: { id, memberId: 'm1' } });
    const batch = batchInto(ref);
    await batch(0, [put('a'), put('b')]);
    expect(indexesOf(`${names.payments}__g1`)).toEqual([]);
    await batch(1, [put('a')]);
    const outcome = await store.activateGeneration(ref).then(
      () => {
        const raw = new Database(file, { readonly: true });
        try {
          return JSON.stringify({
            rows: raw.prepare(`SELECT id, rowid FROM "${names.payments}__g1"`).all(),
            schema: raw.prepare('SELECT name, sql FROM sqlite_master').all(),
          });
        } finally {
          raw.close();
        }
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(/UNIQUE/);
    expect((await store.projectionStates()).find((s) => s.projection === names.projection)?.active).toBe(false);
    const ok = { projection: names.projection, generation: 2 };
    await store.createGeneration(ok, 1, [spec]);
    await batchInto(ok)(0, [put('a'), put('b')]);
    await store.activateGeneration(ok);
    expect(await store.count(names.payments, { memberId: 'm1' })).toBe(2);
  });

  it('R44: setting rows aside out of a table being filled indexes neither it nor waits for it to be read', async () => {
    const names = fresh();
    const ledger = {
      name: names.payments,
      fields: { memberId: 'text' as const },
      indexes: [['memberId']],
      appendOnly: true,
    };
    const aside = { name: names.members, fields: { memberId: 'text' as const }, indexes: [['memberId']] };
    const ref = { projection: names.projection, generation: 1 };
    await store.createGeneration(ref, 1, [ledger, aside]);
    const put = (id: string, memberId: string): Operation => ({
      kind: 'put',
      collection: names.payments,
      doc: { id, memberId },
    });
    const batch = batchInto(ref);
    await batch(0, [put('a', 'm1'), put('b', 'm2')]);
    await batch(1, [
      { kind: 'copyWhere', collection: names.members, from: names.payments, filter: { memberId: 'm1' } },
      { kind: 'deleteWhere', collection: names.payments, filter: { memberId: 'm1' } },
    ]);
    await batch(2, [put('c', 'm1')]);
    expect(indexesOf(`${names.payments}__g1`)).toEqual([]);
    await store.activateGeneration(ref);
    expect((await store.find(names.members, {})).items).toEqual([{ id: 'a', memberId: 'm1' }]);
    expect((await store.find(names.payments, { sort: [{ field: 'id', direction: 'asc' }] })).items).toEqual([
      { id: 'b', memberId: 'm2' },
      { id: 'c', memberId: 'm1' },
    ]);
  });

  it("R48 (c): a document that shrank leaves no old bytes in read.db's free pages once the old versions are discarded", async () => {
    const names = fresh();
    const secret = 'Teodora Villamizar';
    // Larger than a page: its tail lives in overflow pages, freed whole when the document shrinks.
    const visits = Array.from({ length: 400 }, (_, day) => ({ day, by: `${secret} ${day}` }));
    const ref = await members(store, names, { docs: [{ id: 'm1', name: secret, visits }] });
    const bytes = () => Buffer.concat([file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path)));
    expect(await store.discardOldVersions()).toBe(true);
    expect(bytes().includes(Buffer.from(secret))).toBe(true);
    await store.commitBatch({
      ...ref,
      expectedPosition: 10,
      generationsVersion: await versionOf(store, names.projection),
      position: 11,
      operations: [{ kind: 'put', collection: names.members, doc: { id: 'm1', name: '[dato suprimido]' } }],
    });
    expect(await store.discardOldVersions()).toBe(true);
    expect(bytes().includes(Buffer.from(secret))).toBe(false);
    expect(await store.get(names.members, 'm1')).toEqual({ id: 'm1', name: '[dato suprimido]' });
  });
});
