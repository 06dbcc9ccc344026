// A seeded pseudo-random source (sfc32, 128-bit state): the same seed always yields the same gym.
// A 32-bit generator would not do: thousands of forked members would replay each other's numbers.
import { at } from '../shared/at.js';

export class SeededRandom {
  // The four state words as signed 32-bit integers (`| 0`): small integers V8 keeps unboxed, and the
  // same 32 bits a Uint32Array would hold (only `t`, the output, is read as unsigned).
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** One number, or the four words of a child's state (see `fork`). */
  constructor(seed: number | readonly number[]) {
    const words = typeof seed === 'number' ? splitMix(seed) : seed;
    this.s0 = at(words, 0) | 0;
    this.s1 = at(words, 1) | 0;
    this.s2 = at(words, 2) | 0;
    this.s3 = at(words, 3) | 0;
    for (let i = 0; i < 12; i += 1) this.nextWord();
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextWord() / 4_294_967_296;
  }

  private nextWord(): number {
    const s1 = this.s1;
    const s2 = this.s2;
    const t = (this.s0 + s1 + this.s3) >>> 0;
    this.s3 = (this.s3 + 1) | 0;
    this.s0 = s1 ^ (s1 >>> 9);
    this.s1 = (s2 + (s2 << 3)) | 0;
    this.s2 = (((s2 << 21) | (s2 >>> 11)) + t) | 0;
    return t;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[['monthly', 45], ['fortnight', 20]]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [choice, weight] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    return at(choices, -1)[0];
  }

  /** A normally distributed value (Box-Muller), for body sizes. */
  normal(mean: number, deviation: number): number {
    const u = Math.max(this.next(), Number.EPSILON);
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A version-4 UUID made of this source's numbers (the store requires UUID event ids). */
  uuid(): string {
    const word = (): string => this.nextWord().toString(16).padStart(8, '0');
    const [a, b, c, d] = [word(), word(), word(), word()];
    const variant = (8 + (parseInt(c.charAt(0), 16) & 3)).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  }

  /** A child source for one member, so adding behaviour to one member does not reshuffle all others. */
  fork(): SeededRandom {
    return new SeededRandom([this.nextWord(), this.nextWord(), this.nextWord(), this.nextWord()]);
  }
}

function splitMix(seed: number): number[] {
  let state = seed >>> 0;
  return Array.from({ length: 4 }, () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  });
}
