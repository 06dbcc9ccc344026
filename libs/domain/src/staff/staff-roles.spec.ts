// Specification of the roles (R25): how a role is read, and the rules that span accounts.
import { DEFAULT_CONTEXT, staffSpec } from '../testing/given-when-then.js';
import type { StaffCommand } from './staff.decide.js';
import type { StaffDecisionContext } from './staff.decision-context.js';
import type { StaffEvent } from './staff.events.js';
import { roleAsRead, staffRoster, type StaffRosterEntry } from './staff-roles.js';

const { given } = staffSpec;
const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';
const OWNER = 'owner-1';
const DESK = 'desk-1';

const createdEvent = (staffId: string, email: string, role?: 'admin' | 'reception'): StaffEvent => ({
  type: 'StaffAccountCreated',
  data: { staffId, email, displayName: staffId, passwordHash: HASH, ...(role ? { role } : {}) },
});
const owner = createdEvent(OWNER, 'dueno@gym.co', 'admin');
const desk = createdEvent(DESK, 'caja@gym.co', 'reception');

const entry = (staffId: string, role: StaffRosterEntry['role'], active = true, email = `${staffId}@gym.co`) => ({
  staffId,
  email,
  role,
  active,
});
const withStaff = (...staff: StaffRosterEntry[]): StaffDecisionContext => ({ ...DEFAULT_CONTEXT, staff });

const disable = (staffId: string): StaffCommand => ({ type: 'DisableStaffAccount', data: { staffId } });
const enable = (staffId: string): StaffCommand => ({ type: 'EnableStaffAccount', data: { staffId } });
const changeRole = (staffId: string, role: 'admin' | 'reception'): StaffCommand => ({
  type: 'ChangeStaffRole',
  data: { staffId, role },
});

describe('R25: reading an account’s role', () => {
  it('an account created with a role has it', () => {
    expect(roleAsRead('reception', true)).toBe('reception');
    expect(roleAsRead('admin', false)).toBe('admin');
  });

  it('before roles existed: the gym’s first account reads as Administrador, every later one as Recepción', () =>
    expect(
      staffRoster([
        { staffId: 'a', email: 'a@gym.co', status: 'active' },
        { staffId: 'b', email: 'b@gym.co', status: 'active' },
        { staffId: 'c', email: 'c@gym.co', status: 'disabled', role: 'admin' },
      ]),
    ).toEqual([
      entry('a', 'admin', true, 'a@gym.co'),
      entry('b', 'reception', true, 'b@gym.co'),
      entry('c', 'admin', false, 'c@gym.co'),
    ]));
});

describe('R25: there is always one active Administrador', () => {
  it('the last active Administrador cannot be disabled', () =>
    given(owner)
      .when(disable(OWNER), withStaff(entry(OWNER, 'admin'), entry(DESK, 'reception')))
      .thenRejects('STAFF.LAST_ADMINISTRATOR'));

  it('nor demoted to Recepción', () =>
    given(owner)
      .when(changeRole(OWNER, 'reception'), withStaff(entry(OWNER, 'admin'), entry('other', 'admin', false)))
      .thenRejects('STAFF.LAST_ADMINISTRATOR'));

  it('a legacy first account (no role recorded) is that Administrador too', () =>
    given(createdEvent(OWNER, 'dueno@gym.co'))
      .when(disable(OWNER), withStaff(entry(OWNER, 'admin')))
      .thenRejects('STAFF.LAST_ADMINISTRATOR'));

  it('with another active Administrador, one can be disabled or demoted', () => {
    const two = withStaff(entry(OWNER, 'admin'), entry('partner', 'admin'));
    given(owner)
      .when(disable(OWNER), two)
      .then({ type: 'StaffAccountDisabled', data: { staffId: OWNER } });
    given(owner)
      .when(changeRole(OWNER, 'reception'), two)
      .then({ type: 'StaffRoleChanged', data: { staffId: OWNER, role: 'reception', previousRole: 'admin' } });
  });

  it('a Recepción account can always be disabled', () =>
    given(desk)
      .when(disable(DESK), withStaff(entry(OWNER, 'admin'), entry(DESK, 'reception')))
      .then({ type: 'StaffAccountDisabled', data: { staffId: DESK } }));
});

