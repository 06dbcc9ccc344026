// The body of POST /api/staff: strict, every problem a catalogue code (the domain checks the rest).
import { requestText } from '@gym/domain';
import { z } from 'zod';

export const createStaffAccountRequest = z.strictObject(
  {
    email: requestText('STAFF.EMAIL_INVALID').max(254, { error: 'STAFF.EMAIL_INVALID' }),
    displayName: requestText('STAFF.DISPLAY_NAME_REQUIRED'),
    password: requestText('STAFF.PASSWORD_TOO_SHORT'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID') },
);
