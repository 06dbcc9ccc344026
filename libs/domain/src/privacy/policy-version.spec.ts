import { describe, expect, it } from '@jest/globals';
import { policyVersionText } from './policy-version.js';

describe('policyVersionText (R47)', () => {
  it('given no policy published (version 0), then it names the model, never "versión 0"', () => {
    expect(policyVersionText(0)).toBe('política modelo (el gimnasio no ha publicado la suya)');
  });

  it('given a published version, then it names its number', () => {
    expect(policyVersionText(3)).toBe('política versión 3');
  });
});
