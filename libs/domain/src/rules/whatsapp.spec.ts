// WhatsApp links carry a Colombian mobile number and the pre-filled text (issue 10).
import { colombianMobileNumber, whatsappLink } from './whatsapp.js';

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
