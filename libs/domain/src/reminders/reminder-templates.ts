// The owner's WhatsApp texts of the reminders (R50) and their e-mails' subjects: one of each per kind
// with the placeholders below, the catalogue's until the owner saves others, filled in for a member,
// and checked when saved (a text at most 1,000 characters, a subject one line of at most 150; plain
// text, no placeholder that does not exist).
import { planLabel, SPEC_PLANS, type PlanCatalogue } from '../plans/plan-catalogue.js';
import { message, messages } from '../messages.js';
import type { RefusalCode } from '../refusals.js';
import { formatDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import { isPlainText } from '../rules/plain-text.js';
import { firstName } from '../rules/whatsapp.js';
import { bookVisits, remainingTicketDays } from '../members/member.read.js';
import type { PlanId, PlanTerms } from '../rules/plan-terms.js';
import { REMINDER_KINDS, type ReminderKind } from './reminder.kinds.js';

export const REMINDER_PLACEHOLDERS = ['nombre', 'gimnasio', 'plan', 'vence', 'deuda', 'visitas'] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];

/** A WhatsApp message people read on a phone: well under what WhatsApp takes, and what the owner may write. */
export const REMINDER_TEMPLATE_MAX = 1000;

/** An e-mail's subject: one line a mail program shows whole. */
export const REMINDER_SUBJECT_MAX = 150;

export type ReminderTemplates = Readonly<Record<ReminderKind, string>>;
/** The e-mails' subjects, per kind: the same shape as the texts. */
export type ReminderSubjects = ReminderTemplates;
export type ReminderValues = Readonly<Record<ReminderPlaceholder, string>>;

/** The catalogue's templates, which a gym has until its owner saves its own. */
export function defaultReminderTemplates(): ReminderTemplates {
  return Object.fromEntries(
    REMINDER_KINDS.map((kind) => [kind, messages[`REMINDER.TEMPLATE.${kind}`]]),
  ) as unknown as ReminderTemplates;
}

/** The catalogue's subjects of the e-mails, which a gym has until its owner saves its own. */
export function defaultReminderSubjects(): ReminderSubjects {
  return Object.fromEntries(
    REMINDER_KINDS.map((kind) => [kind, messages[`REMINDER.EMAIL_SUBJECT.${kind}`]]),
  ) as unknown as ReminderSubjects;
}

/** The placeholders as the form lists them: '{nombre}, {gimnasio}, …'. */
export const placeholderList = (): string => REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What the template says with each placeholder filled in. */
export function renderReminder(template: string, values: ReminderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (REMINDER_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as ReminderPlaceholder] : whole,
  );
}

/** What a member's reminder fills in: the first name, the gym's printed name, plan, expiry, debt and visits left. */
export interface ReminderAddressee {
  readonly name: string;
  readonly plan: PlanId;
  /** R38: the member's plan's terms (a visits plan's book); absent: the spec plan's. */
  readonly planTerms?: PlanTerms;
  readonly expiresOn: string | null;
  readonly debt: number;
  readonly ticketDaysUsed: number;
}

/** `plans`: the gym's plans (R38), so `{plan}` is the plan's name and `{visitas}` what its book has left. */
export function reminderValues(
  member: ReminderAddressee,
  gym: string,
  plans: PlanCatalogue = SPEC_PLANS,
): ReminderValues {
  return {
    nombre: firstName(member.name),
    gimnasio: gym,
    plan: planLabel(member.plan, plans),
    vence: member.expiresOn === null ? '' : formatDate(member.expiresOn),
    deuda: formatMoney(member.debt),
    visitas: String(visitsLeft(member)),
  };
}

/** R6 + R38: the visits left of the member's book (a Tiquetera's 15, or the gym's visits plan's). */
export function visitsLeft(member: Pick<ReminderAddressee, 'plan' | 'planTerms' | 'ticketDaysUsed'>): number {
  const visits =
    member.planTerms === undefined ? undefined : bookVisits({ plan: member.plan, planTerms: member.planTerms });
  return remainingTicketDays(member.ticketDaysUsed, visits);
}

export interface TemplateProblem {
  /** The form's field: `templates.<kind>` or `subjects.<kind>`. */
  readonly field: `${'templates' | 'subjects'}.${ReminderKind}`;
  readonly code: RefusalCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/** How a text and a subject differ: where it goes, how long, whether it may break lines, its refusals. */
const RULES = {
  templates: {
    max: REMINDER_TEMPLATE_MAX,
    lines: true,
    codes: {
      empty: 'REMINDER.TEMPLATE_EMPTY',
      tooLong: 'REMINDER.TEMPLATE_TOO_LONG',
      characters: 'REMINDER.TEMPLATE_INVALID_CHARACTERS',
      placeholder: 'REMINDER.TEMPLATE_UNKNOWN_PLACEHOLDER',
    },
  },
  subjects: {
    max: REMINDER_SUBJECT_MAX,
    lines: false,
    codes: {
      empty: 'REMINDER.SUBJECT_EMPTY',
      tooLong: 'REMINDER.SUBJECT_TOO_LONG',
      characters: 'REMINDER.SUBJECT_INVALID_CHARACTERS',
      placeholder: 'REMINDER.SUBJECT_UNKNOWN_PLACEHOLDER',
    },
  },
} as const satisfies Record<string, { max: number; lines: boolean; codes: Record<string, RefusalCode> }>;

type TextPart = keyof typeof RULES;

function checkText(part: TextPart, kind: ReminderKind, value: string): string | TemplateProblem {
  const { max, lines, codes } = RULES[part];
  const text = value.trim();
  const tipo = message(`REMINDER.KIND.${kind}`);
  const problem = (code: RefusalCode, params: Record<string, string | number> = {}): TemplateProblem => ({
    field: `${part}.${kind}`,
    code,
    params: { tipo, ...params },
  });
  if (text === '') return problem(codes.empty);
  if (text.length > max) return problem(codes.tooLong, { n: text.length, max });
  if (!isPlainText(text, { lines })) return problem(codes.characters);
  const unknown = [...text.matchAll(PLACEHOLDER)].find(
    ([, name]) => !(REMINDER_PLACEHOLDERS as readonly string[]).includes(name ?? ''),
  );
  if (unknown !== undefined) return problem(codes.placeholder, { marcador: unknown[0], marcadores: placeholderList() });
  return text;
}

/** The template trimmed, or what is wrong with it. */
export function checkReminderTemplate(kind: ReminderKind, template: string): string | TemplateProblem {
  return checkText('templates', kind, template);
}

/** The e-mail's subject trimmed, or what is wrong with it (one line: no line breaks). */
export function checkReminderSubject(kind: ReminderKind, subject: string): string | TemplateProblem {
  return checkText('subjects', kind, subject);
}

function checkAll(part: TextPart, texts: ReminderTemplates): ReminderTemplates | TemplateProblem {
  const checked: Partial<Record<ReminderKind, string>> = {};
  for (const kind of REMINDER_KINDS) {
    const result = checkText(part, kind, texts[kind]);
    if (typeof result !== 'string') return result;
    checked[kind] = result;
  }
  return checked as ReminderTemplates;
}

/** Every kind's template trimmed, or the first one that is wrong. */
export function checkReminderTemplates(templates: ReminderTemplates): ReminderTemplates | TemplateProblem {
  return checkAll('templates', templates);
}

/** Every kind's subject trimmed, or the first one that is wrong. */
export function checkReminderSubjects(subjects: ReminderSubjects): ReminderSubjects | TemplateProblem {
  return checkAll('subjects', subjects);
}
