// The JSON bodies of managing staff accounts: strict, every problem a catalogue code (the domain checks the rest).
import { z } from 'zod';
import { requestText } from '../request-text.js';
import { commandResponseSchema, strictBodyError, uuid } from './schema-primitives.js';

export const createStaffAccountRequest = z
  .strictObject(
    {
      email: requestText('STAFF.EMAIL_INVALID')
        .max(254, { error: 'STAFF.EMAIL_INVALID' })
        .meta({ example: 'caja@migimnasio.co' }),
      displayName: requestText('STAFF.DISPLAY_NAME_REQUIRED').meta({ example: 'Luis Gómez' }),
      password: requestText('STAFF.PASSWORD_TOO_SHORT').meta({ example: 'otra-clave-larga' }),
    },
    strictBodyError,
  )
  .meta({ id: 'CreateStaffAccountRequest' });

export const changeStaffPasswordRequest = z
  .strictObject({ password: requestText('STAFF.PASSWORD_TOO_SHORT') }, strictBodyError)
  .meta({ id: 'ChangeStaffPasswordRequest' });

export const createStaffAccountResponseSchema = commandResponseSchema
  .extend({ id: uuid })
  .meta({ id: 'CreateStaffAccountResponse' });
