// A cédula as its uniqueness claim names it (issue 39): a keyed hash, HMAC-SHA256 under a secret of
// the gym's kept in the key store, so the claim streams (`cedula-<fingerprint>`) and their events
// never hold the cédula in clear, and nobody without the key store can test a guess against them.
import { createHmac } from 'node:crypto';
import type { EventStore } from '../event-store/event-store.port.js';
import type { MemberDataKeys } from './member-data-keys.port.js';
import { PersonalDataEventStore } from './personal-data-event-store.js';

/** The cédula's fingerprint: 64 hexadecimal digits. */
export type CedulaFingerprint = (cedula: string) => Promise<string>;

/** The name of the gym's secret the fingerprints are keyed with. */
export const CEDULA_SECRET = 'cedula';

/** A fingerprint looks like this, and a cédula in clear (digits, at most 15 of them) never does. */
export const isCedulaFingerprint = (text: string): boolean => /^[0-9a-f]{64}$/.test(text);

const hmac = (secret: Buffer, cedula: string): string =>
  createHmac('sha256', secret).update(cedula, 'utf8').digest('hex');

/** Fingerprints under the gym's secret in `keys` (read once, then kept: it never changes). */
export function cedulaFingerprintWith(keys: MemberDataKeys): CedulaFingerprint {
  let secret: Promise<Buffer> | undefined;
  return async (cedula) => {
    secret ??= keys.gymSecret(CEDULA_SECRET).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return hmac(await secret, cedula);
  };
}

/** A secret for a log opened without a key store: only tests wire one so. */
const UNKEYED = Buffer.from('gimnasio: a log without a key store (tests only)');

/** The fingerprints of the log's key store; a log opened without one (a test's bare store) hashes unkeyed. */
export function cedulaFingerprintOf(eventStore: EventStore): CedulaFingerprint {
  if (eventStore instanceof PersonalDataEventStore) return cedulaFingerprintWith(eventStore.keys);
  return (cedula) => Promise.resolve(hmac(UNKEYED, cedula));
}
