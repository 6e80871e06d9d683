import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import type { AnswerEvent } from '../engine';
import { analyse, planQuestion } from './index';
import { readingOf, UnknownPlanTerm } from './plan';
import { planSchema } from './plan-schema';

/** A notebook with people and outcomes, small enough to count by hand. */
const PEOPLE: AnswerEvent[] = [
  fixtureEvent(1, {
    date: '2022-12-03',
    location: 'Hout Bay, Cape Town',
    province: 'Western Cape',
    municipality: 'City of Cape Town',
    crime_committed: 'Murder',
    suspects_arrested: 4,
    suspect_ages: [20, 31],
    victims: { count: 2, female: 1, male: 1, ages: [] },
    arrest_made: true,
  }),
  fixtureEvent(2, {
    date: '2023-12-17',
    location: 'Soweto',
    province: 'Gauteng',
    municipality: 'City of Johannesburg',
    crime_committed: 'Truck hijacking',
    suspects_arrested: 0,
    victims: { count: 1, female: null, male: 1, ages: [] },
    arrest_made: false,
  }),
  fixtureEvent(3, {
    date: '2024-03-09',
    location: 'Tembisa',
    province: 'Gauteng',
    municipality: 'City of Ekurhuleni',
    crime_committed: 'Carjacking, Kidnapping',
    suspects_arrested: 2,
    suspect_ages: [45],
    victims: { count: 2, female: 2, male: 0, ages: [] },
    arrest_made: true,
  }),
  fixtureEvent(4, {
    date: '2024-08-21',
    location: 'Umlazi, Durban',
    province: 'KwaZulu-Natal',
    municipality: 'eThekwini',
    crime_committed: 'Armed robbery',
    suspects_arrested: null,
    arrest_made: false,
  }),
  fixtureEvent(5, {
    date: null,
    published_date: '2024-10-02',
    location: 'Soweto',
    province: 'Gauteng',
    municipality: 'City of Johannesburg',
    crime_committed: 'House robbery, Murder',
    suspects_arrested: 1,
    victims: { count: 1, female: 1, male: null, ages: [] },
    arrest_made: true,
  }),
];

function ask(question: string) {
  const findings = analyse(question, PEOPLE);
  const [readAs = '', ...rest] = findings.text.split('\n');
  return { ...findings, readAs, text: rest.join('\n') };
}

describe('plans: measures of people', () => {
  it('adds up suspects arrested instead of counting events, citing the events that report arrests', () => {
    const answer = ask('What is the total number of suspects arrested?');
    expect(answer.readAs).toBe('Read as: the total of suspects arrested.');
    expect(answer.text).toContain('In all, 7 suspects arrested');
    expect(answer.usedEventIds.sort()).toEqual([1, 3, 5]);
    expect(answer.text).toContain('1 event does not say how many suspects arrested.');
  });

  it('adds up female and male victims apart', () => {
    expect(ask('How many female victims are there?').text).toContain('In all, 4 female victims');
    expect(ask('How many victims were men?').text).toContain('In all, 2 male victims');
  });

  it('says whether more victims were women or men, not "yes"', () => {
    const answer = ask('Were more victims women or men?');
    expect(answer.text).toMatch(/^More were female victims: 4 female victims and 2 male victims/);
  });

  it('averages the stated ages of suspects, to one decimal', () => {
    const answer = ask('What is the average age of the suspects?');
    expect(answer.text).toContain('The average age of the 3 suspects whose age is stated is 32 ');
  });

  it('names the place of the single incident with the most arrests', () => {
    const answer = ask('Where did the incident with the largest number of arrests take place?');
    expect(answer.readAs).toBe('Read as: the single incident with the most suspects arrested.');
    expect(answer.text).toContain('took place in Hout Bay, Cape Town, Western Cape, 3 December 2022 [#1]');
    expect(answer.usedEventIds).toEqual([1]);
  });

  it('ranks provinces by the suspects their events report, not by events', () => {
    const answer = ask('Which province had the most suspects arrested?');
    expect(answer.readAs).toBe('Read as: the province with the most suspects arrested.');
    expect(answer.text).toContain('* Western Cape: 4 (57 %)');
  });

  it('counts different provinces', () => {
    const answer = ask('In how many different provinces were robberies reported?');
    expect(answer.text).toMatch(/^The events about robbery \(all kinds\) fall in 2 provinces:/);
  });
});

