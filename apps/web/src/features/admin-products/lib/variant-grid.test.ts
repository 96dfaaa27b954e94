import { describe, expect, it } from 'vitest';
import { cellIndex, cellLabel, gridVariants } from './variant-grid';

describe('stock grid cells', () => {
  it('has no cells, only the single Total Stock, without sizes and colours', () => {
    expect(gridVariants([], [])).toBeUndefined();
  });

  it('makes a cell per size and colour, rows of sizes, each starting at 0', () => {
    expect(gridVariants(['S', 'M'], ['navy', 'red'])).toEqual([
      { size: 'S', colour: 'navy', totalStock: 0 },
      { size: 'S', colour: 'red', totalStock: 0 },
      { size: 'M', colour: 'navy', totalStock: 0 },
      { size: 'M', colour: 'red', totalStock: 0 },
    ]);
  });

  it('makes one cell per size, or per colour, when only one of them is chosen', () => {
    expect(gridVariants(['XL'], [])).toEqual([{ size: 'XL', colour: null, totalStock: 0 }]);
    expect(gridVariants([], ['black', 'white'])).toEqual([
      { size: null, colour: 'black', totalStock: 0 },
      { size: null, colour: 'white', totalStock: 0 },
    ]);
  });

  it('keeps what was typed in a cell the new grid still has', () => {
    const before = [
      { size: 'S', colour: 'navy' as const, totalStock: 4, sku: 'TEE-S', price: 599 },
      { size: 'M', colour: 'navy' as const, totalStock: 9 },
    ];
    expect(gridVariants(['M', 'L'], ['navy'], before)).toEqual([
      { size: 'M', colour: 'navy', totalStock: 9 },
      { size: 'L', colour: 'navy', totalStock: 0 },
    ]);
    // A colour added later: the size's earlier cells stay as they were.
    expect(gridVariants(['S'], ['navy', 'red'], before)).toEqual([
      before[0],
      { size: 'S', colour: 'red', totalStock: 0 },
    ]);
  });

  it('finds and names a cell by its size and colour', () => {
    const cells = gridVariants(['S', 'M'], ['navy', 'multi'])!;
    expect(cellIndex(cells, 'M', 'multi')).toBe(3);
    expect(cellIndex(cells, 'L', 'navy')).toBe(-1);
    expect(cellLabel({ size: 'M', colour: 'multi' })).toBe('M · Multicolour');
    expect(cellLabel({ size: null, colour: 'navy' })).toBe('Navy');
    expect(cellLabel({ size: 'UK 9', colour: null })).toBe('UK 9');
  });
});
