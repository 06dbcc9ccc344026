// The body-mass index (IMC) shown on the profile and its category (R12, spec §9).
import type { MessageKey } from '../messages.js';

export const IMC_CATEGORIES = ['underweight', 'normal', 'overweight', 'obesity1', 'obesity2', 'obesity3'] as const;
export type ImcCategory = (typeof IMC_CATEGORIES)[number];

/** Lower bounds of each category above `underweight`: half-open intervals [from, next). */
const CATEGORY_FLOORS: readonly (readonly [number, ImcCategory])[] = [
  [40, 'obesity3'],
  [35, 'obesity2'],
  [30, 'obesity1'],
  [25, 'overweight'],
  [18.5, 'normal'],
];

/** weight / (height in m)², rounded to 2 decimals; null when weight or height is missing or 0. */
export function calculateImc(weightKg: number | null, heightCm: number | null): number | null {
  if (weightKg === null || heightCm === null || !(weightKg > 0) || !(heightCm > 0)) return null;
  const heightM = heightCm / 100;
  const imc = weightKg / (heightM * heightM);
  return Number.isFinite(imc) ? Math.round((imc + Number.EPSILON) * 100) / 100 : null;
}

/** The category of an IMC as shown (already rounded), so 24.996 → 25 reads 'Sobrepeso'. */
export function imcCategory(imc: number | null): ImcCategory | null {
  if (imc === null || !Number.isFinite(imc)) return null;
  return CATEGORY_FLOORS.find(([floor]) => imc >= floor)?.[1] ?? 'underweight';
}

export function imcCategoryMessageKey(category: ImcCategory): MessageKey {
  return `BMI.${category}`;
}
