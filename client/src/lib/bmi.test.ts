import { describe, expect, it } from 'vitest';
import { estimatedBmi } from './bmi';

describe('estimated body mass index (spec §3)', () => {
  it('is kg / m² with two decimals', () => {
    expect(estimatedBmi(68.5, 165)).toBe('25.16');
    expect(estimatedBmi(70, 175)).toBe('22.86');
    expect(estimatedBmi(80, 200)).toBe('20.00');
  });

  it("is 'N/A' when weight or height is missing or not positive", () => {
    expect(estimatedBmi(null, 165)).toBe('N/A');
    expect(estimatedBmi(70, null)).toBe('N/A');
    expect(estimatedBmi(undefined, undefined)).toBe('N/A');
    expect(estimatedBmi(70, 0)).toBe('N/A');
    expect(estimatedBmi(0, 170)).toBe('N/A');
  });
});
