// scrypt password hashes: the stored format, checking, and the dummy work for unknown e-mails.
import { DEFAULT_SCRYPT_COST, newPasswordProblem, PasswordHasher } from './password-hasher.js';

// A cheaper cost keeps the unit tests quick; the format and the rules are the same.
const hasher = new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 });

describe('PasswordHasher', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt each time, never the password', async () => {
    const [first, second] = await Promise.all([hasher.hash('clave-secreta'), hasher.hash('clave-secreta')]);
    expect(first).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('clave-secreta');
  });

  it('the default cost is memory-hard: 64 MiB per hash', () => {
    expect(128 * DEFAULT_SCRYPT_COST.N * DEFAULT_SCRYPT_COST.r).toBe(64 * 1024 * 1024);
  });

  it('accepts the right password only', async () => {
    const stored = await hasher.hash('clave-secreta');
    expect(await hasher.verify('clave-secreta', stored)).toBe(true);
    expect(await hasher.verify('clave-secreta ', stored)).toBe(false);
    expect(await hasher.verify('Clave-secreta', stored)).toBe(false);
  });

  it('checks with the parameters stored in the hash, so raising the cost keeps old hashes valid', async () => {
    const old = await new PasswordHasher({ N: 2 ** 10, r: 4, p: 2 }).hash('clave-antigua');
    expect(await hasher.verify('clave-antigua', old)).toBe(true);
  });

  it.each([
    '',
    'secreto',
    'scrypt$abc',
    'scrypt$1000$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    'scrypt$2097152$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
  ])('an unreadable or oversized hash %p matches nothing', async (stored) =>
    expect(await hasher.verify('secreto', stored)).toBe(false),
  );

  it('an unknown account spends the same scrypt work as a wrong password and is refused', async () => {
    // The work, not a stopwatch: both paths derive one key with the hasher's own cost and length.
    const stored = await hasher.hash('clave-secreta');
    const verify = jest.spyOn(hasher, 'verify');
    expect(await hasher.verifyAccount('otra', stored)).toBe(false);
    expect(await hasher.verifyAccount('otra', undefined)).toBe(false);
    const costs = verify.mock.calls.map(([, hash]) => hash.split('$').slice(0, 4).concat(String(hash.length)));
    expect(verify.mock.calls.map(([password]) => password)).toEqual(['otra', 'otra']);
    expect(costs[1]).toEqual(costs[0]);
    verify.mockRestore();
  });
});

describe('newPasswordProblem', () => {
  it.each([
    ['1234567', 'STAFF.PASSWORD_TOO_SHORT'],
    ['12345678', null],
    ['x'.repeat(256), null],
    ['x'.repeat(257), 'STAFF.PASSWORD_TOO_LONG'],
    ['clave-larga\u0000', 'REQUEST.TEXT_INVALID_CHARACTERS'],
    ['clave-larga\ud800', 'REQUEST.TEXT_INVALID_CHARACTERS'], // would hash as U+FFFD, like \udbff
    ['clave larga ñ 😀', null],
  ])('%p → %p', (password, problem) => expect(newPasswordProblem(password)).toBe(problem));
});
