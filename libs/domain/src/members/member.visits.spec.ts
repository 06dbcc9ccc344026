// The desk's verdict, today's visit, and who stopped coming (R28, with R1, R14, R15 and R27).
import type { PlanCode } from '../rules/plans.js';
import {
  absenceCutoff,
  absentSince,
  chartDays,
  checkInVerdict,
  daysAbsent,
  deskInstruction,
  isAbsent,
  isBirthdayToday,
  visitClockTime,
  visitedTodayAt,
} from './member.visits.js';

const TODAY = '2026-03-20';

interface Member {
  readonly plan: PlanCode;
  readonly debt: number;
  readonly expiresOn: string | null;
  readonly ticketDaysUsed: number;
  readonly lastVisitOn: string | null;
  readonly lastVisitAt: string | null;
  readonly joinedOn: string;
}

const member = (overrides: Partial<Member> = {}): Member => ({
  plan: 'monthly',
  debt: 0,
  expiresOn: '2026-04-01',
  ticketDaysUsed: 0,
  lastVisitOn: null,
  lastVisitAt: null,
  joinedOn: '2026-03-01',
  ...overrides,
});

describe('checkInVerdict', () => {
  it("R28: 'Activo' is let in", () =>
    expect(checkInVerdict(member(), TODAY)).toEqual({ status: 'active', ticketBook: null, letIn: true }));

  it("R28 + §4: 'Con Deuda' and 'Vencido' go to the desk", () => {
    expect(checkInVerdict(member({ debt: 1 }), TODAY)).toEqual({ status: 'debt', ticketBook: null, letIn: false });
    expect(checkInVerdict(member({ expiresOn: '2026-03-19' }), TODAY)).toEqual({
      status: 'expired',
      ticketBook: null,
      letIn: false,
    });
  });

  it('R14: a membership expiring today still lets them in', () =>
    expect(checkInVerdict(member({ expiresOn: TODAY }), TODAY).letIn).toBe(true));

  it("R27: a Tiquetera 'Agotada' (15 days used) or 'Vencida' (expiry past) goes to the desk, its badge still 'Activo'", () => {
    const book = { plan: 'ticket_book' as const, expiresOn: '2026-04-30' };
    expect(checkInVerdict(member({ ...book, ticketDaysUsed: 15 }), TODAY)).toEqual({
      status: 'active',
      ticketBook: 'exhausted',
      letIn: false,
    });
    expect(checkInVerdict(member({ ...book, ticketDaysUsed: 3, expiresOn: '2026-03-19' }), TODAY)).toEqual({
      status: 'active',
      ticketBook: 'expired',
      letIn: false,
    });
    expect(checkInVerdict(member({ ...book, ticketDaysUsed: 14 }), TODAY).letIn).toBe(true);
    expect(checkInVerdict(member({ plan: 'ticket_book', expiresOn: null }), TODAY).letIn).toBe(true);
  });
});

describe("'Sin venir hace 14 días o más'", () => {
  it('R28: counts from the last visit, or from the entry date for one who never came', () => {
    expect(absentSince(member({ lastVisitOn: '2026-03-05' }))).toBe('2026-03-05');
    expect(absentSince(member({ joinedOn: '2026-02-10' }))).toBe('2026-02-10');
    expect(daysAbsent(member({ lastVisitOn: '2026-03-06' }), TODAY)).toBe(14);
  });

  it("issue 41: given a member imported from a sheet who never came, it counts from the import day, not the sheet's entry date", () => {
    expect(absentSince({ lastVisitOn: null, joinedOn: '2025-09-28', importedOn: '2026-03-15' })).toBe('2026-03-15');
    expect(isAbsent({ ...member({ joinedOn: '2025-09-28' }), importedOn: '2026-03-15' }, TODAY)).toBe(false);
    // An entry date after the import (a renewal since) counts from the entry; a visit, from the visit.
    expect(absentSince({ lastVisitOn: null, joinedOn: '2026-03-18', importedOn: '2026-03-15' })).toBe('2026-03-18');
    expect(absentSince({ lastVisitOn: '2026-03-16', joinedOn: '2025-09-28', importedOn: '2026-03-15' })).toBe(
      '2026-03-16',
    );
  });

  it('R28: 14 days without a visit is absent, 13 is not', () => {
    expect(isAbsent(member({ lastVisitOn: '2026-03-06' }), TODAY)).toBe(true);
    expect(isAbsent(member({ lastVisitOn: '2026-03-07' }), TODAY)).toBe(false);
    expect(isAbsent(member({ joinedOn: '2026-03-06' }), TODAY)).toBe(true);
    expect(isAbsent(member({ joinedOn: '2026-03-07' }), TODAY)).toBe(false);
  });

  it('R28 + §4: only active members: not with a debt, an expired plan or an exhausted Tiquetera', () => {
    const long = { lastVisitOn: '2026-01-01' };
    expect(isAbsent(member({ ...long, debt: 10_000 }), TODAY)).toBe(false);
    expect(isAbsent(member({ ...long, expiresOn: '2026-03-19' }), TODAY)).toBe(false);
    expect(isAbsent(member({ ...long, plan: 'ticket_book', expiresOn: null, ticketDaysUsed: 15 }), TODAY)).toBe(false);
    expect(isAbsent(member({ ...long, plan: 'ticket_book', expiresOn: null, ticketDaysUsed: 2 }), TODAY)).toBe(true);
  });

  it('R28: an entry date still to come is not an absence', () =>
    expect(isAbsent(member({ joinedOn: '2026-04-01', expiresOn: '2026-05-01' }), TODAY)).toBe(false));

  it('R28: the cutoff is the latest day that counts, the same rule as an indexed bound', () => {
    expect(absenceCutoff(TODAY)).toBe('2026-03-06');
    expect(absenceCutoff('2026-03-10')).toBe('2026-02-24');
    for (const lastVisitOn of ['2026-03-05', '2026-03-06', '2026-03-07']) {
      expect(isAbsent(member({ lastVisitOn }), TODAY)).toBe(lastVisitOn <= absenceCutoff(TODAY));
    }
  });
});

