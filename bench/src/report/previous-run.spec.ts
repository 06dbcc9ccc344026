// The budget's comparison with the last committed run: which way is worse, the 10 % line, and which run is "last".
import { changeOf, previousRun } from './previous-run.js';

describe('changeOf: a figure against the last run', () => {
  it('given a latency 11 % higher, when judged lower-is-better, then it is a regression', () => {
    expect(changeOf(10, 11.1, 'lower')).toEqual({ text: '+11 %', regressed: true });
  });

  it('given a latency 9 % higher, then it is within the budget', () => {
    expect(changeOf(10, 10.9, 'lower')).toEqual({ text: '+9 %', regressed: false });
  });

  it('given a throughput 20 % lower, when judged higher-is-better, then it is a regression', () => {
    expect(changeOf(500, 400, 'higher')).toEqual({ text: '−20 %', regressed: true });
  });

  it('given a throughput 20 % higher, then it is no regression', () => {
    expect(changeOf(500, 600, 'higher')).toEqual({ text: '+20 %', regressed: false });
  });

  it('given no usable last value, then there is no comparison', () => {
    expect(changeOf(0, 3, 'lower')).toBeNull();
    expect(changeOf(Number.NaN, 3, 'lower')).toBeNull();
  });
});

describe('previousRun: the last committed full run of a size', () => {
  it('given the committed runs, when asked for the large gym before 2026-11-26, then it is the run of 2026-11-25', () => {
    const run = previousRun('large', new Date('2026-11-26T00:00:00Z'));
    expect(run?.file).toBe('bench/results/2026-11-25.json');
    expect(run?.result.size).toBe('large');
  });

  it('given a date before every committed run, then there is none', () => {
    expect(previousRun('large', new Date('2020-01-01T00:00:00Z'))).toBeNull();
  });
});
