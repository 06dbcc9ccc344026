// Reading an export line by line: numbering, the last line without newline, CRLF and a BOM.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { countLines, readLines } from './file-lines.reader.js';

const dir = mkdtempSync(join(tmpdir(), 'gym-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

async function linesOf(content: string): Promise<{ counted: number; read: string[] }> {
  const file = join(dir, `lines-${(files += 1)}.txt`);
  writeFileSync(file, content);
  const read: string[] = [];
  for await (const { number, text } of readLines(file)) read.push(`${number}:${text}`);
  return { counted: await countLines(file), read };
}

describe('file lines', () => {
  it.each([
    ['', []],
    ['a\n', ['1:a']],
    ['a\nb', ['1:a', '2:b']],
    ['a\r\nb\r\n', ['1:a', '2:b']],
    ['a\n\nb\n', ['1:a', '2:', '3:b']],
    ['\uFEFFa\n', ['1:a']],
  ])('%j reads as %j, and is counted the same', async (content, expected) => {
    const { counted, read } = await linesOf(content);
    expect(read).toEqual(expected);
    expect(counted).toBe(expected.length);
  });
});
