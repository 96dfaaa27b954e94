import { describe, expect, it } from 'vitest';
import { formatDate, fromIndiaInput, toIndiaInput } from './format-date';

describe('format date', () => {
  it("writes every date one way, in India's time, whatever the computer's zone", () => {
    // 18:45 UTC on the 14th is 00:15 on the 15th in India: the part before the T was a day out.
    expect(formatDate('2025-03-14T18:45:12.000Z')).toBe('15 Mar 2025');
    expect(formatDate('2025-03-14T18:45:12.000Z', { time: true })).toBe(
      '15 Mar 2025, 12:15 am IST',
    );
    expect(formatDate('2026-11-21T09:45:00.000Z', { time: true })).toBe('21 Nov 2026, 3:15 pm IST');
  });

  it('gives back text that is not a date as it is', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });

  it("fills a datetime-local input in India's time and reads it back the same way", () => {
    expect(toIndiaInput('2025-11-01T04:00:00.000Z')).toBe('2025-11-01T09:30');
    expect(fromIndiaInput('2025-11-01T09:30')).toBe('2025-11-01T04:00:00.000Z');
    expect(fromIndiaInput('2025-11-01T09:30:15')).toBe('2025-11-01T04:00:15.000Z');
    expect(fromIndiaInput('')).toBe('');
    expect(toIndiaInput('nope')).toBe('');
  });
});
