// A staff account as its events leave it, and `evolveStaff`, the fold that gets it there.
import type { StaffEvent } from './staff.events.js';
import type { StaffRole } from './staff-roles.js';

export interface NoStaffAccount {
  readonly status: 'none';
}

export interface ExistingStaffAccount {
  readonly status: 'active' | 'disabled';
  readonly staffId: string;
  readonly email: string;
  readonly displayName: string;
  readonly passwordHash: string;
  /** The role recorded; none for an account created before roles existed (see `roleAsRead`). */
  readonly role?: StaffRole;
}

export type ActiveStaffAccount = ExistingStaffAccount & { readonly status: 'active' };
export type StaffState = NoStaffAccount | ExistingStaffAccount;

export const initialStaffState: StaffState = { status: 'none' };

export function evolveStaff(state: StaffState, event: StaffEvent): StaffState {
  if (event.type === 'StaffAccountCreated') return { status: 'active', ...event.data };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'StaffPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'StaffAccountDisabled':
      return { ...state, status: 'disabled' };
    case 'StaffAccountEnabled':
      return { ...state, status: 'active' };
    case 'StaffRoleChanged':
      return { ...state, role: event.data.role };
    case 'StaffDisplayNameChanged':
      return { ...state, displayName: event.data.displayName };
    case 'StaffSignedIn':
    case 'StaffSessionEnded':
    case 'StaffSessionsEnded':
      // Sessions live in the read model the session check reads, not in the account's decisions.
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown staff event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldStaff(events: readonly StaffEvent[]): StaffState {
  return events.reduce(evolveStaff, initialStaffState);
}
