// The pieces of member event data that several topics share (member-profile, membership and
// member-records .events.ts): the details, a registration, how money came in, where an import came from.
import { z } from 'zod';
import type { DeepReadonly } from '../api/schema-primitives.js';
import { dataSchemaOf } from '../event-data-schema.js';
import { RECORDED_PAYMENT_METHODS, type PaymentMethodFields } from '../rules/payment-methods.js';
import { planTermsSchema } from '../rules/plan-terms.schema.js';
import { GENDERS } from '../rules/plans.js';
import { DISCOUNT_KINDS } from '../rules/discounts.js';

/** R38: a plan's id ('fortnight', 'monthly', 'ticket_book' for the spec plans; a generated id for the gym's own). */
export const plan = z.string();
/**
 * R38: the terms of the plan as they were when the event started the membership (kind, length,
 * visits, validity). Events stored before R38 carry none: the decoder upcasts them to their spec
 * plan's terms (decode-event.ts), so every rule reads the terms and never the plan's id.
 */
export const planTerms = planTermsSchema;
export const nullableText = z.string().nullable();
/** Brought in from the original product; absent (not imported) on every other event. */
export const imported = z.literal(true).optional();

/** Personal details a staff member can edit (spec §3). Dates are `YYYY-MM-DD` (R2). */
const details = {
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  birthday: nullableText,
  notes: z.string(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  /**
   * Document number, digits only (issue 10); unique among live members when present. Absent in
   * events stored before it existed and in registrations without one: read as null.
   */
  cedula: nullableText.optional(),
  /** R50: where reminders are e-mailed, lower-cased; absent in events stored before it existed: read as null. */
  email: nullableText.optional(),
};
export const memberDetails = z.object(details);
export type MemberDetails = DeepReadonly<z.output<typeof memberDetails>>;

/** What a registration decides beside the details: `MemberRegistered`'s data, and `MemberImported`'s. */
export const registration = {
  ...details,
  memberId: z.string(),
  plan,
  planTerms,
  planPrice: z.number(),
  joinedOn: z.string(),
  /** null for a Tiquetera until its first attendance (R5). */
  expiresOn: nullableText,
  /** Always 0 here: an initial payment follows as its own `PaymentRecorded` (R10). */
  amountPaid: z.number(),
  debt: z.number(),
};

/** How a payment or a renewal came in: PaymentMethodFields (rules/payment-methods.ts), tied to it. */
export const paymentMethod = dataSchemaOf<PaymentMethodFields>()(
  z.object({ method: z.enum(RECORDED_PAYMENT_METHODS), reference: z.string().optional() }),
).shape;

/** Where an imported member came from: its document in the original product's database, */
export const firestoreSource = z.object({ system: z.literal('firestore'), documentId: z.string() });
export type FirestoreSource = DeepReadonly<z.output<typeof firestoreSource>>;

/** …or a row of a spreadsheet the gym kept its members in (issue 29, R34): the file's name and the row's number. */
export const spreadsheetSource = z.object({ system: z.literal('spreadsheet'), file: z.string(), row: z.number() });
export type SpreadsheetSource = DeepReadonly<z.output<typeof spreadsheetSource>>;

export type ImportSource = FirestoreSource | SpreadsheetSource;

/**
 * R39: a membership-starting event (registration, renewal, plan change) whose price was discounted
 * carries the plan's list price, the discount (what was typed and the pesos it took off) and its
 * reason; its `planPrice` is then the price charged (list − discount), which the debt follows.
 * Events without them (every one stored before R39, and undiscounted ones) read as no discount.
 */
export const discountFields = {
  listPrice: z.number().optional(),
  discount: z.object({ kind: z.enum(DISCOUNT_KINDS), value: z.number(), amount: z.number() }).optional(),
  discountReason: z.string().optional(),
};
