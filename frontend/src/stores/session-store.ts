// The staff session: whether someone is signed in, who, and the actions that change it.
import { create } from 'zustand';
import { isAdministrator, may, type Permission } from '@gym/domain';
import { setSessionExpiredHandler } from '../lib/api-client';
import {
  endAllSessions,
  fetchCurrentAccount,
  signIn,
  signOut,
  type Credentials,
  type StaffAccount,
} from '../lib/auth-api';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  readonly status: SessionStatus;
  readonly account: StaffAccount | null;
  /** True when the server ended the session rather than the user; the login page says so. */
  readonly expired: boolean;
  /** Asks the server who is signed in (the cookie is httpOnly, so only the server knows). */
  check: () => Promise<void>;
  /** Signs in; a refusal rejects with an ApiError whose message is ready to show. */
  login: (credentials: Credentials) => Promise<void>;
  /** Signs out; a failure rejects and the session stays as it was. */
  logout: () => Promise<void>;
  /** Ends every session of the account, this one included; a failure rejects and the session stays. */
  endAllSessions: () => Promise<void>;
  expire: () => void;
  reset: () => void;
}

const initialState = { status: 'loading', account: null, expired: false } as const;

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialState,
  check: async () => {
    try {
      const account = await fetchCurrentAccount();
      set({ status: 'signedIn', account, expired: false });
    } catch {
      // 401 means signed out; any other failure also leaves the login page as the way forward.
      set({ status: 'signedOut', account: null });
    }
  },
  login: async (credentials) => {
    const account = await signIn(credentials);
    set({ status: 'signedIn', account, expired: false });
  },
  logout: async () => {
    await signOut();
    set({ status: 'signedOut', account: null, expired: false });
  },
  endAllSessions: async () => {
    await endAllSessions();
    set({ status: 'signedOut', account: null, expired: false });
  },
  expire: () => {
    if (get().status === 'signedIn') set({ status: 'signedOut', account: null, expired: true });
  },
  reset: () => set(initialState),
}));

setSessionExpiredHandler(() => useSessionStore.getState().expire());

/**
 * Whether the signed-in account is an Administrador (R25): the screens hide what Recepción cannot
 * use. Only a convenience: the server refuses it anyway.
 */
export function useIsAdministrator(): boolean {
  return useSessionStore((state) => isAdministrator(state.account?.role));
}

/**
 * Whether the signed-in account's role may do `permission` (R25, R33), read from the domain's one
 * table: the screens hide what it may not. Only a convenience: the server refuses it anyway.
 */
export function useMay(permission: Permission): boolean {
  return useSessionStore((state) => may(state.account?.role, permission));
}
