import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH23_QUESTIONS } from './fresh23-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-third fresh question set (blind)', FRESH23_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH23_QUESTIONS, question, rows);

describe('The twenty-third fresh question set, on invented rows', () => {
  it('counts weekend incidents only within 2019 to 2021, by the weekday of the stated date', () => {
    const rows = ['2019-01-05', '2020-03-08', '2021-12-31', '2022-01-01', '2018-12-30'].map((event_date) =>
      devRow({ event_date }),
    );
    rows.push(devRow({ event_date: null }));
    expect(
      ask('Between 2019 and 2021, how many incidents happened on a weekend, a Saturday or a Sunday?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('names the incident with the most injured by the part of its place no other incident holds', () => {
    const rows = [
      devRow({ location: 'Tavern, Umlazi', victims_injured: 4 }),
      devRow({ location: 'Hostel, Umlazi', victims_injured: 2 }),
      devRow({ location: 'Rural road', victims_injured: null }),
    ];
    expect(ask('Which single incident left the most people injured?', rows)).toEqual({
      kind: 'text',
      value: ['Tavern'],
    });
  });

  it('counts a rape by someone the victim knew for a partner, family or acquaintance, not a stranger', () => {
    const rows = ['partner', 'family', 'acquaintance', 'stranger', null].map((relationship) =>
      devRow({ notebook: 'b', crimes: ['rape'], relationship }),
    );
    rows.push(devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' }));
    expect(ask('How many rapes were committed by someone the victim knew?', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('takes Dec 2023 to Feb 2024 from 1 December to the leap day, an undated incident in no window', () => {
    const rows = ['2023-11-30', '2023-12-01', '2024-02-29', '2024-03-01'].map((event_date) =>
      devRow({ notebook: 'b', event_date }),
    );
    rows.push(devRow({ notebook: 'b', event_date: null, published_date: '2023-12-20' }));
    expect(ask('between Dec 2023 and Feb 2024 how many incidents were there?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the oldest suspect from the stated ages, and sums winter deaths over June to August', () => {
    const ages = [
      devRow({ suspect_ages: [30, 61] }),
      devRow({ suspect_ages: [45] }),
      devRow({ suspect_ages: null }),
    ];
    expect(ask('How old was the oldest suspect whose age is given?', ages)).toEqual({
      kind: 'number',
      value: 61,
    });
    const winter = [
      devRow({ notebook: 'b', event_date: '2020-06-01', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2017-08-31', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2020-09-01', victims_killed: 5 }),
      devRow({ notebook: 'b', event_date: '2020-07-15', victims_killed: null }),
    ];
    expect(ask('Over the winter months, June to August, how many people were killed?', winter)).toEqual({
      kind: 'number',
      value: 3,
    });
  });
});
