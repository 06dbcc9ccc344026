// Specification of staff accounts: creation, password change, disabling (roles: staff-roles.spec.ts).
import { staffSpec } from '../testing/given-when-then.js';
import type { CreateStaffAccount } from './staff.create-account.js';
import type { StaffCommand } from './staff.decide.js';
import { emailProblem, isValidEmail, normaliseEmail } from './staff-email.js';
import type { StaffEvent } from './staff.events.js';
import { foldStaff } from './staff.state.js';

const { given } = staffSpec;
const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';
const STAFF_ID = 'staff-1';

const account = {
  staffId: STAFF_ID,
  email: 'recepcion@gimnasio.co',
  displayName: 'Recepción',
  passwordHash: HASH,
  role: 'reception',
} as const;
const create = (overrides: Partial<CreateStaffAccount['data']> = {}): StaffCommand => ({
  type: 'CreateStaffAccount',
  data: { ...account, ...overrides },
});
const created: StaffEvent = { type: 'StaffAccountCreated', data: account };
const disabled: StaffEvent = { type: 'StaffAccountDisabled', data: { staffId: STAFF_ID } };
const changePassword = (passwordHash = 'scrypt$16384$8$1$bmV3$bmV3'): StaffCommand => ({
  type: 'ChangeStaffPassword',
  data: { staffId: STAFF_ID, passwordHash },
});
const disable: StaffCommand = { type: 'DisableStaffAccount', data: { staffId: STAFF_ID } };

describe('CreateStaffAccount', () => {
  it('creates an account with the e-mail lower-cased and trimmed and the name trimmed', () =>
    given()
      .when(create({ email: '  Recepcion@Gimnasio.CO ', displayName: ' Recepción ' }))
      .then(created));

  it('STAFF.ALREADY_EXISTS: an account is created once', () =>
    given(created).when(create()).thenRejects('STAFF.ALREADY_EXISTS'));

  it.each(['', 'recepcion', 'a@b', 'a b@c.co', `${'a'.repeat(250)}@b.co`])(
    'STAFF.EMAIL_INVALID: %p is not an e-mail',
    (email) => given().when(create({ email })).thenRejects('STAFF.EMAIL_INVALID'),
  );

  it('STAFF.DISPLAY_NAME_REQUIRED: the name may not be blank', () =>
    given()
      .when(create({ displayName: '  ' }))
      .thenRejects('STAFF.DISPLAY_NAME_REQUIRED'));

  it('REQUEST.TEXT_TOO_LONG: the name is at most 120 characters', () =>
    given()
      .when(create({ displayName: 'a'.repeat(121) }))
      .thenRejects('REQUEST.TEXT_TOO_LONG'));

  it('STAFF.PASSWORD_HASH_INVALID: only an scrypt hash is stored, never a password', () =>
    given()
      .when(create({ passwordHash: 'secreto123' }))
      .thenRejects('STAFF.PASSWORD_HASH_INVALID'));
});

describe('ChangeStaffPassword', () => {
  it('records the new hash', () =>
    given(created)
      .when(changePassword())
      .then({ type: 'StaffPasswordChanged', data: { staffId: STAFF_ID, passwordHash: 'scrypt$16384$8$1$bmV3$bmV3' } }));

  it('STAFF.NOT_FOUND: no password for an account that does not exist', () =>
    given().when(changePassword()).thenRejects('STAFF.NOT_FOUND'));

  it('STAFF.DISABLED: a disabled account cannot change its password', () =>
    given(created, disabled).when(changePassword()).thenRejects('STAFF.DISABLED'));

  it('STAFF.PASSWORD_HASH_INVALID: a plain password is refused', () =>
    given(created).when(changePassword('nueva')).thenRejects('STAFF.PASSWORD_HASH_INVALID'));
});

describe('DisableStaffAccount', () => {
  it('disables an active account', () => given(created).when(disable).then(disabled));

  it('disabling twice records nothing more', () => given(created, disabled).when(disable).thenNothing());

  it('STAFF.NOT_FOUND: an account that does not exist cannot be disabled', () =>
    given().when(disable).thenRejects('STAFF.NOT_FOUND'));
});

describe('evolveStaff', () => {
  it('folds creation, password change and disabling', () =>
    expect(
      foldStaff([
        created,
        { type: 'StaffPasswordChanged', data: { staffId: STAFF_ID, passwordHash: 'scrypt$x' } },
        disabled,
      ]),
    ).toEqual({
      status: 'disabled',
      staffId: STAFF_ID,
      email: 'recepcion@gimnasio.co',
      displayName: 'Recepción',
      passwordHash: 'scrypt$x',
      role: 'reception',
    }));

  it('ignores facts of a stream with no account', () => expect(foldStaff([disabled])).toEqual({ status: 'none' }));
});

