// The MongoDB translation without a server: filters, regex escaping, sort keys, stored documents.
import type { Filter } from './read-store.port.js';
import { parseFilter } from './read-store.filter.js';
import { memberSpec } from './read-store.contract.fixtures.js';
import { escapeRegex, fromStored, mongoFilter, mongoSort, toStored } from './mongodb-read-store.query.js';

const spec = memberSpec('members');
const translate = (filter: Filter) => mongoFilter(parseFilter(spec, filter));

describe('mongoFilter', () => {
  it('spells every operator explicitly, with id as _id', () => {
    expect(translate({ plan: 'monthly', debt: { $gt: 0, $lte: 9 }, id: { $in: ['a', null] } })).toEqual({
      $and: [{ plan: { $eq: 'monthly' } }, { debt: { $gt: 0 } }, { debt: { $lte: 9 } }, { _id: { $in: ['a', null] } }],
    });
    expect(translate({ active: { $ne: true } })).toEqual({ active: { $ne: true } });
    expect(translate({ expiresOn: null })).toEqual({ expiresOn: { $eq: null } });
  });

  it('keeps $or / $and and treats empty lists as nothing / everything', () => {
    expect(translate({ $or: [{ plan: 'a' }, { $and: [] }] })).toEqual({ $or: [{ plan: { $eq: 'a' } }, {}] });
    expect(translate({ $or: [] })).toEqual({ _id: { $in: [] } });
    expect(translate({})).toEqual({});
  });

  it('turns $contains into an escaped regex and an operator-looking text into a plain value', () => {
    expect(translate({ name: { $contains: 'a.*(b)' } })).toEqual({ name: { $regex: 'a\\.\\*\\(b\\)' } });
    expect(translate({ name: '{"$gt":""}' })).toEqual({ name: { $eq: '{"$gt":""}' } });
  });
});

describe('escapeRegex', () => {
  it.each(['a.*b', '^$|?+()[]{}\\/-', "' OR 1=1 --", 'Peña'])('matches %s only literally', (text) => {
    const pattern = new RegExp(escapeRegex(text));
    expect(pattern.test(`x${text}y`)).toBe(true);
    expect(pattern.test(text.slice(1))).toBe(false);
  });
});

it('escaped metacharacters lose their meaning', () => {
  expect(new RegExp(escapeRegex('a.*b')).test('a--b')).toBe(false);
  expect(new RegExp(escapeRegex('(x|y)')).test('y')).toBe(false);
});

describe('mongoSort', () => {
  it('ends with _id ascending unless id is already a key', () => {
    expect(Object.entries(mongoSort([{ field: 'debt', direction: 'desc' }]))).toEqual([
      ['debt', -1],
      ['_id', 1],
    ]);
    expect(Object.entries(mongoSort([{ field: 'id', direction: 'desc' }]))).toEqual([['_id', -1]]);
  });
});

describe('stored documents', () => {
  it('store plain JSON with id as _id and read back the same document', () => {
    const doc = { id: 'm1', name: 'Ana', missing: undefined, paidOn: new Date('2026-03-02T10:00:00Z') };
    const stored = toStored(doc);
    expect(stored).toEqual({ _id: 'm1', name: 'Ana', paidOn: '2026-03-02T10:00:00.000Z' });
    expect(fromStored(stored)).toEqual({ id: 'm1', name: 'Ana', paidOn: '2026-03-02T10:00:00.000Z' });
  });
});
