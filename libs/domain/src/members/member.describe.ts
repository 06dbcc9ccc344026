// One Spanish sentence per member event, for the auditors' timeline (issue 6).
import { message, type MessageKey } from '../messages.js';
import { formatDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import { paymentMethodText, type PaymentMethodFields } from '../rules/payment-methods.js';
import { TICKET_BOOK_DAYS } from '../rules/plans.js';
import type { MemberDetails, MemberEvent } from './member.events.js';

type DetailField = keyof MemberDetails;

const planLabel = (plan: string): string => message(`PLAN.${plan}` as MessageKey);

function detailValue(field: DetailField, value: MemberDetails[DetailField] | undefined): string {
  if (value === null || value === undefined || value === '') return message('AUDIT.EMPTY_VALUE');
  if (field === 'gender') return message(`GENDER.${String(value)}` as MessageKey);
  if (field === 'birthday') return formatDate(String(value));
  return String(value);
}

function describeChanges(changes: Partial<MemberDetails>, previous: Partial<MemberDetails>): string {
  return (Object.keys(changes) as DetailField[])
    .map((field) =>
      message('AUDIT.CHANGE', {
        campo: message(`FIELD.${field}` as MessageKey),
        antes: detailValue(field, previous[field]),
        despues: detailValue(field, changes[field]),
      }),
    )
    .join('; ');
}

function describeMeasures(measures: Readonly<Record<string, number>>): string {
  return Object.entries(measures)
    .map(([key, value]) => `${message(`MEASURE.${key}` as MessageKey).toLowerCase()} ${value} cm`)
    .join(', ');
}

export function describeMemberEvent(event: MemberEvent): string {
  switch (event.type) {
    case 'MemberRegistered':
      return message('AUDIT.MEMBER_REGISTERED', {
        nombre: event.data.name,
        plan: planLabel(event.data.plan),
        fecha: formatDate(event.data.joinedOn),
      });
    case 'MemberImported':
      return describeImport(event.data);
    case 'MemberDetailsChanged':
      return message('AUDIT.DETAILS_CHANGED', { cambios: describeChanges(event.data.changes, event.data.previous) });
    case 'MemberPlanChanged':
      return describePlanChange(event.data);
    case 'AmountPaidCorrected':
      return message('AUDIT.AMOUNT_PAID_CORRECTED', {
        antes: formatMoney(event.data.previousAmountPaid),
        despues: formatMoney(event.data.amountPaid),
        deuda: formatMoney(event.data.debt),
      });
    case 'PaymentRecorded':
      if (event.data.source) {
        const { file, row } = event.data.source;
        const { amount, paidOn } = event.data;
        return message('AUDIT.PAYMENT_IMPORTED_SHEET', {
          archivo: file,
          fila: row,
          monto: formatMoney(amount),
          fecha: formatDate(paidOn),
        });
      }
      return withPaymentMethod(
        message(event.data.imported ? 'AUDIT.PAYMENT_IMPORTED' : 'AUDIT.PAYMENT_RECORDED', {
          monto: formatMoney(event.data.amount),
          tipo: message(`PAYMENT_TYPE.${event.data.paymentType}` as MessageKey),
          fecha: formatDate(event.data.paidOn),
        }),
        event.data,
      );
    case 'MembershipRenewed':
      return withPaymentMethod(describeRenewal(event.data), event.data);
    case 'PaymentVoided':
      return message('AUDIT.PAYMENT_VOIDED', {
        monto: formatMoney(event.data.amount),
        fecha: formatDate(event.data.paidOn),
        motivo: event.data.reason,
      });
    case 'MembershipFrozen':
      return message('AUDIT.MEMBERSHIP_FROZEN', {
        desde: formatDate(event.data.frozenFrom),
        hasta: formatDate(event.data.frozenUntil),
        dias: event.data.days,
        vence: formatDate(event.data.expiresOn),
        motivo: event.data.reason,
      });
    case 'MembershipUnfrozen':
      return message('AUDIT.MEMBERSHIP_UNFROZEN', {
        fecha: formatDate(event.data.endedOn),
        congelados: event.data.daysFrozen,
        devueltos: event.data.daysNotUsed,
        vence: event.data.expiresOn ? formatDate(event.data.expiresOn) : message('EXPIRY.TICKET_BOOK_NONE'),
      });
    case 'AttendanceMarked':
      if (event.data.imported)
        return message('AUDIT.ATTENDANCE_IMPORTED', { fecha: formatDate(event.data.attendedOn) });
      return message('AUDIT.ATTENDANCE_MARKED', { usados: event.data.ticketDaysUsed, total: TICKET_BOOK_DAYS });
    case 'VisitRecorded':
      return message('AUDIT.VISIT_RECORDED', { plan: planLabel(event.data.plan) });
    case 'TicketBookReset':
      return message('AUDIT.TICKET_BOOK_RESET', { antes: event.data.previousTicketDaysUsed });
    case 'BodyCompositionRecorded':
      return message(event.data.imported ? 'AUDIT.BODY_COMPOSITION_IMPORTED' : 'AUDIT.BODY_COMPOSITION_RECORDED', {
        fecha: formatDate(event.data.measuredOn),
        medidas: describeMeasures(event.data.measures),
      });
    case 'MemberDeleted':
      return message('AUDIT.MEMBER_DELETED', { nombre: event.data.name });
    default: {
      const unknown: never = event;
      throw new Error(`Unhandled member event ${(unknown as { type?: string }).type}`);
    }
  }
}

/**
 * How the money came in, for payments that say it (issue 10); one that does not (stored before
 * methods existed, or imported) reads as it always did, without a method.
 */
function withPaymentMethod(sentence: string, { method, reference }: PaymentMethodFields): string {
  if (method === 'unspecified') return sentence;
  return message('AUDIT.PAID_WITH', { frase: sentence, medio: paymentMethodText({ method, reference }) });
}

/**
 * A renewal of the same plan starting the day it was made reads as it always did; one that changed
 * the plan or followed the current period (R30) says the plan and the period paid for.
 */
function describeRenewal(data: Extract<MemberEvent, { type: 'MembershipRenewed' }>['data']): string {
  const monto = formatMoney(data.amount);
  const vence = data.expiresOn ? formatDate(data.expiresOn) : message('EXPIRY.TICKET_BOOK_NONE');
  if (data.plan === data.previousPlan && data.periodStartsOn === data.renewedOn) {
    return message('AUDIT.MEMBERSHIP_RENEWED', { monto, vence });
  }
  const [plan, desde] = [planLabel(data.plan), formatDate(data.periodStartsOn)];
  return message('AUDIT.MEMBERSHIP_RENEWED_PERIOD', { monto, plan, desde, vence });
}

function describeImport(data: Extract<MemberEvent, { type: 'MemberImported' }>['data']): string {
  const vence = data.expiresOn ? formatDate(data.expiresOn) : message('COMMON.NOT_AVAILABLE');
  const { source } = data;
  if (source.system === 'spreadsheet') {
    return message('AUDIT.MEMBER_IMPORTED_SHEET', {
      archivo: source.file,
      fila: source.row,
      nombre: data.name,
      plan: planLabel(data.plan),
      precio: formatMoney(data.planPrice),
      fecha: formatDate(data.joinedOn),
      vence,
    });
  }
  return message('AUDIT.MEMBER_IMPORTED', {
    nombre: data.name,
    plan: planLabel(data.plan),
    fecha: formatDate(data.joinedOn),
    vence,
    pagado: formatMoney(data.amountPaid),
    deuda: formatMoney(data.debt),
    documento: source.documentId,
  });
}

function describePlanChange(data: Extract<MemberEvent, { type: 'MemberPlanChanged' }>['data']): string {
  const sentences: string[] = [];
  if (data.plan !== data.previousPlan) {
    sentences.push(
      message('AUDIT.PLAN_CHANGED', { antes: planLabel(data.previousPlan), despues: planLabel(data.plan) }),
    );
  }
  if (data.joinedOn !== data.previousJoinedOn) {
    sentences.push(
      message('AUDIT.JOINED_ON_CHANGED', {
        antes: formatDate(data.previousJoinedOn),
        despues: formatDate(data.joinedOn),
      }),
    );
  }
  return sentences.join('. ');
}
