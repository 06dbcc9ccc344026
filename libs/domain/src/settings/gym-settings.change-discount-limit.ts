// R39: the most Recepción may discount, as the owner sets it under Configuración: the form's body,
// the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision } from '../decision.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

export interface ChangeReceptionDiscountLimit {
  readonly type: 'ChangeReceptionDiscountLimit';
  readonly data: { readonly percent: number };
}

/** POST /api/settings/discount-limit: the percentage, a whole number from 0 to 100. */
export const changeReceptionDiscountLimitRequest = z
  .strictObject(
    {
      percent: z
        .number({ error: 'DISCOUNT_LIMIT.INVALID' })
        .meta({ type: 'integer', minimum: 0, maximum: 100, example: 10 }),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeReceptionDiscountLimitRequest' });

export type ChangeReceptionDiscountLimitRequest = z.output<typeof changeReceptionDiscountLimitRequest>;

/** R39: a whole percentage from 0 to 100; the limit already in force records nothing. */
export function changeReceptionDiscountLimit(
  { data }: ChangeReceptionDiscountLimit,
  state: GymSettingsState,
): Decision<GymSettingsEvent> {
  const { percent } = data;
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    return reject('DISCOUNT_LIMIT.INVALID', undefined, 'percent');
  }
  const previousPercent = state.receptionDiscountPercent;
  return percent === previousPercent
    ? []
    : [{ type: 'ReceptionDiscountLimitChanged', data: { percent, previousPercent } }];
}
