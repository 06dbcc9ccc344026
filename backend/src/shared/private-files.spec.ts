// The app's files are its user's only, whatever the umask (issue 18).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePrivateDir, makePrivateFile, privateWriteStream, tightenTree } from './private-files.js';

const modeOf = (path: string): string => (statSync(path).mode & 0o777).toString(8);

describe('private files, under umask 000', () => {
  let root: string;
  let umask: number;

  beforeEach(() => {
    umask = process.umask(0);
    root = mkdtempSync(join(tmpdir(), 'gym-private-'));
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates folders 0700, missing parents included', () => {
    makePrivateDir(join(root, 'a', 'b', 'c'));
    expect([modeOf(join(root, 'a')), modeOf(join(root, 'a', 'b')), modeOf(join(root, 'a', 'b', 'c'))]).toEqual([
      '700',
      '700',
      '700',
    ]);
  });

  it('creates files 0600 and tightens an existing looser one, keeping its content', () => {
    const fresh = join(root, 'data', 'events.db');
    expect(makePrivateFile(fresh)).toBeNull();
    expect([modeOf(join(root, 'data')), modeOf(fresh)]).toEqual(['700', '600']);
    const loose = join(root, 'read.db');
    writeFileSync(loose, 'contenido');
    chmodSync(loose, 0o644);
    expect(makePrivateFile(loose)).toEqual({ path: loose, from: '0644', to: '0600' });
    expect(modeOf(loose)).toBe('600');
  });

  it('a write stream (an export) is 0600 before its first byte, even over a looser leftover', async () => {
    const file = join(root, 'eventos.jsonl.partial');
    writeFileSync(file, 'viejo');
    chmodSync(file, 0o666);
    const stream = privateWriteStream(file);
    expect(modeOf(file)).toBe('600');
    await new Promise((done) => stream.end('nuevo\n', () => done(undefined)));
  });

  it('tightens a whole tree, reports each change, and never follows a symbolic link', () => {
    const data = join(root, 'data');
    mkdirSync(join(data, 'backups'), { recursive: true, mode: 0o755 });
    chmodSync(data, 0o755);
    writeFileSync(join(data, 'jwt-secret'), 'x', { mode: 0o644 });
    writeFileSync(join(data, 'backups', 'events-1.db'), 'x', { mode: 0o640 });
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'x', { mode: 0o644 });
    symlinkSync(outside, join(data, 'link'));
    const changes = tightenTree(data).map(({ path, from, to }) => [path.slice(root.length), from, to]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['/data', '0755', '0700'],
        ['/data/backups', '0755', '0700'],
        ['/data/jwt-secret', '0644', '0600'],
        ['/data/backups/events-1.db', '0640', '0600'],
      ]),
    );
    expect(changes).toHaveLength(4);
    expect(modeOf(outside)).toBe('644');
    expect(tightenTree(data)).toEqual([]);
    expect(tightenTree(join(root, 'missing'))).toEqual([]);
  });
});
