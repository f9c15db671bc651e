import { describe, expect, it } from 'vitest';
import { amountFromText, salaryBound } from './amounts.ts';

describe('typed salary amounts', () => {
  it('reads empty text as no amount and thousands separators as nothing', () => {
    expect(amountFromText('')).toBeNull();
    expect(amountFromText('   ')).toBeNull();
    expect(amountFromText(' 40000 ')).toBe(40000);
    expect(amountFromText('45,000')).toBe(45000);
    expect(amountFromText('1 250 000')).toBe(1250000);
    expect(amountFromText('45\u202f000')).toBe(45000);
    expect(amountFromText('45\u00a0000')).toBe(45000);
  });

  it('keeps what the schema must judge: fractions and negatives as numbers, anything else as NaN', () => {
    expect(amountFromText('12.5')).toBe(12.5);
    expect(amountFromText('-5')).toBe(-5);
    // Number() would read these as 1000, 16 and Infinity; nobody types a salary so.
    for (const text of ['50e', '1e3', '0x10', 'Infinity', 'abc', '$40000', '40k']) expect(amountFromText(text)).toBeNaN();
  });

  it('takes a salary filter bound only as a whole amount the search accepts', () => {
    expect(salaryBound('')).toBeNull();
    expect(salaryBound('1,000,000,000')).toBe(1_000_000_000);
    for (const text of ['12.5', '-5', '1000000001', 'abc']) expect(salaryBound(text)).toBeUndefined();
  });
});
