// The progress an operator sees: counts that only grow, a last frame at 100 % of what the operation
// set out to do, rate and time left on a terminal, plain lines in a log.
import { PassThrough } from 'node:stream';
import { createProgressReporter } from './progress-reporter.js';

function capture(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  const stream = new PassThrough();
  let written = '';
  stream.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
  Object.assign(stream, { isTTY, columns: 200, rows: 40 });
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => written };
}

/** A clock the test moves: each call to `tick` is `ms` later. */
function clock(): { now: () => number; tick: (ms: number) => void } {
  let time = 1_000_000;
  return { now: () => time, tick: (ms) => (time += ms) };
}

const counts = (lines: readonly string[]): number[] =>
  lines.map((line) => Number(/: (\d+)\/\d+ eventos/.exec(line)?.[1]));

describe('progress reporter', () => {
  it('in a log: a line every few seconds whose count never goes back, the last at 100 %', async () => {
    const out = capture(false);
    const time = clock();
    const progress = createProgressReporter('Reconstruyendo', 25_536, out.stream, time.now);
    for (const done of [4000, 3000, 12_000, 9000, 20_000, 20_000]) {
      time.tick(2500);
      progress.update(done);
    }
    progress.complete();
    progress.update(100);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = out.text().trim().split('\n');
    expect(counts(lines)).toEqual([4000, 4000, 12_000, 12_000, 20_000, 20_000, 25_536]);
    expect(lines.at(-1)).toBe('Reconstruyendo: 25536/25536 eventos (100.0 %), 1702 ev/s, quedan 0 s');
  });

  it('an interrupted operation ends where it was, not at 100 %', async () => {
    const out = capture(false);
    const time = clock();
    const progress = createProgressReporter('Reconstruyendo', 1000, out.stream, time.now);
    time.tick(1000);
    progress.update(400);
    progress.stop();
    progress.complete();
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.text().trim().split('\n').at(-1)).toBe(
      'Reconstruyendo: 400/1000 eventos (40.0 %), 400 ev/s, quedan 2 s',
    );
  });

  it('more than it set out to do (events appended meanwhile) still shows the total, never past it', async () => {
    const out = capture(false);
    const progress = createProgressReporter('Reconstruyendo', 500, out.stream, clock().now);
    progress.update(800);
    progress.complete();
    await new Promise((resolve) => setImmediate(resolve));
    expect(counts(out.text().trim().split('\n'))).toEqual([500, 500]);
  });

  it('on a terminal: a bar with the percentage, events/s and time left, whose last frame is 100 %', async () => {
    const out = capture(true);
    const progress = createProgressReporter('Reconstruyendo', 25_536, out.stream);
    progress.update(20_000);
    progress.update(10_000);
    progress.complete();
    await new Promise((resolve) => setImmediate(resolve));
    const frames = out
      .text()
      // eslint-disable-next-line no-control-regex -- splits terminal output on its escape sequences
      .split(/\r|\u001b\[[0-9;?]*[A-Za-z]|\u001b[78]/)
      .filter((frame) => frame.includes('eventos'));
    expect(frames.at(-1)).toMatch(/^Reconstruyendo \|.*\| 100 % \| 25536\/25536 eventos \| \d+ ev\/s \| quedan \S+/);
    const shown = frames.map((frame) => Number(/(\d+)\/25536/.exec(frame)?.[1]));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });
});
