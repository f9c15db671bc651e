import { describe, expect, it } from 'vitest';
import { shortNumber, signedPercent } from '@jobboard/contracts/analytics-options';
import { msText, percentText, uptimeText } from './analytics-format.ts';

describe('analytics number formats', () => {
  it('shortens with K from 1,000 and M from 1,000,000, one decimal', () => {
    expect([999, 1000, 1500, 2000, 999_999, 1_000_000, 2_450_000, -1500].map(shortNumber)).toEqual(['999', '1.0K', '1.5K', '2.0K', '1.0M', '1.0M', '2.5M', '-1.5K']);
  });
  it('signs percent changes with one decimal; N/A without a previous period', () => {
    expect([12.34, -3, 0, -0.01, null].map(signedPercent)).toEqual(['+12.3%', '-3.0%', '0.0%', '0.0%', 'N/A']);
  });
  it('writes uptime in days and hours, and leaves unmeasured figures unmeasured', () => {
    expect(uptimeText(3 * 86_400 + 4 * 3600 + 59)).toBe('3 days, 4 hours');
    expect(uptimeText(86_400 + 3600)).toBe('1 day, 1 hour');
    expect(uptimeText(2 * 3600 + 5 * 60)).toBe('2 hours, 5 minutes');
    expect(uptimeText(59)).toBe('0 minutes');
    expect(msText(null)).toBe('Not measured yet');
    expect(msText(12.345)).toBe('12.3 ms');
    expect(percentText(null)).toBe('N/A');
  });
});
