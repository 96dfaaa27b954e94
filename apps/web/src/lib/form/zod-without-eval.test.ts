import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import './zod-without-eval';

describe('zod without eval', () => {
  it('is what zod reads: no parser is compiled with new Function', () => {
    expect(config().jitless).toBe(true);
  });
});
