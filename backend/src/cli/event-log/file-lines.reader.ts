// Reads a text file line by line with constant memory (one line at a time), numbering lines from 1.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface NumberedLine {
  readonly number: number;
  readonly text: string;
}

/** Every line of `file`, a last line without its newline included (so a cut file shows its cut line). */
export async function* readLines(file: string): AsyncGenerator<NumberedLine> {
  const input = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of lines) {
      number += 1;
      // A byte-order mark, as some editors add when saving, is not part of the first event.
      yield { number, text: number === 1 ? text.replace(/^\uFEFF/, '') : text };
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/** How many lines `readLines` will give: newlines, plus one for a last line without its own. */
export async function countLines(file: string): Promise<number> {
  let count = 0;
  let last = -1;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) count += 1;
    if (chunk.length > 0) last = chunk[chunk.length - 1] ?? -1;
  }
  return last === -1 || last === 10 ? count : count + 1;
}
