// Specification of FreezeMembership and UnfreezeMembership (R31, R33) and what a freeze changes
// (status, alerts, check-in).
import { given, RECEPCION } from '../testing/given-when-then.js';
import {
  at,
  freezeMembership,
  MEMBER_ID,
  membershipFrozen,
  recordVisit,
  registeredFortnight,
  registeredMonthly,
  registeredTiquetera,
  unfreezeMembership,
} from '../testing/member.builders.js';
import { freezeRefusal } from './member.freeze.js';
import { isActiveMembership, isFreezeScheduled, isFrozenOn, membershipStatus } from './member.read.js';
import { foldMember, type ExistingMember } from './member.state.js';
import { isAboutToExpire } from './member.windows.js';

const frozen = (from = '2026-03-02', days = 10): ExistingMember =>
  foldMember([registeredMonthly({ debt: 0, amountPaid: 80_000 }), membershipFrozen(from, days)]) as ExistingMember;

describe('R31: freezing a membership', () => {
  it('R31: 10 days from today: frozen through the 10th day, the expiry 10 days later', () =>
    given(registeredMonthly())
      .when(freezeMembership({ days: 10, reason: '  Viaje a Cali ' }), at('2026-03-02'))
      .then({
        type: 'MembershipFrozen',
        data: {
          memberId: MEMBER_ID,
          frozenFrom: '2026-03-02',
          frozenUntil: '2026-03-11',
          days: 10,
          reason: 'Viaje a Cali',
          expiresOn: '2026-04-11',
          previousExpiresOn: '2026-04-01',
        },
      }));

  it('R31: a freeze may start later (scheduled until its first day)', () =>
    given(registeredMonthly())
      .when(freezeMembership({ days: 5, from: '2026-03-20' }), at('2026-03-02'))
      .thenState((member) => {
        expect(member).toMatchObject({ freeze: { frozenFrom: '2026-03-20', frozenUntil: '2026-03-24' } });
        expect(isFreezeScheduled(member as ExistingMember, '2026-03-02')).toBe(true);
        expect(membershipStatus(member as ExistingMember, '2026-03-02')).not.toBe('frozen');
      }));

  it('R31: it may start on the expiry day, not after it', () => {
    given(registeredMonthly())
      .when(freezeMembership({ days: 3, from: '2026-04-01' }), at('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-04-04' }));
    given(registeredMonthly())
      .when(freezeMembership({ days: 3, from: '2026-04-02' }), at('2026-03-02'))
      .thenRejects('FREEZE.AFTER_EXPIRY', { fecha: '01/04/2026' });
  });

  it.each([0, 61, 2.5, -3, Number.NaN])('R31: %p days are refused (1 to 60)', (days) =>
    given(registeredMonthly()).when(freezeMembership({ days })).thenRejects('FREEZE.DAYS_INVALID'),
  );

  it('R31: 1 and 60 days are accepted', () => {
    given(registeredMonthly())
      .when(freezeMembership({ days: 1 }))
      .thenState(() => undefined);
    given(registeredMonthly())
      .when(freezeMembership({ days: 60 }))
      .thenState(() => undefined);
  });

  it('R31: a start before today is refused; an impossible date too', () => {
    given(registeredMonthly())
      .when(freezeMembership({ from: '2026-03-01' }), at('2026-03-02'))
      .thenRejects('FREEZE.FROM_PAST');
    given(registeredMonthly())
      .when(freezeMembership({ from: '2026-02-30' }))
      .thenRejects('FREEZE.FROM_INVALID');
  });

  it('R31: a reason is required', () =>
    given(registeredMonthly())
      .when(freezeMembership({ reason: ' no ' }))
      .thenRejects('REQUEST.REASON_INVALID'));

  it('R31: only a Quincena or Mensualidad is frozen', () =>
    given(registeredTiquetera()).when(freezeMembership()).thenRejects('FREEZE.TICKET_BOOK'));

  it('R31: an expired membership is renewed, not frozen', () =>
    given(registeredFortnight())
      .when(freezeMembership(), at('2026-03-20'))
      .thenRejects('FREEZE.EXPIRED', { fecha: '16/03/2026' }));

  it('R31, issue 41: an expired membership is refused as expired, whatever the days and reason typed', () =>
    given(registeredFortnight())
      .when(freezeMembership({ days: 0, reason: '' }), at('2026-03-20'))
      .thenRejects('FREEZE.EXPIRED', { fecha: '16/03/2026' }));

  it('R31: one freeze at a time: a second one while frozen or scheduled is refused', () => {
    given(registeredMonthly(), membershipFrozen('2026-03-02', 10))
      .when(freezeMembership(), at('2026-03-05'))
      .thenRejects('FREEZE.ALREADY_FROZEN', { fecha: '11/03/2026' });
    given(registeredMonthly(), membershipFrozen('2026-03-20', 5))
      .when(freezeMembership(), at('2026-03-05'))
      .thenRejects('FREEZE.ALREADY_FROZEN', { fecha: '24/03/2026' });
  });

  it('R31: after a freeze is over, another may follow', () =>
    given(registeredMonthly(), membershipFrozen('2026-03-02', 3))
      .when(freezeMembership({ days: 2 }), at('2026-03-06'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-04-06' })));

  it('R31 + R33: Recepción may not freeze', () =>
    given(registeredMonthly())
      .when(freezeMembership(), { ...at('2026-03-02'), actor: RECEPCION })
      .thenRejects('AUTH.FORBIDDEN'));
});

describe('R31: ending a freeze early gives back the days not used', () => {
  it('R31: ended on its 4th day: 3 days stay frozen, 7 are taken back from the expiry', () =>
    given(registeredMonthly(), membershipFrozen('2026-03-02', 10))
      .when(unfreezeMembership(), at('2026-03-05'))
      .then({
        type: 'MembershipUnfrozen',
        data: {
          memberId: MEMBER_ID,
          endedOn: '2026-03-05',
          daysFrozen: 3,
          daysNotUsed: 7,
          expiresOn: '2026-04-04',
          previousExpiresOn: '2026-04-11',
        },
      }));

  it('R31: ended the day it started, every day comes back', () =>
    given(registeredMonthly(), membershipFrozen('2026-03-02', 10))
      .when(unfreezeMembership(), at('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-04-01', freeze: null })));

  it('R31: a scheduled freeze is cancelled whole', () =>
    given(registeredMonthly(), membershipFrozen('2026-03-20', 5))
      .when(unfreezeMembership(), at('2026-03-05'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-04-01', freeze: null })));

  it('R31: no freeze, or one already over, has nothing to end', () => {
    given(registeredMonthly()).when(unfreezeMembership()).thenRejects('FREEZE.NOT_FROZEN');
    given(registeredMonthly(), membershipFrozen('2026-03-02', 3))
      .when(unfreezeMembership(), at('2026-03-06'))
      .thenRejects('FREEZE.NOT_FROZEN');
  });

  it('R31 + R33: Recepción may not end a freeze', () =>
    given(registeredMonthly(), membershipFrozen('2026-03-02', 10))
      .when(unfreezeMembership(), { ...at('2026-03-03'), actor: RECEPCION })
      .thenRejects('AUTH.FORBIDDEN'));
});

describe('R31: while frozen', () => {
  it("R31: the badge reads 'Congelado' from the first to the last frozen day, not before or after", () => {
    const member = frozen('2026-03-02', 10);
    expect(membershipStatus(member, '2026-03-01')).toBe('active');
    expect(membershipStatus(member, '2026-03-02')).toBe('frozen');
    expect(membershipStatus(member, '2026-03-11')).toBe('frozen');
    expect(membershipStatus(member, '2026-03-12')).toBe('active');
    expect(isFrozenOn(member, '2026-03-11')).toBe(true);
  });

  it('R31: a frozen member counts as active on the dashboard', () =>
    expect(isActiveMembership(frozen(), '2026-03-05')).toBe(true));

  it('R31: a frozen member is in no expiry alert, even with the moved expiry within 5 days', () => {
    const member = frozen('2026-03-30', 2);
    expect(member.expiresOn).toBe('2026-04-03');
    expect(isAboutToExpire(member, '2026-03-30')).toBe(false);
    expect(isAboutToExpire(member, '2026-04-01')).toBe(true);
  });

  it("R31: a check-in is refused: 'Membresía congelada hasta el {fecha}.'", () =>
    given(registeredMonthly(), membershipFrozen('2026-03-02', 10))
      .when(recordVisit(), at('2026-03-04'))
      .thenRejects('VISIT.FROZEN', { fecha: '11/03/2026' }));

  it('R31: before a scheduled freeze starts, and after it ends, the check-in is let through', () => {
    given(registeredMonthly(), membershipFrozen('2026-03-20', 5))
      .when(recordVisit(), at('2026-03-04'))
      .thenState((member) => expect(member).toMatchObject({ lastVisitOn: '2026-03-04' }));
    given(registeredMonthly(), membershipFrozen('2026-03-02', 3))
      .when(recordVisit(), at('2026-03-05'))
      .thenState((member) => expect(member).toMatchObject({ lastVisitOn: '2026-03-05' }));
  });
});

describe("R31: whether a freeze may be set (the profile offers 'Congelar' only then, issue 41)", () => {
  const monthly = { plan: 'monthly', expiresOn: '2026-04-01', freeze: null } as const;

  it('given a Mensualidad or Quincena not expired and not frozen, when asked on a day up to its expiry, then it may', () => {
    expect(freezeRefusal(monthly, '2026-03-02')).toBeNull();
    expect(freezeRefusal({ ...monthly, plan: 'fortnight' }, '2026-04-01')).toBeNull();
  });

  it('given an expired membership, then it may not, and the refusal says when it expired', () =>
    expect(freezeRefusal(monthly, '2026-04-02')).toMatchObject({
      code: 'FREEZE.EXPIRED',
      params: { fecha: '01/04/2026' },
    }));

  it('given a Tiquetera, then it may not', () =>
    expect(freezeRefusal({ ...monthly, plan: 'ticket_book', expiresOn: null }, '2026-03-02')).toMatchObject({
      code: 'FREEZE.TICKET_BOOK',
    }));

  it('given a freeze under way or scheduled, then it may not; once it is over, it may', () => {
    const frozenUntil = { ...monthly, freeze: { frozenUntil: '2026-03-11' } };
    expect(freezeRefusal(frozenUntil, '2026-03-11')).toMatchObject({
      code: 'FREEZE.ALREADY_FROZEN',
      params: { fecha: '11/03/2026' },
    });
    expect(freezeRefusal(frozenUntil, '2026-03-12')).toBeNull();
  });
});
