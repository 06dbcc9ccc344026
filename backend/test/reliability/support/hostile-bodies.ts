// fast-check arbitraries of hostile HTTP bodies, written as raw JSON text so they can carry what
// JSON.stringify never writes: 1e309, -0, duplicate keys, `__proto__` keys, broken syntax.
import fc from 'fast-check';

/** One JSON value as text. */
type RawJson = string;

const DEEP = (depth: number): RawJson => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Values that broke or nearly broke somebody's API somewhere. */
export const HOSTILE_VALUES: readonly RawJson[] = [
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  '0.5',
  '80000.0000001',
  '9007199254740993',
  '1e21',
  '"80000"',
  '"1e3"',
  '""',
  '" "',
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '[1,2]',
  '{"$gt": ""}',
  '{"$ne": null}',
  '{"$where": "sleep(1000)"}',
  '"\' OR 1=1 --"',
  '"1; DROP TABLE events; --"',
  '"<img src=x onerror=alert(1)>"',
  '"<script>alert(1)</script>"',
  '"2026-02-30"',
  '"2026-13-01"',
  '"2026-2-3"',
  '"0000-00-00"',
  '"9999-12-31"',
  '"1000-01-01"',
  '"2024-02-29"',
  '"2026-03-02T10:00:00Z"',
  '"\\u0000"',
  '"\\ud800"',
  '"😀"',
  '"\\u202eRTL"',
  '"__proto__"',
  '"constructor"',
  '"../../etc/passwd"',
  '"%00"',
  '"monthly "',
  '"MONTHLY"',
  '"ticket_book\\u0000"',
  '"female"',
  '"additional"',
  '"renewal"',
  '"initial"',
  JSON.stringify('x'.repeat(121)),
  JSON.stringify('x'.repeat(2_001)),
  JSON.stringify('ñ'.repeat(40_000)),
  DEEP(40),
  '[[[[{"a":[[{"b":1}]]}]]]]',
];

const hostileValue: fc.Arbitrary<RawJson> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.double().map((value) => (Number.isFinite(value) ? String(value) : '1e309')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((value) => JSON.stringify(value)) },
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '$gt',
    'extra',
    '',
    ' ',
    'amount ',
    'toString',
    'hasOwnProperty',
  ),
  fc.string({ maxLength: 12 }),
);

/** A JSON object written by hand from key → raw value pairs (duplicates and all). */
function objectText(entries: readonly (readonly [string, RawJson])[]): RawJson {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

type Plain = { readonly [key: string]: unknown };

/**
 * `example` mutated: some fields replaced by hostile values, some dropped, extra keys added, and
 * sometimes its first nested object mutated the same way (sent again under its key: JSON.parse
 * keeps the last of repeated keys).
 */
function mutate(example: Plain, random: fc.Arbitrary<RawJson>): fc.Arbitrary<RawJson> {
  const keys = Object.keys(example);
  return fc
    .record({
      replaced: fc.dictionary(fc.constantFrom(...(keys.length > 0 ? keys : ['x'])), random, { maxKeys: 3 }),
      dropped: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      extra: fc.array(fc.tuple(hostileKey, random), { maxLength: 2 }),
      nested: fc.boolean(),
    })
    .chain(({ replaced, dropped, extra, nested }) => {
      const nestedKey = keys.find((key) => isPlain(example[key]));
      const inner =
        nested && nestedKey !== undefined
          ? mutate(example[nestedKey] as Plain, random).map((text) => [nestedKey, text] as const)
          : fc.constant(null);
      return inner.map((innerEntry) => {
        const entries: (readonly [string, RawJson])[] = keys
          .filter((key) => !dropped.includes(key))
          .map((key) => [key, Object.hasOwn(replaced, key) ? replaced[key]! : JSON.stringify(example[key])]);
        if (innerEntry) entries.push(innerEntry);
        return objectText([...entries, ...extra]);
      });
    });
}

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const BROKEN_TEXTS: readonly string[] = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'null',
  '"texto"',
  '1e309',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  DEEP(5_000),
  '\u0000',
  '\ufeff{}',
];

export interface HostileBody {
  readonly text: string | undefined;
  readonly contentType: string | undefined;
  /** Sent as Idempotency-Key when set (valid or not). */
  readonly idempotencyKey: string | undefined;
}

/** A body for a command whose valid body looks like `example`: mostly mutated, sometimes anything at all. */
export function hostileBody(example: Plain): fc.Arbitrary<HostileBody> {
  const text = fc.oneof(
    { weight: 6, arbitrary: mutate(example, hostileValue) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_TEXTS) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/vnd.api+json',
        'APPLICATION/JSON',
        'application/xml',
      ),
    },
  );
  const idempotencyKey = fc.option(fc.oneof(fc.uuid(), fc.constantFrom('short', 'con espacios 123', 'x'.repeat(200))), {
    nil: undefined,
  });
  return fc.record({ text, contentType, idempotencyKey });
}
