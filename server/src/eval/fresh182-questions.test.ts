import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH182_QUESTIONS } from './fresh182-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-second fresh question set (blind)', FRESH182_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH182_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH182_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eighty-second fresh set reads the ground truth as its header says', () => {
  it('ranks provinces by murder incidents alone, attempted murder and culpable homicide left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
    ];
    expect(ask('For the province bar chart', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() => ask('For the province bar chart', [...rows, devRow({ crimes: ['murder'] })])).toThrow(
      /no single leader/,
    );
  });

  it('counts a year by the event date, never by the publication date, and leaves undated rows out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', published_date: '2019-01-02' }),
      devRow({ event_date: '2019-12-31', published_date: '2020-01-03' }),
      devRow({ event_date: '2018-12-30', published_date: '2019-01-02' }),
      devRow({ event_date: null, published_date: '2019-06-01' }),
      devRow({ notebook: 'b', event_date: '2019-05-05' }),
    ];
    expect(ask('Year-by-year chart', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks the top three crimes by incidents without "other", and refuses a tie at the cut', () => {
    const crimes = (...list: string[]) => devRow({ crimes: list });
    const rows = [
      crimes('murder', 'other'),
      crimes('murder', 'illegal firearm possession'),
      crimes('murder', 'attempted murder'),
      crimes('murder'),
      crimes('attempted murder', 'other'),
      crimes('illegal firearm possession'),
      crimes('attempted murder', 'other'),
      crimes('other'),
      crimes('kidnapping'),
    ];
    expect(ask('Top 3 crime categories', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'attempted murder', 'firearm'],
    });
    expect(() => ask('Top 3 crime categories', [...rows, crimes('kidnapping')])).toThrow(/no single top 3/);
  });

  it('takes the share of 2022-or-later incidents over the dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2025-03-01' }),
      devRow({ event_date: '2021-12-31', published_date: '2022-01-03' }),
      devRow({ event_date: null, published_date: '2023-01-01' }),
      devRow({ event_date: null, published_date: '2023-01-01' }),
    ];
    expect(ask('What percentage of the dated', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('ranks provinces by suspects arrested summed, not by incidents with an arrest', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 5 }),
    ];
    expect(ask('I should be obliged', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
  });

  it('reads suspects ages one per suspect: youngest in murders, mean in a province to one decimal', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], suspect_ages: [30, 41] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], suspect_ages: [19] }),
      devRow({ province: 'Western Cape', crimes: ['theft'], suspect_ages: null }),
      devRow({ province: 'Gauteng', crimes: ['murder', 'robbery'], suspect_ages: [25] }),
    ];
    expect(ask('Of the suspects implicated', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('Taking the Western Cape alone', rows)).toEqual({ kind: 'number', value: 30 });
    const more = [...rows, devRow({ province: 'Western Cape', suspect_ages: [22] })];
    expect(ask('Taking the Western Cape alone', more)).toEqual({ kind: 'number', value: 28 });
    expect(() => ask('Of the suspects implicated', [devRow({ crimes: ['murder'] })])).toThrow(
      /no stated age/,
    );
  });

  it('answers the Gauteng fifty-or-older question from arrested rows of stated age only', () => {
    const sought = [
      devRow({ province: 'Gauteng', arrest_made: false, suspect_ages: [61] }),
      devRow({ province: 'Gauteng', arrest_made: true, suspect_ages: [49, 30] }),
      devRow({ province: 'Limpopo', arrest_made: true, suspect_ages: [70] }),
    ];
    expect(ask('Pray tell me whether', sought)).toEqual({ kind: 'text', value: 'No' });
    const older = [...sought, devRow({ province: 'Gauteng', arrest_made: true, suspect_ages: [50] })];
    expect(ask('Pray tell me whether', older)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the first Gauteng kidnapping by event date, an undated release never counting', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2020-04-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2016-01-01' }),
      devRow({ province: 'Limpopo', crimes: ['kidnapping'], event_date: '2017-01-01' }),
    ];
    expect(ask('wen was the first kidnaping', rows)).toEqual({ kind: 'date', value: '2020-04-01' });
  });

  it('finds Khayelitsha in the location in any case and counts December in any year', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', event_date: '2019-12-01' }),
      devRow({ location: 'khayelitsha station', event_date: '2021-12-31' }),
      devRow({ location: 'Mitchells Plain', event_date: '2020-12-15' }),
      devRow({ location: 'Gugulethu', event_date: null, published_date: '2020-12-02' }),
    ];
    expect(ask('caller is from khayelitsha', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('how many incidents happend in decmber', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('names the earliest carjacking by its own place, truck hijackings and undated ones left out', () => {
    const rows = [
      devRow({ location: 'Hillbrow', crimes: ['carjacking'], event_date: '2021-01-01' }),
      devRow({ location: 'New Hanover', crimes: ['carjacking', 'kidnapping'], event_date: '2014-07-22' }),
      devRow({ location: 'Sebenza', crimes: ['truck hijacking'], event_date: '2010-01-01' }),
      devRow({ location: 'Vosloorus', crimes: ['carjacking'], event_date: null }),
    ];
    expect(ask('where did the earliest carjacking', rows)).toEqual({ kind: 'text', value: ['New Hanover'] });
  });

  it('counts the excess of Free State murders over Northern Cape ones, and refuses a reversal', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Free State', ['murder']),
      b('Free State', ['murder', 'house robbery']),
      b('Free State', ['attempted murder']),
      b('Northern Cape', ['murder']),
    ];
    expect(ask('How many more murder incidents', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, b('Northern Cape', ['murder']), b('Northern Cape', ['murder'])];
    expect(() => ask('How many more murder incidents', reversed)).toThrow(/does not have more/);
  });

  it('sums killed but not injured, and suspects under thirty one per stated age', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        victims_killed: 2,
        victims_injured: 5,
        suspect_ages: [29, 30],
      }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null, suspect_ages: [18, 18] }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 4, suspect_ages: null }),
    ];
    expect(ask('Total people killed in Free State', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Counting every suspect whose age', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrest share of rape matters by arrest_made and sums zama-zama arrests', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', crimes: ['illegal mining', 'theft'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', crimes: ['theft'], num_suspects_arrested: 4 }),
    ];
    expect(ask('In what proportion of the rape', rows)).toEqual({ kind: 'number', value: 67 });
    expect(ask('What was the total number of suspects', rows)).toEqual({ kind: 'number', value: 19 });
  });

  it('checks Sundays by event date and ranks July incidents of any year by event date only', () => {
    const mp = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date, published_date: '2024-03-03' });
    const saturday = [mp('2024-03-02'), mp(null)]; // published on a Sunday
    expect(ask('any incidents in mpumalanga', saturday)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any incidents in mpumalanga', [...saturday, mp('2024-03-03')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const july = [
      mp('2020-07-01'),
      mp('2023-07-30'),
      devRow({ notebook: 'b', province: 'North West', event_date: '2021-07-04' }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2021-03-04' }),
      devRow({ notebook: 'b', province: 'North West', event_date: null, published_date: '2021-07-05' }),
    ];
    expect(ask('wich province had the most incidents in july', july)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
  });
});
