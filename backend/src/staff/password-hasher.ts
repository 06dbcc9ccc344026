// Staff passwords hashed with scrypt (memory-hard), stored as `scrypt$N$r$p$salt$hash`, never the password.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** CPU/memory cost, a power of two; memory used is 128·N·r bytes. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

// 2^16 · 8 · 128 B = 64 MiB and ~150 ms per hash: costly to guess offline, yet four sign-ins at
// once (libuv's four threads) stay within what a small gym server has.
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 16, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds for parameters read back from a stored hash, so a corrupt one cannot exhaust memory.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, keyBytes: number, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

interface ParsedHash extends ScryptCost {
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !Number.isInteger(r) || r < 1 || r > MAX_R) return null;
  if (!Number.isInteger(p) || p < 1 || p > MAX_P || salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, KEY_BYTES, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** Whether `password` matches `stored`; an unreadable hash matches nothing. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.key.length, parsed);
    return timingSafeEqual(key, parsed.key);
  }

  /**
   * Checks the password against the account's hash, or, with no account, spends the same work
   * on a dummy hash and answers false: the answer's timing does not tell whether the e-mail exists.
   */
  async verifyAccount(password: string, stored: string | undefined): Promise<boolean> {
    if (stored !== undefined) return this.verify(password, stored);
    this.dummy ??= this.hash(randomBytes(SALT_BYTES).toString('base64url'));
    await this.verify(password, await this.dummy);
    return false;
  }
}

// The rule for a new password lives in the domain, so the screens check it the same way.
export { newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@gym/domain';
