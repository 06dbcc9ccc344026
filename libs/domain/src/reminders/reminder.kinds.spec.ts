// R50: which reminders fall due on which day, kind by kind, at their boundaries.
import { localDate } from '../rules/dates.js';
import {
  debtCycle,
  parseReminderId,
  reminderId,
  remindersDue,
  reminderWindows,
  type ReminderFacts,
} from './reminder.kinds.js';

const ID = '6d0c1f9e-1111-4a4a-8b8b-222222222222';
const TODAY = '2026-03-02';

const member = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  id: ID,
  plan: 'monthly',
  debt: 0,
  expiresOn: '2026-03-20',
  ticketDaysUsed: 0,
  joinedOn: '2026-02-20',
  birthday: '1990-05-14',
  freeze: null,
  remindersRefused: false,
  ...overrides,
});

const kindsDue = (facts: ReminderFacts, today = TODAY) => remindersDue(facts, today).map((due) => due.id);

describe('R47: a member who said no to reminders', () => {
  it('is never listed, whatever is due; one whose authorisation is pending is', () => {
    const birthdayToday = { birthday: '1990-03-02' };
    expect(kindsDue(member({ ...birthdayToday, remindersRefused: true }))).toEqual([]);
    expect(kindsDue(member(birthdayToday))).not.toEqual([]);
  });
});

