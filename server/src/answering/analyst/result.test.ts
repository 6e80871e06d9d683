import { describe, expect, it } from 'vitest';
import { FIXTURE_NOTEBOOK } from '../../testing/fixture-notebook';
import { analyse } from './index';

const resultOf = (question: string) => analyse(question, FIXTURE_NOTEBOOK).result;
/** The headline: the first line after "Read as: ...". */
const headlineOf = (question: string) => analyse(question, FIXTURE_NOTEBOOK).text.split('\n')[1] ?? '';

describe('the result an answer carries as data', () => {
  it.each([
    ['How many murders were there in Gauteng in 2023?', 'number', 2],
    ['How many murders in Limpopo?', 'number', 0],
    ['Were there any hijackings in KZN?', 'yes_no', true],
    ['Were there more murders in Gauteng than in KwaZulu-Natal?', 'yes_no', true],
    ['How many more murders in Gauteng than in KwaZulu-Natal?', 'number', 1],
    ['When was the first carjacking?', 'date', '2023-07-19'],
    ['List the carjackings', 'list', [9, 5, 3]],
    ['Which province has the most events?', 'ranking', [{ name: 'Gauteng', value: 4 }]],
  ])('%s → %s %j', (question, type, value) => {
    const result = resultOf(question);
    expect(result).toMatchObject({ type, value, complete: true, not_applied: [] });
    expect(result.measure.length).toBeGreaterThan(0);
  });

  it('states in its headline the figure the result holds', () => {
    expect(headlineOf('How many murders were there in Gauteng in 2023?')).toMatch(
      /^The notebook has 2 events/,
    );
    expect(headlineOf('Which province has the most events?')).toMatch(/^Gauteng has the most events/);
  });

  it('is none for what the releases do not record, and computes nothing as if they did', () => {
    expect(resultOf('What time of day do robberies happen?')).toMatchObject({ type: 'none', value: null });
    expect(resultOf('What is the average age of suspects?')).toMatchObject({ type: 'none', value: null });
  });
});

describe('honest partial answers', () => {
  it('says first what it could not apply, and marks the result incomplete', () => {
    const question = 'How many murders of security guards?';
    expect(resultOf(question)).toEqual({
      type: 'number',
      value: 3,
      measure: 'events about murder',
      complete: false,
      not_applied: ['security', 'guards'],
    });
    expect(headlineOf(question)).toBe(
      'Partial answer: I could not apply "security" and "guards" (nothing the events record matches them), so what follows counts events about murder without those words.',
    );
  });
});

describe('what the plan applies under another name, and what no event records', () => {
  it('does not count words the plan covers against the answer', () => {
    // "custody" is the arrest the measure counts; "edition" frames the question, not the events.
    expect(
      resultOf('For the weekend edition: how many suspects were taken into custody in all?'),
    ).toMatchObject({
      complete: true,
      not_applied: [],
    });
  });

  it('says the events cannot answer a question about a kind of victim none of them states', () => {
    const question = 'How many of the victims were children?';
    expect(resultOf(question)).toMatchObject({ type: 'none', value: null });
    expect(headlineOf(question)).toMatch(
      /^None of the \d+ events says how many child victims, so they cannot answer that\.$/,
    );
  });

  it('says the events cannot tell which victims were security guards', () => {
    const question = 'How many of the victims were security guards?';
    expect(resultOf(question)).toMatchObject({ type: 'none', value: null });
    expect(headlineOf(question)).toBe(
      'The events do not record which victims were security guards, so they cannot answer that. What they do show:',
    );
  });

  it('keeps "police" when it is not about victims', () => {
    expect(resultOf('How many murders did the police report?')).toMatchObject({ type: 'number', value: 3 });
  });

  it('gives a share asked for as the per cent, in the headline and the result', () => {
    const question = 'What percentage of the events are about murder? Round to the nearest whole percent.';
    expect(resultOf(question)).toMatchObject({ type: 'number', value: 33, complete: true });
    expect(headlineOf(question)).toMatch(
      /^33 % of the 9 in all are events about murder: 3 events about murder/,
    );
  });
});

