// Every refusal the API answers, declared once: its code, its kind (which says the HTTP status) and
// its Spanish text (R21), filed with its feature's texts in `catalogue/<feature>.texts.ts` and joined
// here. The catalogue (`messages.ts`) takes the texts from here; the one exception filter, the
// OpenAPI document and the screens read the same entries. The parts' order is the order in which
// each kind lists its codes (the OpenAPI document's examples): a new feature's part goes at the end.
import { joinParts } from './catalogue-parts.js';
import { commonRefusals } from './catalogue/common.texts.js';
import { auditRefusals } from './catalogue/audit.texts.js';
import { shellRefusals } from './catalogue/shell.texts.js';
import { memberRefusals } from './catalogue/member.texts.js';
import { bodyCompositionRefusals } from './catalogue/body-composition.texts.js';
import { attendanceRefusals } from './catalogue/attendance.texts.js';
import { checkInRefusals } from './catalogue/check-in.texts.js';
import { membershipRefusals } from './catalogue/membership.texts.js';
import { paymentsRefusals } from './catalogue/payments.texts.js';
import { receiptsRefusals } from './catalogue/receipts.texts.js';
import { cashClosingRefusals } from './catalogue/cash-closing.texts.js';
import { staffRefusals } from './catalogue/staff.texts.js';
import { settingsRefusals } from './catalogue/settings.texts.js';
import { memberImportRefusals } from './catalogue/member-import.texts.js';
import { dataPolicyRefusals } from './catalogue/data-policy.texts.js';
import { memberCardRefusals } from './catalogue/member-card.texts.js';
import { memberPhotoRefusals } from './catalogue/member-photo.texts.js';
import { dataRequestsRefusals } from './catalogue/data-requests.texts.js';
import { remindersRefusals } from './catalogue/reminders.texts.js';
import { productsRefusals } from './catalogue/products.texts.js';
import { plansRefusals } from './catalogue/plans.texts.js';
import { discountsRefusals } from './catalogue/discounts.texts.js';
import { REFUSAL_STATUS, type RefusalKind } from './catalogue/refusal-kinds.js';

export { REFUSAL_STATUS, type RefusalKind } from './catalogue/refusal-kinds.js';

export const refusals = joinParts(
  commonRefusals,
  auditRefusals,
  shellRefusals,
  memberRefusals,
  bodyCompositionRefusals,
  attendanceRefusals,
  checkInRefusals,
  membershipRefusals,
  paymentsRefusals,
  receiptsRefusals,
  cashClosingRefusals,
  staffRefusals,
  settingsRefusals,
  memberImportRefusals,
  dataPolicyRefusals,
  dataRequestsRefusals,
  remindersRefusals,
  memberCardRefusals,
  memberPhotoRefusals,
  productsRefusals,
  plansRefusals,
  discountsRefusals,
);

export type RefusalCode = keyof typeof refusals;

export function isRefusalCode(code: string): code is RefusalCode {
  return Object.hasOwn(refusals, code);
}

export function refusalKind(code: RefusalCode): RefusalKind {
  return refusals[code].kind;
}

/** The HTTP status a refusal answers. */
export function refusalStatus(code: RefusalCode): number {
  return REFUSAL_STATUS[refusals[code].kind];
}

/** The codes of one kind, e.g. every 'not_found' refusal (for the OpenAPI document). */
export function refusalCodesOf(kind: RefusalKind): RefusalCode[] {
  return (Object.keys(refusals) as RefusalCode[]).filter((code) => refusals[code].kind === kind);
}
