// The members' data keys beside the log's copies (issue 39), through the built commands: an export
// with --out and a backup write the keys in a file of their own (never in the copy of the log,
// which holds no name or cédula in clear); --without-keys leaves them out; an import merges them
// back, so the imported log reads plain, and a key destroyed at the source stays destroyed.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { memberRegistered } from '../../../libs/domain/src/testing/member.builders.js';
import { SqliteEventStore } from '../shared/event-store/sqlite-event-store.js';
import { PersonalDataEventStore } from '../shared/personal-data/personal-data-event-store.js';
import { SqliteMemberDataKeys } from '../shared/personal-data/sqlite-member-data-keys.js';
import { ensureBuilt, runBuilt } from './testing/built-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-keys-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const NAME = 'Zacarías Quintero';

const open = (dataDir: string): PersonalDataEventStore =>
  new PersonalDataEventStore(
    SqliteEventStore.open(join(dataDir, 'events.db')),
    SqliteMemberDataKeys.open(join(dataDir, 'keys.db')),
  );

describe('the data keys beside export, import and backup (built)', () => {
  const source = join(dir, 'source');
  beforeAll(async () => {
    ensureBuilt();
    const store = open(source);
    for (const memberId of ['kept', 'suppressed']) {
      const { type, data } = memberRegistered({ memberId, details: { name: NAME, cedula: '10203040' } });
      await store.append(`member-${memberId}`, [{ id: randomUUID(), type, data, metadata: {} }], 'no_stream');
    }
    // A supresión's key destruction (its event, MemberSuppressed, is R48's: finishSuppressions is specified on its own).
    await store.keys.destroy('suppressed');
    await store.close();
  }, 180_000);

  it('export --out writes the keys beside the export (0600), and the export holds no name or cédula', () => {
    const file = join(dir, 'log.jsonl');
    const exported = runBuilt('events', ['export', '--out', file], { DATA_DIR: source }, dir);
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain(`${file}.keys.json`);
    expect(statSync(`${file}.keys.json`).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(NAME);
    expect(text).not.toContain('10203040');
  });

  it('import merges the keys: the log reads plain; a key destroyed there stays destroyed here', async () => {
    const target = join(dir, 'target');
    const imported = runBuilt('events', ['import', join(dir, 'log.jsonl')], { DATA_DIR: target }, dir);
    expect(imported.status).toBe(0);
    const store = open(target);
    expect((await store.readStream('member-kept'))[0]?.data['name']).toBe(NAME);
    expect(await store.keys.get('suppressed')).toBe('destroyed');
    expect((await store.readStream('member-suppressed'))[0]?.data['name']).toBe('[dato suprimido]');
    await store.close();
  });

  it('export --without-keys writes no keys file; a backup writes its keys beside it unless --without-keys', () => {
    const file = join(dir, 'bare.jsonl');
    expect(runBuilt('events', ['export', '--out', file, '--without-keys'], { DATA_DIR: source }, dir).status).toBe(0);
    expect(existsSync(`${file}.keys.json`)).toBe(false);
    const backups = join(dir, 'backups');
    expect(runBuilt('backup', [backups], { DATA_DIR: source }, dir).status).toBe(0);
    const written = readdirSync(backups);
    expect(written.filter((name) => name.endsWith('.keys.json'))).toHaveLength(1);
    const copy = written.find((name) => name.endsWith('.db'));
    const bytes = readFileSync(join(backups, copy!));
    expect(bytes.includes(Buffer.from(NAME))).toBe(false);
    const bare = join(dir, 'bare-backups');
    expect(runBuilt('backup', [bare, '--without-keys'], { DATA_DIR: source }, dir).status).toBe(0);
    expect(readdirSync(bare).filter((name) => name.endsWith('.keys.json'))).toHaveLength(0);
  });
});
