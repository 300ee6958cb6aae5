import { describe, expect, it } from 'vitest';
import { productRows } from './layout';

/** The rows a wide screen shows: each card's row size, grouped. */
const rows = (count: number) => {
  const sizes = productRows(count);
  const grouped: number[] = [];
  for (let index = 0; index < sizes.length; index += sizes[index] ?? 1) grouped.push(sizes[index] ?? 0);
  return grouped;
};

describe('productRows (issue 23: four products left a card over one and a half columns)', () => {
  it('keeps every row full for one to twelve products', () => {
    for (let count = 1; count <= 12; count++) {
      const sizes = productRows(count);
      expect(sizes).toHaveLength(count);
      // Each card's row holds exactly as many cards as it says.
      let index = 0;
      while (index < count) {
        const size = sizes[index] ?? 0;
        expect(sizes.slice(index, index + size)).toEqual(Array(size).fill(size));
        index += size;
      }
      expect(index).toBe(count);
    }
  });

  it('puts three in a row, and never leaves one card alone after the first row', () => {
    expect(rows(1)).toEqual([1]);
    expect(rows(2)).toEqual([2]);
    expect(rows(3)).toEqual([3]);
    expect(rows(4)).toEqual([2, 2]);
    expect(rows(5)).toEqual([3, 2]);
    expect(rows(6)).toEqual([3, 3]);
    expect(rows(7)).toEqual([3, 2, 2]);
    expect(rows(8)).toEqual([3, 3, 2]);
    expect(productRows(0)).toEqual([]);
  });
});
