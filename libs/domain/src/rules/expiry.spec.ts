// Specification of expiry from the entry date (R4, R5).
import { expiryFromEntry, ticketBookExpiry } from './expiry.js';

describe('R4/R5: expiry from the entry date', () => {
  it('R4: a Quincena expires 15 days after entry', () =>
    expect(expiryFromEntry('fortnight', '2026-03-01')).toBe('2026-03-16'));

  it('R4: a Mensualidad expires one calendar month after entry', () =>
    expect(expiryFromEntry('monthly', '2026-03-15')).toBe('2026-04-15'));

  it('R4: a Mensualidad from 31 January expires on the last day of February', () => {
    expect(expiryFromEntry('monthly', '2026-01-31')).toBe('2026-02-28');
    expect(expiryFromEntry('monthly', '2028-01-31')).toBe('2028-02-29');
  });

  it('R5: a Tiquetera has no expiry at registration (the "+1 month" reading is not used)', () =>
    expect(expiryFromEntry('ticket_book', '2026-03-01')).toBeNull());

  it('R5: a ticket book expires 60 days after its first attendance', () => {
    expect(ticketBookExpiry('2026-03-02')).toBe('2026-05-01');
    expect(ticketBookExpiry('2026-12-15')).toBe('2027-02-13');
  });
});
