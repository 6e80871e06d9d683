import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH61_QUESTIONS } from './fresh61-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-first fresh question set (blind)', FRESH61_QUESTIONS);

const ask = (question: string, rows: DevRow[]) => expectationIn(FRESH61_QUESTIONS, question, rows);
const inB = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('The sixty-first fresh question set reads the ground truth as its header says', () => {
  it('takes a Western Cape share before 2020 over dated rows only, a null arrest counting as none', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2019-12-31', arrest_made: true }),
      devRow({ province: 'Western Cape', event_date: '2018-05-01', arrest_made: null }),
      devRow({ province: 'Western Cape', event_date: '2017-05-01', arrest_made: false }),
      devRow({ province: 'Western Cape', event_date: '2020-01-01', arrest_made: true }),
      devRow({ province: 'Western Cape', event_date: null, arrest_made: true }),
      devRow({ province: 'Gauteng', event_date: '2015-01-01', arrest_made: true }),
    ];
    expect(
      ask(
        'For the committee: of the Western Cape incidents that occurred before 1 January 2020, what percentage resulted in at least one arrest?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('sums killed on weekends by event_date, leaving out undated rows and unstated figures', () => {
    const rows = [
      devRow({ event_date: '2024-06-08', victims_killed: 3 }), // Saturday
      devRow({ event_date: '2024-06-09', victims_killed: null }), // Sunday, not stated
      devRow({ event_date: '2024-06-10', victims_killed: 5 }), // Monday
      devRow({ event_date: null, published_date: '2024-06-09', victims_killed: 4 }),
    ];
    expect(
      ask('how many folks got taken out in stuff that happened on a weekend (sat or sun)?', rows),
    ).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('ranks weekdays and months by the killed summed, not by incidents', () => {
    const a = [
      devRow({ location: 'One', event_date: '2024-06-08', victims_killed: 3 }), // Saturday
      devRow({ location: 'Two', event_date: '2024-06-09', victims_killed: 1 }), // Sunday
      devRow({ location: 'Three', event_date: '2024-06-16', victims_killed: 1 }), // Sunday
      devRow({ location: 'Four', event_date: '2024-06-23', victims_killed: null }), // Sunday, not stated
      devRow({ location: 'Five', event_date: null, victims_killed: 9 }),
    ];
    expect(
      ask('what day of the week do the killings mostly go down? is there a day where the bodies pile up', a),
    ).toEqual({ kind: 'text', value: 'Saturday' });
    const b = [
      inB({ location: 'One', event_date: '2021-07-08', victims_killed: 4 }),
      inB({ location: 'Two', event_date: '2022-03-09', victims_killed: 1 }),
      inB({ location: 'Three', event_date: '2023-03-16', victims_killed: 2 }),
      inB({ location: 'Four', event_date: '2023-03-20', victims_killed: 0 }),
    ];
    expect(ask('if you lump all the years together which month is the bloodiest one?', b)).toEqual({
      kind: 'text',
      value: 'July',
    });
  });

  it('names the deadliest single incident by the parts of its location no other holds, and refuses a tie', () => {
    const rows = [
      inB({ location: 'Lonely farm, near Kestell', victims_killed: 5 }),
      inB({ location: 'Kestell', victims_killed: 2 }),
      inB({ location: 'Glen', victims_killed: null, num_victims: 9 }),
    ];
    expect(
      ask("what's the single deadliest one in here?? most people killed in one go, where was it", rows),
    ).toEqual({ kind: 'text', value: ['Lonely farm'] });
    const tied = [
      inB({ location: 'Here', victims_killed: 2 }),
      inB({ location: 'There', victims_killed: 2 }),
    ];
    expect(() =>
      ask("what's the single deadliest one in here?? most people killed in one go, where was it", tied),
    ).toThrow(/no single leader/);
  });

  it('answers No when North West and Limpopo killed the same number, Yes only when strictly more', () => {
    const question = 'Did North West record a higher number of persons killed than Limpopo?';
    const level = [
      inB({ province: 'North West', victims_killed: 2 }),
      inB({ province: 'North West', victims_killed: null }),
      inB({ province: 'Limpopo', victims_killed: 2 }),
    ];
    expect(ask(question, level)).toEqual({ kind: 'text', value: 'No' });
    expect(ask(question, [...level, inB({ province: 'North West', victims_killed: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes half-year windows inclusively by event_date for the percentage change', () => {
    const rows = [
      inB({ event_date: '2022-07-01' }),
      inB({ event_date: '2022-12-31' }),
      inB({ event_date: '2022-06-30' }),
      inB({ event_date: '2023-07-01' }),
      inB({ event_date: '2023-09-01' }),
      inB({ event_date: '2023-12-31' }),
      inB({ event_date: null, published_date: '2023-08-01' }),
    ];
    expect(
      ask(
        'Comparing the second half of 2022 (July to December) with the second half of 2023, what was the percentage change in the number of incidents?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 50 });
  });

  it('counts an incident with two robbery kinds once, since 2021 only, and only when arrest_made is true', () => {
    const rows = [
      devRow({
        crimes: ['cash-in-transit robbery', 'business robbery'],
        event_date: '2021-01-01',
        arrest_made: true,
      }),
      devRow({ crimes: ['business robbery'], event_date: '2020-12-31', arrest_made: true }),
      devRow({ crimes: ['business robbery'], event_date: null, arrest_made: true }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2023-01-01', arrest_made: null }),
      devRow({ crimes: ['armed robbery'], event_date: '2023-01-01', arrest_made: true }),
    ];
    expect(
      ask(
        'Since the start of 2021, how many robberies on businesses or cash-in-transit vehicles ended with the police catching someone?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('sums arrests per province over mining and robbery cases, a null arrest figure adding nothing', () => {
    const rows = [
      inB({ province: 'Mpumalanga', crimes: ['illegal mining'], num_suspects_arrested: 5 }),
      inB({
        province: 'North West',
        crimes: ['cash-in-transit robbery', 'business robbery'],
        num_suspects_arrested: 4,
      }),
      inB({ province: 'North West', crimes: ['business robbery'], num_suspects_arrested: null }),
      inB({ province: 'North West', crimes: ['murder'], num_suspects_arrested: 20 }),
    ];
    expect(
      ask(
        'Which province had the most suspects arrested across illegal mining, cash-in-transit and business robbery cases combined?',
        rows,
      ),
    ).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(
      ask('Since 2020, how many suspects have been arrested in the illegal minning cases?', [
        ...rows,
        inB({ crimes: ['illegal mining'], event_date: '2019-12-31', num_suspects_arrested: 7 }),
        inB({ crimes: ['illegal mining'], event_date: null, num_suspects_arrested: 3 }),
      ]),
    ).toEqual({ kind: 'number', value: 5 });
  });

  it('finds women suspects and the latest dates only where the fields state them', () => {
    const women = 'Were there any women among the suspects in the illegal mining cases?';
    const unstated = [
      inB({ crimes: ['illegal mining'], suspects_female: null }),
      inB({ crimes: ['illegal mining'], suspects_female: 0 }),
      inB({ crimes: ['theft'], suspects_female: 2 }),
    ];
    expect(ask(women, unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(ask(women, [...unstated, inB({ crimes: ['illegal mining'], suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const dates = [
      inB({ crimes: ['business robbery'], event_date: '2023-04-02' }),
      inB({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      inB({ crimes: ['armed robbery'], event_date: '2024-09-09' }),
      inB({ crimes: ['murder'], event_date: '2024-10-10', victims_killed: 0 }),
      inB({ crimes: ['murder'], event_date: '2022-10-10', victims_killed: 1 }),
    ];
    expect(ask('When was the most recent buisness robbery or cash-in-transit robbery?', dates)).toEqual({
      kind: 'date',
      value: '2023-04-02',
    });
    expect(
      ask("when's the last time somebody actually got killed in one of these? gimme the date", dates),
    ).toEqual({
      kind: 'date',
      value: '2022-10-10',
    });
  });

  it('refuses what no ground-truth field holds, whatever the rows', () => {
    const refusals = FRESH61_QUESTIONS.filter((q) => q.covers.includes('refusal'));
    expect(refusals.filter((q) => q.notebook === 'a')).toHaveLength(2);
    expect(refusals.filter((q) => q.notebook === 'b')).toHaveLength(2);
    for (const q of refusals)
      expect(q.expect([devRow({ notebook: q.notebook })])).toEqual({ kind: 'refusal' });
  });
});
