// The app limits its heap's growth unless the operator set the factor.
import { limitHeapGrowth } from './heap-growth.js';

describe('limitHeapGrowth', () => {
  it('given no factor from the operator, sets it', () => {
    expect(limitHeapGrowth([], '')).toBe(true);
  });

  it('given a factor on the command line or in NODE_OPTIONS, leaves it', () => {
    expect(limitHeapGrowth(['--heap-growing-percent=20'], '')).toBe(false);
    expect(limitHeapGrowth([], '--max-old-space-size=512 --heap-growing-percent=80')).toBe(false);
  });
});
