// Specification of RecordVisit, the check-in of any plan (R28, with R1 and a Tiquetera's R5–R7).
import { message } from '../messages.js';
import { given } from '../testing/given-when-then.js';
import {
  at,
  attendanceMarked,
  attendances,
  MEMBER_ID,
  planChanged,
  recordVisit,
  registeredFortnight,
  registeredMonthly,
  registeredTiquetera,
  visitRecorded,
} from '../testing/member.builders.js';

describe('RecordVisit', () => {
  it('R28: a Mensualidad visit records the day, the instant and the plan, and uses nothing', () =>
    given(registeredMonthly())
      .when(recordVisit(), at('2026-03-02', '07:42'))
      .then({
        type: 'VisitRecorded',
        data: {
          memberId: MEMBER_ID,
          visitId: 'visit-new',
          visitedOn: '2026-03-02',
          visitedAt: '2026-03-02T12:42:00.000Z',
          plan: 'monthly',
        },
      }));

  it('R28: a Quincena visit uses nothing either: expiry, debt and ticket days stay as they were', () =>
    given(registeredFortnight())
      .when(recordVisit(), at('2026-03-05', '18:05'))
      .thenState((member) =>
        expect(member).toMatchObject({
          expiresOn: '2026-03-16',
          debt: 40_000,
          ticketDaysUsed: 0,
          lastVisitOn: '2026-03-05',
          lastVisitAt: '2026-03-05T23:05:00.000Z',
        }),
      ));

  it('R28: a member with a debt or an expired membership may still be let in (they pay at the desk)', () => {
    given(registeredMonthly({ debt: 80_000 }))
      .when(recordVisit(), at('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ lastVisitOn: '2026-03-02' }));
    given(registeredMonthly({ debt: 0, expiresOn: '2026-02-01' }))
      .when(recordVisit(), at('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ lastVisitOn: '2026-03-02' }));
  });

  it("R28: a second visit the same day is refused with 'Ya registró su ingreso hoy a las 7:42.'", () => {
    given(registeredMonthly(), visitRecorded('2026-03-02', '07:42'))
      .when(recordVisit(), at('2026-03-02', '19:00'))
      .thenRejects('VISIT.ALREADY_RECORDED_TODAY', { hora: '7:42' });
    expect(message('VISIT.ALREADY_RECORDED_TODAY', { hora: '7:42' })).toBe('Ya registró su ingreso hoy a las 7:42.');
  });

  it('R28: the hour is said in the gym time zone, afternoon hours in 24 h', () =>
    given(registeredFortnight(), visitRecorded('2026-03-02', '18:05', 'fortnight'))
      .when(recordVisit(), at('2026-03-02', '20:00'))
      .thenRejects('VISIT.ALREADY_RECORDED_TODAY', { hora: '18:05' }));

  it('R1 + R28: at 23:30 in Bogotá (already tomorrow in UTC) it is still the same day, so it is refused', () =>
    given(registeredMonthly(), visitRecorded('2026-03-02', '06:00'))
      .when(recordVisit(), at('2026-03-02', '23:30'))
      .thenRejects('VISIT.ALREADY_RECORDED_TODAY', { hora: '6:00' }));

  it('R1 + R28: at 00:30 in Bogotá a new day has begun, so the visit is recorded on it', () =>
    given(registeredMonthly(), visitRecorded('2026-03-02', '23:30'))
      .when(recordVisit(), at('2026-03-03', '00:30'))
      .thenState((member) =>
        expect(member).toMatchObject({ lastVisitOn: '2026-03-03', lastVisitAt: '2026-03-03T05:30:00.000Z' }),
      ));

  it("R28 + R5: a Tiquetera's visit is its attendance: one day used, the expiry set 60 days on", () =>
    given(registeredTiquetera())
      .when(recordVisit(), at('2026-03-02', '07:15'))
      .then({
        type: 'AttendanceMarked',
        data: {
          memberId: MEMBER_ID,
          attendanceId: 'visit-new',
          attendedOn: '2026-03-02',
          attendedAt: '2026-03-02T12:15:00.000Z',
          ticketDaysUsed: 1,
          expiresOn: '2026-05-01',
        },
      }));

  it("R28 + R7: a Tiquetera's second visit the same day is refused with R7's text and uses no day", () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'))
      .when(recordVisit(), at('2026-03-02', '18:00'))
      .thenRejects('ATTENDANCE.ALREADY_MARKED_TODAY'));

  it('R28 + R7: a Tiquetera with its 15 days used is refused with the spec text', () =>
    given(registeredTiquetera(), ...attendances(15))
      .when(recordVisit(), at('2026-03-20'))
      .thenRejects('ATTENDANCE.TICKET_BOOK_EXHAUSTED'));

  it('R28: a visit today under another plan counts: a change to Tiquetera the same day uses no day', () =>
    given(registeredMonthly(), visitRecorded('2026-03-02', '07:42'), planChanged({ plan: 'ticket_book' }))
      .when(recordVisit(), at('2026-03-02', '12:00'))
      .thenRejects('VISIT.ALREADY_RECORDED_TODAY', { hora: '7:42' }));

  it("R28: a Tiquetera's attendance today counts after a change to Mensualidad the same day", () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'), planChanged({ plan: 'monthly' }))
      .when(recordVisit(), at('2026-03-02', '12:00'))
      .thenRejects('VISIT.ALREADY_RECORDED_TODAY', { hora: '10:00' }));

  it('R28: the member remembers the last visit, day and instant, whatever the plan', () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'))
      .when(recordVisit(), at('2026-03-04', '06:10'))
      .thenState((member) =>
        expect(member).toMatchObject({
          lastVisitOn: '2026-03-04',
          lastVisitAt: '2026-03-04T11:10:00.000Z',
          lastAttendanceOn: '2026-03-04',
          ticketDaysUsed: 2,
        }),
      ));

  it('MEMBER.NOT_FOUND: no visit for a member never registered', () =>
    given().when(recordVisit()).thenRejects('MEMBER.NOT_FOUND'));
});
