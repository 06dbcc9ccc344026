// The key that signs session tokens: JWT_SECRET when set, else a random one generated once into
// DATA_DIR/jwt-secret, readable by the owner only, so sessions survive a restart.
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type AppConfig } from '../config.js';
import { makePrivateDir } from '../shared/private-files.js';

export const SESSION_SECRET = Symbol('SESSION_SECRET');
export const SECRET_FILE = 'jwt-secret';
const MIN_LENGTH = 32;

export function loadSessionSecret(config: Pick<AppConfig, 'dataDir' | 'jwtSecret'>): string {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  makePrivateDir(config.dataDir);
  const file = join(config.dataDir, SECRET_FILE);
  try {
    // 'wx': only the first start writes it; a second instance starting at once reads the winner's.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new ConfigError(`Invalid configuration: ${file} must hold a secret of at least ${MIN_LENGTH} characters`);
  }
  return secret;
}
