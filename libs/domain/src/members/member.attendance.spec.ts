// Specification of MarkAttendance on a ticket book (spec §4, §5, R1, R5, R6, R7, R19).
import { message } from '../messages.js';
import { given } from '../testing/given-when-then.js';
import {
  at,
  attendanceMarked,
  attendances,
  MEMBER_ID,
  markAttendance,
  registeredFortnight,
  registeredMonthly,
  registeredTiquetera,
  resetTicketBook,
} from '../testing/member.builders.js';
import type { TicketBookReset } from './member-records.events.js';
import { describeMemberEvent } from './member.describe.js';
import type { MemberEvent } from './member.events.js';
import { remainingTicketDays } from './member.read.js';

const reset: MemberEvent = {
  type: 'TicketBookReset',
  data: { memberId: MEMBER_ID, previousTicketDaysUsed: 15, ticketDaysUsed: 0, expiresOn: null },
};

describe('MarkAttendance', () => {
  it('R5: the first attendance of a book uses one day and sets the expiry to that day + 60', () =>
    given(registeredTiquetera())
      .when(markAttendance(), at('2026-03-02', '07:15'))
      .then({
        type: 'AttendanceMarked',
        data: {
          memberId: MEMBER_ID,
          attendanceId: 'attendance-new',
          attendedOn: '2026-03-02',
          attendedAt: '2026-03-02T12:15:00.000Z',
          ticketDaysUsed: 1,
          expiresOn: '2026-05-01',
        },
      }));

  it('R5: later attendances keep the expiry of the first', () =>
    given(registeredTiquetera(), ...attendances(3))
      .when(markAttendance(), at('2026-03-20'))
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 4, expiresOn: '2026-05-01' })));

  it('R7: a second attendance the same day is refused', () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'))
      .when(markAttendance(), at('2026-03-02', '18:00'))
      .thenRejects('ATTENDANCE.ALREADY_MARKED_TODAY'));

  it('R1 + R7: at 23:30 in Bogotá it is still the same day (UTC is already the next), so it is refused', () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'))
      .when(markAttendance(), at('2026-03-02', '23:30'))
      .thenRejects('ATTENDANCE.ALREADY_MARKED_TODAY'));

  it('R1: at 00:30 in Bogotá the next day has begun, so it is marked on that day', () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'))
      .when(markAttendance(), at('2026-03-03', '00:30'))
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 2, lastAttendanceOn: '2026-03-03' })));

  it('R1: an attendance at 23:30 in Bogotá is dated that local day, not the UTC day', () =>
    given(registeredTiquetera())
      .when(markAttendance(), at('2026-03-02', '23:30'))
      .thenState((member) =>
        expect(member).toMatchObject({ lastAttendanceOn: '2026-03-02', expiresOn: '2026-05-01' }),
      ));

  it('R7 + §5: the 15th attendance is allowed and uses the last day', () =>
    given(registeredTiquetera(), ...attendances(14))
      .when(markAttendance(), at('2026-03-20'))
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 15 })));

  it('R7 + §5: the 16th attendance is refused: the ticket book is exhausted', () =>
    given(registeredTiquetera(), ...attendances(15))
      .when(markAttendance(), at('2026-03-20'))
      .thenRejects('ATTENDANCE.TICKET_BOOK_EXHAUSTED'));

  it('R5: after a reset the first attendance starts a new 60-day expiry', () =>
    given(registeredTiquetera(), ...attendances(15), reset)
      .when(markAttendance(), at('2026-03-20'))
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 1, expiresOn: '2026-05-19' })));

  it('R7: a reset does not allow a second attendance the same day', () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'), reset)
      .when(markAttendance(), at('2026-03-02', '11:00'))
      .thenRejects('ATTENDANCE.ALREADY_MARKED_TODAY'));

  it('§1: attendance is controlled only on the Tiquetera plan', () => {
    given(registeredMonthly()).when(markAttendance()).thenRejects('ATTENDANCE.NOT_TICKET_BOOK');
    given(registeredFortnight()).when(markAttendance()).thenRejects('ATTENDANCE.NOT_TICKET_BOOK');
  });

  it('MEMBER.NOT_FOUND: no attendance for a member never registered', () =>
    given().when(markAttendance()).thenRejects('MEMBER.NOT_FOUND'));

  it('R19: after marking, the profile says how many days remain', () =>
    given(registeredTiquetera(), ...attendances(4))
      .when(markAttendance(), at('2026-03-20'))
      .thenState((member) => {
        if (member.status === 'none') throw new Error('expected a member');
        const text = message('ATTENDANCE.MARKED_REMAINING', { n: remainingTicketDays(member.ticketDaysUsed) });
        expect(text).toBe('Asistencia registrada. Días restantes: 10');
      }));
});

describe('ResetTicketBook', () => {
  it('R5: a reset sets used days to 0 and the expiry to none', () =>
    given(registeredTiquetera(), ...attendances(7))
      .when(resetTicketBook())
      .then({
        type: 'TicketBookReset',
        data: {
          memberId: MEMBER_ID,
          previousTicketDaysUsed: 7,
          ticketDaysUsed: 0,
          expiresOn: null,
          reason: 'Asistencias marcadas por error',
        },
      }));

  it('R45: given a used book, when it is reset without a reason (or one under 5 characters), then it is refused and nothing is recorded', () => {
    given(registeredTiquetera(), ...attendances(3))
      .when(resetTicketBook('   '))
      .thenRejects('REQUEST.REASON_INVALID');
    given(registeredTiquetera(), ...attendances(3))
      .when(resetTicketBook('nop'))
      .thenRejects('REQUEST.REASON_INVALID');
  });

  it('R45: the reason is kept trimmed and the timeline line says it; a reset recorded before R45 reads as before', () => {
    const resetWithReason: TicketBookReset = {
      type: 'TicketBookReset',
      data: { ...reset.data, previousTicketDaysUsed: 2, reason: 'Error de marcación' },
    };
    given(registeredTiquetera(), ...attendances(2))
      .when(resetTicketBook('  Error de marcación  '))
      .then(resetWithReason);
    expect(describeMemberEvent(resetWithReason)).toBe(
      'Tiquetera reiniciada: días usados 2 → 0. Motivo: Error de marcación',
    );
    expect(describeMemberEvent(reset)).toBe('Tiquetera reiniciada: días usados 15 → 0');
  });
});

describe('R27: an expired Tiquetera', () => {
  it('R27: given a book first used on 2 March (expires 1 May), when attendance is marked on 2 May, then it is refused naming the date', () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'))
      .when(markAttendance(), at('2026-05-02'))
      .thenRejects('ATTENDANCE.TICKET_BOOK_EXPIRED', { fecha: '01/05/2026' }));

  it('R27: on its expiry day the book still works', () =>
    given(registeredTiquetera(), attendanceMarked('2026-03-02'))
      .when(markAttendance(), at('2026-05-01'))
      .thenState((member) => expect(member).toMatchObject({ ticketDaysUsed: 2 })));

  it('R27: the refusal reads as the ruling says', () =>
    expect(message('ATTENDANCE.TICKET_BOOK_EXPIRED', { fecha: '01/05/2026' })).toBe(
      'La tiquetera venció el 01/05/2026. Renuévala para registrar asistencias.',
    ));
});
