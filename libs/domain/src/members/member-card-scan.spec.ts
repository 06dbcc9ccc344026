// Specification of R51's camera scan at Ingreso: only a card of this site gives a token; a cédula,
// another site's address or any other text is refused (and never followed).
import { readCardScan } from './member-card-scan.js';

const SITE = 'http://192.168.1.20:3000';
const TOKEN = 'q3Zr9XkT0bVd2LmN8pQs4WyE6uHc1FjA';

describe('R51: a QR read by the camera at Ingreso', () => {
  it("R51: the card's address on this site, or its token alone, gives the token", () => {
    expect(readCardScan(`${SITE}/m/${TOKEN}`, SITE)).toEqual({ kind: 'card', token: TOKEN });
    expect(readCardScan(` ${SITE}/m/${TOKEN}/\n`, SITE)).toEqual({ kind: 'card', token: TOKEN });
    expect(readCardScan(TOKEN, SITE)).toEqual({ kind: 'card', token: TOKEN });
    expect(readCardScan(`HTTP://192.168.1.20:3000/m/${TOKEN}`, SITE)).toEqual({ kind: 'card', token: TOKEN });
    expect(readCardScan(`https://gym.example:443/m/${TOKEN}`, 'https://gym.example')).toEqual({
      kind: 'card',
      token: TOKEN,
    });
  });

  it("R51: a card printed on another of the app's own addresses (its public one, a LAN IP, localhost) is accepted", () => {
    const own = [SITE, 'https://gimnasio.example.com', 'http://localhost:3000', 'http://[fd00::20]:3000'];
    for (const printedOn of ['https://gimnasio.example.com', 'http://LOCALHOST:3000', 'http://[FD00::20]:3000'])
      expect(readCardScan(`${printedOn}/m/${TOKEN}`, own)).toEqual({ kind: 'card', token: TOKEN });
    expect(readCardScan(`http://localhost:3000/m/${TOKEN}`, [SITE])).toEqual({
      kind: 'other-site',
      host: 'localhost:3000',
    });
    expect(readCardScan(`https://evil.example/m/${TOKEN}`, own)).toEqual({ kind: 'other-site', host: 'evil.example' });
    expect(readCardScan('1023456789', own)).toEqual({ kind: 'cedula' });
  });

  it('R51: a cédula is not a card (the QR never holds one)', () => {
    expect(readCardScan('1023456789', SITE)).toEqual({ kind: 'cedula' });
    expect(readCardScan('1.023.456.789', SITE)).toEqual({ kind: 'cedula' });
  });

  it("R51: another site's address is refused, even with a card's path", () => {
    expect(readCardScan(`https://evil.example/m/${TOKEN}`, SITE)).toEqual({ kind: 'other-site', host: 'evil.example' });
    expect(readCardScan(`http://192.168.1.20:8080/m/${TOKEN}`, SITE)).toEqual({
      kind: 'other-site',
      host: '192.168.1.20:8080',
    });
    expect(readCardScan(`http://192.168.1.20:3000@evil.example/m/${TOKEN}`, SITE)).toEqual({
      kind: 'other-site',
      host: 'evil.example',
    });
  });

  it('R51: any other text or address of this site is not a card', () => {
    for (const text of [
      `${SITE}/users/${TOKEN}`,
      `${SITE}/m/${TOKEN}?next=https://evil.example`,
      `${SITE}/m/short`,
      `javascript:alert(1)`,
      'WIFI:S:Gimnasio;T:WPA;P:clave;;',
      '',
    ])
      expect(readCardScan(text, SITE)).toEqual({ kind: 'not-a-card' });
  });
});
