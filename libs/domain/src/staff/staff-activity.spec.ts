// Actividad del personal: which events are an account's activity, whom each is about, and the
// sentence the owner reads (a member's is the audit timeline's, not written twice).
import type { GymEvent } from '../events.js';
import { describeMemberEvent } from '../members/member.describe.js';
import {
  membershipFrozen,
  paymentRecorded,
  paymentVoided,
  registeredMonthly,
  MEMBER_ID,
} from '../testing/member.builders.js';
import {
  activityRecord,
  activitySubject,
  describeActivity,
  isListedActivity,
  isStaffActivityEvent,
  type StaffActivityEvent,
} from './staff-activity.js';

const context = {
  accountName: 'Luisa',
  ownAccount: false,
  occurredAt: '2026-03-02T15:00:00.000Z',
  timeZone: 'America/Bogota',
};

describe('Actividad del personal', () => {
  it('a payment, a reset, a date edit and a deletion are activity; a check-in or a measure is not', () => {
    const events: GymEvent[] = [
      paymentRecorded(),
      {
        type: 'TicketBookReset',
        data: { memberId: MEMBER_ID, previousTicketDaysUsed: 4, ticketDaysUsed: 0, expiresOn: null },
      },
      { type: 'MemberDeleted', data: { memberId: MEMBER_ID, name: 'Ana' } },
      {
        type: 'VisitRecorded',
        data: {
          memberId: MEMBER_ID,
          visitId: 'v',
          visitedOn: '2026-03-02',
          visitedAt: context.occurredAt,
          plan: 'monthly',
        },
      },
      { type: 'StaffSignedIn', data: { staffId: 's-1' } },
    ];
    expect(events.map(isStaffActivityEvent)).toEqual([true, true, true, false, false]);
  });

  it('a member’s activity reads as its audit timeline does, about that member', () => {
    const event = registeredMonthly();
    const record = activityRecord(event);
    expect(activitySubject(record)).toEqual({ kind: 'member', id: MEMBER_ID });
    expect(describeActivity(record, context)).toBe(describeMemberEvent(event));
  });

  it('R33: a payment dated another day than the one it was recorded says which day it was dated', () => {
    const backdated = activityRecord(
      paymentRecorded({ paidOn: '2026-02-27', amount: 40_000, paymentType: 'additional' }),
    );
    expect(describeActivity(backdated, context)).toMatch(
      /^Pago registrado: \$\s40\.000 \(Pago adicional\).*, con fecha del 27\/02\/2026$/,
    );
    const sameDay = activityRecord(paymentRecorded({ paidOn: '2026-03-02' }));
    expect(describeActivity(sameDay, context)).not.toContain('con fecha del');
  });

  it('R1: at 23:30 in Bogotá (04:30 UTC the next day) a payment dated that evening is of its own day', () => {
    const evening = { ...context, occurredAt: '2026-03-03T04:30:00.000Z' };
    expect(describeActivity(activityRecord(paymentRecorded({ paidOn: '2026-03-02' })), evening)).not.toContain(
      'con fecha del',
    );
  });

  it('an account’s activity never keeps its password hash', () => {
    const created: StaffActivityEvent = {
      type: 'StaffAccountCreated',
      data: {
        staffId: 's-2',
        email: 'caja@gym.co',
        displayName: 'Caja',
        passwordHash: 'scrypt$secret',
        role: 'reception',
      },
    };
    const changed: StaffActivityEvent = {
      type: 'StaffPasswordChanged',
      data: { staffId: 's-2', passwordHash: 'scrypt$x' },
    };
    expect(JSON.stringify([activityRecord(created), activityRecord(changed)])).not.toContain('scrypt');
    expect(activitySubject(activityRecord(changed))).toEqual({ kind: 'staff', id: 's-2' });
  });

  it.each([
    [
      {
        type: 'StaffAccountCreated',
        data: { staffId: 's-2', email: 'c@g.co', displayName: 'Caja', passwordHash: 'x', role: 'reception' },
      },
      'Creó la cuenta de Luisa (Recepción)',
    ],
    [
      { type: 'StaffRoleChanged', data: { staffId: 's-2', role: 'reception', previousRole: 'admin' } },
      'Cambió el rol de Luisa: Administrador → Recepción',
    ],
    [
      {
        type: 'StaffDisplayNameChanged',
        data: { staffId: 's-2', displayName: 'Luisa Gómez', previousDisplayName: 'Recepción 2' },
      },
      'Cambió el nombre de una cuenta: Recepción 2 → Luisa Gómez',
    ],
    [
      { type: 'StaffPasswordChanged', data: { staffId: 's-2', passwordHash: 'x' } },
      'Puso una contraseña nueva a Luisa',
    ],
    [{ type: 'StaffAccountDisabled', data: { staffId: 's-2' } }, 'Deshabilitó la cuenta de Luisa'],
    [{ type: 'StaffAccountEnabled', data: { staffId: 's-2' } }, 'Habilitó la cuenta de Luisa'],
  ] as const)('a staff account’s change reads as a sentence: %j', (event, sentence) =>
    expect(describeActivity(activityRecord(event as StaffActivityEvent), context)).toBe(sentence),
  );

  it('an account that changes its own password says so', () =>
    expect(
      describeActivity(activityRecord({ type: 'StaffPasswordChanged', data: { staffId: 's-1', passwordHash: 'x' } }), {
        ...context,
        ownAccount: true,
      }),
    ).toBe('Cambió su propia contraseña'));

  it('a price change is about the gym', () => {
    const record = activityRecord({
      type: 'PlanPriceChanged',
      data: { plan: 'monthly', price: 90_000, previousPrice: 80_000, effectiveFrom: '2026-04-01' },
    });
    expect(activitySubject(record)).toEqual({ kind: 'gym' });
    expect(describeActivity(record, context)).toMatch(
      /^Precio de Mensualidad: \$\s80\.000 → \$\s90\.000, desde el 01\/04\/2026$/,
    );
  });

  it('R32: closing and reopening a day are about the gym, with the count and its difference', () => {
    const totals = { total: 0, paymentsCount: 0, voidsCount: 0, expectedCash: 50_000, byMethod: [], byStaff: [] };
    const closed = activityRecord({
      type: 'CashDayClosed',
      data: { day: '2026-03-02', countedCash: 45_000, expectedCash: 50_000, difference: -5_000, totals },
    });
    expect(activitySubject(closed)).toEqual({ kind: 'gym' });
    expect(describeActivity(closed, context)).toMatch(
      /^Cerró la caja del 02\/03\/2026 con \$\s45\.000 contados \(Faltante \$\s5\.000\)$/,
    );
    const reopened = activityRecord({ type: 'CashDayReopened', data: { day: '2026-03-02', reason: 'Pago olvidado' } });
    expect(describeActivity(reopened, context)).toBe('Reabrió la caja del 02/03/2026: Pago olvidado');
  });

  it('R41: opening a turno, a withdrawal and closing a turno are about the gym, each in its sentence', () => {
    const totals = { total: 0, paymentsCount: 0, voidsCount: 0, expectedCash: 0, byMethod: [], byStaff: [] };
    const day = '2026-03-02';
    const opened = activityRecord({
      type: 'TurnoOpened',
      data: {
        day,
        turnoId: `${day}-1`,
        base: 50_000,
        openedBy: 's',
        openedAt: '2026-03-02T13:00:00.000Z',
        automatic: false,
      },
    });
    expect(activitySubject(opened)).toEqual({ kind: 'gym' });
    expect(describeActivity(opened, context)).toMatch(/^Abrió un turno de caja del 02\/03\/2026 con base \$\s50\.000$/);
    const automatic = activityRecord({
      type: 'TurnoOpened',
      data: { day, turnoId: `${day}-1`, base: 0, openedBy: 's', openedAt: '2026-03-02T13:00:00.000Z', automatic: true },
    });
    expect(describeActivity(automatic, context)).toBe(
      'Se abrió automáticamente un turno de caja del 02/03/2026 con su cobro',
    );
    // The payment that opened it is the line; a turno opened with a base is one of its own.
    expect([isListedActivity(opened), isListedActivity(automatic)]).toEqual([true, false]);
    const withdrawn = activityRecord({
      type: 'CashWithdrawn',
      data: { day, turnoId: `${day}-1`, amount: 20_000, reason: 'Pago al proveedor', by: 's' },
    });
    expect(describeActivity(withdrawn, context)).toMatch(
      /^Retiró \$\s20\.000 de la caja del 02\/03\/2026: Pago al proveedor$/,
    );
    const closed = activityRecord({
      type: 'TurnoClosed',
      data: {
        day,
        turnoId: `${day}-1`,
        base: 50_000,
        withdrawals: 0,
        countedCash: 105_000,
        expectedCash: 110_000,
        difference: -5_000,
        totals,
        closedBy: 's',
      },
    });
    expect(describeActivity(closed, context)).toMatch(
      /^Cerró un turno de caja del 02\/03\/2026 con \$\s105\.000 contados \(Faltante \$\s5\.000\)$/,
    );
  });

  it("R29, R31: a void and a freeze are activity about their member, in the audit timeline's words", () => {
    for (const event of [paymentVoided(), membershipFrozen()]) {
      expect(isStaffActivityEvent(event)).toBe(true);
      if (!isStaffActivityEvent(event)) continue;
      const record = activityRecord(event);
      expect(activitySubject(record)).toEqual({ kind: 'member', id: MEMBER_ID });
      expect(describeActivity(record, context)).toBe(describeMemberEvent(event));
    }
  });
});
