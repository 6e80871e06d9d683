import { describe, expect, it } from 'vitest';
import { readPeople } from './people';

const victimsOf = (body: string, title = '') => readPeople({ title, body }).victims;

describe('casualties told as what an attack left behind', () => {
  it('reads "left two people dead and 12 others wounded" as both the dead and the wounded', () => {
    const victims = victimsOf(
      'Suspected taxi violence in Maclear in the Eastern Cape on Wednesday left two people dead and 12 others wounded.',
    );
    expect(victims).toMatchObject({ count: 14, killed: 2, injured: 12 });
  });

  it('takes no one from "left" as a departure or a state that is no harm', () => {
    expect(victimsOf('The suspect left the house at 10:00.').count).toBeNull();
    expect(victimsOf('The robbers fled and left two men tied up.').killed).toBeNull();
  });

  it('does not add a headline\'s "left four dead" to the dead its body counts one by one', () => {
    const victims = victimsOf(
      'At about 20:30 two men opened fire on the customers. Two died on the spot and two more died afterwards, and the remaining eight were hospitalised.',
      'Tavern shooting that left four dead',
    );
    expect(victims.killed).toBe(4);
  });
});

describe('survivors and the hospital', () => {
  it('keeps "the five survivors" apart from the four who died before them', () => {
    const victims = victimsOf(
      'Four people died at the scene, and the five survivors, aged between 29 and 31, were rushed to a nearby hospital for treatment.',
    );
    expect(victims).toMatchObject({ count: 9, killed: 4, injured: 5 });
  });

  it('reads people rushed to a hospital named with an adjective as hurt', () => {
    const victims = victimsOf(
      'Four people died at the scene, and five others were rushed to a nearby hospital.',
    );
    expect(victims).toMatchObject({ count: 9, killed: 4, injured: 5 });
  });
});