describe('plans: filters', () => {
  it('keeps events where nobody was arrested', () => {
    expect(ask('In how many cases had nobody been arrested at the time of the report?').usedEventIds).toEqual(
      [2, 4],
    );
  });

  it('keeps events that led to an arrest, grouped by month of the year across years', () => {
    const answer = ask(
      'Taking all years together, in which calendar month did the most incidents that led to an arrest occur?',
    );
    expect(answer.readAs).toContain('the month of the year with the most events where someone was arrested');
  });

  it('reads a month "in any year" as that month of every year', () => {
    const answer = ask('Counting all years together, how many incidents happened in December?');
    expect(answer.usedEventIds).toEqual([1, 2]);
    expect(answer.readAs).toContain('in December of any year');
  });

  it('does not take a publication month for the month an incident happened in', () => {
    const answer = ask('Counting all years together, how many incidents happened in October?');
    expect(answer.usedEventIds).toEqual([]);
    expect(answer.readAs).toContain('events without an incident date left out');
  });

  it('counts the events that led to an arrest rather than adding up the arrested', () => {
    const answer = ask('How many murders led to an arrest?');
    expect(answer.readAs).toBe('Read as: the number of events about murder where someone was arrested.');
    expect(answer.usedEventIds).toEqual([1, 5]);
  });

  it('reads "where at least one suspect was arrested" as a condition, not as a ranking or a sum', () => {
    const answer = ask(
      'Of the incidents in Gauteng where at least one suspect was arrested, how many involved carjacking?',
    );
    expect(answer.readAs).toBe(
      'Read as: the number of events about carjacking in Gauteng where someone was arrested.',
    );
    expect(answer.usedEventIds).toEqual([3]);
  });

  it('keeps an arrest condition on a mean of people ("in which suspects were arrested")', () => {
    const answer = ask(
      'Across the incidents in which suspects were arrested, what was the average number of suspects arrested per incident?',
    );
    expect(answer.readAs).toContain('where someone was arrested');
    expect(answer.text).toContain('On average 2.3 suspects arrested per event');
  });

  it('orders "from most to fewest" by its first word', () => {
    const answer = ask('Which two provinces recorded the most incidents, from most to fewest?');
    expect(answer.readAs).toContain('with the most events');
  });

  it('names a period once when a comparison repeats it, and gives the difference', () => {
    const answer = ask('Comparing 2024 with 2023, how many more incidents took place in 2024?');
    expect(answer.readAs).toBe(
      'Read as: events, compared side by side in 2024 or in 2023; events without an incident date left out.',
    );
    // The Gauteng event of October 2024 gives only its publication date, so it is in no year.
    expect(answer.text).toContain('2 against 1 (1 more)');
  });

  it('says the events hold no time of day and no later court outcome, then gives what they do show', () => {
    expect(ask('At what time of day did the Gauteng incidents happen?').text).toMatch(
      /^The events record the day of each incident, not the time of day, so they cannot answer that\./,
    );
    const later = ask('How many of the suspects were later convicted?');
    expect(later.text).toMatch(/^Releases are written at the time of an incident.*the events cannot tell\./);
    expect(later.text).toContain('In all, 7 suspects arrested');
  });

  it('does not take "what time period" for the time of day', () => {
    expect(ask('Over what time period do the incidents run?').text).not.toContain('not the time of day');
  });

  it('names the limit a question went over, from the plan itself', () => {
    const years = 'in 2017, 2018, 2019, 2020, 2021, 2022, 2023 and 2024';
    expect(ask(`How many murders were there ${years}?`).text).toContain(
      'This question names more periods than one answer can take (at most 6)',
    );
  });

  it('keeps an arrest condition after characters outside the basic plane', () => {
    const answer = ask('🚨🚨🚨 How many victims were there in incidents that led to an arrest?');
    expect(answer.readAs).toContain('where someone was arrested');
  });

  it('reads conditions on how many people an event reports', () => {
    expect(ask('In how many incidents were more than two suspects arrested?').usedEventIds).toEqual([1]);
    expect(ask('In how many incidents was at least one of the victims a woman?').usedEventIds).toEqual([
      1, 3, 5,
    ]);
    expect(ask('How many incidents had no male victims?').usedEventIds).toEqual([3]);
  });

  it('compares people between two periods, with the difference', () => {
    const answer = ask('How many more suspects got locked up in 2022 than in 2023?');
    expect(answer.readAs).toBe(
      'Read as: suspects arrested, compared side by side in 2022 or in 2023; events without an incident date left out; "got locked up" read as "arrested".',
    );
    expect(answer.text).toContain('More suspects arrested in 2022 than in 2023: 4 against 0 (4 more).');
  });

  it('says answers do not read sentences, and the events hold no bail decisions', () => {
    for (const question of [
      'What was the average length of the prison sentences?',
      'What sentence did the Soweto robbers get?',
    ])
      expect(ask(question).text, question).toContain(
        'the sentences themselves are not among the fields answers read',
      );
    expect(ask('How many of the suspects were let out on bail?').text).toContain(
      'The events do not record bail decisions',
    );
  });

  it('does not take "how many suspects were convicted" for a yes/no question', () => {
    expect(ask('How many suspects were convicted?').text).not.toMatch(/^No\./);
  });

  it('leaves out every crime of a list joined to "apart from"', () => {
    const answer = ask('Apart from murder and carjacking, how many incidents are there?');
    expect(answer.readAs).toContain('leaving out murder and carjacking');
    expect(answer.usedEventIds).toEqual([2, 4]);
  });

  it('rounds a mean as the question asks, showing the figure to one decimal beside a whole number', () => {
    const whole = ask(
      'On average how many suspects were arrested per incident, to the nearest whole number?',
    );
    expect(whole.readAs).toContain('to the nearest whole number');
    expect(whole.readAs).not.toContain('words not used');
    expect(whole.text).toContain('On average 2 (1.8 before rounding) suspects arrested per event');
    expect(
      ask('What is the average number of suspects arrested per incident, to two decimals?').text,
    ).toContain('On average 1.75 suspects arrested per event');
  });

  it('leaves out the excluded crime before ranking', () => {
    const answer = ask('If you leave out the murder cases, which province has the most incidents?');
    expect(answer.readAs).toContain('leaving out murder');
    expect(answer.text).toContain('Gauteng has the most events');
    expect(answer.usedEventIds).toEqual([2, 3]);
  });

  it('counts car and truck hijackings together as hijackings', () => {
    expect(
      ask('How many hijackings are there, counting both car and truck hijackings?').usedEventIds,
    ).toEqual([2, 3]);
  });

  it('reads weekdays however they are joined', () => {
    expect(ask('How many incidents happened on a Saturday or a Sunday?').usedEventIds.sort()).toEqual([
      1, 2, 3,
    ]);
  });

  it('gives a share of the events the arrest filter was applied to, not of the notebook', () => {
    const answer = ask('What share of robberies led to an arrest?');
    expect(answer.text).toMatch(/^50 % of the 2 events about robbery \(all kinds\) are /);
  });

  it('reads the first half of a year', () => {
    expect(ask('How many incidents happened in the first half of 2024?').usedEventIds).toEqual([3]);
  });

  it('counts only events with a known incident date when asked to', () => {
    expect(ask('How many incidents with a known date happened in Gauteng?').usedEventIds).toEqual([2, 3]);
    expect(ask("For how many incidents don't we know the date?").usedEventIds).toEqual([5]);
  });
});