describe('crimes together or left out, and ranges of days', () => {
  it('counts events with both crimes when the question says both', () => {
    expect(resultOf('In how many incidents was there both a murder and a robbery?')).toMatchObject({
      type: 'number',
      value: 1,
      measure: 'events about both murder and robbery (all kinds) together',
    });
    // Without "both", two crimes are either one, as before.
    expect(resultOf('How many murders and robberies?')).toMatchObject({ value: 5 });
  });

  it('leaves out a crime the events must not also involve', () => {
    for (const question of [
      'How many murders that did not also involve robbery?',
      'How many murders without a robbery?',
    ])
      expect(resultOf(question)).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('reads a range of weekdays and "on weekdays" as filters', () => {
    expect(resultOf('How many incidents happened from Monday to Wednesday?')).toMatchObject({ value: 4 });
    expect(resultOf('How many incidents happened on weekdays?')).toMatchObject({ value: 8 });
    expect(resultOf('How many incidents happened between Friday and Sunday?')).toMatchObject({ value: 2 });
  });

  it('takes "fall in" a period for where events lie, not a falling trend', () => {
    expect(resultOf('How many incidents fall in the second half of 2023?')).toMatchObject({
      type: 'number',
      value: 1,
    });
  });
});

describe('misspelt crimes and places', () => {
  it('reads a misspelt crime or place as the one word it is nearest to, and says so', () => {
    const answer = analyse('How many murdurs were there?', FIXTURE_NOTEBOOK);
    expect(answer.result).toMatchObject({ type: 'number', value: 3, complete: true, not_applied: [] });
    expect(answer.text.split('\n')[0]).toBe(
      'Read as: the number of events about murder; "murdurs" read as "murders".',
    );
    expect(resultOf('How many carjackings in Kwazulu Natal?')).toMatchObject({ value: 2, complete: true });
    expect(resultOf('How many kidnaping cases?')).toMatchObject({ value: 1, complete: true });
  });

  it('leaves a word that is near no crime or place, or too short to tell, as not applied', () => {
    expect(resultOf('How many murders of farmworkers?')).toMatchObject({
      complete: false,
      not_applied: ['farmworkers'],
    });
  });
});

describe('two counts asked at once', () => {
  it('answers "how many X, and how many Y" side by side', () => {
    expect(resultOf('How many murders are there, and how many carjackings?')).toMatchObject({
      type: 'ranking',
      // A tie keeps the order the question named them in.
      value: [
        { name: 'Murder', value: 3 },
        { name: 'Carjacking', value: 3 },
      ],
    });
  });
});

describe('which of two, whether, and the single incident', () => {
  it('answers "did A or B have more" with which, and "more in A than in B? Yes or no" with whether', () => {
    expect(resultOf('Did Gauteng or KwaZulu-Natal have more murder cases?')).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Gauteng', value: 2 },
        { name: 'KwaZulu-Natal', value: 1 },
      ],
    });
    expect(
      resultOf('Is it true that there were more murders in Gauteng than in KwaZulu-Natal? Yes or no.'),
    ).toMatchObject({ type: 'yes_no', value: true });
  });

  it('leaves out a crime after "but no"', () => {
    expect(resultOf('How many incidents involved a murder but no robbery?')).toMatchObject({ value: 2 });
  });

  it('reads "which incident had the most victims" as one incident, not a place', () => {
    expect(resultOf('Which single incident had the highest number of victims?').measure).toBe(
      'the incident with the most victims',
    );
  });
});

describe("words that name Object.prototype's members", () => {
  it.each(['constructor', 'How many murders in constructor?', 'toString', 'valueOf hasOwnProperty'])(
    'answers %j without failing',
    (question) => {
      expect(() => analyse(question, FIXTURE_NOTEBOOK)).not.toThrow();
    },
  );
});
