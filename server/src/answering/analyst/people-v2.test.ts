import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import type { AnswerEvent } from '../engine';
import { analyse } from './index';

/** Three events with the people model v2 fields, and one that states none of them. */
const EVENTS: AnswerEvent[] = [
  fixtureEvent(1, {
    date: '2024-02-03',
    province: 'Limpopo',
    crime_committed: 'Murder, Attempted murder',
    victims: { count: 4, female: 1, male: 3, ages: [] },
    victims_killed: 3,
    victims_injured: 1,
    victims_children: 0,
    victims_police: 2,
    suspects_female: 0,
    suspects_male: 2,
  }),
  fixtureEvent(2, {
    date: '2024-05-11',
    province: 'Limpopo',
    crime_committed: 'Rape, Kidnapping',
    victims: { count: 1, female: 1, male: 0, ages: [9] },
    victims_killed: 0,
    victims_injured: null,
    victims_children: 1,
    victims_police: 0,
    suspects_female: 1,
    suspects_male: 1,
  }),
  fixtureEvent(3, {
    date: '2024-07-20',
    province: 'Gauteng',
    crime_committed: 'Armed robbery',
    victims: { count: 3, female: 0, male: 3, ages: [] },
    victims_killed: 0,
    victims_injured: 3,
    victims_children: 0,
    victims_police: 0,
    suspects_female: null,
    suspects_male: 4,
  }),
  fixtureEvent(4, { date: '2024-08-01', province: 'Gauteng', crime_committed: 'Stock theft' }),
];

const ask = (question: string) => analyse(question, EVENTS);