describe('e-mails', () => {
  it('one spelling for storing and logging in', () => expect(normaliseEmail(' Ana@Gym.CO ')).toBe('ana@gym.co'));

  it('accepts an ordinary address in any case', () => expect(isValidEmail('Ana.Perez@Gym.co')).toBe(true));

  it('full-width letters (a phone keyboard) and upper case read as the one spelling (NFKC)', () =>
    expect(normaliseEmail(' ＡＮＡ＠ｇｙｍ．ｃｏ ')).toBe('ana@gym.co'));

  it.each([
    ['a zero-width space', 'ana\u200B@gym.co'],
    ['a zero-width joiner', 'an\u200Da@gym.co'],
    ['a right-to-left mark', '\u200Fana@gym.co'],
    ['a left-to-right mark', 'ana@gym.co\u200E'],
    ['a right-to-left override', 'ana@\u202Egym.co'],
    ['a bidi isolate', 'ana\u2066@gym.co'],
    ['a byte order mark', '\uFEFFana@gym.co'],
    ['a soft hyphen', 'an\u00ADa@gym.co'],
    ['a no-break space', 'ana@gym.co\u00A0'],
    ['a narrow no-break space inside', 'ana\u202F@gym.co'],
    ['an ideographic space', 'ana@gym.co\u3000'],
    ['a line separator', 'ana@gym.co\u2028'],
    ['a Hangul filler', 'ana\u3164@gym.co'],
    ['a variation selector', 'ana\uFE0F@gym.co'],
    ['a control character', 'ana\u0007@gym.co'],
  ])('refuses an e-mail with %s as STAFF.EMAIL_INVISIBLE_CHARACTERS', (_what, email) =>
    expect(emailProblem(email)).toBe('STAFF.EMAIL_INVISIBLE_CHARACTERS'),
  );

  it('plain spaces around it are only trimmed; one inside makes it invalid, not invisible', () => {
    expect(emailProblem('  ana@gym.co  ')).toBeNull();
    expect(emailProblem('ana maria@gym.co')).toBe('STAFF.EMAIL_INVALID');
  });
});

describe('CreateStaffAccount: e-mails', () => {
  const create = (email: string): StaffCommand => ({
    type: 'CreateStaffAccount',
    data: { staffId: STAFF_ID, email, displayName: 'Ana', passwordHash: 'scrypt$x', role: 'reception' },
  });

  it('stores the one spelling of a full-width, upper-case e-mail', () =>
    staffSpec
      .given()
      .when(create('ＡＮＡ@Gym.co'))
      .thenState((state) => expect(state).toMatchObject({ email: 'ana@gym.co' })));

  it('refuses an e-mail with a zero-width space, which would look like an existing account', () =>
    staffSpec.given().when(create('ana\u200B@gym.co')).thenRejects('STAFF.EMAIL_INVISIBLE_CHARACTERS'));

  it('refuses the same e-mail as an active account, whatever its width or case', () =>
    staffSpec
      .given()
      .when(create('ＡＮＡ@ＧＹＭ.ＣＯ'), {
        staff: [{ staffId: 'other', email: 'ana@gym.co', role: 'reception', active: true }],
      })
      .thenRejects('STAFF.EMAIL_TAKEN'));
});

describe("ChangeStaffDisplayName ('Mi cuenta', issue 30)", () => {
  const rename = (displayName: string): StaffCommand => ({
    type: 'ChangeStaffDisplayName',
    data: { staffId: STAFF_ID, displayName },
  });

  it('records the new name, trimmed, with the one it replaces', () =>
    given(created)
      .when(rename('  Marta Ruiz '))
      .then({
        type: 'StaffDisplayNameChanged',
        data: { staffId: STAFF_ID, displayName: 'Marta Ruiz', previousDisplayName: 'Recepción' },
      }));

  it('the same name records nothing; the fold takes the new one', () => {
    given(created).when(rename('Recepción')).thenNothing();
    given(created)
      .when(rename('Marta Ruiz'))
      .thenState((state) => expect(state).toMatchObject({ displayName: 'Marta Ruiz' }));
  });

  it('refuses a blank or too long name under its field, and a disabled account', () => {
    given(created).when(rename('   ')).thenRejects('STAFF.DISPLAY_NAME_REQUIRED', undefined, 'displayName');
    given(created)
      .when(rename('M'.repeat(121)))
      .thenRejects('REQUEST.TEXT_TOO_LONG', undefined, 'displayName');
    given(created, disabled).when(rename('Marta')).thenRejects('STAFF.DISABLED');
    given().when(rename('Marta')).thenRejects('STAFF.NOT_FOUND');
  });
});
