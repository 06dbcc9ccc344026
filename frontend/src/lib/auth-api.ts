// The staff session endpoints: sign in, sign out (this session, or every one of the account), and
// "who is signed in" (the cookie is httpOnly).
import { apiPath, type SignedInAccount } from '@gym/domain';
import { ApiError, apiClient } from './api-client';

/** The signed-in account and its role (R25). */
export type StaffAccount = SignedInAccount;

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** The signed-in account, or an ApiError with status 401 when nobody is signed in. */
export function fetchCurrentAccount(): Promise<StaffAccount> {
  return apiClient.get<StaffAccount>(apiPath('me'), { fallback: 'SERVER.ERROR', expiresSessionOn401: false });
}

export function signIn(credentials: Credentials): Promise<StaffAccount> {
  return apiClient.post<StaffAccount>(apiPath('login'), credentials, {
    fallback: 'AUTH.LOGIN_FAILED',
    expiresSessionOn401: false,
  });
}

/** Signs out; a 401 (the session had already ended) counts as done. */
export async function signOut(): Promise<void> {
  try {
    await apiClient.post<unknown>(apiPath('logout'), undefined, {
      fallback: 'AUTH.LOGOUT_FAILED',
      expiresSessionOn401: false,
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/** 'Cerrar todas mis sesiones': every session of the account ends on the server, this one included. */
export async function endAllSessions(): Promise<void> {
  await apiClient.post<unknown>(apiPath('endAllSessions'), {}, { fallback: 'MY_ACCOUNT.END_ALL_FAILED' });
}
