// The query side of the MongoDB read store: reads the views that point at the active generations.
import type { Db, Document } from 'mongodb';
import type { CollectionSpec, Doc, Filter, FindQuery, Page, Scalar } from './read-store.port.js';
import { parseFilter, parsePage, parseSort } from './read-store.filter.js';
import { assertNumberField, exactSum, fieldType } from './read-store.schema.js';
import {
  fromStored,
  groupKey,
  mongoField,
  mongoFilter,
  mongoSort,
  numberOf,
  type StoredDoc,
} from './mongodb-read-store.query.js';
import type { ActiveSpecs } from './mongodb-read-store.state.js';

export class MongoQueries {
  constructor(
    private readonly db: Db,
    private readonly active: ActiveSpecs,
  ) {}

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return this.reading(collection, null, async (spec) => {
      const stored = await this.view(spec).findOne({ _id: id });
      return stored ? (fromStored(stored) as T) : null;
    });
  }

  async find<T extends Doc>(collection: string, query: FindQuery): Promise<Page<T>> {
    return this.reading(collection, { items: [], total: 0 }, async (spec) => {
      const filter = mongoFilter(parseFilter(spec, query.filter));
      const sort = mongoSort(parseSort(spec, query.sort));
      const { skip, limit } = parsePage(query);
      // MongoDB reads `limit: 0` as "no limit"; the port means an empty page.
      const items =
        limit === 0
          ? []
          : await this.view(spec)
              .find(filter, { sort, skip, ...(limit === undefined ? {} : { limit }) })
              .toArray();
      const total = query.countTotal === false ? 0 : await this.view(spec).countDocuments(filter);
      return { items: items.map((stored) => fromStored(stored) as T), total };
    });
  }

  async count(collection: string, filter: Filter | undefined): Promise<number> {
    return this.reading(collection, 0, (spec) =>
      this.view(spec).countDocuments(mongoFilter(parseFilter(spec, filter))),
    );
  }

  async sum(collection: string, field: string, filter: Filter | undefined): Promise<number> {
    return this.reading(collection, 0, async (spec) => {
      assertNumberField(spec, field);
      const row = (await this.aggregate(spec, filter, [{ $group: { _id: null, sum: { $sum: `$${field}` } } }])).at(0);
      return row ? exactSum(numberOf(row['sum']), `${collection}.${field}`) : 0;
    });
  }

  async groupSum(
    collection: string,
    groupField: string,
    sumField: string,
    filter: Filter | undefined,
  ): Promise<Array<{ key: Scalar; count: number; sum: number }>> {
    return this.reading(collection, [], async (spec) => {
      fieldType(spec.name, spec.fields, groupField);
      assertNumberField(spec, sumField);
      const rows = await this.aggregate(spec, filter, [
        { $group: { _id: `$${mongoField(groupField)}`, count: { $sum: 1 }, sum: { $sum: `$${sumField}` } } },
        { $sort: { _id: 1 } },
      ]);
      return rows.map((row) => ({
        key: groupKey(row['_id']),
        count: numberOf(row['count']),
        sum: exactSum(numberOf(row['sum']), `${collection}.${sumField}`),
      }));
    });
  }

  /** No active generation for the collection → `empty`, as the port says. */
  private async reading<T>(collection: string, empty: T, body: (spec: CollectionSpec) => Promise<T>): Promise<T> {
    const spec = await this.active.spec(collection);
    return spec ? body(spec) : empty;
  }

  private aggregate(spec: CollectionSpec, filter: Filter | undefined, stages: Document[]): Promise<Document[]> {
    const match = mongoFilter(parseFilter(spec, filter));
    return this.view(spec)
      .aggregate([{ $match: match }, ...stages])
      .toArray();
  }

  /** The view named like the collection, repointed to the active generation by activateGeneration. */
  private view(spec: CollectionSpec) {
    return this.db.collection<StoredDoc>(spec.name);
  }
}
