// Specification of what screens derive from a membership (spec §4, R6, R14, R16).
import { message } from '../messages.js';
import {
  compareNewestFirst,
  daysToExpiry,
  isActiveMembership,
  isExpired,
  type MembershipFacts,
  membershipStatus,
  membershipStatusMessageKey,
  remainingTicketDays,
  ticketBookState,
} from './member.read.js';
import { isAboutToExpire } from './member.windows.js';

const TODAY = '2026-03-10';
const monthly = (overrides: Partial<MembershipFacts> = {}): MembershipFacts => ({
  plan: 'monthly',
  debt: 0,
  expiresOn: '2026-03-20',
  ticketDaysUsed: 0,
  ...overrides,
});
const tiquetera = (overrides: Partial<MembershipFacts> = {}): MembershipFacts =>
  monthly({ plan: 'ticket_book', expiresOn: null, ...overrides });

describe('§4: the profile status badge', () => {
  it("§4: any debt shows 'Con Deuda', even when expired", () =>
    expect(membershipStatus(monthly({ debt: 1, expiresOn: '2026-01-01' }), TODAY)).toBe('debt'));

  it("§4: a non-Tiquetera expiry in the past shows 'Vencido'", () =>
    expect(membershipStatus(monthly({ expiresOn: '2026-03-09' }), TODAY)).toBe('expired'));

  it("§4: an expiry today is still 'Activo'", () =>
    expect(membershipStatus(monthly({ expiresOn: TODAY }), TODAY)).toBe('active'));

  it("§4: a Tiquetera is never 'Vencido', even past its expiry", () =>
    expect(membershipStatus(tiquetera({ expiresOn: '2026-01-01' }), TODAY)).toBe('active'));

  it('§4: the badges read their texts from the catalogue', () =>
    expect((['debt', 'expired', 'active'] as const).map((s) => message(membershipStatusMessageKey(s)))).toEqual([
      'Con Deuda',
      'Vencido',
      'Activo',
    ]));
});

describe('§4: the dashboard active membership', () => {
  it('§4: no debt and expiry today or later is active', () => {
    expect(isActiveMembership(monthly(), TODAY)).toBe(true);
    expect(isActiveMembership(monthly({ expiresOn: TODAY }), TODAY)).toBe(true);
  });

  it('§4: an expiry in the past, or none, is not active', () => {
    expect(isActiveMembership(monthly({ expiresOn: '2026-03-09' }), TODAY)).toBe(false);
    expect(isActiveMembership(monthly({ expiresOn: null }), TODAY)).toBe(false);
  });

  it('§4: any debt is not active', () => expect(isActiveMembership(monthly({ debt: 5_000 }), TODAY)).toBe(false));

  it('§4: a Tiquetera is active while fewer than 15 days are used, whatever its expiry', () => {
    expect(isActiveMembership(tiquetera({ ticketDaysUsed: 14, expiresOn: '2026-01-01' }), TODAY)).toBe(true);
    expect(isActiveMembership(tiquetera({ ticketDaysUsed: 15 }), TODAY)).toBe(false);
  });
});

describe('R14: about to expire and expired', () => {
  it.each([
    ['2026-03-10', 0, true],
    ['2026-03-15', 5, true],
    ['2026-03-16', 6, false],
    ['2026-03-09', -1, false],
  ])('R14: an expiry on %s (%p days away) is about to expire: %p', (expiresOn, days, expected) => {
    expect(daysToExpiry(monthly({ expiresOn }), TODAY)).toBe(days);
    expect(isAboutToExpire(monthly({ expiresOn }), TODAY)).toBe(expected);
  });

  it('R14: an expiry before today is expired; today is not', () => {
    expect(isExpired(monthly({ expiresOn: '2026-03-09' }), TODAY)).toBe(true);
    expect(isExpired(monthly({ expiresOn: TODAY }), TODAY)).toBe(false);
  });

  it('R14: a Tiquetera is excluded from both lists', () => {
    expect(isAboutToExpire(tiquetera({ expiresOn: '2026-03-12' }), TODAY)).toBe(false);
    expect(isExpired(tiquetera({ expiresOn: '2026-03-01' }), TODAY)).toBe(false);
  });

  it('R14: a membership with no expiry is in neither list', () => {
    expect(isAboutToExpire(monthly({ expiresOn: null }), TODAY)).toBe(false);
    expect(isExpired(monthly({ expiresOn: null }), TODAY)).toBe(false);
    expect(daysToExpiry(monthly({ expiresOn: null }), TODAY)).toBeNull();
  });
});

describe('R6: remaining ticket days', () => {
  it('R6: remaining is 15 minus used', () => {
    expect(remainingTicketDays(0)).toBe(15);
    expect(remainingTicketDays(4)).toBe(11);
    expect(remainingTicketDays(15)).toBe(0);
  });
});

describe('R16: newest first', () => {
  it('R16: history sorts by date, then by time of recording, newest first', () => {
    const entries = [
      { id: 'a', date: '2026-03-01', recordedAt: '2026-03-05T10:00:00Z' },
      { id: 'b', date: '2026-03-02', recordedAt: '2026-03-02T09:00:00Z' },
      { id: 'c', date: '2026-03-02', recordedAt: '2026-03-02T18:00:00Z' },
      { id: 'd', date: '2026-02-27', recordedAt: '2026-03-06T08:00:00Z' },
    ];
    expect([...entries].sort(compareNewestFirst).map((entry) => entry.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('R16: instants are compared as instants, whatever their offset', () => {
    const utc = { date: '2026-03-02', recordedAt: '2026-03-02T16:00:00Z' };
    const bogota = { date: '2026-03-02', recordedAt: '2026-03-02T11:30:00-05:00' };
    expect([utc, bogota].sort(compareNewestFirst)).toEqual([bogota, utc]);
  });
});

describe('R27: the Tiquetera second badge', () => {
  const book = { plan: 'ticket_book' as const, debt: 0, expiresOn: '2026-05-01', ticketDaysUsed: 4 };

  it('R27: given a book in use before its expiry, then no second badge', () =>
    expect(ticketBookState(book, '2026-05-01')).toBeNull());

  it("R27: given 15 days used, then 'Agotada'", () =>
    expect(ticketBookState({ ...book, ticketDaysUsed: 15 }, '2026-03-10')).toBe('exhausted'));

  it("R27: given its expiry past, then 'Vencida', while the status badge stays 'Activo' (spec §4)", () => {
    expect(ticketBookState(book, '2026-05-02')).toBe('expired');
    expect(membershipStatus(book, '2026-05-02')).toBe('active');
  });

  it('R27: a fresh book (no expiry) and other plans get none', () => {
    expect(ticketBookState({ ...book, expiresOn: null, ticketDaysUsed: 0 }, '2027-01-01')).toBeNull();
    expect(ticketBookState({ ...book, plan: 'monthly' }, '2026-06-01')).toBeNull();
  });
});
