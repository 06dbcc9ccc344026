// The HTTP bodies of the cash-day commands (R32): the day comes from the path. Strict (unknown keys
// refused); every issue's message is a catalogue key (R21).
import { z } from 'zod';
import { reasonText } from '../members/member.request-fields.js';
import { MAX_AMOUNT } from '../rules/money.js';

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID'),
  });

/** The cash counted in the drawer: whole pesos, 0 to 10.000.000 (R26's limit). */
export const closeCashDayRequest = strict({
  countedCash: z
    .int({ error: 'CASH_DAY.COUNTED_INVALID' })
    .min(0, { error: 'CASH_DAY.COUNTED_INVALID' })
    .max(MAX_AMOUNT, { error: 'PAYMENT.AMOUNT_TOO_LARGE' }),
});

export const reopenCashDayRequest = strict({ reason: reasonText });

export type CloseCashDayRequest = z.output<typeof closeCashDayRequest>;
export type ReopenCashDayRequest = z.output<typeof reopenCashDayRequest>;
