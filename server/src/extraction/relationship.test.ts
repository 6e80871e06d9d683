import { describe, expect, it } from 'vitest';
import { readRelationship } from './relationship';

describe("the attacker's tie to the victim", () => {
  it.each([
    ['A 34-year-old man was arrested for allegedly stabbing his wife in Mamelodi.', 'partner'],
    ['He is accused of killing his ex-girlfriend at her flat.', 'partner'],
    ['A seven-year-old girl was raped. Her stepfather (42) was arrested on Monday.', 'family'],
    ["The victim's uncle has been charged with rape.", 'family'],
    ['The woman was assaulted allegedly by her boyfriend after an argument.', 'partner'],
    ['The suspect, a neighbour of the family, was arrested at his home.', 'acquaintance'],
    ["The suspect, who is the victim's cousin, handed himself over.", 'family'],
    ['Police believe the attacker was known to the victim.', 'acquaintance'],
    ['The attacker was unknown to the victim, police said.', 'stranger'],
  ])('%s → %s', (text, relationship) => {
    expect(readRelationship(text)?.relationship).toBe(relationship);
  });

  it.each([
    // A relative who speaks, finds the body or dies beside the victim is no tie to the attacker.
    ["The victim's mother found her in the bedroom and called the police."],
    ['He was killed along with his brother when gunmen opened fire.'],
    ['Two men were arrested for the robbery of a tavern in Soweto.'],
  ])('states no tie: %s', (text) => {
    expect(readRelationship(text)).toBeNull();
  });

  it('keeps the words it was read from', () => {
    expect(readRelationship('Her boyfriend was arrested on Friday.')?.words).toBe(
      'Her boyfriend was arrested',
    );
  });
});
