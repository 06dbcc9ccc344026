// Shows a long operation's progress: a bar with rate and time left on a terminal, and a plain
// line every few seconds when the output is a file or a pipe (logs, CI). The count only grows and
// never passes the total; `complete()` ends on 100 % of what the operation set out to do.
import cliProgress from 'cli-progress';

export interface ProgressReporter {
  update(done: number): void;
  /** The operation did all it set out to do: the last frame shows the total (100 %). */
  complete(): void;
  /** Ends where it is (an interrupted or failed operation). */
  stop(): void;
}

const LINE_EVERY_MS = 2000;

/** What is counted, as the bar and the lines name it. */
export interface ProgressUnits {
  readonly plural: string;
  readonly rate: string;
}

const EVENTS: ProgressUnits = { plural: 'eventos', rate: 'ev/s' };

export function createProgressReporter(
  label: string,
  total: number,
  stream: NodeJS.WriteStream = process.stderr,
  now: () => number = Date.now,
  units: ProgressUnits = EVENTS,
): ProgressReporter {
  let shown = 0;
  // Several parts report (one per projection, the slowest first): a part that ends or restarts must not move the count back.
  const monotonic = (done: number): number => (shown = Math.min(total, Math.max(shown, done)));
  const show = stream.isTTY ? bar(label, total, stream, now, units) : plainLines(label, total, stream, now, units);
  let ended = false;
  const end = (done: number): void => {
    if (ended) return;
    ended = true;
    show.end(done);
  };
  return {
    update: (done) => {
      if (!ended) show.update(monotonic(done));
    },
    complete: () => end(monotonic(total)),
    stop: () => end(shown),
  };
}

interface Display {
  update(done: number): void;
  end(done: number): void;
}

function bar(
  label: string,
  total: number,
  stream: NodeJS.WriteStream,
  now: () => number,
  units: ProgressUnits,
): Display {
  const progress = new cliProgress.SingleBar(
    {
      format: `${label} |{bar}| {percentage} % | {value}/{total} ${units.plural} | {rate} ${units.rate} | quedan {eta_formatted}`,
      stream,
      etaBuffer: 50,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const startedAt = now();
  progress.start(total, 0, { rate: 0 });
  return {
    update: (done) => progress.update(done, { rate: rateOf(done, startedAt, now) }),
    end: (done) => {
      progress.update(done, { rate: rateOf(done, startedAt, now) });
      progress.stop();
    },
  };
}

function plainLines(
  label: string,
  total: number,
  stream: NodeJS.WriteStream,
  now: () => number,
  units: ProgressUnits,
): Display {
  const startedAt = now();
  let lastLine = Number.NEGATIVE_INFINITY;
  const write = (done: number): void => {
    const rate = rateOf(done, startedAt, now);
    const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    const percent = total > 0 ? ((done / total) * 100).toFixed(1) : '100.0';
    stream.write(
      `${label}: ${done}/${total} ${units.plural} (${percent} %), ${rate} ${units.rate}, quedan ${left} s\n`,
    );
  };
  return {
    update(done) {
      if (now() - lastLine < LINE_EVERY_MS) return;
      lastLine = now();
      write(done);
    },
    end: write,
  };
}

function rateOf(done: number, startedAt: number, now: () => number): number {
  const seconds = (now() - startedAt) / 1000;
  return seconds > 0 ? Math.round(done / seconds) : 0;
}
