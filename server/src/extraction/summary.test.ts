import { describe, expect, it } from 'vitest';
import type { Victims } from '../corpus/types';
import { enrichRelease } from './enrich';
import { summarise } from './summary';

const base = { location: 'Khayelitsha, Cape Town', date: '2024-06-02', courtDate: null };

/** The people fields of an event: victims as counted, suspects arrested with their ages and sex. */
function victims(count: number, male: number | null, female: number | null, ages: number[] = []): Victims {
  const children = ages.length === count && ages.every((a) => a < 18) ? count : null;
  return { count, male, female, ages, killed: null, injured: null, children, police: null };
}
function arrested(
  count: number,
  ages: number[] = [],
  male: number | null = null,
  female: number | null = null,
) {
  return { suspectsArrested: count, suspectAges: ages, suspects: { male, female }, arrestMade: true };
}
const nobodyArrested = { suspectsArrested: 0, arrestMade: false };

describe('summarise', () => {
  it('states what, where, when and who, then the arrest and court date', () => {
    const body =
      "A 45-year-old man was shot dead outside a tavern on Sunday. Police arrested two suspects on Monday. They will appear in the Khayelitsha Magistrate's Court on Friday.";
    expect(
      summarise({
        ...base,
        body,
        crimes: ['Murder'],
        courtDate: '2024-06-07',
        victims: victims(1, 1, 0, [45]),
        ...arrested(2),
        outcome: { kind: 'charged' },
      }),
    ).toBe(
      "Murder in Khayelitsha, Cape Town on 2 June 2024; the victim was a 45-year-old man. Two suspects were arrested and are due to appear in the Khayelitsha Magistrate's Court on 7 June 2024.",
    );
  });

  it('names a single arrested suspect by the words of the release', () => {
    const body =
      "Police arrested a 23-year-old man for the house robbery. He appeared in the Blue Downs Magistrate's Court.";
    expect(summarise({ ...base, body, crimes: ['House robbery'], ...arrested(1, [23], 1, 0) })).toBe(
      "House robbery in Khayelitsha, Cape Town on 2 June 2024. A 23-year-old man was arrested and appeared in the Blue Downs Magistrate's Court.",
    );
  });

  it('counts the people arrested whatever the release calls them', () => {
    const body = 'Police arrested 25 illegal miners at a disused shaft.';
    expect(summarise({ ...base, body, crimes: ['Illegal mining'], ...arrested(25) })).toMatch(
      / 25 suspects were arrested\.$/,
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
    expect(
      summarise({
        ...base,
        body,
        crimes: ['Armed robbery'],
        victims: victims(1, 0, 1, [31]),
        ...nobodyArrested,
      }),
    ).toBe(
      'Armed robbery in Khayelitsha, Cape Town on 2 June 2024; the victim was a 31-year-old woman. No arrest has been made; police appeal for information.',
    );
  });

  it('reports a sentence', () => {
    const body =
      'A 34-year-old man was sentenced to life imprisonment by the Mthatha Regional Court on Tuesday for the murder of his neighbour.';
    expect(
      summarise({
        ...base,
        location: 'Mthatha',
        date: '2022-02-14',
        body,
        crimes: ['Murder'],
        ...arrested(1, [34], 1, 0),
        outcome: { kind: 'sentenced', sentence: 'life imprisonment' },
      }),
    ).toBe('Murder in Mthatha on 14 February 2022. A 34-year-old man was sentenced to life imprisonment.');
  });

  it('describes a missing person and the appeal to find them', () => {
    const body =
      'A 14-year-old girl went missing on Sunday after leaving her home in Soweto. She was last seen wearing a school uniform.';
    expect(
      summarise({
        ...base,
        location: 'Soweto',
        body,
        crimes: ['Missing person'],
        victims: victims(1, 0, 1, [14]),
      }),
    ).toBe(
      'A 14-year-old girl was reported missing from Soweto on 2 June 2024. Police are appealing for help to find her.',
    );
  });

  it('says so when a missing person has been found', () => {
    const body = 'An 8-year-old boy who went missing on Sunday has been found safe.';
    expect(summarise({ ...base, body, crimes: ['Missing person'], victims: victims(1, 1, 0, [8]) })).toMatch(
      /An 8-year-old boy was reported missing.*since been found\.$/,
    );
  });

  it('finds the victim inside a sentence about the arrest', () => {
    const body = 'Police arrested a 19-year-old suspect after a 52-year-old woman was stabbed at her home.';
    expect(
      summarise({
        ...base,
        body,
        crimes: ['Attempted murder'],
        victims: victims(1, 0, 1, [52]),
        ...arrested(1, [19]),
      }),
    ).toBe(
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

  it('says nobody was arrested where the fields say so, whatever an arrest sentence elsewhere says', () => {
    const body =
      'A 40-year-old woman was shot dead at her home. A man arrested for an unrelated robbery was released. No arrests have been made.';
    const summary = summarise({
      ...base,
      body,
      crimes: ['Murder'],
      victims: victims(1, 0, 1, [40]),
      ...nobodyArrested,
    });
    expect(summary).toBe(
      'Murder in Khayelitsha, Cape Town on 2 June 2024; the victim was a 40-year-old woman. No arrest has been made.',
    );
  });

  it('names no victims the fields do not hold: attackers are not victims', () => {
    const body = 'Two men robbed a spaza shop at gunpoint and fled with cash. They are still at large.';
    expect(summarise({ ...base, body, crimes: ['Business robbery'], ...nobodyArrested })).toBe(
      'Business robbery in Khayelitsha, Cape Town on 2 June 2024. No arrest has been made.',
    );
  });

  it('gives victims and suspects the sex and number of the fields', () => {
    const body = 'The victims were attacked at a tavern. Two suspects were arrested.';
    expect(
      summarise({
        ...base,
        body,
        crimes: ['Assault GBH'],
        victims: victims(3, 1, 2),
        ...arrested(2, [22, 30], 1, 1),
      }),
    ).toBe(
      'Assault GBH in Khayelitsha, Cape Town on 2 June 2024; the victims were a man and two women. A man and a woman were arrested.',
    );
  });

  it('says "at least one suspect" where an arrest was made but not how many', () => {
    const body = 'Suspects were arrested.';
    expect(
      summarise({
        ...base,
        body,
        crimes: ['Fraud'],
        suspectsArrested: null,
        arrestMade: true,
        outcome: null,
      }),
    ).toBe('Fraud in Khayelitsha, Cape Town on 2 June 2024. At least one suspect was arrested.');
  });

  it('gives the month where only the month of the incident is known', () => {
    expect(
      summarise({
        ...base,
        date: null,
        incidentMonth: '2023-03',
        body: 'A shop was set alight.',
        crimes: ['Arson'],
      }),
    ).toBe('Arson in Khayelitsha, Cape Town in March 2023.');
  });

  it('keeps the lead sentence only when it tells nothing the fields should', () => {
    const body = 'Police arrested two men in Mthatha on Friday. They were found with dagga.';
    expect(summarise({ ...base, location: 'Mthatha', body, crimes: [], ...arrested(2, [], 2, 0) })).toBe(
      'An incident in Mthatha on 2 June 2024. Two men were arrested.',
    );
  });

  it('never takes a victim or an arrest from another case in the same release', () => {
    const event = enrichRelease({
      title: 'Woman shot dead in Soweto',
      published_date: '2024-06-04',
      text: [
        'On Sunday 2 June 2024 a 35-year-old woman was shot dead at her home in Soweto. Nobody has been arrested yet.',
        'In a separate incident, police arrested two men aged 24 and 28 after a 60-year-old man was stabbed in Orlando.',
      ].join('\n\n'),
      source_url: 'https://example.invalid/other-case',
    });
    expect(event.summary).toBe(
      'Murder in Soweto on 2 June 2024; the victim was a 35-year-old woman. No arrest has been made.',
    );
  });
});
