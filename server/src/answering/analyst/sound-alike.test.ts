import { describe, expect, it } from 'vitest';
import { indexBySound, soundKey, soundsLikeOne } from './sound-alike';

describe('words written by ear', () => {
  it('gives a word and its spelling by ear one key', () => {
    for (const [heard, meant] of [
      ['pipol', 'people'],
      ['provins', 'province'],
      ['bizness', 'business'],
      ['Isten', 'Eastern'],
      ['Nothen', 'Northern'],
      ['wensday', 'Wednesday'],
      ['suspek', 'suspect'],
      ['extorshun', 'extortion'],
      ['posesshun', 'possession'],
      ['politishan', 'politician'],
    ])
      expect(soundKey(heard ?? ''), `${heard} / ${meant}`).toBe(soundKey(meant ?? ''));
  });

  it('reads the one word of the vocabulary a spelling sounds like, in the singular when both are as near', () => {
    const vocabulary = ['people', 'province', 'provinces', 'police', 'business', 'women'];
    expect(soundsLikeOne('provins', indexBySound(vocabulary))).toBe('province');
    expect(soundsLikeOne('womans', indexBySound(vocabulary))).toBe('women');
    expect(soundsLikeOne('pipol', indexBySound(vocabulary))).toBe('people');
  });

  it('reads nothing when the letters are too far apart, the word is short, or nothing sounds alike', () => {
    // "plus" shares its consonants with "police" but not its letters.
    expect(soundsLikeOne('plus', indexBySound(['police']))).toBeNull();
    expect(soundsLikeOne('dis', indexBySound(['this']))).toBeNull();
    expect(soundsLikeOne('khaya', indexBySound(['police', 'people']))).toBeNull();
  });

  it('reads nothing when two different words sound alike and are as near', () => {
    expect(soundsLikeOne('kall', indexBySound(['kill', 'kale']))).toBeNull();
  });
});
