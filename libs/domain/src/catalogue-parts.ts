// Joins the parts the catalogue is filed in (each feature's texts, or its refusals, from
// `catalogue/<feature>.texts.ts`) into one object, and makes a key that two parts declare a compile
// error: spread together, the later part would silently win.

type CataloguePart = Readonly<Record<string, unknown>>;

/** The keys of every part of a union of parts (`keyof` of a union would keep only the shared ones). */
type KeysOfEach<Part> = Part extends CataloguePart ? keyof Part : never;

/** Every key declared in more than one of `Parts`. */
type KeyInTwoParts<Parts extends readonly CataloguePart[]> = Parts extends readonly [
  infer First extends CataloguePart,
  ...infer Rest extends readonly CataloguePart[],
]
  ? (keyof First & KeysOfEach<Rest[number]>) | KeyInTwoParts<Rest>
  : never;

/** Nothing to ask when the parts are apart; otherwise a property no part has, named after the key. */
type PartsApart<Parts extends readonly CataloguePart[]> = [KeyInTwoParts<Parts>] extends [never]
  ? unknown
  : { readonly keyInTwoParts: KeyInTwoParts<Parts> };

type Intersection<Parts> = Parts extends readonly [infer First, ...infer Rest] ? First & Intersection<Rest> : unknown;

/** The parts as one object type, each key with its own literal text. */
export type Joined<Parts> = { readonly [Key in keyof Intersection<Parts>]: Intersection<Parts>[Key] };

/** One catalogue of `parts`; if two parts declare a key, the call does not compile and names the key. */
export function joinParts<const Parts extends readonly CataloguePart[]>(
  ...parts: Parts & PartsApart<Parts>
): Joined<Parts> {
  return Object.assign({}, ...parts) as Joined<Parts>;
}
