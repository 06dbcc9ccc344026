// The membership's operations: recording a payment, renewing, voiding a payment, and freezing the
// membership and ending the freeze.
import { freezeMembershipRequest } from '../members/member.freeze.js';
import { recordPaymentRequest } from '../members/member.payment.js';
import { renewMembershipRequest } from '../members/member.renewal.js';
import { voidPaymentRequest } from '../members/member.void.js';
import { defineOperation, namedBody as body } from './api-operation.js';
import { recordPaymentResponseSchema, renewMembershipResponseSchema } from './member.schemas.js';
import { commandResponseSchema, emptyBodySchema as emptyBody, isoDate } from './schema-primitives.js';

const position = { position: 1234 };

/** R31: a freeze and its end both answer the expiry they leave. */
const freezeAnswer = commandResponseSchema
  .extend({ expiresOn: isoDate.nullable().describe('El vencimiento tras el congelamiento o su final (R31)') })
  .meta({ id: 'FreezeResponse' });

export const membershipOperations = {
  recordPayment: defineOperation({
    operationId: 'recordPayment',
    method: 'post',
    path: '/api/members/{id}/payments',
    tag: 'pagos',
    summary:
      "Registra un pago ('Pago adicional' o 'Abono'); la deuda nunca queda negativa (R9); sin fecha, hoy; fechado otro día: solo Administrador (R33)",
    description:
      "Records a payment ('Pago adicional' or 'Abono'); the debt never goes below zero (R9). Without a date it is dated today; dating it another day needs `payments.dateAnyDay` (R33). A day already closed refuses it (R32).",
    access: 'staff',
    status: 201,
    command: true,
    body: body(recordPaymentRequest, 'RecordPaymentRequest'),
    response: recordPaymentResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: {
      body: { paymentType: 'installment', amount: 40_000, paidOn: '2026-03-02', method: 'cash' },
      response: { paymentId: '7d8daa7b-1c2d-4e5f-8a9b-0c1d2e3f4a5b', ...position },
    },
  }),
  renewMembership: defineOperation({
    operationId: 'renewMembership',
    method: 'post',
    path: '/api/members/{id}/renewals',
    tag: 'pagos',
    summary:
      'Renueva la membresía con el monto pagado (spec §4, R20): antes del vencimiento sigue al periodo actual, si no empieza hoy; el plan puede cambiar (R30)',
    description:
      'Renews the membership with the amount paid (R20): before the expiry the new period follows the current one, otherwise it starts today; the plan may change (R30). Answers the period paid and the new expiry. A day already closed refuses it (R32).',
    access: 'staff',
    status: 201,
    command: true,
    body: body(renewMembershipRequest, 'RenewMembershipRequest'),
    response: renewMembershipResponseSchema,
    errors: [400, 404, 409, 422],
    example: {
      body: { amount: 80_000, plan: 'monthly', method: 'transfer', reference: 'TRX-9911' },
      response: {
        paymentId: '7d8daa7b-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
        plan: 'monthly',
        periodStartsOn: '2026-11-29',
        expiresOn: '2026-12-28',
        ...position,
      },
    },
  }),
  voidPayment: defineOperation({
    operationId: 'voidPayment',
    method: 'post',
    path: '/api/payments/{paymentId}/void',
    tag: 'pagos',
    summary:
      "Anula un pago con un motivo (R29): sigue en cada historial marcado 'Anulado' y resta del cierre y de los ingresos del día de la anulación",
    description:
      "Voids a payment, with a reason (R29): it stays in every history marked 'Anulado' and comes off the cash closing and the income of the day it was voided. A payment is voided once; a deleted member's payment can be voided too (R22).",
    access: 'payments.void',
    status: 201,
    command: true,
    body: body(voidPaymentRequest, 'VoidPaymentRequest'),
    response: commandResponseSchema,
    errors: [400, 403, 404, 409, 422],
    example: { body: { reason: 'Pago registrado dos veces' }, response: position },
  }),
  freezeMembership: defineOperation({
    operationId: 'freezeMembership',
    method: 'post',
    path: '/api/members/{id}/freeze',
    tag: 'usuarios',
    summary:
      'Congela una Quincena o Mensualidad de 1 a 60 días desde hoy o una fecha posterior, con un motivo; el vencimiento se corre esos días (R31)',
    description:
      'Freezes a Quincena or Mensualidad for 1 to 60 days from today or a later day, with a reason; the expiry moves by those days (R31). Answers the new expiry.',
    access: 'members.freeze',
    status: 201,
    command: true,
    body: body(freezeMembershipRequest, 'FreezeMembershipRequest'),
    response: freezeAnswer,
    errors: [400, 403, 404, 409, 422],
    example: {
      body: { days: 15, from: '2026-03-10', reason: 'Viaje a Cali' },
      response: { expiresOn: '2026-04-17', ...position },
    },
  }),
  unfreezeMembership: defineOperation({
    operationId: 'unfreezeMembership',
    method: 'post',
    path: '/api/members/{id}/unfreeze',
    tag: 'usuarios',
    summary:
      'Termina hoy el congelamiento (o cancela uno programado): los días sin usar se descuentan del vencimiento (R31)',
    description:
      'Ends the freeze today, or cancels one not yet started: the unused days come off the expiry again (R31). Answers the expiry it leaves.',
    access: 'members.freeze',
    status: 200,
    command: true,
    body: emptyBody,
    response: freezeAnswer,
    errors: [400, 403, 404, 409],
    example: { body: {}, response: { expiresOn: '2026-04-05', ...position } },
  }),
} as const;
