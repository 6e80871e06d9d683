import { describe, expect, it } from 'vitest';
import { chunksOf, slicesByWeight, writeInTurns } from './chunks';

describe('chunks', () => {
  it('cuts rows into slices of at most the given size, in order', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 2)).toEqual([]);
  });

  it('packs items into slices within a weight budget, a heavy item alone', () => {
    const weights = [3, 4, 2, 25, 1, 9];
    expect(slicesByWeight(weights, (w) => w, 10)).toEqual([[3, 4, 2], [25], [1, 9]]);
    expect(slicesByWeight([], (w: number) => w, 10)).toEqual([]);
  });

  it('lets other work run between two slices', async () => {
    const seen: string[] = [];
    setImmediate(() => seen.push('other work'));
    await writeInTurns([[1], [2], [3]], async ([n]) => {
      seen.push(`slice ${n}`);
      // A statement of the embedded database settles without the event loop turning.
      await Promise.resolve();
    });
    expect(seen).toEqual(['slice 1', 'other work', 'slice 2', 'slice 3']);
  });
});
