// The envelope of one personal field (issue 39): sealed and opened again it is the same value; altered,
// moved to another key id, or opened with another key, it does not open.
import { EnvelopeError, isEnvelope, newDataKey, open, seal } from './envelope.js';

describe('The envelope of a personal field (AES-256-GCM)', () => {
  const key = newDataKey();

  it.each([['Zacarías Quintero'], [10203040], [null], [{ cintura: 80, cadera: 95.5 }], ['']])(
    'round-trip: %p sealed and opened is the same value',
    (value) => {
      const envelope = seal(value, 'member-1', key);
      expect(isEnvelope(envelope)).toBe(true);
      expect(envelope).toEqual({
        v: 1,
        kid: 'member-1',
        iv: expect.any(String),
        tag: expect.any(String),
        ct: expect.any(String),
      });
      expect(open(envelope, key)).toEqual(value);
    },
  );

  it('the clear text is nowhere in the envelope, and two seals of one value differ (a fresh nonce each)', () => {
    const first = seal('Zacarías Quintero', 'member-1', key);
    const second = seal('Zacarías Quintero', 'member-1', key);
    expect(JSON.stringify(first)).not.toContain('Zacar');
    expect(first.ct).not.toBe(second.ct);
    expect(first.iv).not.toBe(second.iv);
  });

  it('tampered ciphertext → error', () => {
    const envelope = seal('Zacarías Quintero', 'member-1', key);
    const bytes = Buffer.from(envelope.ct, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => open({ ...envelope, ct: bytes.toString('base64') }, key)).toThrow(EnvelopeError);
  });

  it('tampered tag, or the envelope moved to another key id → error', () => {
    const envelope = seal('10203040', 'member-1', key);
    const tag = Buffer.from(envelope.tag, 'base64');
    tag[0] = (tag[0] ?? 0) ^ 1;
    expect(() => open({ ...envelope, tag: tag.toString('base64') }, key)).toThrow(EnvelopeError);
    expect(() => open({ ...envelope, kid: 'member-2' }, key)).toThrow(EnvelopeError);
  });

  it('wrong key → error', () => {
    const envelope = seal('10203040', 'member-1', key);
    expect(() => open(envelope, newDataKey())).toThrow(EnvelopeError);
  });

  it('an unknown version, or a key of another length → error', () => {
    const envelope = seal('x', 'member-1', key);
    expect(() => open({ ...envelope, v: 2 as 1 }, key)).toThrow(EnvelopeError);
    expect(() => seal('x', 'member-1', Buffer.alloc(16))).toThrow(EnvelopeError);
  });

  it('plain values are not envelopes', () => {
    expect(isEnvelope('Ana')).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope({ cintura: 80 })).toBe(false);
  });
});
