import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';

const events = [
  fixtureEvent(1, {
    date: '2021-07-09',
    province: 'KwaZulu-Natal',
    crime_committed: 'Murder',
    victims_killed: 2,
    victims_injured: 1,
    arrest_made: true,
    suspects_arrested: 2,
    relationship: 'family',
  }),
  fixtureEvent(2, {
    date: '2018-03-02',
    province: 'Gauteng',
    crime_committed: 'Armed robbery',
    victims_killed: 0,
    victims_injured: 3,
    arrest_made: false,
  }),
  fixtureEvent(3, {
    date: '2024-12-14',
    province: 'Free State',
    crime_committed: 'Possession of unlicensed firearm and ammunition',
    victims_killed: 0,
    arrest_made: true,
    suspects_arrested: 1,
  }),
  fixtureEvent(4, {
    date: '2023-12-01',
    province: 'KwaZulu-Natal',
    crime_committed: 'Murder',
    victims_killed: 1,
    arrest_made: true,
    suspects_arrested: 1,
  }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');

describe('what is said around the ask (session 47)', () => {
  it('sets aside what someone says or swears before "but" or "so" and the ask', () => {
    const answer = ask(
      'Hey so my client was saying the police never catch anyone, eish, but what percentage of all these incidents actually had somebody arrested?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 75 });
    const december = ask(
      'Eish, my client says robberies are always the worst in December, so how many of these incidents happened in a December, any year?',
    );
    expect(december.result).toMatchObject({ type: 'number', value: 2 });
  });

  it('reads an ask after an interjection that has no comma as the ask it is', () => {
    expect(ask('Hey were there any murders in KZN in 2021?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('sets aside polite address and a plea for help before the ask', () => {
    for (const question of [
      'Please my brother, how many murders?',
      'Good day sir. How many murders?',
      'Please help me, how many murders?',
    ]) {
      const answer = ask(question);
      expect(answer.result, question).toMatchObject({ type: 'number', value: 2, complete: true });
    }
  });

  it('sets aside what the asker draws from the figure, and how a teacher wants it shown', () => {
    const share = ask(
      'What percentage of the murders ended without anyone being arrested, leaving families without that first step toward justice?',
    );
    expect(share.result).toMatchObject({ type: 'number', value: 0, complete: true });
    const homework = ask('Learners must find how many incidents took place in KZN. Explain with a figure.');
    expect(homework.result).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('does not take a day from a saying about every one of a kind told after the ask', () => {
    const answer = ask(
      'Which day of the week do the incidents mostly land on? Every kitchen has its Friday rush.',
    );
    expect(answer.result).toMatchObject({
      type: 'ranking',
      measure: 'the days of the week with the most events',
    });
  });
});

describe('how undertakers, second languages and classrooms put it (session 47)', () => {
  it('reads "passed on" and "bodies" as the people killed', () => {
    expect(ask('How many bodies altogether in KZN? I mean the people who passed on.').result).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(ask('When did the last person pass on in KZN?').result).toMatchObject({
      type: 'date',
      value: '2023-12-01',
    });
  });

  it('reads the killer and the deceased as attacker and victim, and "umndeni" as family', () => {
    const answer = ask(
      'In how many of the murders was the killer somebody the deceased knew - umndeni or a partner?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads a helping verb before a bare verb as the past', () => {
    const answer = ask('Please, how many more people is die in KwaZulu-Natal than in Gauteng?');
    expect(answer.result).toMatchObject({ type: 'number', value: 3 });
  });

  it('reads a decade as its ten years', () => {
    expect(ask('How many incidents in the 2010s?').result).toMatchObject({ type: 'number', value: 1 });
    expect(ask('Which province had the most incidents in the 2020s?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'KwaZulu-Natal', value: 2 }],
    });
  });

  it('reads what the police found as what the incident was about', () => {
    const answer = ask('In how many incidents did the police find unlicensed guns?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads "injured victims total" as a sum of the injured', () => {
    expect(ask('Injured victims total, all murder scenes').result).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('declines to foresee which place will be hit next, and to name wound types or fire crews', () => {
    for (const question of [
      'Which township do you think is going to get hit next?',
      'Murder calls: how many GSW vs stab wounds?',
      'How many fire trucks turned out to each robbery?',
    ]) {
      expect(ask(question).result, question).toMatchObject({ type: 'none', value: null });
    }
  });
});

describe('a median of people per event (session 47)', () => {
  it('says what its total counts, people and not events', () => {
    const answer = ask('What is the median number of people killed per incident?');
    expect(answer.text).toContain(
      'The median number of people killed per event is 0.5, over the 4 events that say how many (3 people killed in all)',
    );
  });
});
