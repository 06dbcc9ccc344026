// The gym's details as the owner typed them (issue 30): the Configuración form's body, the command,
// and its rule. What each detail may be is gym-details.ts's.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision } from '../decision.js';
import { requestText } from '../request-text.js';
import { GYM_DETAILS_LIMITS, validateGymDetails, type GymDetails } from './gym-details.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

/** The gym's details as the owner typed them (issue 30): all of them, blank where not given. */
export interface ChangeGymDetails {
  readonly type: 'ChangeGymDetails';
  readonly data: GymDetails;
}

/** One detail of the gym (issue 30): plain text up to its limit; blank is "not given". */
const gymText = (max: number, lines = false) =>
  requestText('REQUEST.INVALID', { lines }).trim().max(max, { error: 'REQUEST.TEXT_TOO_LONG' }).default('');

/** POST /api/settings/gym-details: every detail as typed (the domain checks the NIT and, by R37, the phone). */
export const changeGymDetailsRequest = z
  .strictObject(
    {
      name: gymText(GYM_DETAILS_LIMITS.name).meta({ example: 'Gimnasio Titanes' }),
      nit: gymText(GYM_DETAILS_LIMITS.nit).meta({ example: '900.123.456-7' }),
      address: gymText(GYM_DETAILS_LIMITS.address).meta({ example: 'Calle 10 # 5-20, Medellín' }),
      phone: gymText(GYM_DETAILS_LIMITS.phone).meta({ example: '604 555 1234' }),
      receiptFooter: gymText(GYM_DETAILS_LIMITS.receiptFooter, true).meta({
        example: 'Gracias por entrenar con nosotros',
      }),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangeGymDetailsRequest' });

export type ChangeGymDetailsRequest = z.output<typeof changeGymDetailsRequest>;

/** Issue 30: the details as typed (trimmed, the phone as R37 stores it); the same details record nothing. */
export function changeGymDetails({ data }: ChangeGymDetails, state: GymSettingsState): Decision<GymSettingsEvent> {
  const details = validateGymDetails(data);
  if ('code' in details) return reject(details.code, undefined, details.field);
  const same = (Object.keys(details) as (keyof GymDetails)[]).every((field) => details[field] === state.details[field]);
  return same ? [] : [{ type: 'GymDetailsChanged', data: details }];
}
