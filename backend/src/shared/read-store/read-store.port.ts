// The read store port, query side: documents that screens read, written only by projections (the
// projection side is projection-store.port.ts). SQLite and MongoDB adapters implement both
// (read-store.adapter.ts) and pass one contract suite (read-store.contract.ts).
//
// Collections are grouped by projection and live in numbered generations, so a projection can
// be rebuilt into a fresh generation while queries keep reading the active one, then swapped in
// one step. Queries always read the active generation.
export type Scalar = string | number | boolean | null;

/**
 * Comparison on one declared field. `$contains`: case-sensitive substring (store pre-normalised text).
 * `$prefixes`, the one operator of a `words` field: each prefix begins at least one of its words
 * (case-sensitive; every prefix must, each on any word; an empty list matches every document).
 */
export interface Operators {
  readonly $eq?: Scalar;
  readonly $ne?: Scalar;
  readonly $gt?: Scalar;
  readonly $gte?: Scalar;
  readonly $lt?: Scalar;
  readonly $lte?: Scalar;
  readonly $in?: readonly Scalar[];
  readonly $contains?: string;
  readonly $prefixes?: readonly string[];
}

/**
 * A Mongo-like filter on declared fields: `{ plan: 'monthly', debt: { $gt: 0 } }`, combined by
 * `$or` / `$and`. Fields not declared in the collection's spec are refused (an Error), so a
 * field name never comes from user input; `id` is always a text field. Values are always bound
 * as parameters and must have the field's type (null only for equality, `$ne`, `$in`), else an
 * Error. Null semantics are MongoDB's: `{ f: null }` and `$ne` match missing fields too; range
 * operators never match null. An empty `$or` matches nothing, an empty `$in` too.
 */
export type Filter = {
  readonly $or?: readonly Filter[];
  readonly $and?: readonly Filter[];
} & { readonly [field: string]: Scalar | Operators | readonly Filter[] | undefined };

export interface SortKey {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface FindQuery {
  readonly filter?: Filter;
  /** Ties are always broken by `id` ascending, so pages are stable. Nulls sort first ascending. */
  readonly sort?: readonly SortKey[];
  readonly skip?: number;
  /** No limit when absent; 0 gives an empty page (with the total). */
  readonly limit?: number;
  /**
   * false: the total is not counted (the page says 0), for a caller that keeps it otherwise — counting
   * a filter no index answers reads the whole collection.
   */
  readonly countTotal?: boolean;
}

export interface Page<T> {
  readonly items: T[];
  /** Documents matching the filter, ignoring skip/limit. */
  readonly total: number;
}

/**
 * `words`: a list of texts (a document's search keys), each looked up by its beginning with
 * `$prefixes` from an index of every word (SQLite: a side table of (word, id); MongoDB: a multikey
 * index). It is only filtered by `$prefixes`: never compared, sorted, summed or named in `indexes`.
 */
export type FieldType = 'text' | 'number' | 'boolean' | 'words';

export interface CollectionSpec {
  /** Logical name, unique across all projections, e.g. `members`. [a-z][a-z0-9_]* */
  readonly name: string;
  /** Fields that can be filtered, sorted or summed (top-level document keys). */
  readonly fields: Readonly<Record<string, FieldType>>;
  /** Indexes to create, each a list of declared fields. */
  readonly indexes?: readonly (readonly string[])[];
  /**
   * Each document is put once (its id comes from the event that records it) and never replaced,
   * only deleted: a generation being built then fills it without keeping any index up to date
   * (SQLite). A second put of an id before the generation is activated makes the activation fail.
   */
  readonly appendOnly?: boolean;
}

/** A document always has a string `id`; the rest is plain JSON. */
export type Doc = { readonly id: string } & Readonly<Record<string, unknown>>;

/** The query side: what screens read, always from each projection's active generation. */
export interface ReadQueries {
  get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  find<T extends Doc>(collection: string, query: FindQuery): Promise<Page<T>>;
  count(collection: string, filter?: Filter): Promise<number>;
  /** Sum of a numeric field over matching documents (0 when none). */
  sum(collection: string, field: string, filter?: Filter): Promise<number>;
  /**
   * Count and sum of `sumField` per distinct value of `groupField`, over matching documents,
   * ordered by key ascending (null, which also gathers missing values, first).
   */
  groupSum(
    collection: string,
    groupField: string,
    sumField: string,
    filter?: Filter,
  ): Promise<Array<{ key: Scalar; count: number; sum: number }>>;
}
