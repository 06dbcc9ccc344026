// A sum the adapters answer is exact or refused: never a total wrong in its last digits (issue 18).
import { exactSum } from './read-store.schema.js';

describe('exactSum', () => {
  it('passes every whole total a double holds exactly, up to 2^53 − 1', () => {
    expect(exactSum(1_000_000_000_000, 'monthly_income.income')).toBe(1_000_000_000_000);
    expect(exactSum(Number.MAX_SAFE_INTEGER, 'x')).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactSum(26_500.5, 'members.debt')).toBe(26_500.5);
  });

  it('refuses a total past 2^53, where a double has already lost pesos, naming what was summed', () => {
    expect(() => exactSum(2 ** 53 + 2, 'monthly_income.income')).toThrow(/monthly_income\.income .* past 2\^53/);
    expect(() => exactSum(Number.POSITIVE_INFINITY, 'x')).toThrow();
  });
});
