// The built operator commands, run as an operator runs them: `events export|import` and `backup`
// between two DATA_DIRs. Builds the backend first when its output is missing or older than the CLI.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SqliteEventStore } from '../shared/event-store/sqlite-event-store.js';
import { appendSampleLog } from './event-log/testing/sample-log.js';
import { ensureBuilt, runBuilt, type Run } from './testing/built-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(command: 'events' | 'backup', args: readonly string[], env: Record<string, string>): Run {
  return runBuilt(command, args, env, dir);
}

async function readEverything(dataDir: string): Promise<unknown[]> {
  const store = SqliteEventStore.open(join(dataDir, 'events.db'), { readonly: true });
  const events = await store.readAll(0, 100_000);
  await store.close();
  return events;
}

describe('npm run events / npm run backup (built)', () => {
  const source = join(dir, 'source');
  const target = join(dir, 'target');
  let events = 0;

  beforeAll(async () => {
    ensureBuilt();
    const store = SqliteEventStore.open(join(source, 'events.db'));
    events = (await appendSampleLog(store, 4, 1)).events;
    await store.close();
  }, 180_000);

  it('exports to stdout with only events on it, the summary on stderr', () => {
    const exported = run('events', ['export'], { DATA_DIR: source });
    expect(exported.status).toBe(0);
    const lines = exported.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(events);
    expect(lines.every((line) => JSON.parse(line) !== null)).toBe(true);
    expect(exported.stderr).toContain(`Exportación terminada: ${events} eventos`);
  });

  it('exports with --out, imports into an empty DATA_DIR, and refuses a second import', async () => {
    const file = join(dir, 'log.jsonl');
    const exported = run('events', ['export', '--out', file], { DATA_DIR: source });
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain(`Exportación terminada: ${events} eventos`);
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(events);

    const imported = run('events', ['import', file], { DATA_DIR: target });
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain(`Importación terminada: ${events} eventos de 5 flujos`);
    expect(await readEverything(target)).toEqual(await readEverything(source));

    const again = run('events', ['import', file], { DATA_DIR: target });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('El almacén de destino ya tiene eventos. No se importó nada.');
  });

  it('backs up DATA_DIR/events.db, and refuses when EVENTSTORE_URL is set', () => {
    const backup = run('backup', [], { DATA_DIR: source });
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(`^Copia de seguridad creada: .*events-[0-9T-]+Z\\.db \\(${events} eventos`),
    );
    expect(readdirSync(join(source, 'backups'))).toHaveLength(1);

    const refused = run('backup', [], { DATA_DIR: source, EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('EventStoreDB, que tiene sus propias copias de seguridad');
  });

  it('shows the usage for an unknown command or flag', () => {
    const usage = run('events', ['import', '--into-nonempty', 'x.jsonl'], { DATA_DIR: target });
    expect(usage.status).toBe(2);
    expect(usage.stdout).toContain('Uso: npm run events -- <orden>');
  });
});
