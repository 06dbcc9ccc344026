// The three membership plans of the product (spec §9) and their constants. Prices: plan-prices.ts (R24).

export const PLAN_CODES = ['fortnight', 'monthly', 'ticket_book'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** Days on one ticket book (Tiquetera). */
export const TICKET_BOOK_DAYS = 15;
/** A ticket book expires this many days after its first attendance (R5). */
export const TICKET_BOOK_VALID_DAYS = 60;
/** A Quincena lasts this many days (R4). */
export const FORTNIGHT_DAYS = 15;
/** Dashboard window for memberships about to expire (R14). */
export const EXPIRY_ALERT_DAYS = 5;
/** Dashboard window for birthdays (R15). */
export const BIRTHDAY_ALERT_DAYS = 30;
/** The profile shows this many recent payments (spec §9). */
export const RECENT_PAYMENTS_SHOWN = 10;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** 'opening_balance': what a spreadsheet row said was paid before the gym used this product (R43): no income. */
export const PAYMENT_TYPES = ['additional', 'installment', 'renewal', 'initial', 'opening_balance'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The payment types a staff member records by hand; renewal and initial come from their own commands. */
export const MANUAL_PAYMENT_TYPES = ['additional', 'installment'] as const;
export type ManualPaymentType = (typeof MANUAL_PAYMENT_TYPES)[number];

/** Body measures per gender, in cm (spec §3). Keys are the stored measure names. */
export const MEASURE_KEYS: Readonly<Record<Gender, readonly string[]>> = {
  female: ['cuello', 'brazo', 'pecho', 'cintura', 'gluteo_cadera', 'pierna'],
  male: ['cuello', 'biceps', 'pecho', 'cintura_bajo_ombligo', 'gluteo', 'pierna'],
};

export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);
}
