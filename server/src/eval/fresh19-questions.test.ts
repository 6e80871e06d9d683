import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH19_QUESTIONS } from './fresh19-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The nineteenth fresh question set (blind)', FRESH19_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH19_QUESTIONS, question, rows);

describe('The nineteenth set reads the ground truth as its header says', () => {
  it('counts KZN arrests inside the window only, both ends in, undated and unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2019-01-01', num_suspects_arrested: 3 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2022-12-31', num_suspects_arrested: 2 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-01-01', num_suspects_arrested: 10 }),
      devRow({ province: 'KwaZulu-Natal', event_date: null, num_suspects_arrested: 7 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2020-05-05', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', event_date: '2020-05-05', num_suspects_arrested: 5 }),
    ];
    expect(ask('Suspects arrested in KZN from 2019 through 2022, how many in total?', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('takes a partner, a relative or an acquaintance as someone the victim knew, never a stranger', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
    ];
    expect(
      ask(
        'In how many incidents is the attacker described as someone the victim knew: a partner, a relative or an acquaintance?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it('wants murder and attempted murder in one incident, not in two', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
    ];
    expect(
      ask('Ja, in how many cases was there murder and attempted murder in the same incident?', rows),
    ).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('ends "before 2020" on the last day of 2019 and leaves undated incidents out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-12-31' }),
      devRow({ notebook: 'b', event_date: '2020-01-01' }),
      devRow({ notebook: 'b', event_date: null }),
      devRow({ notebook: 'b', event_date: '2018-04-02' }),
    ];
    expect(ask('On what date did the last incident before 2020 take place?', rows)).toEqual({
      kind: 'date',
      value: '2019-12-31',
    });
  });

  it('counts a weekend by the incident date and names a metro without "City of" too', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', municipality: 'City of Cape Town' }),
      devRow({ event_date: '2024-01-07', municipality: 'City of Cape Town' }),
      devRow({ event_date: '2024-01-05', municipality: 'Ekurhuleni' }),
      devRow({ event_date: null, municipality: null }),
      devRow({ event_date: '2024-01-08', municipality: null }),
      devRow({ event_date: '2024-01-09', municipality: null }),
    ];
    expect(ask('How many of the incidents took place on a weekend (Saturday or Sunday)?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(ask('Which municipality had the most incidents?', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });
});