describe('visits of today', () => {
  it("R28: today's visit gives its instant; an earlier day's gives none", () => {
    const visit = { lastVisitOn: TODAY, lastVisitAt: '2026-03-20T12:42:00.000Z' };
    expect(visitedTodayAt(member(visit), TODAY)).toBe('2026-03-20T12:42:00.000Z');
    expect(visitedTodayAt(member(visit), '2026-03-21')).toBeNull();
  });

  it("R1 + R28: the hour is the gym's, without a leading zero: 7:42, 18:05, 23:30", () => {
    expect(visitClockTime('2026-03-20T12:42:00.000Z', 'America/Bogota')).toBe('7:42');
    expect(visitClockTime('2026-03-20T23:05:00.000Z', 'America/Bogota')).toBe('18:05');
    expect(visitClockTime('2026-03-21T04:30:00.000Z', 'America/Bogota')).toBe('23:30');
    expect(visitClockTime('2026-03-21T05:00:00.000Z', 'America/Bogota')).toBe('0:00');
  });

  it('R15: a birthday today, 29 February counting as 28 February in other years', () => {
    expect(isBirthdayToday('1990-03-20', TODAY)).toBe(true);
    expect(isBirthdayToday('1990-03-21', TODAY)).toBe(false);
    expect(isBirthdayToday(null, TODAY)).toBe(false);
    expect(isBirthdayToday('1992-02-29', '2027-02-28')).toBe(true);
    expect(isBirthdayToday('1992-02-29', '2028-02-28')).toBe(false);
  });

  it("R1: the chart's 30 days end today, oldest first, across a month's end", () => {
    const days = chartDays('2026-03-10');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-09');
    expect(days.at(-1)).toBe('2026-03-10');
  });
});

describe('deskInstruction: what the card tells the receptionist to do (issue 41)', () => {
  const verdict = (overrides: Partial<Member> = {}) => {
    const facts = member(overrides);
    return { ...checkInVerdict(facts, TODAY), debt: facts.debt };
  };

  it("given an up-to-date member, then 'Puede ingresar'", () =>
    expect(deskInstruction(verdict())).toBe('CHECK_IN.LET_IN'));

  it("given a debt, then 'Cobrar antes de dejar pasar'", () =>
    expect(deskInstruction(verdict({ debt: 30_000 }))).toBe('CHECK_IN.COLLECT_FIRST'));

  it("given an expired Mensualidad, then 'Renovar antes de dejar pasar'", () =>
    expect(deskInstruction(verdict({ expiresOn: '2026-03-19' }))).toBe('CHECK_IN.RENEW_FIRST'));

  it("given an expired Mensualidad with a debt, then the badge's 'Con Deuda' decides: collect first", () =>
    expect(deskInstruction(verdict({ expiresOn: '2026-03-19', debt: 10_000 }))).toBe('CHECK_IN.COLLECT_FIRST'));

  it('given a used-up Tiquetera with a debt, then collect and renew', () =>
    expect(
      deskInstruction(verdict({ plan: 'ticket_book', expiresOn: '2026-05-01', ticketDaysUsed: 15, debt: 10_000 })),
    ).toBe('CHECK_IN.COLLECT_AND_RENEW_FIRST'));

  it('given a Tiquetera with its 15 days used, then renew it first', () =>
    expect(deskInstruction(verdict({ plan: 'ticket_book', expiresOn: '2026-05-01', ticketDaysUsed: 15 }))).toBe(
      'CHECK_IN.RENEW_FIRST',
    ));

  it('given a frozen membership, then no entry today', () =>
    expect(deskInstruction({ status: 'frozen', ticketBook: null, letIn: false, debt: 0 })).toBe(
      'CHECK_IN.NOT_TODAY_FROZEN',
    ));
});
