// `ImportMember`: a spreadsheet row registered as on its entry date (issue 29, R34). The add form's
// rules, plus what a sheet may carry that the form does not: a price, an expiry, used ticket days
// and a debt that must agree with them.
import { isRejection, reject, type Decision } from '../decision.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { isTimePlan, timePlanEnd, visitsOf, type PlanId, type PlanTerms } from '../rules/plan-terms.js';
import { debtFor, formatMoney } from '../rules/money.js';
import { isValidPlanPrice, planPriceOn } from '../rules/plan-prices.js';
import { TICKET_BOOK_DAYS } from '../rules/plans.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberState } from './member.state.js';
import { initialPayment, newMemberDetails } from './member.new-member.js';
import type { MemberDetails, MemberEvent, MemberImported, SpreadsheetSource } from './member.events.js';
import { authorizationRecorded, type AuthorizationAnswers } from './member.record-authorization.js';
import { sensitiveDetailsRefusal } from './member.sensitive-data.js';

/**
 * A row of a gym's spreadsheet (issue 29, R34), registered as on its entry date: the same rules as
 * the add form, with the price, expiry, used ticket days and debt the sheet may give.
 */
export interface ImportMember {
  readonly type: 'ImportMember';
  readonly data: {
    readonly memberId: string;
    /** The id of the initial payment, used only when `amountPaid` > 0. */
    readonly initialPaymentId: string;
    readonly details: MemberDetails;
    readonly plan: PlanId;
    readonly joinedOn: string;
    /** The row's 'Precio'; null: the plan's price in force on `joinedOn` (R24). */
    readonly planPrice: number | null;
    /** The row's 'Pagado', 0 or more (R26): more than 0 records an initial payment (R10). */
    readonly amountPaid: number;
    /** The row's 'Fecha de vencimiento'; null: computed from the entry date (R4, R5). */
    readonly expiresOn: string | null;
    /** The row's 'Días usados' of a Tiquetera (R6). */
    readonly ticketDaysUsed: number;
    /** The row's 'Deuda'; when given it must be Precio − Pagado (R9), else the row is refused. */
    readonly debt: number | null;
    readonly source: SpreadsheetSource;
    /**
     * R47: the row's 'Autoriza datos' / 'Autoriza datos sensibles' / 'Acepta recordatorios';
     * null or absent: none given, the member reads 'Autorización pendiente' and takes no health data.
     */
    readonly authorization?: AuthorizationAnswers | null;
  };
}

/**
 * The membership a row describes. A Tiquetera keeps the days the sheet says it used; unused, it
 * has no expiry (R5), used and without an expiry it comes in without one (as the Firestore import
 * does: no attendance tells when its 60 days began). Other plans use no ticket days and expire
 * when the sheet says, else a plan's length after the entry date (R4).
 */
export function membershipFromSheet(
  terms: PlanTerms,
  joinedOn: string,
  expiresOn: string | null,
  ticketDaysUsed: number,
): { readonly expiresOn: string | null; readonly ticketDaysUsed: number } {
  if (!isTimePlan(terms)) return { ticketDaysUsed, expiresOn: ticketDaysUsed === 0 ? null : expiresOn };
  return { ticketDaysUsed: 0, expiresOn: expiresOn ?? timePlanEnd(terms, joinedOn) };
}

/** The row's own checks, after the add form's (`validateDetails`, plan, entry date, amount paid). */
function sheetProblem(data: ImportMember['data'], terms: PlanTerms, planPrice: number) {
  const days = data.ticketDaysUsed;
  // R38: a visits plan's book holds its own N visits (15 for a Tiquetera; a time plan's sheet says 0–15, ignored).
  if (!Number.isInteger(days) || days < 0 || days > Math.max(TICKET_BOOK_DAYS, visitsOf(terms)))
    return reject('MEMBER_IMPORT.DAYS_USED_INVALID', undefined, 'ticketDaysUsed');
  if (!isValidPlanPrice(planPrice)) return reject('SETTINGS.PRICE_INVALID', undefined, 'planPrice');
  const { expiresOn, joinedOn } = data;
  if (expiresOn !== null && !isValidDate(expiresOn))
    return reject('MEMBER_IMPORT.EXPIRY_INVALID', undefined, 'expiresOn');
  if (expiresOn !== null && expiresOn < joinedOn)
    return reject('MEMBER_IMPORT.EXPIRY_BEFORE_ENTRY', undefined, 'expiresOn');
  const debt = debtFor(planPrice, data.amountPaid);
  if (data.debt !== null && data.debt !== debt) {
    return reject(
      'MEMBER_IMPORT.DEBT_MISMATCH',
      { deuda: formatMoney(data.debt), esperada: formatMoney(debt) },
      'debt',
    );
  }
  return null;
}

/**
 * The same events as registering the member on its entry date: `MemberImported` owing the full
 * price (with the row as its source), then the row's 'Pagado' as a saldo migrado dated that day
 * (R43: in the amount paid and the debt, never income), whose debt is never below 0 (R9). The price is the row's, else the one in force on the
 * entry date (R24). A stream that has a member already (the same name and phone imported before,
 * or a deleted one: R22) is refused.
 */
export function importMember(
  { data }: ImportMember,
  state: MemberState,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  const checked = newMemberDetails(data, state, context, 'amountPaid');
  if (isRejection(checked)) return checked;
  const { details, plan: chosen } = checked;
  const { memberId, plan, joinedOn, source } = data;
  const planPrice = data.planPrice ?? planPriceOn(context.planPrices, plan, joinedOn);
  const problem = sheetProblem(data, chosen.terms, planPrice);
  if (problem !== null) return problem;
  // R47: weight and height only with the sensitive-data authorisation (the sheet's reader leaves them out).
  const answers = data.authorization ?? null;
  const unauthorized = sensitiveDetailsRefusal(details, answers);
  if (unauthorized !== null) return unauthorized;
  const authorized = answers === null ? null : authorizationRecorded(memberId, answers, context);
  if (authorized !== null && 'rejected' in authorized) return authorized;
  const imported: MemberImported = {
    type: 'MemberImported',
    data: {
      ...details,
      memberId,
      plan,
      planTerms: chosen.terms,
      planPrice,
      joinedOn,
      ...membershipFromSheet(chosen.terms, joinedOn, data.expiresOn, data.ticketDaysUsed),
      amountPaid: 0,
      debt: planPrice,
      lastAttendanceOn: null,
      source,
      // Issue 41: without visits, absence counts from today, not from an entry date the product never saw.
      importedOn: localDate(context.now, context.timeZone),
    },
  };
  const events: MemberEvent[] = [imported, ...(authorized === null ? [] : [authorized])];
  if (data.amountPaid === 0) return events;
  // R43: what the sheet says was paid is a saldo migrado, no income of any day; a sheet does not say
  // how the money came in either.
  return [...events, initialPayment(data, planPrice, { method: 'unspecified', source }, 'opening_balance')];
}