describe('R50 reminders due today', () => {
  describe('expiring: the membership expires in 3 days', () => {
    it('listed on the third day before the expiry, about that expiry', () =>
      expect(kindsDue(member({ expiresOn: '2026-03-05' }))).toEqual([`expiring.${ID}.2026-03-05`]));

    it.each(['2026-03-04', '2026-03-06'])('not with the expiry on %s (2 or 4 days ahead)', (expiresOn) =>
      expect(kindsDue(member({ expiresOn }))).toEqual([]),
    );

    it('never for a Tiquetera (its expiry is not a membership end, R14)', () =>
      expect(kindsDue(member({ plan: 'ticket_book', expiresOn: '2026-03-05' }))).toEqual([]));

    it('never while frozen today (R31)', () =>
      expect(
        kindsDue(member({ expiresOn: '2026-03-05', freeze: { frozenFrom: '2026-03-01', frozenUntil: '2026-03-03' } })),
      ).toEqual([]));
  });

  describe('expired: the membership expired yesterday', () => {
    it('listed the day after the expiry', () =>
      expect(kindsDue(member({ expiresOn: '2026-03-01' }))).toEqual([`expired.${ID}.2026-03-01`]));

    it.each(['2026-02-28', '2026-03-02'])('not with the expiry on %s', (expiresOn) =>
      expect(kindsDue(member({ expiresOn }))).toEqual([]),
    );

    it('R1: at 00:10 in Bogotá yesterday is the gym day before, whatever UTC says', () => {
      // 00:10 in Bogotá on 3 March is 05:10 UTC; at 23:30 on 2 March it is already 3 March in UTC.
      expect(kindsDue(member({ expiresOn: '2026-03-02' }), localDate('2026-03-03T05:10:00.000Z'))).toEqual([
        `expired.${ID}.2026-03-02`,
      ]);
      expect(kindsDue(member({ expiresOn: '2026-03-02' }), localDate('2026-03-03T04:30:00.000Z'))).toEqual([]);
    });
  });

  describe('visits_low: a Tiquetera with 2 or fewer visits left', () => {
    const ticketBook = (ticketDaysUsed: number) =>
      member({ plan: 'ticket_book', ticketDaysUsed, expiresOn: null, joinedOn: '2026-02-01' });

    it.each([13, 14, 15])('listed with %p of 15 days used, about the book begun on its entry date', (used) =>
      expect(kindsDue(ticketBook(used))).toEqual([`visits_low.${ID}.2026-02-01`]),
    );

    it('not with 3 visits left', () => expect(kindsDue(ticketBook(12))).toEqual([]));

    it('not once the book has expired (its first use set an expiry, R27)', () => {
      expect(kindsDue({ ...ticketBook(14), expiresOn: '2026-03-02' })).toEqual([`visits_low.${ID}.2026-02-01`]);
      expect(kindsDue({ ...ticketBook(14), expiresOn: '2026-03-01' })).toEqual([]);
    });

    it('never for a plan without visits', () => expect(kindsDue(member({ ticketDaysUsed: 14 }))).toEqual([]));
  });

  describe('debt: a debt older than 7 days', () => {
    const owing = (joinedOn: string) => member({ debt: 30_000, joinedOn });

    it('not at 7 days old', () => expect(kindsDue(owing('2026-02-23'))).toEqual([]));

    it('listed at 8 days old, about that day', () =>
      expect(kindsDue(owing('2026-02-22'))).toEqual([`debt.${ID}.2026-03-02`]));

    it('the same reminder for the 7 days after, a new one the week after', () => {
      expect(debtCycle('2026-02-22', '2026-03-08')).toBe('2026-03-02');
      expect(debtCycle('2026-02-22', '2026-03-09')).toBe('2026-03-09');
    });

    it('none once paid', () => expect(kindsDue(member({ debt: 0, joinedOn: '2026-01-01' }))).toEqual([]));
  });

  describe('birthday: today', () => {
    it('listed on the day, about today', () =>
      expect(kindsDue(member({ birthday: '1990-03-02' }))).toEqual([`birthday.${ID}.2026-03-02`]));

    it('not the day before', () => expect(kindsDue(member({ birthday: '1990-03-03' }))).toEqual([]));

    it('R15: a 29 February birthday is on 28 February in a year without one', () => {
      expect(kindsDue(member({ birthday: '2000-02-29' }), '2026-02-28')).toEqual([`birthday.${ID}.2026-02-28`]);
      expect(kindsDue(member({ birthday: '2000-02-29' }), '2026-03-01')).toEqual([]);
      expect(kindsDue(member({ birthday: '2000-02-29' }), '2028-02-28')).toEqual([]);
      expect(kindsDue(member({ birthday: '2000-02-29' }), '2028-02-29')).toEqual([`birthday.${ID}.2028-02-29`]);
    });

    it("the window the read store is asked takes 29 February in on a non-leap year's 28 February", () => {
      expect(reminderWindows('2026-02-28').birthdays).toEqual([{ from: '02-28', to: '02-29' }]);
      expect(reminderWindows('2028-02-28').birthdays).toEqual([{ from: '02-28', to: '02-28' }]);
    });
  });

  it('several kinds at once, in the kinds’ order', () =>
    expect(
      kindsDue(member({ expiresOn: '2026-03-05', debt: 10_000, joinedOn: '2026-01-01', birthday: '1990-03-02' })),
    ).toEqual([`expiring.${ID}.2026-03-05`, `debt.${ID}.2026-02-27`, `birthday.${ID}.2026-03-02`]));

  it('the windows: 3 days ahead, yesterday, 13 days used, entered by 8 days ago', () =>
    expect(reminderWindows(TODAY)).toMatchObject({
      expiringOn: '2026-03-05',
      expiredOn: '2026-03-01',
      ticketDaysUsedFrom: 13,
      debtJoinedBy: '2026-02-22',
    }));

  it('an id names its kind, member and day; anything else names none', () => {
    expect(parseReminderId(reminderId('debt', ID, '2026-03-02'))).toEqual({
      kind: 'debt',
      memberId: ID,
      about: '2026-03-02',
    });
    for (const bad of [
      `lunch.${ID}.2026-03-02`,
      `debt.x.2026-03-02`,
      `debt.${ID}.2026-02-30`,
      `debt.${ID}.2026-03-02.1`,
      '',
    ])
      expect(parseReminderId(bad)).toBeNull();
  });
});
