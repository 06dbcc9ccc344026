// The SQLite key store (DATA_DIR/keys.db): the contract, its file's mode, and a destroyed key's bytes
// gone from its files; a file that is not a key store is refused naming it.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMemberDataKeysContract } from './member-data-keys.contract.js';
import { KeyStoreError } from './member-data-keys.port.js';
import { SqliteMemberDataKeys } from './sqlite-member-data-keys.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeMemberDataKeysContract('sqlite', async () => SqliteMemberDataKeys.open(join(dir, 'contract', 'keys.db')));

describe('SqliteMemberDataKeys: its file', () => {
  it('keys.db is created 0600 in a 0700 folder', async () => {
    const file = join(dir, 'mode', 'keys.db');
    const keys = SqliteMemberDataKeys.open(file);
    await keys.keyFor('member-1');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'mode')).mode & 0o777).toBe(0o700);
    for (const companion of [`${file}-wal`, `${file}-shm`]) {
      if (existsSync(companion)) expect(statSync(companion).mode & 0o777).toBe(0o600);
    }
    await keys.close();
  });

  it('a destroyed key’s bytes are in none of its files any more', async () => {
    const file = join(dir, 'shred', 'keys.db');
    const keys = SqliteMemberDataKeys.open(file);
    const standing = await keys.keyFor('member-1');
    if (standing === 'destroyed') throw new Error('a new member has a key');
    const bytesOnDisk = (): Buffer =>
      Buffer.concat([file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path)));
    expect(bytesOnDisk().includes(standing.key)).toBe(true);
    await keys.destroy('member-1');
    expect(bytesOnDisk().includes(standing.key)).toBe(false);
    await keys.close();
    expect(bytesOnDisk().includes(standing.key)).toBe(false);
  });

  it('a file that is not a key store: KeyStoreError naming it; a missing one when it must exist too', () => {
    const broken = join(dir, 'broken.db');
    writeFileSync(broken, 'not a database, not at all, just some text that is long enough'.repeat(20));
    expect(() => SqliteMemberDataKeys.open(broken)).toThrow(KeyStoreError);
    expect(() => SqliteMemberDataKeys.open(broken)).toThrow(broken);
    const missing = join(dir, 'missing', 'keys.db');
    expect(() => SqliteMemberDataKeys.open(missing, { mustExist: true })).toThrow(missing);
  });
});
