// The staff session: whether someone is signed in, who, and the actions that change it.
import { create } from 'zustand';
import { isAdministrator, may, type OperationBody, type Permission, type SignedInAccount } from '@gym/domain';
import { ApiError, send, setSessionExpiredHandler } from '../lib/api-client';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  readonly status: SessionStatus;
  /** The signed-in account and its role (R25). */
  readonly account: SignedInAccount | null;
  /** True when the server ended the session rather than the user; the login page says so. */
  readonly expired: boolean;
  /** Asks the server who is signed in (the cookie is httpOnly, so only the server knows). */
  check: () => Promise<void>;
  /** Signs in; a refusal rejects with an ApiError whose message is ready to show. */
  login: (credentials: OperationBody<'login'>) => Promise<void>;
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
      const account = await send('me', { fallback: 'SERVER.ERROR' });
      set({ status: 'signedIn', account, expired: false });
    } catch {
      // 401 means signed out; any other failure also leaves the login page as the way forward.
      set({ status: 'signedOut', account: null });
    }
  },
  login: async (credentials) => {
    const account = await send('login', { body: credentials, fallback: 'AUTH.LOGIN_FAILED' });
    set({ status: 'signedIn', account, expired: false });
  },
  logout: async () => {
    try {
      await send('logout', { fallback: 'AUTH.LOGOUT_FAILED' });
    } catch (error) {
      // The session had already ended: signed out all the same.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    set({ status: 'signedOut', account: null, expired: false });
  },
  endAllSessions: async () => {
    await send('endAllSessions', { body: {}, fallback: 'MY_ACCOUNT.END_ALL_FAILED' });
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