describe('ChangeStaffRole', () => {
  const staff = withStaff(entry(OWNER, 'admin'), entry(DESK, 'reception'));

  it('promotes Recepción to Administrador, naming the role it had', () =>
    given(desk)
      .when(changeRole(DESK, 'admin'), staff)
      .then({ type: 'StaffRoleChanged', data: { staffId: DESK, role: 'admin', previousRole: 'reception' } }));

  it('a legacy later account reads as Recepción, so promoting it names Recepción as before', () =>
    given(createdEvent(DESK, 'caja@gym.co'))
      .when(changeRole(DESK, 'admin'), staff)
      .then({ type: 'StaffRoleChanged', data: { staffId: DESK, role: 'admin', previousRole: 'reception' } }));

  it('the same role records nothing', () => given(desk).when(changeRole(DESK, 'reception'), staff).thenNothing());

  it('STAFF.ROLE_INVALID: only the two roles', () =>
    given(desk)
      .when({ type: 'ChangeStaffRole', data: { staffId: DESK, role: 'owner' as 'admin' } }, staff)
      .thenRejects('STAFF.ROLE_INVALID'));

  it('STAFF.NOT_FOUND: no role for an account that does not exist', () =>
    given().when(changeRole(DESK, 'admin'), staff).thenRejects('STAFF.NOT_FOUND'));
});

describe('EnableStaffAccount', () => {
  const disabledDesk: StaffEvent = { type: 'StaffAccountDisabled', data: { staffId: DESK } };

  it('enables a disabled account', () =>
    given(desk, disabledDesk)
      .when(enable(DESK), withStaff(entry(OWNER, 'admin'), entry(DESK, 'reception', false, 'caja@gym.co')))
      .then({ type: 'StaffAccountEnabled', data: { staffId: DESK } }));

  it('enabling an active account records nothing', () =>
    given(desk)
      .when(enable(DESK), withStaff(entry(DESK, 'reception')))
      .thenNothing());

  it('STAFF.EMAIL_TAKEN: not while another active account signs in with its e-mail', () =>
    given(desk, disabledDesk)
      .when(
        enable(DESK),
        withStaff(entry(DESK, 'reception', false, 'caja@gym.co'), entry('new-desk', 'reception', true, 'caja@gym.co')),
      )
      .thenRejects('STAFF.EMAIL_TAKEN'));
});

describe('CreateStaffAccount with a role', () => {
  const create = (email: string): StaffCommand => ({
    type: 'CreateStaffAccount',
    data: { staffId: 'new', email, displayName: 'Luis', passwordHash: HASH, role: 'reception' },
  });

  it('records the role chosen', () =>
    given()
      .when(create('luis@gym.co'))
      .then({
        type: 'StaffAccountCreated',
        data: { staffId: 'new', email: 'luis@gym.co', displayName: 'Luis', passwordHash: HASH, role: 'reception' },
      }));

  it('STAFF.EMAIL_TAKEN: one active account per e-mail, whatever its case', () =>
    given()
      .when(create('Caja@Gym.co'), withStaff(entry(DESK, 'reception', true, 'caja@gym.co')))
      .thenRejects('STAFF.EMAIL_TAKEN'));

  it('a disabled account’s e-mail may be given to a new one', () =>
    given()
      .when(create('caja@gym.co'), withStaff(entry(DESK, 'reception', false, 'caja@gym.co')))
      .thenState((state) => expect(state).toMatchObject({ status: 'active', email: 'caja@gym.co' })));
});

describe('RecordStaffSignIn', () => {
  it('records that an active account signed in', () =>
    given(desk)
      .when({ type: 'RecordStaffSignIn', data: { staffId: DESK } })
      .then({ type: 'StaffSignedIn', data: { staffId: DESK } }));

  it('STAFF.DISABLED: a disabled account does not sign in', () =>
    given(desk, { type: 'StaffAccountDisabled', data: { staffId: DESK } })
      .when({ type: 'RecordStaffSignIn', data: { staffId: DESK } })
      .thenRejects('STAFF.DISABLED'));
});
