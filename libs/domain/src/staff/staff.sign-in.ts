// An account signed in: the command and its rule (the Personal screen's 'Último ingreso'). The
// credentials are checked by the backend before; a disabled account cannot sign in.
import { reject, type Decision } from '../decision.js';
import type { StaffEvent } from './staff.events.js';
import type { ExistingStaffAccount } from './staff.state.js';

export interface RecordStaffSignIn {
  readonly type: 'RecordStaffSignIn';
  readonly data: { readonly staffId: string };
}

export function recordStaffSignIn(_command: RecordStaffSignIn, account: ExistingStaffAccount): Decision<StaffEvent> {
  return account.status === 'active'
    ? [{ type: 'StaffSignedIn', data: { staffId: account.staffId } }]
    : reject('STAFF.DISABLED');
}
