// Specification of plain text (issue 18): no control characters but line breaks in notes, no lone surrogates.
import { isPlainText } from './plain-text.js';

describe('isPlainText', () => {
  it.each(['Ana Pérez', 'Calle 10 # 5-20', 'Nequi · Ref. 300-123', 'ñandú 😀 👩🏽‍⚕️', '\u202eRTL', '', 'Müller ß'])(
    'accepts %p: letters, accents, emoji (surrogate pairs), format characters',
    (text) => expect(isPlainText(text)).toBe(true),
  );

  it.each([
    ['NUL', 'Ana\u0000Pérez'],
    ['a bell', 'Ana\u0007'],
    ['an escape sequence', '\u001b[31mrojo'],
    ['a tab', 'Ana\tPérez'],
    ['DEL', 'Ana\u007f'],
    ['a C1 control (NEL)', 'Ana\u0085'],
    ['a line feed in a one-line text', 'Ana\nPérez'],
    ['a lone high surrogate', 'Ref \ud800'],
    ['a lone low surrogate', '\udc00 Ref'],
    ['surrogates in the wrong order', '\ude00\ud83d'],
  ])('refuses %s', (_what, text) => expect(isPlainText(text)).toBe(false));

  it('texts with lines (notes) keep their line breaks, and nothing else is let through', () => {
    expect(isPlainText('Rodilla operada.\nNo saltar.\r\nRevisar en marzo.', { lines: true })).toBe(true);
    expect(isPlainText('Nota\u0000oculta', { lines: true })).toBe(false);
    expect(isPlainText('Nota\tcon tabulador', { lines: true })).toBe(false);
    expect(isPlainText('Nota \ud800', { lines: true })).toBe(false);
  });
});
