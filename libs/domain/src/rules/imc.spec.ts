// Specification of the IMC and its categories (R12, spec §9).
import { message } from '../messages.js';
import { calculateImc, IMC_CATEGORIES, imcCategory, imcCategoryMessageKey } from './imc.js';

/** A weight that gives exactly `imc` at 1 m tall. */
const atOneMetre = (imc: number): number | null => calculateImc(imc, 100);

describe('R12: IMC', () => {
  it('R12: IMC is weight / (height in m)², rounded to 2 decimals', () => {
    expect(calculateImc(60, 165)).toBe(22.04);
    expect(calculateImc(80, 180)).toBe(24.69);
    expect(calculateImc(72.5, 170.2)).toBe(25.03);
  });

  it.each([
    [null, 170],
    [70, null],
    [0, 170],
    [70, 0],
    [null, null],
  ])('R12: weight %p and height %p give no IMC', (weight, height) => expect(calculateImc(weight, height)).toBeNull());

  it.each([
    [18.49, 'underweight'],
    [18.5, 'normal'],
    [24.99, 'normal'],
    [25, 'overweight'],
    [29.99, 'overweight'],
    [30, 'obesity1'],
    [34.99, 'obesity1'],
    [35, 'obesity2'],
    [39.99, 'obesity2'],
    [40, 'obesity3'],
    [55, 'obesity3'],
  ])('R12: IMC %p falls in the half-open interval of %s', (imc, category) =>
    expect(imcCategory(atOneMetre(imc))).toBe(category),
  );

  it('R12: the category follows the IMC as shown, so 24.996 (shown 25) is Sobrepeso', () => {
    expect(atOneMetre(24.996)).toBe(25);
    expect(imcCategory(atOneMetre(24.996))).toBe('overweight');
  });

  it('R12: no IMC has no category', () => expect(imcCategory(null)).toBeNull());

  it('R12 + §9: each category reads its Spanish label from the catalogue', () => {
    const labels = IMC_CATEGORIES.map((category) => message(imcCategoryMessageKey(category)));
    expect(labels).toEqual([
      'Bajo peso',
      'Peso normal',
      'Sobrepeso',
      'Obesidad grado I',
      'Obesidad grado II',
      'Obesidad grado III',
    ]);
  });
});
