// R29, R31, R32: the reason of a void, a freeze or a reopening.
import { validReason } from './reasons.js';

describe('validReason', () => {
  it('keeps a reason of 5 to 200 characters, trimmed', () => {
    expect(validReason('  Pago duplicado  ')).toBe('Pago duplicado');
    expect(validReason('abcde')).toBe('abcde');
    expect(validReason('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it.each([undefined, null, 12, '', '    ', 'abcd', ' abcd ', 'x'.repeat(201), 'Pago\u0000doble'])(
    'refuses %p',
    (reason) => expect(validReason(reason)).toBeNull(),
  );
});
