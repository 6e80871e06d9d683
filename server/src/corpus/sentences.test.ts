import { describe, expect, it } from 'vitest';
import { sentencesOf } from './sentences';

describe('sentencesOf', () => {
  it('splits at full stops before a capital and at line breaks', () => {
    expect(sentencesOf('Police arrested a man. He is 34!\n\nEnds')).toEqual([
      'Police arrested a man.',
      'He is 34!',
      'Ends',
    ]);
  });

  it('keeps ranks, titles and "St." inside the sentence', () => {
    expect(sentencesOf('Sgt. Mokoena said the man lives in St. Francis Bay. He was arrested.')).toEqual([
      'Sgt. Mokoena said the man lives in St. Francis Bay.',
      'He was arrested.',
    ]);
  });

  it('does not split decimals or amounts', () => {
    expect(sentencesOf('Drugs worth R1.5 million were seized.')).toEqual([
      'Drugs worth R1.5 million were seized.',
    ]);
  });

  it('splits before a quotation that opens the next sentence', () => {
    expect(sentencesOf('He was arrested. "We thank the community," said the captain.')).toHaveLength(2);
  });
});
