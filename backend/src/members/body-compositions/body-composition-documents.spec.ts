// Measure keys in use: counted per record, forgotten with a deleted member, listed in catalogue order.
import { addCounts, measureKeysOf } from './body-composition-documents.js';

describe('measure key counts', () => {
  it('adds and removes counts, dropping keys that reach 0', () => {
    const once = addCounts({}, { cuello: 1, brazo: 1 }, 1);
    const twice = addCounts(once, { cuello: 1, biceps: 1 }, 1);
    expect(twice).toEqual({ cuello: 2, brazo: 1, biceps: 1 });
    expect(addCounts(twice, { cuello: 1, brazo: 1 }, -1)).toEqual({ cuello: 1, biceps: 1 });
  });

  it('lists the keys in use: the female set, then the male extras, then any other alphabetically', () => {
    expect(measureKeysOf({ pierna: 2, gluteo: 1, zz: 1, aa: 3, cuello: 1, brazo: 0 })).toEqual([
      'cuello',
      'pierna',
      'gluteo',
      'aa',
      'zz',
    ]);
    expect(measureKeysOf({})).toEqual([]);
  });
});
