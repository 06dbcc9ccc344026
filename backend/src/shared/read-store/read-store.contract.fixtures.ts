// Fixtures of the read-store contract: a members collection, sample documents, unique names per test.
import { randomBytes } from 'node:crypto';
import type { GenerationRef, Operation } from './projection-store.port.js';
import type { CollectionSpec, Doc } from './read-store.port.js';
import type { ReadStore } from './read-store.adapter.js';

export interface ContractContext {
  /** The store under test (opened once per suite). */
  readonly store: () => ReadStore;
  /** A second store on the same database, as another process would open it. */
  readonly another: () => ReadStore;
  /** Names unique to the calling test, so the suite can share one real server. */
  readonly fresh: () => TestNames;
}

export interface TestNames {
  readonly projection: string;
  readonly members: string;
  readonly payments: string;
}

export function uniqueNames(): () => TestNames {
  const run = randomBytes(3).toString('hex');
  let counter = 0;
  return () => {
    counter += 1;
    return {
      projection: `proj_${run}_${counter}`,
      members: `members_${run}_${counter}`,
      payments: `payments_${run}_${counter}`,
    };
  };
}

export function memberSpec(name: string): CollectionSpec {
  return {
    name,
    fields: { name: 'text', plan: 'text', debt: 'number', active: 'boolean', expiresOn: 'text' },
    indexes: [['plan', 'name'], ['debt']],
  };
}

export function paymentSpec(name: string): CollectionSpec {
  return { name, fields: { memberId: 'text', amount: 'number' }, indexes: [['memberId']] };
}

/** Five members covering text, numbers, booleans, explicit nulls and missing fields. */
export const MEMBERS: readonly Doc[] = [
  { id: 'm1', name: 'Ana', plan: 'monthly', debt: 0, active: true, expiresOn: '2026-03-10' },
  { id: 'm2', name: 'Bruno', plan: 'monthly', debt: 5000, active: false, expiresOn: null },
  { id: 'm3', name: 'Carla', plan: 'ticket', debt: 20000, active: true },
  {
    id: 'm4',
    name: 'Íñigo Núñez',
    plan: 'biweekly',
    debt: 1500.5,
    active: true,
    expiresOn: '2026-01-05',
    notes: { locker: [1, 2] },
  },
  { id: 'm5', name: 'dario', expiresOn: null },
];

export function puts(collection: string, docs: readonly Doc[]): Operation[] {
  return docs.map((doc) => ({ kind: 'put', collection, doc }));
}

/** Creates generation `generation` of a fresh projection with members + payments, fills members, optionally activates. */
export async function members(
  store: ReadStore,
  names: TestNames,
  options: { readonly docs?: readonly Doc[]; readonly activate?: boolean; readonly generation?: number } = {},
): Promise<GenerationRef> {
  const ref = { projection: names.projection, generation: options.generation ?? 1 };
  await store.createGeneration(ref, 1, [memberSpec(names.members), paymentSpec(names.payments)]);
  const docs = options.docs ?? MEMBERS;
  const generationsVersion = await versionOf(store, ref.projection);
  const operations = puts(names.members, docs);
  await store.commitBatch({ ...ref, expectedPosition: 0, generationsVersion, position: 10, operations });
  if (options.activate ?? true) await store.activateGeneration(ref);
  return ref;
}

export function ids(docs: readonly Doc[]): string[] {
  return docs.map((doc) => doc.id);
}

/** The projection's generations version as the store has it now (what a runner puts in its batches). */
export async function versionOf(store: ReadStore, projection: string): Promise<number> {
  return (await store.generationFacts()).find((fact) => fact.projection === projection)?.version ?? 0;
}
