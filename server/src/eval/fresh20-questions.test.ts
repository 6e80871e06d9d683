import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH20_QUESTIONS } from './fresh20-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twentieth fresh question set (blind)', FRESH20_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH20_QUESTIONS, question, rows);

describe('The twentieth set reads the ground truth as its header says', () => {
  it('keeps a municipality window from the first of June 2017 to the last of June 2023', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2017-06-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2023-06-30' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2017-05-31' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2023-07-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: null }),
      devRow({ municipality: 'City of Johannesburg', event_date: '2020-01-01' }),
    ];
    expect(
      ask(
        'For the ward report: how many incidents happened in Ekurhuleni between June 2017 and June 2023?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share killed as the summed killed over the summed victims, a null adding nothing', () => {
    const rows = [
      devRow({ num_victims: 2, victims_killed: 1 }),
      devRow({ num_victims: 4, victims_killed: null }),
      devRow({ num_victims: null, victims_killed: null }),
    ];
    expect(
      ask('Of all the victims counted, what percentage were killed, to the nearest whole percent?', rows),
    ).toEqual({ kind: 'number', value: 17 });
  });

  it('reads months without a year as those months of any year', () => {
    const rows = [
      devRow({ event_date: '2015-03-01' }),
      devRow({ event_date: '2024-05-31' }),
      devRow({ event_date: '2024-06-01' }),
      devRow({ event_date: '2019-02-28' }),
      devRow({ event_date: null }),
    ];
    expect(ask('How many incidents happened in the autumn months of March, April and May?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('names the incident with the most victims by the part of its place no other incident shares', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', num_victims: 14 }),
      devRow({ location: 'Site C, Khayelitsha', num_victims: 13 }),
      devRow({ location: 'Sweetwaters', num_victims: null }),
    ];
    expect(ask('Which single incident had the most victims? Where did it happen?', rows)).toEqual({
      kind: 'text',
      value: ['Site B'],
    });
  });

  it('starts "after 2020" on the first day of 2021', () => {
    const question = 'Were there any poaching cases in the Western Cape after 2020?';
    const late2020 = devRow({ province: 'Western Cape', crimes: ['poaching'], event_date: '2020-12-31' });
    const elsewhere = devRow({ province: 'KwaZulu-Natal', crimes: ['poaching'], event_date: '2022-01-01' });
    expect(ask(question, [late2020, elsewhere])).toEqual({ kind: 'text', value: 'No' });
    const early2021 = devRow({ province: 'Western Cape', crimes: ['poaching'], event_date: '2021-01-01' });
    expect(ask(question, [late2020, elsewhere, early2021])).toEqual({ kind: 'text', value: 'Yes' });
  });
});
