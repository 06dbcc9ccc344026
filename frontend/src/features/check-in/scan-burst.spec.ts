// A barcode scanner's burst against a person's typing (issue 30), by the keys' time stamps.
import { BURST_BREAK_MS, ScanBurst, SCAN_MEDIAN_GAP_MS } from './scan-burst';

/** Feeds `text` one key every `gaps[i]` ms (the last gap repeats), starting at `from`; answers the last key's time. */
function typeInto(burst: ScanBurst, text: string, gaps: readonly number[], from = 1_000): number {
  let at = from;
  Array.from(text).forEach((key, index) => {
    if (index > 0) at += gaps[Math.min(index - 1, gaps.length - 1)] ?? 0;
    burst.key(key, at);
  });
  return at;
}

describe('ScanBurst (issue 30)', () => {
  it('a cédula typed 5 ms apart and Enter is a scan, and its text is taken once', () => {
    const burst = new ScanBurst();
    const last = typeInto(burst, '1023456789', [5]);
    expect(burst.endsScan(last + 5)).toBe(true);
    expect(burst.take()).toBe('1023456789');
    expect(burst.take()).toBe('');
    expect(burst.endsScan(last + 10)).toBe(false);
  });

  it('a scan slowed by a busy machine (gaps of 8–75 ms and one of 270 ms, as measured) is still a scan', () => {
    const burst = new ScanBurst();
    const last = typeInto(burst, '1023456789', [14, 42, 15, 41, 44, 50, 32, 27, 72]);
    expect(burst.endsScan(last + 273)).toBe(true);
    const again = new ScanBurst();
    const end = typeInto(again, '79123456', [30, 48, 23, 270, 22, 9, 13]);
    expect(again.endsScan(end + 20)).toBe(true);
  });

  it('a person typing an amount (80 ms and more between keys) is not a scan', () => {
    const burst = new ScanBurst();
    const last = typeInto(burst, '150000', [90, 120, 85, 140, 100]);
    expect(burst.endsScan(last + 150)).toBe(false);
  });

  it(`the middle gap decides: at most ${SCAN_MEDIAN_GAP_MS} ms`, () => {
    const at = (gap: number) => {
      const burst = new ScanBurst();
      return burst.endsScan(typeInto(burst, '1234567', [gap]) + gap);
    };
    expect(at(SCAN_MEDIAN_GAP_MS)).toBe(true);
    expect(at(SCAN_MEDIAN_GAP_MS + 1)).toBe(false);
  });

  it('fewer than 5 characters is not a scan, however fast ("ana" and Enter)', () => {
    const burst = new ScanBurst();
    expect(burst.endsScan(typeInto(burst, '5000', [3]) + 3)).toBe(false);
  });

  it(`a pause of more than ${BURST_BREAK_MS} ms starts a new burst; an Enter after it is a person's`, () => {
    const burst = new ScanBurst();
    typeInto(burst, '98765', [5]);
    const last = typeInto(burst, '1023456789', [5], 10_000);
    expect(burst.endsScan(last + 5)).toBe(true);
    expect(burst.take()).toBe('1023456789');
    const late = new ScanBurst();
    const end = typeInto(late, '1023456789', [5]);
    expect(late.endsScan(end + BURST_BREAK_MS + 1)).toBe(false);
  });

  it('Shift (capitals from a scanner) keeps the burst; Backspace, Tab or an arrow ends it', () => {
    const burst = new ScanBurst();
    let at = typeInto(burst, 'AB', [5]);
    burst.key('Shift', (at += 2));
    at = typeInto(burst, 'C123', [5], at + 3);
    expect(burst.endsScan(at + 5)).toBe(true);
    expect(burst.take()).toBe('ABC123');
    for (const key of ['Backspace', 'Tab', 'ArrowLeft']) {
      const cut = new ScanBurst();
      const last = typeInto(cut, '102345', [5]);
      cut.key(key, last + 5);
      expect(cut.endsScan(last + 10)).toBe(false);
    }
  });
});
