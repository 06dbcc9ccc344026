// 'Cerrar Sesión' and 'Cerrar todas mis sesiones' (Mi cuenta): the two commands and their rules.
// Neither has a body: the session is the signed-in one.
import { reject, type Decision } from '../decision.js';
import { isValidInstant } from '../rules/dates.js';
import { isSessionId } from './staff-sessions.js';
import type { StaffEvent } from './staff.events.js';
import type { ExistingStaffAccount } from './staff.state.js';

/** 'Cerrar Sesión' with a session that carries an id. */
export interface EndStaffSession {
  readonly type: 'EndStaffSession';
  readonly data: { readonly staffId: string; readonly sessionId: string; readonly expiresAt: string };
}

/** 'Cerrar todas mis sesiones' (Mi cuenta). */
export interface EndAllStaffSessions {
  readonly type: 'EndAllStaffSessions';
  readonly data: { readonly staffId: string };
}

/** A disabled account's sessions all ended already: nothing to record. */
export function endStaffSession({ data }: EndStaffSession, account: ExistingStaffAccount): Decision<StaffEvent> {
  if (!isSessionId(data.sessionId) || !isValidInstant(data.expiresAt)) return reject('REQUEST.INVALID');
  if (account.status === 'disabled') return [];
  const { sessionId, expiresAt } = data;
  return [{ type: 'StaffSessionEnded', data: { staffId: account.staffId, sessionId, expiresAt } }];
}

/** A disabled account's sessions ended when it was disabled. */
export function endAllStaffSessions(
  _command: EndAllStaffSessions,
  account: ExistingStaffAccount,
): Decision<StaffEvent> {
  return account.status === 'active' ? [{ type: 'StaffSessionsEnded', data: { staffId: account.staffId } }] : [];
}
