// Contract cases of a words field (R35, search by words): `$prefixes` finds the documents each of
// whose prefixes begins one of their words, from the field's own index, on every adapter alike.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { normaliseSearchText, searchKeysOf, searchWordsOf } from '@gym/domain';
import type { Operation } from './projection-store.port.js';
import type { CollectionSpec, Doc, Filter } from './read-store.port.js';
import { type ContractContext, ids, puts, type TestNames, versionOf } from './read-store.contract.fixtures.js';

function peopleSpec(name: string): CollectionSpec {
  return { name, fields: { nameKey: 'text', plan: 'text', keys: 'words', debt: 'number' }, indexes: [['nameKey']] };
}

const person = (id: string, name: string, phone: string, cedula: string | null, plan = 'monthly', debt = 0): Doc => ({
  id,
  name,
  nameKey: normaliseSearchText(name),
  plan,
  keys: searchKeysOf(name, phone, cedula),
  debt,
});

const PEOPLE: readonly Doc[] = [
  person('p1', 'José Luis Muñoz Pérez', '300 123 4567', '1023456789'),
  person('p2', 'Andrés Castaño', '3109876543', null, 'fortnight'),
  person('p3', 'María Guiza Rojas', '6015551234', '52123456', 'monthly', 2000),
  person('p4', 'Josefina Muñoz', '3004567000', null),
  person('p5', "María-José O'Neil", '+34612000999', null, 'fortnight'),
];

