// The nesting scan that guards the JSON body parser: brackets inside strings do not count.
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

const bytes = (text: string): Uint8Array => Buffer.from(text, 'utf8');

describe('nestsDeeperThan', () => {
  it('counts objects and arrays alike, up to the limit included', () => {
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`), MAX_JSON_DEPTH)).toBe(
      false,
    );
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(`{"notes":"${'[{'.repeat(50)}"}`), 2)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"notes":"a \\" [[[[[[ \\\\", "b": [[1]]}`), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"notes":"\\\\", "b": [[[1]]]}`), 3)).toBe(true);
  });

  it('sibling containers do not add up', () => {
    expect(nestsDeeperThan(bytes(`[${'[1],'.repeat(1_000)}[1]]`), 2)).toBe(false);
  });
});
