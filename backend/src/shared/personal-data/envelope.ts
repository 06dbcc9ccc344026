// The envelope one personal field is stored in (issue 39, crypto-shredding): AES-256-GCM from
// node:crypto under the member's data key, `{ v: 1, kid, iv, tag, ct }` with the last three in
// base64. `kid` names the key (the member's id: one key per member); the 12-byte nonce is random
// for every field; the tag authenticates the ciphertext and the key id together (as additional
// data), so an envelope moved to another member's event, or altered, fails to open.
// What is sealed is the field's JSON: a text, a number, or an object (measures) come back as they were.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Envelope {
  readonly v: 1;
  readonly kid: string;
  readonly iv: string;
  readonly tag: string;
  readonly ct: string;
}

const ALGORITHM = 'aes-256-gcm';
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** An envelope that does not open: altered, of another key, or not an envelope of this version. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

/** Whether a stored value is an envelope (of any version): a field already protected. */
export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate['v'] === 'number' &&
    typeof candidate['kid'] === 'string' &&
    typeof candidate['iv'] === 'string' &&
    typeof candidate['tag'] === 'string' &&
    typeof candidate['ct'] === 'string'
  );
}

/** `value` (any JSON value) sealed under `key`, named `kid`. */
export function seal(value: unknown, kid: string, key: Buffer): Envelope {
  if (key.length !== KEY_BYTES) throw new EnvelopeError(`a data key has ${KEY_BYTES} bytes, not ${key.length}`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    v: 1,
    kid,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ct: ct.toString('base64'),
  };
}

/** The value `envelope` holds; EnvelopeError when it was altered or `key` is not its key. */
export function open(envelope: Envelope, key: Buffer): unknown {
  if ((envelope.v as number) !== 1) throw new EnvelopeError(`envelope version ${String(envelope.v)} is not known`);
  const iv = Buffer.from(envelope.iv, 'base64');
  const tag = Buffer.from(envelope.tag, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new EnvelopeError('the envelope’s nonce or tag is cut');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(envelope.kid, 'utf8'));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(Buffer.from(envelope.ct, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch (error) {
    throw new EnvelopeError(
      `the envelope of key ${envelope.kid} does not open (altered, or another key): ${(error as Error).message}`,
    );
  }
}

/** A new random data key. */
export const newDataKey = (): Buffer => randomBytes(KEY_BYTES);