describe('people model v2 in answers', () => {
  it.each([
    ['How many people were killed?', 3],
    ['Total injured, all incidents?', 4],
    ['How many children were victims?', 1],
    ['How many police officers were among the victims?', 2],
    ['How many cops were victims in Limpopo?', 2],
    // The harm only says which victims; the police officers among them are counted.
    ['How many of the cops themselves were victims, hurt or killed?', 2],
    ['How many female suspects are there?', 1],
    ['How many women were among the suspects?', 1],
    ['How many male suspects, arrested or sought, in Gauteng?', 4],
  ])('%s → %s', (question, total) => {
    expect(ask(question).result).toMatchObject({ type: 'number', value: total });
  });

  it('counts the deaths rather than filtering on murder: "killed" is the measure', () => {
    expect(ask('How many people were killed in Limpopo?').text).toContain(
      'Read as: the total of people killed in Limpopo',
    );
  });

  it('ranks by a v2 field: the province with the most child victims', () => {
    expect(ask('Which province had the most child victims?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Limpopo', value: 1 }],
    });
  });

  it('answers whether one people field outnumbers another, in the order asked', () => {
    expect(ask('In Limpopo, were more people injured than killed?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(ask('Were there more male victims than female victims?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(ask('Overall, are female victims more numerous than male victims?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });
});

describe('the context around a question', () => {
  it('sets aside who asks and why: a lead-in before a colon and first-person sentences', () => {
    const answer = ask(
      "For a first-year tutorial: how many incidents were in Gauteng? I'm compiling numbers for a safety submission.",
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 2, complete: true, not_applied: [] });
  });

  it('does not read a crime named in the context as a filter', () => {
    expect(ask('How many incidents were in Limpopo? It is for a GBV briefing.').result).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('keeps a lead-in that names what is asked about: "Farm murders in Limpopo: how many?"', () => {
    expect(ask('Murders in Limpopo: how many are in here?').result).toMatchObject({ value: 1 });
  });
});

describe('crimes left out beside the ones counted', () => {
  it('reads "had no X charge" as leaving X out when another crime is counted', () => {
    expect(ask('How many murder cases had no kidnapping charge attached?').result).toMatchObject({
      value: 1,
    });
  });

  it.each([
    'How many murder cases involved no kidnapping charge?',
    'In how many murder cases was no kidnapping charge laid?',
  ])('reads "%s" as leaving the charged crime out, not as how far the case got', (question) => {
    expect(ask(question).result).toMatchObject({ value: 1, complete: true });
  });

  it('reads a firearm possession charge whole', () => {
    const answer = ask('How many incidents involved illegal firearm possession?');
    expect(answer.result).toMatchObject({ complete: true, not_applied: [] });
  });
});

describe('conditions on the kind of victim', () => {
  it.each([
    ['In how many incidents was at least one of the victims a child?', 1],
    ['How many incidents had a child (under 18) among the victims?', 1],
    ['How many incidents had a police officer among the victims?', 1],
  ])('%s → %s', (question, count) => {
    expect(ask(question).result).toMatchObject({ type: 'number', value: count, complete: true });
  });

  it('takes a share of the events with a child among the victims', () => {
    expect(ask('What percentage of all the incidents had a child among the victims?').result).toMatchObject({
      type: 'number',
      value: 25,
    });
  });

  it('names only the words the plan could not use: "on or off duty" describes the officers counted', () => {
    const answer = ask('How many police officers, on or off duty, were victims?');
    expect(answer.result).toMatchObject({ value: 2, complete: true });
    expect(answer.text).not.toContain('words not used');
  });
});

describe('calendar words analysts write', () => {
  it('reads a month range of any year: "August through October, taking all years together"', () => {
    expect(
      ask('Taking all years together, how many incidents fell in the months May through August?').result,
    ).toMatchObject({
      value: 3,
    });
  });

  it('reads "i.e." after a period as restating it', () => {
    expect(ask('How many incidents in the first half of 2024, i.e. January to June?').result).toMatchObject({
      value: 2,
    });
  });

  it('reads a weekend spelled out in brackets', () => {
    expect(ask('Murders on a weekend (Sat or Sun) - what is the count?').result).toMatchObject({
      type: 'number',
      complete: true,
    });
  });
});

describe('crimes combined', () => {
  it('reads "combined X with a Y" as both', () => {
    expect(ask('How many incidents combined a rape with a kidnapping?').result).toMatchObject({ value: 1 });
  });

  it('reads "X cases also involved a Y" as both', () => {
    expect(ask('How many of the murder cases also involved an attempted murder?').result).toMatchObject({
      value: 1,
    });
  });
});

describe('what the events do not record', () => {
  it.each([
    ['Give me the names of the officials arrested in Limpopo.'],
    ['Name the man arrested for the Limpopo rape.'],
  ])('%s', (question) => {
    expect(ask(question).result.type).toBe('none');
  });
});

describe('places left out', () => {
  it.each([
    ['How many incidents outside Gauteng?', 2],
    ['How many incidents were there, excluding Limpopo?', 2],
    ['Murders not in Gauteng: how many?', 1],
  ])('%s → %s', (question, count) => {
    const answer = ask(question);
    expect(answer.result).toMatchObject({ type: 'number', value: count, complete: true });
  });

  it('says the place left out in Read as', () => {
    expect(ask('How many incidents outside Gauteng?').text).toContain('outside Gauteng');
  });
});

describe('misspelt words of asking', () => {
  it('reads "incidnets" as "incidents" rather than as a topic', () => {
    expect(ask('how many incidnets in Limpopo').result).toMatchObject({ value: 2, complete: true });
  });
});

describe('an event known only to its month', () => {
  const withMonthOnly: AnswerEvent[] = [
    ...EVENTS,
    fixtureEvent(5, {
      date: null,
      incident_month: '2024-03',
      published_date: '2024-06-02',
      province: 'Limpopo',
      crime_committed: 'Murder',
    }),
  ];
  const askMonth = (question: string) => analyse(question, withMonthOnly);

  it('counts in its month and its year, not by its publication date', () => {
    expect(askMonth('How many murders in March 2024?').result).toMatchObject({ value: 1 });
    expect(askMonth('How many murders in June 2024?').result).toMatchObject({ value: 0 });
    expect(askMonth('How many murders in the first quarter of 2024?').result).toMatchObject({ value: 2 });
  });

  it('counts in a window its month overlaps', () => {
    expect(askMonth('How many murders between 15 March 2024 and 30 April 2024?').result).toMatchObject({
      value: 1,
    });
  });

  it('has no weekday, and is shown by its month', () => {
    expect(askMonth('How many murders on a weekend?').result).toMatchObject({ value: 1 });
    expect(askMonth('List the murders in Limpopo').text).toContain('March 2024');
  });
});

describe('one people figure for every one of another', () => {
  it('gives the injured for every person killed, and the other way round, to the decimals asked', () => {
    expect(
      ask('For every person killed, how many people were injured? Give it to one decimal place.').result,
    ).toMatchObject({ type: 'number', value: 1.3, complete: true, not_applied: [] });
    expect(
      ask('For every person injured, how many were killed? One decimal place, please.').result,
    ).toMatchObject({
      type: 'number',
      value: 0.8,
    });
  });
});
