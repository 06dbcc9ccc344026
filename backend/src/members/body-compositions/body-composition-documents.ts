// The read documents of the body-composition projection: every record of a live member, and how
// many records carry each measure, so the global table knows its columns without reading them all.
import { MEASURE_KEYS, type Gender } from '@gym/domain';
import type { CollectionSpec } from '../../shared/read-store/read-store.port.js';

export const BODY_COMPOSITIONS = 'body_compositions';
export const MEASURE_KEY_COUNTS = 'measure_key_counts';
/** R44: a deleted member's records, read by no screen, until a restore puts them back. */
export const DELETED_MEMBERS_BODY_COMPOSITIONS = 'deleted_members_body_compositions';
/** R44: the id, in MEASURE_KEY_COUNTS, of a deleted member's counts kept aside. */
export const deletedMemberCounts = (memberId: string): string => `deleted:${memberId}`;
/** The gym-wide counts; every other document of MEASURE_KEY_COUNTS is one member's (by member id). */
export const ALL_MEMBERS = 'all';

export interface BodyCompositionDocument {
  readonly id: string;
  readonly memberId: string;
  readonly gender: Gender;
  readonly measuredOn: string;
  readonly measures: Readonly<Record<string, number>>;
  readonly recordedAt: string;
  /** The event's global position: the order of recording (R16). */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

export interface MeasureKeyCountsDocument {
  readonly id: string;
  /** Measure name → records that carry it. */
  readonly counts: Readonly<Record<string, number>>;
  readonly [key: string]: unknown;
}

export const bodyCompositionCollections: readonly CollectionSpec[] = [
  {
    name: BODY_COMPOSITIONS,
    fields: { memberId: 'text', measuredOn: 'text', sequence: 'number' },
    indexes: [
      ['measuredOn', 'sequence'],
      ['memberId', 'measuredOn', 'sequence'],
    ],
    // One document per measurement event, never replaced (a deleted member's go all at once).
    appendOnly: true,
  },
  { name: MEASURE_KEY_COUNTS, fields: {} },
  { name: DELETED_MEMBERS_BODY_COMPOSITIONS, fields: { memberId: 'text' }, indexes: [['memberId']] },
];

/** `counts` plus `sign` × each of `keys`' counts; keys that reach 0 are dropped. */
export function addCounts(
  counts: Readonly<Record<string, number>>,
  change: Readonly<Record<string, number>>,
  sign: 1 | -1,
): Record<string, number> {
  const next = new Map(Object.entries(counts));
  for (const [key, count] of Object.entries(change)) {
    const value = (next.get(key) ?? 0) + sign * count;
    if (value > 0) next.set(key, value);
    else next.delete(key);
  }
  return Object.fromEntries(next);
}

const KNOWN_ORDER: readonly string[] = [...new Set([...MEASURE_KEYS.female, ...MEASURE_KEYS.male])];

/** The measure keys in use, in the catalogue's order (female set, then the male extras), then any other. */
export function measureKeysOf(counts: Readonly<Record<string, number>>): string[] {
  const used = Object.keys(counts).filter((key) => (counts[key] ?? 0) > 0);
  const known = KNOWN_ORDER.filter((key) => used.includes(key));
  const others = used.filter((key) => !KNOWN_ORDER.includes(key)).sort();
  return [...known, ...others];
}
