// Importing broken or conflicting files into real SQLite stores: clear Spanish refusals with line
// numbers, and nothing half-written.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { EventStore, EventToAppend, ExpectedRevision } from '../../shared/event-store/event-store.port.js';
import type { SqliteEventStore } from '../../shared/event-store/sqlite-event-store.js';
import { ImportLineError } from './event-line.format.js';
import { exportEvents } from './event-log.export.js';
import { ImportRefusedError, ImportStoppedError, importEvents } from './event-log.import.js';
import { appendSampleLog } from './testing/sample-log.js';
import { tempStores } from './testing/temp-stores.js';

const stores = tempStores('gym-import-');
const freshStore = (): SqliteEventStore => stores.open();

/** A sample log's export, as its lines (without the final empty one). */
async function sampleLines(members = 4): Promise<{ source: SqliteEventStore; lines: string[] }> {
  const source = freshStore();
  await appendSampleLog(source, members, 1);
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  await exportEvents(source, output);
  return { source, lines: text.trimEnd().split('\n') };
}

function fileOf(lines: readonly string[], ending = '\n'): string {
  const file = stores.path('import.jsonl');
  writeFileSync(file, lines.join('\n') + ending);
  return file;
}

const edit = (line: string | undefined, change: (event: Record<string, unknown>) => void): string => {
  const event = JSON.parse(line ?? '') as Record<string, unknown>;
  change(event);
  return JSON.stringify(event);
};

/** The import's rejection; fails when it resolves. */
async function refusal(importing: Promise<unknown>): Promise<Error> {
  const outcome = await importing.then(
    () => new Error('the import was expected to fail'),
    (error: unknown) => error,
  );
  if (!(
    outcome instanceof ImportLineError ||
    outcome instanceof ImportRefusedError ||
    outcome instanceof ImportStoppedError
  )) {
    throw outcome;
  }
  return outcome;
}

describe('import of a broken file (nothing is appended, the line is named)', () => {
  it('a truncated last line: not valid JSON', async () => {
    const { lines } = await sampleLines();
    const cut = [...lines.slice(0, -1), (lines.at(-1) ?? '').slice(0, 40)];
    const target = freshStore();
    const error = await refusal(importEvents(target, fileOf(cut, '')));
    expect(error.message).toBe(
      `Línea ${lines.length}: no es JSON válido (¿el archivo está cortado?). No se importó nada.`,
    );
    expect(await target.headPosition()).toBe(0);
  });

  it('an event id that an earlier line already used', async () => {
    const { lines } = await sampleLines();
    const firstId = (JSON.parse(lines[2] ?? '') as { id: string }).id;
    const broken = lines.map((line, index) => (index === 7 ? edit(line, (event) => (event['id'] = firstId)) : line));
    const target = freshStore();
    const error = await refusal(importEvents(target, fileOf(broken)));
    expect(error.message).toBe(`Línea 8: el id de evento ${firstId} ya aparece en la línea 3. No se importó nada.`);
    expect(await target.headPosition()).toBe(0);
  });

  it('an event type this app does not know', async () => {
    const { lines } = await sampleLines();
    const broken = lines.map((line, index) =>
      index === 5 ? edit(line, (event) => (event['type'] = 'MemberTeleported')) : line,
    );
    const target = freshStore();
    const error = await refusal(importEvents(target, fileOf(broken)));
    expect(error.message).toBe(
      'Línea 6: el tipo de evento "MemberTeleported" no existe en esta versión de la app. No se importó nada.',
    );
    expect(await target.headPosition()).toBe(0);
  });

  it('a revision gap: an event of a stream is missing', async () => {
    const { lines } = await sampleLines();
    const missing = lines.findIndex((line) => (JSON.parse(line) as { revision: number }).revision === 1);
    const stream = (JSON.parse(lines[missing] ?? '') as { stream: string }).stream;
    const broken = lines.filter((_, index) => index !== missing);
    const next = broken.findIndex(
      (line, index) => index >= missing && (JSON.parse(line) as { stream: string }).stream === stream,
    );
    const target = freshStore();
    const error = await refusal(importEvents(target, fileOf(broken)));
    expect(error.message).toBe(
      `Línea ${next + 1}: el flujo ${stream} trae la revisión 2 donde se esperaba la 1 (falta o sobra un evento, o el orden cambió). No se importó nada.`,
    );
    expect(await target.headPosition()).toBe(0);
  });

  it.each([
    ['an empty line', () => '', 'está vacía.'],
    ['a JSON array', () => '[1, 2]', 'no es un objeto JSON con un evento.'],
    [
      'an id that is not a UUID',
      (line: string) => edit(line, (e) => (e['id'] = 'pago-1')),
      'el campo "id" falta o no es un UUID.',
    ],
    [
      'a missing stream',
      (line: string) => edit(line, (e) => delete e['stream']),
      'el campo "stream" falta o no es un texto no vacío.',
    ],
    [
      'data that is not an object',
      (line: string) => edit(line, (e) => (e['data'] = 'x')),
      'el campo "data" falta o no es un objeto JSON.',
    ],
  ])('%s', async (_, change, reason) => {
    const { lines } = await sampleLines(2);
    const target = freshStore();
    const broken = lines.map((line, index) => (index === 3 ? change(line) : line));
    const error = await refusal(importEvents(target, fileOf(broken)));
    expect(error.message).toBe(`Línea 4: ${reason} No se importó nada.`);
    expect(await target.headPosition()).toBe(0);
  });
});

