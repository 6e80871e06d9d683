import { describe, expect, it } from 'vitest';
import { summarise } from './summary';

const base = { location: 'Khayelitsha, Cape Town', date: '2024-06-02', courtDate: null };

describe('summarise', () => {
  it('states what, where, when and who, then the arrest and court date', () => {
    const body =
      "A 45-year-old man was shot dead outside a tavern on Sunday. Police arrested two suspects on Monday. They will appear in the Khayelitsha Magistrate's Court on Friday.";
    expect(summarise({ ...base, body, crimes: ['Murder'], courtDate: '2024-06-07' })).toBe(
      "Murder in Khayelitsha, Cape Town on 2 June 2024; the victim was a 45-year-old man. Two suspects were arrested and are due to appear in the Khayelitsha Magistrate's Court on 7 June 2024.",
    );
  });

  it('names a single arrested suspect by the words of the release', () => {
    const body =
      "Police arrested a 23-year-old man for the house robbery. He appeared in the Blue Downs Magistrate's Court.";
    expect(summarise({ ...base, body, crimes: ['House robbery'] })).toBe(
      "House robbery in Khayelitsha, Cape Town on 2 June 2024. A 23-year-old man was arrested and appeared in the Blue Downs Magistrate's Court.",
    );
  });

  it('counts the people arrested whatever the release calls them', () => {
    const body = 'Police arrested 25 illegal miners at a disused shaft.';
    expect(summarise({ ...base, body, crimes: ['Illegal mining'] })).toMatch(
      / 25 illegal miners were arrested\.$/,
    );
  });

  it('joins several crimes in lower case, keeping acronyms', () => {
    const body = 'Suspects blew up an ATM and hijacked a car.';
    expect(summarise({ ...base, body, crimes: ['ATM bombing', 'Carjacking', 'Kidnapping'] })).toMatch(
      /^ATM bombing, carjacking and kidnapping in Khayelitsha/,
    );
  });

  it('reports an appeal when nobody has been arrested', () => {
    const body =
      'A 31-year-old woman was robbed at gunpoint. No arrests have been made. Anyone with information is requested to contact Detective Sergeant Mokoena.';
    expect(summarise({ ...base, body, crimes: ['Armed robbery'] })).toBe(
      'Armed robbery in Khayelitsha, Cape Town on 2 June 2024; the victim was a 31-year-old woman. No arrest has been made; police appeal for information.',
    );
  });

  it('reports a sentence', () => {
    const body =
      'A 34-year-old man was sentenced to life imprisonment by the Mthatha Regional Court on Tuesday for the murder of his neighbour.';
    expect(summarise({ ...base, location: 'Mthatha', date: '2022-02-14', body, crimes: ['Murder'] })).toBe(
      'Murder in Mthatha on 14 February 2022. A 34-year-old man was sentenced to life imprisonment.',
    );
  });

  it('describes a missing person and the appeal to find them', () => {
    const body =
      'A 14-year-old girl went missing on Sunday after leaving her home in Soweto. She was last seen wearing a school uniform.';
    expect(summarise({ ...base, location: 'Soweto', body, crimes: ['Missing person'] })).toBe(
      'A 14-year-old girl was reported missing from Soweto on 2 June 2024. Police are appealing for help to find her.',
    );
  });

  it('says so when a missing person has been found', () => {
    const body = 'An 8-year-old boy who went missing on Sunday has been found safe.';
    expect(summarise({ ...base, body, crimes: ['Missing person'] })).toMatch(
      /An 8-year-old boy was reported missing.*since been found\.$/,
    );
  });

  it('finds the victim inside a sentence about the arrest', () => {
    const body = 'Police arrested a 19-year-old suspect after a 52-year-old woman was stabbed at her home.';
    expect(summarise({ ...base, body, crimes: ['Attempted murder'] })).toBe(
      'Attempted murder in Khayelitsha, Cape Town on 2 June 2024; the victim was a 52-year-old woman. A 19-year-old suspect was arrested.',
    );
  });

  it('falls back to the opening sentence when no crime is recognised', () => {
    const body =
      'Police in Mthatha handed over school shoes to learners on Friday. The project was funded by local businesses.';
    expect(summarise({ ...base, body, crimes: [] })).toBe(
      'Police in Mthatha handed over school shoes to learners on Friday.',
    );
  });

  it('stays one sentence when the release gives no outcome', () => {
    expect(summarise({ ...base, body: 'A shop was set alight.', crimes: ['Arson'] })).toBe(
      'Arson in Khayelitsha, Cape Town on 2 June 2024.',
    );
  });
});
