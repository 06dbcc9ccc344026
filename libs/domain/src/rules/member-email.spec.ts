import { isValidMemberEmail, normaliseMemberEmail } from './member-email.js';

describe('R50 a member’s e-mail', () => {
  it('is stored trimmed and lower-cased, null when blank', () => {
    expect(normaliseMemberEmail('  Ana.Perez@Correo.COM ')).toBe('ana.perez@correo.com');
    expect(normaliseMemberEmail('   ')).toBeNull();
    expect(normaliseMemberEmail(null)).toBeNull();
  });

  it.each(['ana@correo.com', 'ana.perez+gym@mail.example.co'])('takes %s', (email) =>
    expect(isValidMemberEmail(email)).toBe(true),
  );

  it.each([
    'ana',
    'ana@',
    '@correo.com',
    'ana@correo',
    'ana perez@correo.com',
    'a@b.com, c@d.com',
    'ana@@correo.com',
    'ana..b@correo.com',
    `${'a'.repeat(250)}@x.co`,
  ])('refuses %s', (email) => expect(isValidMemberEmail(email)).toBe(false));
});