describe('import into a store that already has events', () => {
  it('is refused without --into-non-empty, and the store is left as it was', async () => {
    const { lines } = await sampleLines();
    const target = freshStore();
    await appendSampleLog(target, 1, 0);
    const head = await target.headPosition();
    const error = await refusal(importEvents(target, fileOf(lines)));
    expect(error).toBeInstanceOf(ImportRefusedError);
    expect(error.message).toContain('El almacén de destino ya tiene eventos. No se importó nada.');
    expect(await target.headPosition()).toBe(head);
  });

  it('with --into-non-empty appends the streams it lacks after its own events', async () => {
    const { source, lines } = await sampleLines();
    const target = freshStore();
    const own = await appendSampleLog(target, 2, 0);
    const summary = await importEvents(target, fileOf(lines), { intoNonEmpty: true });
    expect(summary).toMatchObject({ appended: lines.length, skipped: 0 });
    const imported = (await target.readAll(0, 10_000)).slice(own.events);
    const strip = ({ position: _, ...event }: { position: number }) => event;
    expect(imported.map(strip)).toEqual((await source.readAll(0, 10_000)).map(strip));
  });

  it('refuses a stream the store holds with other events, naming the line and stream', async () => {
    const { lines } = await sampleLines();
    const clash = JSON.parse(lines[4] ?? '') as { stream: string; revision: number };
    const target = freshStore();
    await target.append(clash.stream, someEvents(clash.revision + 1), 'no_stream');
    const error = await refusal(importEvents(target, fileOf(lines), { intoNonEmpty: true }));
    const firstOfStream = lines.findIndex((line) => (JSON.parse(line) as { stream: string }).stream === clash.stream);
    expect(error.message).toBe(
      `Línea ${firstOfStream + 1}: el flujo ${clash.stream} ya existe en el almacén de destino con otro evento en la revisión 0. No se importó nada.`,
    );
    expect(await target.headPosition()).toBe(clash.revision + 1);
  });

  it('refuses an event id the store holds in another stream', async () => {
    const { lines } = await sampleLines();
    const taken = JSON.parse(lines[6] ?? '') as { id: string };
    const target = freshStore();
    await target.append('member-elsewhere', [{ ...someEvents(1)[0]!, id: taken.id }], 'no_stream');
    const error = await refusal(importEvents(target, fileOf(lines), { intoNonEmpty: true }));
    expect(error.message).toBe(
      `Línea 7: el id de evento ${taken.id} ya está en el almacén de destino (flujo member-elsewhere, revisión 0). No se importó nada.`,
    );
    expect(await target.headPosition()).toBe(1);
  });
});

describe('an import that stops while appending', () => {
  it('keeps every event before the failed line, and a second run with --into-non-empty finishes it', async () => {
    const { source, lines } = await sampleLines(6);
    const target = freshStore();
    const failing = failingAfter(target, 5);
    const error = await refusal(importEvents(failing, fileOf(lines), { batchSize: 1 }));
    expect(error).toBeInstanceOf(ImportStoppedError);
    expect(error.message).toMatch(
      /^La importación se detuvo en la línea 6: el almacén no aceptó la escritura \(disco lleno\)\. Quedaron escritos 5 eventos/,
    );
    expect(await target.headPosition()).toBe(5);

    const resumed = await importEvents(target, fileOf(lines), { intoNonEmpty: true });
    expect(resumed).toMatchObject({ appended: lines.length - 5, skipped: 5 });
    expect(await target.readAll(0, 10_000)).toEqual(await source.readAll(0, 10_000));
  });
});

function someEvents(count: number): EventToAppend[] {
  return Array.from({ length: count }, () => ({
    id: randomUUID(),
    type: 'StaffPasswordChanged',
    data: { staffId: 'x', passwordHash: 'y' },
    metadata: {},
  }));
}

/** The real store, whose appends fail (as on a full disk) once `count` have succeeded. */
function failingAfter(store: EventStore, count: number): EventStore {
  let left = count;
  return {
    kind: store.kind,
    async append(stream: string, events: readonly EventToAppend[], expected: ExpectedRevision) {
      if (left <= 0) throw new Error('disco lleno');
      left -= 1;
      return store.append(stream, events, expected);
    },
    atomicAppendMany: store.atomicAppendMany,
    appendMany: (appends) => store.appendMany(appends),
    readStream: (stream, options) => store.readStream(stream, options),
    readAll: (after, limit) => store.readAll(after, limit),
    headPosition: () => store.headPosition(),
    subscribe: (after, signal) => store.subscribe(after, signal),
    listStreams: (prefix) => store.listStreams(prefix),
    close: () => store.close(),
  };
}
