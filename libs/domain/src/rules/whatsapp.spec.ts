// WhatsApp links carry a Colombian mobile number and the pre-filled text (issue 10), which greets the
// member by the first name and, on the birthday itself, wishes a happy birthday today (R15, issue 30).
import { colombianMobileNumber, firstName, whatsappLink, whatsappReminders } from './whatsapp.js';

describe('WhatsApp links', () => {
  it.each([
    ['3001234567', '573001234567'],
    ['300 123 4567', '573001234567'],
    ['(300) 123-4567', '573001234567'],
    ['+57 300 123 4567', '573001234567'],
    ['573001234567', '573001234567'],
  ])('normalises the mobile %s to +57', (phone, number) => {
    expect(colombianMobileNumber(phone)).toBe(number);
  });

  it.each(['6012345678', '2345678', '30012345', '4001234567', '', '+1 300 123 4567'])(
    'gives no number for %j (landline or not Colombian)',
    (phone) => {
      expect(colombianMobileNumber(phone)).toBeNull();
      expect(whatsappLink(phone, 'hola')).toBeNull();
    },
  );

  it('encodes the message in the link', () => {
    expect(whatsappLink('3001234567', 'Hola Ana, ¿renovamos?')).toBe(
      'https://wa.me/573001234567?text=Hola%20Ana%2C%20%C2%BFrenovamos%3F',
    );
  });
});

describe('the first name a reminder greets by (issue 30)', () => {
  it.each([
    ['María del Pilar Concepción de los Ángeles Rodríguez', 'María'],
    ['maría del pilar', 'María'],
    ['MARÍA JOSÉ GÓMEZ', 'María'],
    ['  ángela   ruiz ', 'Ángela'],
    ['jean-paul bernal', 'Jean-Paul'],
    ['McAllister Pérez', 'McAllister'],
    ['Ñeco', 'Ñeco'],
    ['josé', 'José'],
  ])('%j → %j', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});

describe('the reminders (issue 10) greet by the first name', () => {
  const gym = 'Gimnasio Titanes';
  const name = 'María del Pilar Concepción de los Ángeles Rodríguez';

  it('about to expire, expired, debt and absent say "Hola María", never the whole legal name', () => {
    const texts = [
      whatsappReminders.aboutToExpire({ name, expiresOn: '2026-11-27' }, gym),
      whatsappReminders.expired({ name, expiresOn: '2026-11-27' }, gym),
      whatsappReminders.debt({ name, debt: 30_000 }, gym),
      whatsappReminders.absent({ name, daysAbsent: 18 }, gym),
    ];
    expect(texts[0]).toBe(
      'Hola María, te saludamos de Gimnasio Titanes. Tu membresía vence el 27/11/2026. ¡Te esperamos para renovarla!',
    );
    expect(texts[2]).toBe(
      'Hola María, te saludamos de Gimnasio Titanes. Tienes un saldo pendiente de $\u00a030.000. Puedes pagarlo en recepción, por Nequi, Daviplata o transferencia.',
    );
    for (const text of texts) {
      expect(text).toMatch(/^¡?Hola María[,!]/);
      expect(text).not.toContain('Pilar');
    }
  });

  it('R15: a birthday still to come names its date', () => {
    const text = whatsappReminders.birthday({ name, nextBirthday: '2026-11-28', daysToGo: 1 }, gym);
    expect(text).toBe(
      '¡Hola María! En Gimnasio Titanes sabemos que el 28/11/2026 es tu cumpleaños. ¡Te deseamos un feliz día!',
    );
  });

  it('R15: on the birthday itself it says "¡Feliz cumpleaños hoy!", not "sabemos que el … es tu cumpleaños"', () => {
    const text = whatsappReminders.birthday({ name, nextBirthday: '2026-11-27', daysToGo: 0 }, gym);
    expect(text).toBe('¡Hola María! ¡Feliz cumpleaños hoy! En Gimnasio Titanes te deseamos un gran día.');
    expect(text).not.toContain('sabemos');
    expect(text).not.toContain('27/11/2026');
  });
});
