// R51: the card's token. The server keeps a key of its own (DATA_DIR/card-secret, 0600, made at the
// first start; or CARD_SECRET... not yet: one file, like the session secret); a card's token is the
// key's HMAC of the member id and the card's random nonce, so the desk can show the same card again
// while the log holds only the token's SHA-256. 32 base64url characters: 192 bits, not guessable.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config.js';
import { makePrivateDir } from '../../shared/private-files.js';

export const CARD_KEY = Symbol('CARD_KEY');
export const CARD_KEY_FILE = 'card-secret';
const TOKEN_LENGTH = 32;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The card key: generated once into DATA_DIR/card-secret, readable by the app's user only. */
export function loadCardKey(config: Pick<AppConfig, 'dataDir'>): string {
  makePrivateDir(config.dataDir);
  const file = join(config.dataDir, CARD_KEY_FILE);
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}

export function cardTokenOf(key: string, memberId: string, nonce: string): string {
  return createHmac('sha256', key)
    .update(`member-card\u0000${memberId}\u0000${nonce}`)
    .digest('base64url')
    .slice(0, TOKEN_LENGTH);
}

export function cardTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const isCardToken = (text: string): boolean => TOKEN.test(text);

/** The card's address on the gym's site (the QR holds it). */
export const cardPath = (token: string): string => `/m/${token}`;
