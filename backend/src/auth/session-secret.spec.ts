// Where the session-signing key comes from: JWT_SECRET, or a file generated once in DATA_DIR.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSessionSecret } from './session-secret.js';

describe('loadSessionSecret', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gym-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a long random secret once, owner-only, and reads the same one afterwards', () => {
    const first = loadSessionSecret({ dataDir, jwtSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadSessionSecret({ dataDir, jwtSecret: undefined })).toBe(first);
    const elsewhere = mkdtempSync(join(tmpdir(), 'gym-secret-'));
    expect(loadSessionSecret({ dataDir: elsewhere, jwtSecret: undefined })).not.toBe(first);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('JWT_SECRET wins and no file is written', () => {
    expect(loadSessionSecret({ dataDir, jwtSecret: 'k'.repeat(32) })).toBe('k'.repeat(32));
    expect(() => readFileSync(join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('a secret file made readable by others is closed again', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'z'.repeat(40));
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);
    expect(loadSessionSecret({ dataDir, jwtSecret: undefined })).toBe('z'.repeat(40));
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('a secret file holding fewer than 32 characters refuses to start', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'corto\n', { mode: 0o600 });
    expect(() => loadSessionSecret({ dataDir, jwtSecret: undefined })).toThrow(
      /jwt-secret must hold a secret of at least 32 characters/,
    );
  });
});
