import { describe, expect, it } from 'vitest';
import { variantLabel } from './variant-label';

describe('variant label', () => {
  it('names the size and the colour by its label', () => {
    expect(variantLabel({ size: 'M', colour: 'navy' })).toBe('Size M · Navy');
    expect(variantLabel({ size: 'UK 9', colour: null })).toBe('Size UK 9');
    expect(variantLabel({ size: null, colour: 'multi' })).toBe('Multicolour');
    expect(variantLabel({ size: 'One Size', colour: 'black' })).toBe('One Size · Black');
  });

  it('is empty for a product sold in one kind only', () => {
    expect(variantLabel({ size: null, colour: null })).toBe('');
  });
});
