// Telling a barcode scanner from a person (issue 30). A scanner types a whole code as one burst of
// characters a few milliseconds apart and ends it with Enter; a person's keys come 80 ms or more
// apart. Only the typing inside a form of a dialog needs this guess (Ingreso's 'Cobrar': a cédula
// scanned into the amount field must not be sent as a payment); everywhere else the desk does not
// depend on timing at all. Measured on this machine under load, Playwright's 5 ms typing arrives with
// gaps of 8–75 ms and now and then one of 270 ms, so the middle gap decides, not the largest.

/** A code shorter than a cédula (5 digits, rules/cedula.ts) is not taken for a scan. */
export const SCAN_MIN_LENGTH = 5;
/** The middle gap between a scan's keys is at most this; a person's is well above it. */
export const SCAN_MEDIAN_GAP_MS = 50;
/** Keys further apart than this start a new burst. */
export const BURST_BREAK_MS = 600;

export class ScanBurst {
  private text = '';
  private readonly times: number[] = [];

  /** One key, at its event's time stamp (ms). A character adds to the burst; any other key but Shift ends it. */
  key(key: string, at: number): void {
    if (key === 'Shift') return; // a scanner presses it for capitals
    if (!isCharacter(key)) {
      this.clear();
      return;
    }
    const last = this.times.at(-1);
    if (last !== undefined && at - last > BURST_BREAK_MS) this.clear();
    this.text += key;
    this.times.push(at);
  }

  /** Whether an Enter now ends a scan: enough characters, typed at a scanner's pace, just before it. */
  endsScan(at: number): boolean {
    const last = this.times.at(-1);
    if (last === undefined || at - last > BURST_BREAK_MS || this.text.length < SCAN_MIN_LENGTH) return false;
    return median(this.times.slice(1).map((time, index) => time - (this.times[index] ?? time))) <= SCAN_MEDIAN_GAP_MS;
  }

  /** The burst's text, leaving the burst empty. */
  take(): string {
    const { text } = this;
    this.clear();
    return text;
  }

  clear(): void {
    this.text = '';
    this.times.length = 0;
  }
}

/** A key that types one character (not Enter, Tab, F2, an arrow…). */
export function isCharacter(key: string): boolean {
  return /^.$/su.test(key);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.POSITIVE_INFINITY;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
