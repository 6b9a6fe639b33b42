import { describe, expect, it } from 'vitest';
import { formatWholeNumber, parseWholeNumber, wholeNumberText } from './whole-number';

describe('whole numbers typed by a person', () => {
  it('reads plain digits and the thousands separators people write', () => {
    for (const text of ['95000', '95.000', '$ 95.000', '$95.000', '95,000', '95 000', ' 95.000 ', '95\u00a0000']) {
      expect(parseWholeNumber(text), text).toBe(95000);
    }
    expect(parseWholeNumber('1.250.000')).toBe(1250000);
    expect(parseWholeNumber('0')).toBe(0);
  });

  it('is null for a blank text', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('  ')).toBeNull();
    expect(parseWholeNumber('$')).toBeNull();
  });

  it('refuses what is not a whole number instead of guessing (decimals, bad grouping, signs, letters)', () => {
    for (const text of ['9.50', '95.5', '95.0000', '1.25.000', '95.000,50', '-5', '1e5', 'diez', '95.000,000', '1,000.000']) {
      expect(parseWholeNumber(text), text).toBeNaN();
    }
  });

  it('writes amounts back grouped the Colombian way, and leaves what it cannot read as typed', () => {
    expect(formatWholeNumber('95000')).toBe('95.000');
    expect(formatWholeNumber('1250000')).toBe('1.250.000');
    expect(formatWholeNumber('9.50')).toBe('9.50');
    expect(formatWholeNumber('')).toBe('');
    expect(wholeNumberText(95000)).toBe('95.000');
    expect(wholeNumberText(null)).toBe('');
  });
});
