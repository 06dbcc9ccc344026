// Reads a password for the CLI: on a terminal without echo (never as an argument, so it stays out
// of the shell history and the process list); from a pipe, one line, so scripts and tests can feed it.
import { createInterface } from 'node:readline';

export type PasswordReader = (prompt: string) => Promise<string | null>;

const ENTER = new Set(['\r', '\n', '\u0004']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';

/** Whether a stream is a terminal: on a pipe Node leaves `isTTY` undefined, whatever its types say. */
export function isTerminal(stream: { readonly isTTY?: boolean }): boolean {
  return stream.isTTY === true;
}

/** A reader for `input`: hidden typing on a TTY, else successive lines (null when input ends). */
export function passwordReader(input: NodeJS.ReadStream, prompts: NodeJS.WritableStream): PasswordReader {
  if (isTerminal(input)) return (prompt) => readHidden(input, prompts, prompt);
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  return async () => {
    const next = await lines.next();
    return next.done ? null : next.value;
  };
}

function readHidden(input: NodeJS.ReadStream, prompts: NodeJS.WritableStream, prompt: string): Promise<string | null> {
  prompts.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let typed = '';
    const finish = (value: string | null): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      prompts.write('\n');
      resolve(value);
    };
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (char === CTRL_C || ENTER.has(char)) {
          finish(char === CTRL_C ? null : typed);
          return;
        }
        typed = BACKSPACE.has(char) ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}