export function describeWordsCases({ store, fresh }: ContractContext): void {
  describe('words fields (R35)', () => {
    let names: TestNames;
    let position = 10;
    const commit = async (operations: Operation[], generation = 1) => {
      const ref = { projection: names.projection, generation };
      const generationsVersion = await versionOf(store(), names.projection);
      await store().commitBatch({
        ...ref,
        expectedPosition: position,
        generationsVersion,
        position: position + 1,
        operations,
      });
      position += 1;
    };
    const found = async (typed: string, filter: Filter = {}) =>
      ids(
        (
          await store().find(names.members, {
            filter: { ...filter, keys: { $prefixes: searchWordsOf(typed) } },
            sort: [{ field: 'nameKey', direction: 'asc' }],
          })
        ).items,
      );

    beforeAll(async () => {
      names = fresh();
      const ref = { projection: names.projection, generation: 1 };
      await store().createGeneration(ref, 1, [peopleSpec(names.members)]);
      const generationsVersion = await versionOf(store(), ref.projection);
      const operations = puts(names.members, PEOPLE);
      await store().commitBatch({ ...ref, expectedPosition: 0, generationsVersion, position: 10, operations });
      await store().activateGeneration(ref);
    });

    it.each<[string, string[]]>([
      ['jose munoz', ['p1', 'p4']],
      ['munoz jose', ['p1', 'p4']],
      ['JOSÉ MUÑOZ PÉREZ', ['p1']],
      ['andres castano', ['p2']],
      ['maria guiza', ['p3']],
      ['maria', ['p3', 'p5']],
      ['mariajose', ['p5']],
      ['o neil', ['p5']],
      ['4567', ['p1', 'p4']],
      ['300 123', ['p1']],
      ['456789', ['p1']],
      ['555', ['p3']],
      ['jose 4567', ['p1', 'p4']],
      ['uis', []],
      ['jose andres', []],
    ])('R35: %j finds %j (word beginnings in any order, digits within phone or cédula)', async (typed, expected) => {
      expect(await found(typed)).toEqual(expected);
    });

    it('R35: words combine with other conditions, sorting, paging and the total', async () => {
      expect(await found('maria', { plan: 'fortnight' })).toEqual(['p5']);
      const page = await store().find(names.members, {
        filter: { keys: { $prefixes: ['jose'] } },
        sort: [{ field: 'nameKey', direction: 'desc' }],
        limit: 1,
      });
      expect({ ids: ids(page.items), total: page.total }).toEqual({ ids: ['p5'], total: 3 });
      expect(await store().count(names.members, { keys: { $prefixes: ['mu'] } })).toBe(2);
      expect(await store().count(names.members, { keys: { $prefixes: [] } })).toBe(PEOPLE.length);
      expect(await store().get(names.members, 'p1')).toEqual(PEOPLE[0]);
    });

    it("R38: the member list's plan filter and its sort by plan: a grouped count per plan of a search, then one plan's page by name", async () => {
      const search = { keys: { $prefixes: ['maria'] } };
      expect(await store().groupSum(names.members, 'plan', 'debt', search)).toEqual([
        { key: 'fortnight', count: 1, sum: 0 },
        { key: 'monthly', count: 1, sum: 2000 },
      ]);
      const plan = await store().find(names.members, {
        filter: { plan: 'monthly', keys: { $prefixes: ['mu'] } },
        sort: [
          { field: 'nameKey', direction: 'desc' },
          { field: 'id', direction: 'desc' },
        ],
        skip: 1,
        limit: 1,
      });
      expect({ ids: ids(plan.items), total: plan.total }).toEqual({ ids: ['p1'], total: 2 });
      expect(await store().count(names.members, { plan: 'fortnight' })).toBe(2);
      expect(await store().count(names.members, { plan: { $in: ['fortnight', 'monthly'] } })).toBe(PEOPLE.length);
    });

    it("R35: a document's new words replace its old ones; deleted documents are found no more", async () => {
      await commit(puts(names.members, [person('p2', 'Andrés Castaño Giraldo', '3109876543', null, 'fortnight')]));
      expect(await found('giraldo')).toEqual(['p2']);
      await commit(puts(names.members, [person('p2', 'Andrea Castaño', '3109876543', null, 'monthly')]));
      expect(await found('andres')).toEqual([]);
      expect(await found('andrea')).toEqual(['p2']);
      await commit([
        {
          kind: 'put',
          collection: names.members,
          doc: { ...person('p2', 'Andrea Castaño', '3109876543', null), plan: 'fortnight' },
        },
      ]);
      expect(await found('andrea')).toEqual(['p2']);
      await commit([{ kind: 'delete', collection: names.members, id: 'p2' }]);
      expect(await found('andrea')).toEqual([]);
      await commit([{ kind: 'deleteWhere', collection: names.members, filter: { plan: 'fortnight' } }]);
      expect(await found('maria')).toEqual(['p3']);
      expect(await found('neil')).toEqual([]);
    });

    it('R35: a rebuilt generation answers from its own words once swapped in', async () => {
      const ref = { projection: names.projection, generation: 2 };
      await store().createGeneration(ref, 1, [peopleSpec(names.members)]);
      const generationsVersion = await versionOf(store(), names.projection);
      const operations = puts(names.members, [person('q1', 'Luz Dary Henao', '3201112233', null)]);
      await store().commitBatch({ ...ref, expectedPosition: 0, generationsVersion, position, operations });
      expect(await found('luz')).toEqual([]);
      await store().activateGeneration(ref);
      expect(await found('luz henao')).toEqual(['q1']);
      expect(await found('jose')).toEqual([]);
    });

    it('a words field is filtered by $prefixes only, never sorted on or indexed by hand', async () => {
      await expect(store().find(names.members, { filter: { keys: 'jose' } })).rejects.toThrow(/words field/);
      await expect(store().find(names.members, { filter: { keys: { $contains: 'jo' } } })).rejects.toThrow(
        /words field/,
      );
      await expect(store().find(names.members, { filter: { nameKey: { $prefixes: ['jo'] } } })).rejects.toThrow();
      await expect(store().find(names.members, { sort: [{ field: 'keys', direction: 'asc' }] })).rejects.toThrow(
        /sorted/,
      );
      const other = fresh();
      const spec = { ...peopleSpec(other.members), indexes: [['keys']] };
      await expect(
        store().createGeneration({ projection: other.projection, generation: 1 }, 1, [spec]),
      ).rejects.toThrow(/own index/);
      await expect(
        store().createGeneration({ projection: other.projection, generation: 1 }, 1, [
          { ...peopleSpec(other.members), appendOnly: true },
        ]),
      ).rejects.toThrow(/append-only/);
      const bad = puts(names.members, [{ id: 'x', keys: 'not a list' }]);
      await expect(commit(bad, 2)).rejects.toThrow(/words/);
    });
  });
}
