// Shows a long operation's progress: a bar with rate and time left on a terminal, and a plain
// line every few seconds when the output is a file or a pipe (logs, CI).
import cliProgress from 'cli-progress';

export interface ProgressReporter {
  update(done: number): void;
  stop(): void;
}

const LINE_EVERY_MS = 2000;

export function createProgressReporter(
  label: string,
  total: number,
  stream: NodeJS.WriteStream = process.stderr,
): ProgressReporter {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${label} |{bar}| {value}/{total} eventos | {rate} ev/s | quedan {eta_formatted}`,
        stream,
        etaBuffer: 50,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    const startedAt = Date.now();
    bar.start(total, 0, { rate: 0 });
    return {
      update: (done) => bar.update(done, { rate: rateOf(done, startedAt) }),
      stop: () => bar.stop(),
    };
  }
  return plainLines(label, total, stream);
}

function plainLines(label: string, total: number, stream: NodeJS.WriteStream): ProgressReporter {
  const startedAt = Date.now();
  let lastLine = 0;
  let last = 0;
  const write = (done: number): void => {
    const rate = rateOf(done, startedAt);
    const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    const percent = total > 0 ? ((done / total) * 100).toFixed(1) : '100.0';
    stream.write(`${label}: ${done}/${total} eventos (${percent} %), ${rate} ev/s, quedan ${left} s\n`);
  };
  return {
    update(done) {
      last = done;
      if (Date.now() - lastLine < LINE_EVERY_MS) return;
      lastLine = Date.now();
      write(done);
    },
    stop: () => write(last),
  };
}

function rateOf(done: number, startedAt: number): number {
  const seconds = (Date.now() - startedAt) / 1000;
  return seconds > 0 ? Math.round(done / seconds) : 0;
}
