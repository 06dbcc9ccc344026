// The auditors' sentences (issue 6): what changed, with old → new values for edits.
import { describeMemberEvent } from './member.describe.js';

const memberId = '11111111-1111-4111-8111-111111111111';

describe('describeMemberEvent', () => {
  it('names a renewal payment as the issue shows it', () => {
    expect(
      describeMemberEvent({
        type: 'MembershipRenewed',
        data: {
          memberId,
          paymentId: 'p',
          amount: 80_000,
          renewedOn: '2026-03-01',
          periodStartsOn: '2026-03-01',
          plan: 'monthly',
          planTerms: { kind: 'time', months: 1 },
          previousPlan: 'monthly',
          planPrice: 80_000,
          expiresOn: '2026-04-01',
          amountPaid: 80_000,
          debt: 0,
          ticketDaysUsed: 0,
          method: 'unspecified',
        },
      }).replace(/\u00a0/g, ' '),
    ).toBe('Pago registrado: $ 80.000 (Renovación). Membresía renovada, vence 01/04/2026');
  });

  it('issue 10: names how the money came in, with its reference; older payments read as before', () => {
    const paid = describeMemberEvent({
      type: 'PaymentRecorded',
      data: {
        memberId,
        paymentId: 'p',
        paymentType: 'installment',
        amount: 20_000,
        paidOn: '2026-03-02',
        plan: 'monthly',
        amountPaid: 60_000,
        debt: 20_000,
        method: 'nequi',
        reference: '3001112233',
      },
    });
    expect(paid.replace(/\u00a0/g, ' ')).toBe('Pago registrado: $ 20.000 (Abono) · Nequi · Ref. 3001112233');
    const renewed = describeMemberEvent({
      type: 'MembershipRenewed',
      data: {
        memberId,
        paymentId: 'p',
        amount: 80_000,
        renewedOn: '2026-03-01',
        periodStartsOn: '2026-03-01',
        plan: 'monthly',
        planTerms: { kind: 'time', months: 1 },
        previousPlan: 'monthly',
        planPrice: 80_000,
        expiresOn: '2026-04-01',
        amountPaid: 80_000,
        debt: 0,
        ticketDaysUsed: 0,
        method: 'cash',
      },
    });
    expect(renewed.replace(/\u00a0/g, ' ')).toBe(
      'Pago registrado: $ 80.000 (Renovación). Membresía renovada, vence 01/04/2026 · Efectivo',
    );
  });

  it('names a plan change from Quincena to Mensualidad', () => {
    expect(
      describeMemberEvent({
        type: 'MemberPlanChanged',
        data: {
          memberId,
          plan: 'monthly',
          planTerms: { kind: 'time', months: 1 },
          previousPlan: 'fortnight',
          joinedOn: '2026-03-01',
          previousJoinedOn: '2026-03-01',
          planPrice: 80_000,
          expiresOn: '2026-04-01',
          ticketDaysUsed: 0,
          debt: 40_000,
        },
      }),
    ).toBe('Plan cambiado de Quincena a Mensualidad');
  });

  it('gives old → new values for every edited detail, in Spanish', () => {
    expect(
      describeMemberEvent({
        type: 'MemberDetailsChanged',
        data: {
          memberId,
          changes: { phone: '3001234567', gender: 'female', notes: '' },
          previous: { phone: '3000000000', gender: 'male', notes: 'Asma' },
        },
      }),
    ).toBe(
      'Datos cambiados: Teléfono 3000000000 → 3001234567; Género Masculino → Femenino; Observaciones Asma → (vacío)',
    );
  });

  it('describes a manual payment with its Spanish type', () => {
    expect(
      describeMemberEvent({
        type: 'PaymentRecorded',
        data: {
          memberId,
          paymentId: 'p',
          paymentType: 'installment',
          amount: 20_000,
          paidOn: '2026-03-02',
          plan: 'monthly',
          amountPaid: 60_000,
          debt: 20_000,
          method: 'unspecified',
        },
      }).replace(/\u00a0/g, ' '),
    ).toBe('Pago registrado: $ 20.000 (Abono)');
  });

  it("R28: names a check-in of a plan that uses nothing, with the member's plan", () => {
    const visit = {
      memberId,
      visitId: 'v',
      visitedOn: '2026-03-02',
      visitedAt: '2026-03-02T12:42:00.000Z',
      plan: 'fortnight' as const,
    };
    expect(describeMemberEvent({ type: 'VisitRecorded', data: visit })).toBe('Ingreso registrado (plan Quincena)');
  });

  it('describes attendance, reset, measures and deletion', () => {
    expect(
      describeMemberEvent({
        type: 'AttendanceMarked',
        data: {
          memberId,
          attendanceId: 'a',
          attendedOn: '2026-03-02',
          attendedAt: '2026-03-02T15:00:00.000Z',
          ticketDaysUsed: 3,
          expiresOn: '2026-05-01',
        },
      }),
    ).toBe('Asistencia registrada: 3 de 15 días usados');
    expect(
      describeMemberEvent({
        type: 'TicketBookReset',
        data: { memberId, previousTicketDaysUsed: 7, ticketDaysUsed: 0, expiresOn: null },
      }),
    ).toBe('Tiquetera reiniciada: días usados 7 → 0');
    expect(
      describeMemberEvent({
        type: 'BodyCompositionRecorded',
        data: {
          memberId,
          recordId: 'r',
          measuredOn: '2026-03-02',
          gender: 'female',
          measures: { cuello: 32, gluteo_cadera: 98 },
        },
      }),
    ).toBe('Medidas registradas del 02/03/2026: cuello 32 cm, glúteo/cadera 98 cm');
    expect(describeMemberEvent({ type: 'MemberDeleted', data: { memberId, name: 'Ana Pérez' } })).toBe(
      'Usuario eliminado: Ana Pérez',
    );
  });
});
