import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH54_QUESTIONS } from './fresh54-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-fourth fresh question set (blind)', FRESH54_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH54_QUESTIONS, question, rows);

describe('The fifty-fourth fresh question set: its readings', () => {
  it('counts a woman as killed only when the killed outnumber the victims not stated to be female', () => {
    const rows = [
      // A farmer killed and his wife hurt: the one killed may be the man.
      devRow({
        event_date: '2024-05-01',
        num_victims: 2,
        victims_female: 1,
        victims_male: 1,
        victims_killed: 1,
      }),
      // A woman shot dead alone.
      devRow({
        event_date: '2023-01-01',
        num_victims: 1,
        victims_female: 1,
        victims_male: 0,
        victims_killed: 1,
      }),
      // Women among the victims but nobody killed, and a killing with the victims' sex not stated.
      devRow({ event_date: '2025-03-03', num_victims: 2, victims_female: 2, victims_killed: 0 }),
      devRow({ event_date: '2025-04-04', num_victims: 1, victims_female: null, victims_killed: 1 }),
      // Undated: no date to give.
      devRow({ event_date: null, num_victims: 1, victims_female: 1, victims_killed: 1 }),
    ];
    expect(expectation('What is the most recent date on which a woman or girl was killed?', rows)).toEqual({
      kind: 'date',
      value: '2023-01-01',
    });
  });

  it("reads elderly victims from the stated ages, leaving out suspects' ages, 60 itself and unstated ages", () => {
    const b = (context: string, fields: Parameters<typeof devRow>[0] = {}) =>
      devRow({ notebook: 'b', context, num_victims: 1, ...fields });
    const rows = [
      b('A 72-year-old woman was robbed at her home.'),
      b('Police arrested a man after a woman of 90 was attacked.'),
      b('Danie Brand (83) and his wife Breggie (73) were found dead.'),
      b('A 65-year-old man was arrested for the attack on a 30-year-old.', { suspect_ages: [65] }),
      b('A businessman aged 60 was freed.'),
      b('An elderly couple was attacked on their farm.'),
      b('Frans Koch (69) reported the theft.', { num_victims: 0 }),
    ];
    const question =
      "Where the releases give a victim's age, in how many incidents was a victim older than 60?";
    expect(expectation(question, rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median of suspects arrested over incidents with an arrest only, keeping a half', () => {
    const question =
      'What is the median number of suspects arrested per incident, counting only the incidents where at least one suspect was arrested?';
    const arrests = (...figures: (number | null)[]) =>
      figures.map((n) => devRow({ num_suspects_arrested: n, arrest_made: n === null ? null : n > 0 }));
    expect(expectation(question, arrests(0, 0, 0, null, 1, 5, 6))).toEqual({ kind: 'number', value: 5 });
    expect(expectation(question, arrests(0, 1, 2, 5, 6))).toEqual({ kind: 'number', value: 3.5 });
  });

  it('finds the quietest year from 2016 on, an empty year included, and refuses a tie', () => {
    const question = 'My year-by-year chart starts in 2016: which year since then was the quietest?';
    const on = (...dates: (string | null)[]) =>
      dates.map((event_date) => devRow({ notebook: 'b', event_date }));
    expect(
      expectation(
        question,
        on('2015-01-01', '2016-02-02', '2016-03-03', '2018-04-04', '2019-05-05', '2019-06-06'),
      ),
    ).toEqual({ kind: 'text', value: '2017' });
    expect(
      expectation(question, on('2016-02-02', '2017-02-02', '2017-03-03', '2018-04-04', '2018-05-05', null)),
    ).toEqual({
      kind: 'text',
      value: '2016',
    });
    expect(() => expectation(question, on('2016-02-02', '2017-02-02'))).toThrow(/no single quietest year/);
  });

  it('takes the zama zama share over dated incidents only', () => {
    const question =
      'Excluding undated incidents, what percentage of them involved zama zamas? One decimal place, please.';
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-01-01', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', event_date: '2020-02-01', crimes: ['theft'] }),
      devRow({ notebook: 'b', event_date: '2020-03-01', crimes: ['murder'] }),
      devRow({ notebook: 'b', event_date: null, crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', event_date: null, crimes: ['illegal mining'] }),
    ];
    expect(expectation(question, rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('counts robberies as rooftogte but not hijackings, and a farm murder only in the Free State', () => {
    const rooftog =
      'For rooftogte (robberies: armed, house, business and cash-in-transit robberies, not the hijackings), which province had the most incidents?';
    const robberies = [
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['armed robbery'] }),
    ];
    expect(expectation(rooftog, robberies)).toEqual({ kind: 'text', value: 'KwaZulu-Natal' });

    const plaas =
      'Hoeveel plaasmoorde (murders on a plaas, a farm, going by the place named) were there in the Vrystaat, the Free State?';
    const farms = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor farm, near Kestell',
        crimes: ['murder'],
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Spitskop Trust Farm',
        crimes: ['stock theft'],
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Farmhouse Road', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm in Magogong', crimes: ['murder'] }),
    ];
    expect(expectation(plaas, farms)).toEqual({ kind: 'number', value: 1 });
  });
});
