// Every user-facing text of the product, in Spanish, keyed by code (R21). Server and client
// both read from here: the server's errors and the screens' labels are the same strings. Each
// feature (a screen or an aggregate) files its texts and its refusals together in
// `catalogue/<feature>.texts.ts`; `refusals.ts` joins the refusals (codes the API answers, each
// with its kind), and their texts and every other text join here.
import { joinParts } from './catalogue-parts.js';
import { shellMessages } from './catalogue/shell.texts.js';
import { navigationMessages } from './catalogue/navigation.texts.js';
import { commonMessages } from './catalogue/common.texts.js';
import { domainLabelMessages } from './catalogue/domain-labels.texts.js';
import { dashboardMessages } from './catalogue/dashboard.texts.js';
import { memberMessages } from './catalogue/member.texts.js';
import { profileMessages } from './catalogue/profile.texts.js';
import { membershipMessages } from './catalogue/membership.texts.js';
import { attendanceMessages } from './catalogue/attendance.texts.js';
import { bodyCompositionMessages } from './catalogue/body-composition.texts.js';
import { paymentsMessages } from './catalogue/payments.texts.js';
import { receiptsMessages } from './catalogue/receipts.texts.js';
import { cashClosingMessages } from './catalogue/cash-closing.texts.js';
import { checkInMessages } from './catalogue/check-in.texts.js';
import { memberImportMessages } from './catalogue/member-import.texts.js';
import { memberExportMessages } from './catalogue/member-export.texts.js';
import { firestoreImportMessages } from './catalogue/firestore-import.texts.js';
import { cliMessages } from './catalogue/cli.texts.js';
import { staffMessages } from './catalogue/staff.texts.js';
import { myAccountMessages } from './catalogue/my-account.texts.js';
import { settingsMessages } from './catalogue/settings.texts.js';
import { auditMessages } from './catalogue/audit.texts.js';
import { staffActivityMessages } from './catalogue/staff-activity.texts.js';
import { whatsappMessages } from './catalogue/whatsapp.texts.js';
import { dataPolicyMessages } from './catalogue/data-policy.texts.js';
import { memberCardMessages } from './catalogue/member-card.texts.js';
import { memberPhotoMessages } from './catalogue/member-photo.texts.js';
import { dataRequestsMessages } from './catalogue/data-requests.texts.js';
import { remindersMessages } from './catalogue/reminders.texts.js';
import { personalDataMessages } from './catalogue/personal-data.texts.js';
import { productsMessages } from './catalogue/products.texts.js';
import { plansMessages } from './catalogue/plans.texts.js';
import { discountsMessages } from './catalogue/discounts.texts.js';
import { refusals, type RefusalCode } from './refusals.js';

type RefusalTexts = { readonly [K in RefusalCode]: (typeof refusals)[K]['text'] };

const refusalTexts = Object.fromEntries(
  Object.entries(refusals).map(([code, refusal]) => [code, refusal.text]),
) as RefusalTexts;

export const messages = joinParts(
  refusalTexts,
  shellMessages,
  navigationMessages,
  commonMessages,
  domainLabelMessages,
  dashboardMessages,
  memberMessages,
  profileMessages,
  membershipMessages,
  attendanceMessages,
  bodyCompositionMessages,
  paymentsMessages,
  receiptsMessages,
  cashClosingMessages,
  checkInMessages,
  memberImportMessages,
  memberExportMessages,
  firestoreImportMessages,
  cliMessages,
  staffMessages,
  myAccountMessages,
  settingsMessages,
  auditMessages,
  staffActivityMessages,
  whatsappMessages,
  dataPolicyMessages,
  dataRequestsMessages,
  remindersMessages,
  memberCardMessages,
  memberPhotoMessages,
  personalDataMessages,
  productsMessages,
  plansMessages,
  discountsMessages,
) satisfies Readonly<Record<string, string>>;

export type MessageKey = keyof typeof messages;

/** The catalogue's text for `key`, with `{name}` placeholders filled from `params`. */
export function message(key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}
