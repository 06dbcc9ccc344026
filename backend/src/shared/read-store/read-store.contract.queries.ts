// Contract cases of the query side: filters with MongoDB's null semantics, sorting, pages, sums.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Filter, FindQuery } from './read-store.port.js';
import type { Doc } from './read-store.port.js';
import {
  type ContractContext,
  ids,
  MEMBERS,
  members,
  puts,
  type TestNames,
  versionOf,
} from './read-store.contract.fixtures.js';

/**
 * R38: the plans read model as the Planes screen and every plan name read it (plans.projection.ts):
 * a spec plan's document renamed (terms null), gym plans with their terms as nested objects, archived.
 */
const PLAN_DOCUMENTS: readonly Doc[] = [
  { id: 'monthly', name: 'Mensual', terms: null, archived: false, sequence: 0 },
  { id: 'p-semestral', name: 'Semestral', terms: { kind: 'time', months: 6 }, archived: false, sequence: 41 },
  {
    id: 'p-8-clases',
    name: '8 clases',
    terms: { kind: 'visits', visits: 8, validDays: 30 },
    archived: true,
    sequence: 17,
  },
  { id: 'fortnight', name: null, terms: null, archived: true, sequence: 0 },
];

export function describeQueryCases({ store, fresh }: ContractContext): void {
  describe('queries', () => {
    let names: TestNames;
    beforeAll(async () => {
      names = fresh();
      await members(store(), names);
    });
    const matching = async (filter: Filter) => ids((await store().find(names.members, { filter })).items);
    const sorted = async (query: FindQuery) => ids((await store().find(names.members, query)).items);

    it('get returns the stored document as written, or null', async () => {
      expect(await store().get(names.members, 'm4')).toEqual(MEMBERS[3]);
      expect(await store().get(names.members, 'nobody')).toBeNull();
    });

    it.each<[string, Filter, string[]]>([
      ['equality', { plan: 'monthly' }, ['m1', 'm2']],
      ['$eq', { debt: { $eq: 5000 } }, ['m2']],
      ['$ne (also matches missing)', { plan: { $ne: 'monthly' } }, ['m3', 'm4', 'm5']],
      ['$gt', { debt: { $gt: 1500.5 } }, ['m2', 'm3']],
      ['$gte', { debt: { $gte: 1500.5 } }, ['m2', 'm3', 'm4']],
      ['$lt (never null)', { debt: { $lt: 5000 } }, ['m1', 'm4']],
      ['$lte', { debt: { $lte: 0 } }, ['m1']],
      ['range on text', { expiresOn: { $gte: '2026-01-01', $lt: '2026-03-01' } }, ['m4']],
      ['$in', { plan: { $in: ['ticket', 'biweekly', 'yearly'] } }, ['m3', 'm4']],
      ['$in empty matches nothing', { plan: { $in: [] } }, []],
      ['$in with null matches missing', { plan: { $in: [null, 'ticket'] } }, ['m3', 'm5']],
      ['$contains is a case-sensitive substring', { name: { $contains: 'ar' } }, ['m3', 'm5']],
      ['$contains with accents', { name: { $contains: 'Núñ' } }, ['m4']],
      ['several fields are all required', { plan: 'monthly', active: true }, ['m1']],
      ['$or', { $or: [{ plan: 'ticket' }, { debt: { $lt: 1 } }] }, ['m1', 'm3']],
      ['$and', { $and: [{ active: true }, { debt: { $gt: 0 } }] }, ['m3', 'm4']],
      [
        'nested $or inside $and',
        { $and: [{ $or: [{ plan: 'monthly' }, { plan: 'ticket' }] }, { active: true }] },
        ['m1', 'm3'],
      ],
      ['empty $or matches nothing', { $or: [] }, []],
      ['empty filter matches all', {}, ['m1', 'm2', 'm3', 'm4', 'm5']],
      ['null matches null and missing', { expiresOn: null }, ['m2', 'm3', 'm5']],
      ['$ne null matches present values', { expiresOn: { $ne: null } }, ['m1', 'm4']],
      ['boolean true', { active: true }, ['m1', 'm3', 'm4']],
      ['boolean false', { active: false }, ['m2']],
      ['$ne true matches false and missing', { active: { $ne: true } }, ['m2', 'm5']],
      ['id is always a field', { id: { $in: ['m2', 'm9'] } }, ['m2']],
    ])('find: %s', async (_case, filter, expected) => {
      expect(await matching(filter)).toEqual(expected);
    });

    it('sorts text ascending with nulls first and descending with nulls last, ties by id', async () => {
      expect(await sorted({ sort: [{ field: 'expiresOn', direction: 'asc' }] })).toEqual([
        'm2',
        'm3',
        'm5',
        'm4',
        'm1',
      ]);
      expect(await sorted({ sort: [{ field: 'expiresOn', direction: 'desc' }] })).toEqual([
        'm1',
        'm4',
        'm2',
        'm3',
        'm5',
      ]);
    });

    it('sorts numbers, then by later keys, then by id ascending', async () => {
      expect(await sorted({ sort: [{ field: 'debt', direction: 'asc' }] })).toEqual(['m5', 'm1', 'm4', 'm2', 'm3']);
      expect(await sorted({ sort: [{ field: 'debt', direction: 'desc' }] })).toEqual(['m3', 'm2', 'm4', 'm1', 'm5']);
      const byPlan: FindQuery = {
        sort: [
          { field: 'plan', direction: 'desc' },
          { field: 'active', direction: 'asc' },
        ],
      };
      expect(await sorted(byPlan)).toEqual(['m3', 'm2', 'm1', 'm4', 'm5']);
      expect(await sorted({ filter: { active: true }, sort: [{ field: 'active', direction: 'desc' }] })).toEqual([
        'm1',
        'm3',
        'm4',
      ]);
    });

    it('skip and limit page the sorted result while total counts every match', async () => {
      const query: FindQuery = { sort: [{ field: 'name', direction: 'asc' }], skip: 1, limit: 2 };
      const page = await store().find(names.members, query);
      expect({ ids: ids(page.items), total: page.total }).toEqual({ ids: ['m2', 'm3'], total: 5 });
      const filtered = await store().find(names.members, { filter: { active: true }, skip: 2 });
      expect({ ids: ids(filtered.items), total: filtered.total }).toEqual({ ids: ['m4'], total: 3 });
      expect((await store().find(names.members, { limit: 0 })).items).toEqual([]);
    });

    it('a page asked without its total has the same items and counts nothing', async () => {
      const query: FindQuery = { filter: { active: true }, sort: [{ field: 'name', direction: 'asc' }], limit: 2 };
      const counted = await store().find(names.members, query);
      const uncounted = await store().find(names.members, { ...query, countTotal: false });
      expect({ ids: ids(uncounted.items), total: uncounted.total }).toEqual({ ids: ids(counted.items), total: 0 });
    });

    it('count, sum and groupSum aggregate matching documents', async () => {
      expect(await store().count(names.members)).toBe(5);
      expect(await store().count(names.members, { active: true })).toBe(3);
      expect(await store().sum(names.members, 'debt')).toBe(26500.5);
      expect(await store().sum(names.members, 'debt', { plan: 'monthly' })).toBe(5000);
      expect(await store().sum(names.members, 'debt', { plan: 'nothing' })).toBe(0);
      expect(await store().groupSum(names.members, 'plan', 'debt')).toEqual([
        { key: null, count: 1, sum: 0 },
        { key: 'biweekly', count: 1, sum: 1500.5 },
        { key: 'monthly', count: 2, sum: 5000 },
        { key: 'ticket', count: 1, sum: 20000 },
      ]);
      expect(await store().groupSum(names.members, 'active', 'debt', { debt: { $gte: 0 } })).toEqual([
        { key: false, count: 1, sum: 5000 },
        { key: true, count: 3, sum: 21500.5 },
      ]);
    });

    it('unknown fields, unknown operators and mistyped values throw', async () => {
      await expect(store().find(names.members, { filter: { password: 'x' } })).rejects.toThrow();
      await expect(store().find(names.members, { sort: [{ field: 'notes', direction: 'asc' }] })).rejects.toThrow();
      const foreignOperator: unknown = { name: { $regex: '.*' } };
      await expect(store().count(names.members, foreignOperator as Filter)).rejects.toThrow();
      await expect(store().count(names.members, { debt: '5000' })).rejects.toThrow();
      await expect(store().count(names.members, { debt: { $gt: null } })).rejects.toThrow();
      await expect(store().sum(names.members, 'name')).rejects.toThrow();
      await expect(store().groupSum(names.members, 'unknown', 'debt')).rejects.toThrow();
    });
  });

  describe('the plans documents (R38)', () => {
    it('are read back whole (nested terms, nulls, booleans), every one in the order created, spec plans first', async () => {
      const names = fresh();
      const ref = { projection: names.projection, generation: 1 };
      await store().createGeneration(ref, 1, [{ name: names.members, fields: { sequence: 'number' } }]);
      const generationsVersion = await versionOf(store(), ref.projection);
      const operations = puts(names.members, PLAN_DOCUMENTS);
      await store().commitBatch({ ...ref, expectedPosition: 0, generationsVersion, position: 10, operations });
      await store().activateGeneration(ref);
      const { items, total } = await store().find(names.members, { sort: [{ field: 'sequence', direction: 'asc' }] });
      expect(total).toBe(4);
      expect(ids(items)).toEqual(['fortnight', 'monthly', 'p-8-clases', 'p-semestral']);
      expect(items).toEqual([PLAN_DOCUMENTS[3], PLAN_DOCUMENTS[0], PLAN_DOCUMENTS[2], PLAN_DOCUMENTS[1]]);
      expect(await store().get(names.members, 'p-8-clases')).toEqual(PLAN_DOCUMENTS[2]);
    });
  });

  describe('untrusted text', () => {
    const tricky = ["' OR 1=1 --", '{"$gt":""}', 'a.*b', '%_\\', 'José Peña'];

    it('matches only literally, by equality and by $contains, and round-trips unicode', async () => {
      const names = fresh();
      await members(store(), names, { docs: tricky.map((name, index) => ({ id: `t${index}`, name })) });
      for (const [index, name] of tricky.entries()) {
        expect(await store().find(names.members, { filter: { name } })).toEqual({
          items: [{ id: `t${index}`, name }],
          total: 1,
        });
        expect(await store().count(names.members, { name: { $contains: name.slice(1, 4) } })).toBe(1);
      }
      expect(await store().count(names.members, { name: { $contains: '.*' } })).toBe(1);
      expect(await store().count(names.members, { name: { $contains: 'ñ' } })).toBe(1);
      expect(await store().count(names.members, { name: { $contains: 'N' } })).toBe(0);
      expect(await store().count(names.members, { name: '{"$gt":""}x' })).toBe(0);
    });
  });
}
