// Specification of staff sessions: the claims a token must carry, ending one session or all of them,
// and how long an ended session is remembered.
import { DEFAULT_CONTEXT, staffSpec } from '../testing/given-when-then.js';
import type { StaffEvent } from './staff.events.js';
import {
  endedSessionsInForce,
  isSessionEnded,
  readSessionClaims,
  SESSION_CLOCK_SKEW_SECONDS,
  SESSION_SECONDS,
} from './staff-sessions.js';

const { given } = staffSpec;
const STAFF_ID = 'staff-1';
const SESSION_ID = '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d';
const NOW = 1_772_463_600; // 2026-03-02T15:00:00Z in seconds
const created: StaffEvent = {
  type: 'StaffAccountCreated',
  data: { staffId: STAFF_ID, email: 'caja@gym.co', displayName: 'Caja', passwordHash: 'scrypt$x', role: 'reception' },
};
const disabled: StaffEvent = { type: 'StaffAccountDisabled', data: { staffId: STAFF_ID } };

describe('the claims of a session token', () => {
  const claims = { sub: STAFF_ID, sv: '2026-03-01T10:00:00.000Z', jti: SESSION_ID, iat: NOW - 60, exp: NOW + 3600 };

  it('a token the app issued is read as it is', () => expect(readSessionClaims(claims, NOW)).toEqual(claims));

  it('one issued before sessions had an id is still read, without one', () => {
    const { jti: _jti, ...legacy } = claims;
    expect(readSessionClaims(legacy, NOW)).toEqual(legacy);
  });

  it.each([
    ['no expiry', { ...claims, exp: undefined }],
    ['no issue instant', { ...claims, iat: undefined }],
    ['issued in the future beyond the clock skew', { ...claims, iat: NOW + SESSION_CLOCK_SKEW_SECONDS + 1 }],
    ['living longer than a session', { ...claims, exp: claims.iat + SESSION_SECONDS + 1 }],
    ['expiring before it was issued', { ...claims, exp: claims.iat }],
    ['already expired', { ...claims, exp: NOW }],
    ['a fractional instant', { ...claims, exp: NOW + 0.5 }],
    ['no account', { ...claims, sub: '' }],
    ['no sessionsValidFrom', { ...claims, sv: 7 }],
    ['a session id that is not ours', { ...claims, jti: '__proto__' }],
    ['a session id that is not text', { ...claims, jti: 12 }],
  ])('refused: %s', (_name, payload) => expect(readSessionClaims(payload, NOW)).toBeNull());

  it('a token issued a little ahead of our clock (another machine) is accepted', () =>
    expect(readSessionClaims({ ...claims, iat: NOW + SESSION_CLOCK_SKEW_SECONDS }, NOW)).not.toBeNull());

  it('refused: not an object', () => expect(readSessionClaims('token', NOW)).toBeNull());
});

describe('ending sessions', () => {
  const end = (expiresAt = '2026-03-03T03:00:00.000Z', sessionId = SESSION_ID) =>
    ({ type: 'EndStaffSession', data: { staffId: STAFF_ID, sessionId, expiresAt } }) as const;

  it("'Cerrar Sesión' records the session ended until its token expires", () =>
    given(created)
      .when(end())
      .then({
        type: 'StaffSessionEnded',
        data: { staffId: STAFF_ID, sessionId: SESSION_ID, expiresAt: '2026-03-03T03:00:00.000Z' },
      }));

  it('a disabled account has no session left to end', () => given(created, disabled).when(end()).thenNothing());

  it('REQUEST.INVALID: a session id that is not ours, or no instant of expiry', () => {
    given(created).when(end(undefined, 'x')).thenRejects('REQUEST.INVALID');
    given(created).when(end('mañana')).thenRejects('REQUEST.INVALID');
  });

  it("'Cerrar todas mis sesiones' records that every session so far ended", () =>
    given(created)
      .when({ type: 'EndAllStaffSessions', data: { staffId: STAFF_ID } }, DEFAULT_CONTEXT)
      .then({ type: 'StaffSessionsEnded', data: { staffId: STAFF_ID } }));

  it('STAFF.NOT_FOUND: no sessions of an account that does not exist', () =>
    given()
      .when({ type: 'EndAllStaffSessions', data: { staffId: STAFF_ID } })
      .thenRejects('STAFF.NOT_FOUND'));
});

describe('remembering ended sessions', () => {
  const ended = { [SESSION_ID]: '2026-03-02T20:00:00.000Z', 'a-later-one': '2026-03-03T02:00:00.000Z' };

  it('an ended session is found by its id; a token without an id never is', () => {
    expect(isSessionEnded(ended, SESSION_ID)).toBe(true);
    expect(isSessionEnded(ended, 'another')).toBe(false);
    expect(isSessionEnded(ended, undefined)).toBe(false);
    expect(isSessionEnded(undefined, SESSION_ID)).toBe(false);
    expect(isSessionEnded(ended, 'constructor')).toBe(false);
  });

  it('kept until its token would have expired, plus the clock skew; then forgotten', () => {
    expect(endedSessionsInForce(ended, '2026-03-02T20:01:00.000Z')).toEqual(ended);
    expect(endedSessionsInForce(ended, '2026-03-02T20:01:00.001Z')).toEqual({
      'a-later-one': '2026-03-03T02:00:00.000Z',
    });
    expect(endedSessionsInForce(undefined, '2026-03-02T20:00:00.000Z')).toEqual({});
  });
});
