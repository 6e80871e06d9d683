/** How often one extracted field matched its truth, for the extraction evaluations. */
export interface Tally {
  right: number;
  counted: number;
}

export const tally = (): Tally => ({ right: 0, counted: 0 });

/** Counts one comparison; returns whether it was right, so a miss can be noted. */
export function record(t: Tally, right: boolean): boolean {
  t.counted += 1;
  if (right) t.right += 1;
  return right;
}

export const percent = (t: Tally) =>
  `${((100 * t.right) / Math.max(1, t.counted)).toFixed(1)} % (${t.right}/${t.counted})`;

/** Ages in a comparable form: order does not matter, a missing list is an empty one. */
export const sortedAges = (ages: readonly number[] | null) =>
  [...(ages ?? [])].sort((a, b) => a - b).join(',');
