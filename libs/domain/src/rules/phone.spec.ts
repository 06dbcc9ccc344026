// R37: which phones a member may have, and how they are stored.
import { searchTermOf } from './search-text.js';
import { formatPhone, isValidPhone, normalisePhone } from './phone.js';

describe('R37: phone numbers', () => {
  it.each([
    ['3001234567', '3001234567'],
    ['300 123 4567', '3001234567'],
    ['300-123-4567', '3001234567'],
    ['300.123.4567', '3001234567'],
    ['+57 300 123 4567', '3001234567'],
    ['+573241234567', '3241234567'],
    ['  350 123 4567 ', '3501234567'],
    ['601 555 1234', '6015551234'],
    ['(604) 555-1234', '6045551234'],
    ['+57 601 555 1234', '6015551234'],
    ['+34 612 345 678', '+34612345678'],
    ['+1 202 555 0143', '+12025550143'],
  ])('R37: accepts %j and stores it as %j', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(isValidPhone(typed)).toBe(true);
  });

  it.each([
    'abc',
    '',
    '4567',
    '300123456', // 9 digits
    '30012345678', // 11 digits
    '5551234', // a landline without its 60x area prefix
    '018000123456', // toll-free: not a member's phone
    '300 123 4567 ext 2',
    '612 345 678', // a Spanish mobile without its '+34'
    '3001234567a',
    '+',
  ])('R37: refuses %j', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });

  it('R37: every mobile prefix the bench gym draws is a valid Colombian mobile', () => {
    const prefixes = ['300', '301', '302', '304', '305', '310', '311', '312', '313', '314', '315', '316', '317'];
    for (const prefix of [...prefixes, '318', '320', '321', '322', '323', '350'])
      expect(normalisePhone(`${prefix}1234567`)).toBe(`${prefix}1234567`);
  });
});

describe('A phone as people read it (issue 41)', () => {
  it('given a Colombian mobile or landline, then its digits in groups of 3, 3 and 4', () => {
    expect(formatPhone('3202470120')).toBe('320 247 0120');
    expect(formatPhone('6045551234')).toBe('604 555 1234');
  });

  it('given an international number, or one stored before R37, then as stored', () => {
    expect(formatPhone('+34612345678')).toBe('+34612345678');
    expect(formatPhone('5551234')).toBe('5551234');
  });

  it('given the number as shown, a search looks for its digits, so either form finds it', () =>
    expect(searchTermOf(formatPhone('3202470120'))).toBe('3202470120'));
});
