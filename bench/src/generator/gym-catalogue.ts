// The gym's own catalogue (R38, R40): the nine plans it sells beside the spec's three and the 30
// products at the desk. The generator writes them at the gym's first day; the bench's catalogue
// scenario finds them there by name (and creates only what a gym made before them lacks).

export type GymPlanTerms =
  | { readonly kind: 'time'; readonly days: number }
  | { readonly kind: 'time'; readonly months: number }
  | { readonly kind: 'visits'; readonly visits: number; readonly validDays: number };

export interface GymPlan {
  readonly name: string;
  readonly terms: GymPlanTerms;
  readonly price: number;
}

/** Nine plans as Colombian gyms sell them: 3 + 9 = the 12 of issue 37. */
export const GYM_PLANS: readonly GymPlan[] = [
  { name: 'Trimestral', terms: { kind: 'time', months: 3 }, price: 210_000 },
  { name: 'Semestral', terms: { kind: 'time', months: 6 }, price: 400_000 },
  { name: 'Anual', terms: { kind: 'time', months: 12 }, price: 750_000 },
  { name: 'Estudiante', terms: { kind: 'time', months: 1 }, price: 60_000 },
  { name: 'Mañanas', terms: { kind: 'time', months: 1 }, price: 65_000 },
  { name: 'Semana', terms: { kind: 'time', days: 7 }, price: 25_000 },
  { name: '8 clases', terms: { kind: 'visits', visits: 8, validDays: 30 }, price: 55_000 },
  { name: '12 clases', terms: { kind: 'visits', visits: 12, validDays: 45 }, price: 75_000 },
  { name: 'Día', terms: { kind: 'visits', visits: 1, validDays: 1 }, price: 8_000 },
];

export interface GymProduct {
  readonly name: string;
  readonly price: number;
  readonly stock: number;
  readonly lowStockThreshold: number;
}

const DRINKS = ['Agua', 'Gatorade', 'Powerade', 'Té helado', 'Bebida de avena', 'Jugo de naranja'];
const SIZES: readonly (readonly [string, number])[] = [
  ['350 ml', 2_000],
  ['600 ml', 3_000],
  ['1 L', 4_500],
];
const SNACKS: readonly (readonly [string, number])[] = [
  ['Barra de proteína', 7_000],
  ['Barra de cereal', 2_500],
  ['Maní', 1_500],
  ['Galletas de avena', 3_500],
  ['Banano', 1_500],
];
const KIT: readonly (readonly [string, number])[] = [
  ['Toalla', 25_000],
  ['Guantes', 45_000],
  ['Candado', 18_000],
  ['Shaker', 20_000],
  ['Bandas elásticas', 35_000],
  ['Proteína 2 lb', 140_000],
  ['Creatina 300 g', 180_000],
];

/**
 * 30 products: 18 drinks in three sizes, then snacks and kit, priced from 1.500 to 180.000. The stock
 * is large so that the bench's sales never run a product out.
 */
export const GYM_PRODUCTS: readonly GymProduct[] = [
  ...DRINKS.flatMap((drink, index) =>
    SIZES.map(([size, price]) => ({ name: `${drink} ${size}`, price: price + index * 500 })),
  ),
  ...[...SNACKS, ...KIT].map(([name, price]) => ({ name, price })),
].map((product) => ({ ...product, stock: 100_000, lowStockThreshold: 10 }));
