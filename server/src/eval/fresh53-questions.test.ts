import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH53_QUESTIONS } from './fresh53-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-third fresh question set (blind)', FRESH53_QUESTIONS);

describe('The fifty-third fresh question set: its readings', () => {
  it('takes the injured per person killed over each total, so an incident with unstated wounded still adds its dead', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 3, victims_injured: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 2, victims_injured: null }),
      devRow({ crimes: ['theft'] }),
    ];
    expect(
      expectationIn(
        FRESH53_QUESTIONS,
        'For every person killed, how many people were injured? Give it to one decimal place.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 0.4 });
  });

  it('counts the weekend dead by the incident date, leaving out an undated incident', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-06-08', crimes: ['murder'], victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2024-06-10', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', event_date: null, crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: '2024-06-09', crimes: ['murder'], victims_killed: null }),
    ];
    expect(
      expectationIn(FRESH53_QUESTIONS, 'How many people were killed in incidents on a weekend?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('counts the accused of a named case as its suspects, those on the run included', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'tuck-shop, Calvinia',
        crimes: ['business robbery'],
        num_suspects_arrested: 8,
        suspects_male: 10,
        suspects_female: 2,
      }),
      devRow({ notebook: 'b', location: 'Upington', num_suspects_arrested: 5, suspects_male: 4 }),
    ];
    expect(
      expectationIn(
        FRESH53_QUESTIONS,
        'How many accused are there in total in the Calvinia tuck-shop robbery, counting those still on the run?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 12 });
    expect(
      expectationIn(
        FRESH53_QUESTIONS,
        'How many accused were remanded in the Mecklenberg cash-in-transit case?',
        [
          ...rows,
          devRow({ notebook: 'b', location: 'Mecklenburg', num_suspects_arrested: 4, suspects_male: 6 }),
        ],
      ),
    ).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the latest incident with no arrest, leaving out unknown arrests and undated incidents', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01', arrest_made: false }),
      devRow({ notebook: 'b', event_date: '2024-05-05', arrest_made: null }),
      devRow({ notebook: 'b', event_date: '2025-01-01', arrest_made: true }),
      devRow({ notebook: 'b', event_date: null, arrest_made: false }),
    ];
    expect(
      expectationIn(
        FRESH53_QUESTIONS,
        'On what date did the most recent incident with no arrest happen?',
        rows,
      ),
    ).toEqual({ kind: 'date', value: '2023-01-01' });
  });

  it('shares the Gauteng arrests by the firearm charge, an unstated arrest count adding nothing', () => {
    const rows = [
      devRow({ crimes: ['illegal mining', 'illegal firearm possession'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['house robbery'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['theft'], num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['illegal firearm possession'], num_suspects_arrested: 5 }),
    ];
    expect(
      expectationIn(
        FRESH53_QUESTIONS,
        'Of everyone arrested in Gauteng, what percentage was arrested in cases involving unlicensed guns? Round to the nearest whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 25 });
  });

  it('reads the goldfields by province and a North West bust without a firearm charge as a No', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal mining', 'other'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['illegal mining'] }),
      devRow({
        notebook: 'b',
        province: 'Gauteng',
        crimes: ['illegal mining', 'illegal firearm possession'],
      }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal firearm possession'] }),
    ];
    expect(
      expectationIn(
        FRESH53_QUESTIONS,
        'How many illegal mining operations were there in the North West and Free State goldfields?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
    expect(
      expectationIn(
        FRESH53_QUESTIONS,
        'Did any zama zama bust in the North West lead to an illegal firearm charge?',
        rows,
      ),
    ).toEqual({ kind: 'text', value: 'No' });
  });
});
