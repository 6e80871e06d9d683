import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse, analysePlan } from './index';

/** Two cases told by several releases each, and a murder that stands alone. */
const murderCase = [
  { step: 'reported', date: '2023-01-05' },
  { step: 'arrest', date: '2023-01-20' },
  { step: 'sentenced', date: '2024-06-03' },
] as const;
const rapeCase = [
  { step: 'reported', date: '2022-03-01' },
  { step: 'arrest', date: '2022-03-04' },
  { step: 'court', date: '2022-03-07' },
  { step: 'sentenced', date: '2023-03-04' },
] as const;
const events = [
  fixtureEvent(51, { crime_committed: 'Murder', date: '2023-01-05', incident_id: 7, case_steps: murderCase }),
  fixtureEvent(52, {
    crime_committed: 'Murder',
    date: '2023-01-05',
    incident_id: 7,
    title: 'Sentenced',
    case_steps: murderCase,
  }),
  fixtureEvent(53, { crime_committed: 'Rape', date: '2022-03-01', incident_id: 9, case_steps: rapeCase }),
  fixtureEvent(54, { crime_committed: 'Murder', date: '2023-03-09', outcome: 'arrested' }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');

describe('how long a case took, from the dates of its releases (issue 27)', () => {
  it('averages the days from arrest to sentence over the cases that date both, each case once', () => {
    const answer = ask('how long from arrest to sentence, on average?');
    expect(answer.result).toMatchObject({
      type: 'number',
      value: 433,
      complete: true,
      measure: 'the average number of days from the arrest to the sentence, per case',
    });
    expect(answer.text).toContain('Read as: the average time from the arrest to the sentence per case.');
    expect(answer.text).toContain('433 days (about 14 months), over 2 cases whose releases date both');
    expect(answer.text).toContain('[#53]: 4 March 2022 to 4 March 2023, 365 days');
  });

  it('takes the median when asked, and the crime named as the cases it is over', () => {
    const answer = ask('What is the median time between the arrest and the sentence in murder cases?');
    expect(answer.result).toMatchObject({ value: 500, complete: true });
    expect(answer.result?.measure).toContain('per case about murder');
  });

  it('counts a sentence as a conviction too', () => {
    expect(ask('how long from arrest to conviction?').result).toMatchObject({ value: 433 });
  });

  it('reads the crime named as a point of the case, and the first court date', () => {
    expect(ask('how long did it take from the murder to the arrest').result).toMatchObject({ value: 15 });
    expect(ask('how many days from arrest to first court appearance').result).toMatchObject({
      value: 3,
      complete: true,
    });
  });

  it('says plainly when no case dates both points, rather than giving a figure', () => {
    const none = analyse(
      'how long from arrest to sentence?',
      [events[3]].flatMap((e) => (e ? [e] : [])),
      '2025-06-15',
    );
    expect(none.result).toMatchObject({ type: 'none' });
    expect(none.text).toContain('cannot be measured');
  });

  it('keeps the reading in its plan, so the plan alone gives the same answer', () => {
    const answer = ask('how long from arrest to sentence, on average?');
    expect(answer.plan).toMatchObject({ case_time: { from: 'arrest', to: 'sentence', statistic: 'mean' } });
    const again = analysePlan(
      answer.plan ?? {},
      'how long from arrest to sentence, on average?',
      events,
      '2025-06-15',
    );
    expect(again.result).toMatchObject({ value: 433 });
  });
});

describe('people over releases of one case (issue 27)', () => {
  const told = [
    fixtureEvent(61, { crime_committed: 'Murder', incident_id: 3, victims_killed: 2, date: '2023-05-01' }),
    fixtureEvent(62, { crime_committed: 'Murder', incident_id: 3, victims_killed: 3, date: '2023-05-01' }),
    fixtureEvent(63, { crime_committed: 'Murder', victims_killed: 1, date: '2023-06-01' }),
  ];

  it('counts a case once, at the largest figure its releases give, and says so', () => {
    const answer = analyse('How many people were killed?', told, '2025-06-15');
    expect(answer.result).toMatchObject({ type: 'number', value: 4, complete: true });
    expect(answer.text).toContain('1 release tells a case another release counted here tells too');
  });

  it('adds every release when none shares a case', () => {
    const alone = told.map((e) => ({ ...e, incident_id: null }));
    expect(analyse('How many people were killed?', alone, '2025-06-15').result).toMatchObject({ value: 6 });
  });
});
