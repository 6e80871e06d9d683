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
    // Words between the possessive and the tie, and harm verbs that end before their object.
    ['A 19-year-old man was arrested for allegedly raping his 10-year-old neighbour.', 'acquaintance'],
    ['A constable allegedly shot dead his colleague inside the station.', 'acquaintance'],
    ['He was wanted for the torture and murder of his father and stepmother.', 'family'],
    ['He returned later and turned on his neighbours with a bush knife.', 'acquaintance'],
    ['The man forced his ex-girlfriend into his car at gunpoint.', 'partner'],
    ["It is alleged that the suspect is a colleague of the child's mother.", 'acquaintance'],
    // The victim knew, or did not know, the one who harmed them.
    ['The girls were lured into the bushes, allegedly by a man they knew.', 'acquaintance'],
    ['The child told officers that she knew the man and pointed out his home.', 'acquaintance'],
    ['He woke up to find two men he did not know in his bedroom.', 'stranger'],
    ['A woman she did not know offered to carry the baby for her.', 'stranger'],
  ])('%s → %s', (text, relationship) => {
    expect(readRelationship(text)?.relationship).toBe(relationship);
  });

  it.each([
    // A relative who speaks, finds the body or dies beside the victim is no tie to the attacker.
    ["The victim's mother found her in the bedroom and called the police."],
    ['He was killed along with his brother when gunmen opened fire.'],
    ['Two men were arrested for the robbery of a tavern in Soweto.'],
    // A witness who did not know the people, a victim talking to someone he knew: no tie to the attacker.
    ['A witness said he did not know the people having the party.'],
    ['He was talking to someone he knew when one of the suspects walked up and shot him.'],
  ])('states no tie: %s', (text) => {
    expect(readRelationship(text)).toBeNull();
  });

  it.each([
    ['The girl accepted a lift from the suspect, who attends the same church, after choir practice.'],
    ['The two suspects allegedly killed a man inside the firm where they were employed.'],
  ])('reads a congregation or workplace shared with the victim as an acquaintance: %s', (text) => {
    expect(readRelationship(text)?.relationship).toBe('acquaintance');
  });

  it('keeps the words it was read from', () => {
    expect(readRelationship('Her boyfriend was arrested on Friday.')?.words).toBe(
      'Her boyfriend was arrested',
    );
  });
});
