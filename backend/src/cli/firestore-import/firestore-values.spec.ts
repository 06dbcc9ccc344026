// The shapes Firestore exports give dates and numbers, read into the app's dates (R1, R2) and pesos (R3).
import { readDecimal, readInstant, readMoment, readMoney, readText, zonedInstant } from './firestore-values.js';

const BOGOTA = 'America/Bogota';

describe('dates and instants of a Firestore export', () => {
  it.each([
    ['a YYYY-MM-DD text', '2026-02-15', { date: '2026-02-15', instant: null }],
    [
      'an ISO instant, read as the gym-local day (R1: 22:30 in Bogotá)',
      '2026-03-01T03:30:00.000Z',
      { date: '2026-02-28', instant: '2026-03-01T03:30:00.000Z' },
    ],
    [
      'an ISO instant with an offset',
      '2026-02-20T10:30:00-05:00',
      { date: '2026-02-20', instant: '2026-02-20T15:30:00.000Z' },
    ],
    [
      'a local date-time without offset, read in the gym time zone',
      '2026-02-20T10:30:00',
      { date: '2026-02-20', instant: '2026-02-20T15:30:00.000Z' },
    ],
    [
      'a firebase-admin timestamp',
      { _seconds: 1772062200, _nanoseconds: 500_000_000 },
      { date: '2026-02-25', instant: '2026-02-25T23:30:00.500Z' },
    ],
    [
      'a protobuf timestamp with seconds as text',
      { seconds: '1771293600', nanos: 250_000_000 },
      { date: '2026-02-16', instant: '2026-02-17T02:00:00.250Z' },
    ],
    [
      'a node-firestore-import-export {"__time__"}',
      { __time__: '2026-01-17T14:00:00.000Z' },
      { date: '2026-01-17', instant: '2026-01-17T14:00:00.000Z' },
    ],
    [
      'a firestore-export-import {"__datatype__"}',
      { __datatype__: 'timestamp', value: { _seconds: 1769922000, _nanoseconds: 0 } },
      { date: '2026-02-01', instant: '2026-02-01T05:00:00.000Z' },
    ],
    [
      "UTC midnight, JavaScript's date-only value: its UTC day",
      '1985-07-04T00:00:00.000Z',
      { date: '1985-07-04', instant: null },
    ],
  ])('reads %s', (_shape, value, expected) => expect(readMoment(value, BOGOTA)).toEqual(expected));

  it.each([['2026-02-30'], ['30/01/2026'], ['mañana'], [{ seconds: 'x' }], [42], [true], [[2026, 1, 1]]])(
    'refuses %j',
    (value) => expect(readMoment(value, BOGOTA)).toBeUndefined(),
  );

  it('an instant is always returned in toISOString form', () =>
    expect(readInstant('2026-02-23T08:05:00-05:00', BOGOTA)).toBe('2026-02-23T13:05:00.000Z'));

  it('noon of a date-only value in the gym time zone', () => {
    expect(zonedInstant('2026-02-20', '12:00', BOGOTA)).toBe('2026-02-20T17:00:00.000Z');
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/Madrid')).toBe('2026-07-01T10:00:00.000Z');
  });
});

describe('numbers of a Firestore export', () => {
  it.each([
    [80000, 80_000],
    ['80000', 80_000],
    ['80.000', 80_000],
    ['$ 1.250.000', 1_250_000],
    ['80,000', 80_000],
    [' 45.000 ', 45_000],
    ['-5000', -5_000],
    [33333.4, 33_333],
    ['80000.5', 80_001],
  ])('money %j is %d whole pesos (R3)', (value, expected) => expect(readMoney(value)).toBe(expected));

  it.each([['ochenta mil'], ['80.00.0'], [null], [{}], [Number.NaN]])('money %j is not a number', (value) =>
    expect(readMoney(value)).toBeUndefined(),
  );

  it.each([
    [72.5, 72.5],
    ['72,5', 72.5],
    ['72.5', 72.5],
    ['178', 178],
  ])('a measure %j is %d', (value, expected) => expect(readDecimal(value)).toBe(expected));

  it('a phone stored as a number is read as its digits', () => {
    expect(readText(3109876543)).toBe('3109876543');
    expect(readText('  Calle 1  ')).toBe('Calle 1');
    expect(readText({})).toBeUndefined();
  });
});