describe('plans: words, causes and refusals', () => {
  it('answers a clear question without the words it does not know, and says which it left out', () => {
    const answer = ask(
      'Which province accounts for the most incidents among these kerfuffles and shenanigans?',
    );
    expect(answer.text).toContain('Gauteng has the most events');
    expect(answer.readAs).toContain('words not used: "kerfuffles" and "shenanigans"');
  });

  it('refuses a question with no clear ask about things no event mentions', () => {
    const answer = ask('What is the weather in Soweto?');
    expect(answer.text).toMatch(/do not say anything about "weather"/);
    expect(answer.usedEventIds).toEqual([]);
  });

  it('says releases cannot answer why, then gives the related figures', () => {
    const answer = ask('Why are there so many murders in the Western Cape?');
    expect(answer.text.split('\n')[0]).toMatch(/not their causes, so the events cannot answer why/);
    expect(answer.usedEventIds).toEqual([1]);
  });
});

describe('plans as data', () => {
  it('are valid under the schema for every shape the reader writes', () => {
    for (const question of [
      'How many murders in Gauteng in 2023?',
      'Which municipality had the most kidnappings?',
      'What is the average age of the victims?',
      'Excluding murder, how many incidents in KZN had no arrest?',
      'Compare Soweto and Umlazi',
      'How many hijackings per year?',
    ]) {
      expect(() => planSchema.parse(planQuestion(question, '2025-01-01'))).not.toThrow();
    }
  });

  it('resolve named crimes and places, and refuse names neither taxonomy nor gazetteer knows', () => {
    const plan = planQuestion('How many robberies in Soweto?', '2025-01-01');
    const context = { reference: '2025-01-01', referenceIsToday: false, ignored: [] };
    expect(readingOf(plan, 'q', context).places[0]?.label).toBe('Soweto');
    const unknown = { ...plan, filters: { ...plan.filters, crimes: [{ name: 'jaywalking' }] } };
    expect(() => readingOf(unknown, 'q', context)).toThrow(UnknownPlanTerm);
  });
});

