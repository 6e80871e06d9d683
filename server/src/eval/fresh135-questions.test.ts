import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH135_QUESTIONS } from './fresh135-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-fifth fresh question set (blind)', FRESH135_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH135_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH135_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts rape or sexual assault as a sexual offence, once per incident, in its own notebook only', () => {
    const rows = [
      devRow({ crimes: ['rape'] }),
      devRow({ crimes: ['sexual assault', 'kidnapping'] }),
      devRow({ crimes: ['rape', 'sexual assault'] }),
      devRow({ crimes: ['common assault'] }),
      devRow({ notebook: 'b', crimes: ['rape'] }),
    ];
    expect(ask('How many sexual offences', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of women and girls over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('says yes to a family perpetrator only when the relationship is stated as family', () => {
    const known = [devRow({ relationship: 'partner' }), devRow({ relationship: 'acquaintance' }), devRow({})];
    expect(ask('Is there any case where the perpetrator', known)).toEqual({ kind: 'text', value: 'No' });
    const family = [...known, devRow({ relationship: 'family' })];
    expect(ask('Is there any case where the perpetrator', family)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by murder incidents, not by killed, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 7 }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Which province had the most murder', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows.slice(0, 3), devRow({ province: 'Western Cape', crimes: ['murder'] })];
    expect(() => ask('Which province had the most murder', tied)).toThrow(/no single leader/);
  });

  it('subtracts the stated killed per province and refuses a comparison whose first side is not larger', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_killed: 5 }),
      devRow({ province: 'Western Cape', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
      devRow({ province: 'Limpopo', victims_killed: 9 }),
    ];
    expect(ask('How many more people were killed', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_killed: 4 })];
    expect(() => ask('How many more people were killed', reversed)).toThrow(/does not have more/);
  });

  it('dates the most recent murder by event date, an undated murder and later publication ignored', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2023-02-01', published_date: '2023-02-02' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2024-06-01' }),
    ];
    expect(ask('What was the date of the most recent murder', rows)).toEqual({
      kind: 'date',
      value: '2023-02-01',
    });
  });

  it('counts a year by event date alone and ranks municipalities without the unknown ones', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', municipality: 'City of Cape Town' }),
      devRow({ event_date: '2019-12-31', municipality: 'City of Cape Town' }),
      devRow({ event_date: '2020-01-01', published_date: '2019-12-31', municipality: 'Ekurhuleni' }),
      devRow({ event_date: null, published_date: '2019-06-01', municipality: null }),
      devRow({ event_date: '2019-06-01', municipality: null }),
      devRow({ event_date: '2019-06-01', municipality: null }),
    ];
    expect(ask('For our monthly CPF report', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Which municipality recorded', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('takes the arrest share over every row, an unstated arrest counting as neither', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
    ];
    expect(ask('What percentage of all the incidents led', rows)).toEqual({ kind: 'number', value: 50 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('What percentage of the incidents had no arrest', b)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums arrests for car and truck hijackings together, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['vehicle theft'], num_suspects_arrested: 4 }),
    ];
    expect(ask('How many suspects were arested', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('sums Eastern Cape victims from 1 January 2020 on, the undated and earlier left out', () => {
    const ec = (event_date: string | null, num_victims: number | null) =>
      devRow({ province: 'Eastern Cape', event_date, num_victims, published_date: '2021-01-01' });
    const rows = [
      ec('2020-01-01', 2),
      ec('2024-07-10', 5),
      ec('2019-12-31', 7),
      ec(null, 3),
      ec('2022-01-01', null),
      devRow({ province: 'Western Cape', event_date: '2022-01-01', num_victims: 6 }),
    ];
    expect(ask('How many victims in total', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('reads the rape questions of notebook b: children, a known attacker over every rape, a child rape by date', () => {
    const rape = (fields: Partial<DevRow>) => devRow({ notebook: 'b', crimes: ['rape'], ...fields });
    const rows = [
      rape({ victims_children: 2, relationship: 'acquaintance', event_date: '2021-05-01' }),
      rape({ victims_children: 0, relationship: 'partner', event_date: '2024-01-01' }),
      rape({ victims_children: null, relationship: null, event_date: '2025-01-01' }),
      rape({ victims_children: 1, relationship: 'stranger', event_date: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 4, relationship: 'family' }),
      devRow({ crimes: ['rape'], victims_children: 3, event_date: '2025-06-01' }),
    ];
    expect(ask('In the rape cases', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Out of all the rape cases', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('When did the most recent rape of a child', rows)).toEqual({
      kind: 'date',
      value: '2021-05-01',
    });
  });

  it('answers the Limpopo cops question from stated police victims only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'North West', victims_police: 2 }),
    ];
    expect(ask('Were any cops among the victims', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ notebook: 'b', province: 'Limpopo', victims_police: 1 })];
    expect(ask('Were any cops among the victims', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities by suspects arrested summed, not by incidents', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', municipality: null, num_suspects_arrested: 40 }),
    ];
    expect(ask('Which municipality saw the most suspects', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
  });
});
