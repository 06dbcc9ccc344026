// The JSON Lines format of one event: written in a fixed field order, read back checked and normalised.
import { describe, expect, it } from '@jest/globals';
import { ImportLineError, parseEventLine, toEventLine } from './event-line.format.js';

const line = {
  stream: 'staff-7d8daa7b-d0e9-4473-8c22-31460e63fa66',
  revision: 0,
  id: '0b6f7c8e-8f0a-4a39-9a47-1b1c2d3e4f50',
  type: 'StaffAccountDisabled',
  data: { staffId: '7d8daa7b-d0e9-4473-8c22-31460e63fa66' },
  metadata: { staffId: 'system', occurredAt: '2026-03-02T15:30:00.000Z' },
  instant: '2026-03-02T15:30:00.123Z',
};
const text = (overrides: Record<string, unknown> = {}): string => JSON.stringify({ ...line, ...overrides });

describe('event line', () => {
  it('writes stream, revision, id, type, data, metadata and instant, in that order', () => {
    const { stream: streamId, instant: recordedAt, ...rest } = line;
    const written = toEventLine({ ...rest, streamId, recordedAt, position: 42 });
    expect(written).toBe(text());
    expect(parseEventLine(written, 1)).toEqual(line);
  });

  it('reads an upper-case id as the stores keep it, and an instant with an offset as UTC', () => {
    const parsed = parseEventLine(text({ id: line.id.toUpperCase(), instant: '2026-03-02T10:30:00.123-05:00' }), 3);
    expect(parsed).toMatchObject({ id: line.id, instant: '2026-03-02T15:30:00.123Z' });
  });

  it.each([
    [{ revision: -1 }, 'el campo "revision" falta o no es un número entero mayor o igual a 0.'],
    [{ revision: '2' }, 'el campo "revision" falta o no es un número entero mayor o igual a 0.'],
    [{ type: '' }, 'el campo "type" falta o no es un texto no vacío.'],
    [{ metadata: null }, 'el campo "metadata" falta o no es un objeto JSON.'],
    [
      { instant: '2026-03-02' },
      'el campo "instant" falta o no es un instante ISO-8601 con zona (p. ej. 2026-03-02T15:30:00.000Z).',
    ],
  ])('refuses %j with the line number and a Spanish reason', (overrides, reason) => {
    const parse = (): unknown => parseEventLine(text(overrides), 12);
    expect(parse).toThrow(ImportLineError);
    expect(parse).toThrow(`Línea 12: ${reason} No se importó nada.`);
  });
});
