// The body of POST /api/staff: strict, every problem a catalogue code (the domain checks the rest).
import { z } from 'zod';

export const createStaffAccountRequest = z.strictObject(
  {
    email: z.string({ error: 'STAFF.EMAIL_INVALID' }).max(254, { error: 'STAFF.EMAIL_INVALID' }),
    displayName: z.string({ error: 'STAFF.DISPLAY_NAME_REQUIRED' }),
    password: z.string({ error: 'STAFF.PASSWORD_TOO_SHORT' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID') },
);