describe('plans: shares of a named base', () => {
  it('takes the filters inside "of the ... incidents" as the base and the rest as the part', () => {
    const share = ask('What percentage of the Gauteng incidents involved a carjacking?');
    // Gauteng has three events (one known only by its publication date); one is a carjacking.
    expect(share.result).toMatchObject({ type: 'number', value: 33 });
    expect(share.result.measure).toContain('of the 3 events in Gauteng');
  });

  it('reads "%" as a share, with the base of "% of"', () => {
    expect(ask('What % of Gauteng incidents resulted in an arrest?').result).toMatchObject({
      type: 'number',
      value: 67,
    });
  });

  it('keeps the base of "what share of them" as the events before the case filters', () => {
    expect(ask('Looking only at the murder cases, what share of them had an arrest?').result).toMatchObject({
      type: 'number',
      value: 100,
    });
  });

  it('keeps a period inside the base: "of the 2024 incidents"', () => {
    // 2024 by incident date: Tembisa (arrest) and Umlazi (none).
    expect(ask('What percentage of the 2024 incidents involved an arrest?').result).toMatchObject({
      type: 'number',
      value: 50,
    });
  });
});

describe('plans: arrests said as a newsroom says them', () => {
  it.each([
    ['How many murders are there where nobody got nabbed?', 0],
    ["How many robberies are there where nobody's been arrested yet?", 1],
    ['How many incidents in Gauteng ended with nobody arrested?', 1],
    ['How many Gauteng incidents involved an arrest?', 2],
  ])('%s → %s', (question, count) => {
    const answer = ask(question);
    expect(answer.result).toMatchObject({ type: 'number', value: count, complete: true });
  });
});

describe('plans: calendar windows hold incidents by their date', () => {
  it('leaves out an event known only by its publication date, and says it was published in the window', () => {
    const answer = ask('How many incidents were there in Gauteng in 2024?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1 });
    expect(answer.readAs).toContain('events without an incident date left out');
    expect(answer.text).toContain(
      'Not counted: 1 event has no incident date but was published in that period [#5]',
    );
  });
});

describe('plans: every place the reader finds survives the plan', () => {
  it('answers about a town that reads as a place only after "in" (it used to fail with a server error)', () => {
    const answer = ask('How many rapes were recorded in Mpumulanga?');
    expect(answer.readAs).toContain('Mpumulanga');
    expect(answer.result.type).not.toBe('none');
  });
});

describe('plans: questions in the ways analysts write them', () => {
  it('counts stated ages within bounds, one per person', () => {
    // Stated suspect ages: 20, 31 (event 1) and 45 (event 3).
    expect(ask('Of the accused whose ages are stated, how many were under 25?').result).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(ask('Of the suspects with a stated age, how many were 31 or older?').result).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it('reads "1 d.p." as one decimal', () => {
    expect(ask('Mean age of suspects with a stated age, 1 d.p.?').result).toMatchObject({ value: 32 });
    expect(ask('Mean age of suspects with a stated age, 1 d.p.?').readAs).toContain('to one decimal');
  });

  it('ranks single events for "the most suspects arrested in one incident"', () => {
    const answer = ask('Where were the most suspects arrested in one incident?');
    expect(answer.result.type).toBe('ranking');
    expect(JSON.stringify(answer.result.value)).toContain('Hout Bay');
  });

  it('reads "X also had a Y" as both crimes together', () => {
    expect(ask('How many carjackings also had a kidnapping?').result).toMatchObject({ value: 1 });
  });

  it('takes a period in brackets after another as restating it: "H2 2023 (Jul-Dec)"', () => {
    expect(ask('n incidents in H2 2023 (Jul-Dec)?').result).toMatchObject({ type: 'number', value: 1 });
  });

  it('counts what fell on a day rather than reading a fall over time', () => {
    expect(ask('How many incidents fell on a Sunday?').result.type).toBe('number');
  });

  it.each([
    ['What is the murder rate per 100 000 residents in Gauteng?'],
    ['Which ward had the most incidents?'],
    ['What are the names of the suspects who were arrested?'],
  ])('says the events do not record what %s asks', (question) => {
    expect(ask(question).result.type).toBe('none');
  });

  it('reads a misspelt place as the notebook place it is nearest to, and says so', () => {
    const answer = ask('how many incidents in Tembsia');
    expect(answer.result).toMatchObject({ type: 'number', value: 1 });
    expect(answer.readAs).toContain('"Tembsia" read as "Tembisa"');
  });

  it('reads letters swapped in a province as the province', () => {
    expect(ask('How many incidents in Guateng?').readAs).toContain('"Guateng" read as "Gauteng"');
  });
});
