import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH236_QUESTIONS } from './fresh236-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-sixth fresh question set (blind)', FRESH236_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH236_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH236_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-thirty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts murders in the window by the offence date, both ends included, the undated and attempted murder left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2020-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31', published_date: '2019-01-02' }),
      devRow({ crimes: ['murder'], event_date: '2021-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-06-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-06-01' }),
      bRow({ crimes: ['murder'], event_date: '2020-06-01' }),
    ];
    expect(ask('Assuming the date of the offence, not', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median over every stated age, one per suspect, and the mean of the middle two for an even count', () => {
    const odd = [
      devRow({ suspect_ages: [40, 20] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30] }),
      bRow({ suspect_ages: [99, 99, 99] }),
    ];
    expect(ask('Where the ages of the accused are stated, and counting', odd)).toEqual({
      kind: 'number',
      value: 30,
    });
    const even = [...odd, devRow({ suspect_ages: [25] })];
    expect(ask('Where the ages of the accused are stated, and counting', even)).toEqual({
      kind: 'number',
      value: 27.5,
    });
  });

  it('sums female victims of Eastern Cape murders or attempted murders, the unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_female: 2, victims_male: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], victims_female: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], num_victims: 4, victims_female: null }),
      devRow({ province: 'Eastern Cape', crimes: ['rape'], victims_female: 1 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_female: 5 }),
    ];
    expect(ask('Confining yourself to the Eastern Cape', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('lists each province with stock theft once, and nothing else', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['stock theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft', 'other'] }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'] }),
      devRow({ province: 'Gauteng', crimes: ['theft'] }),
      bRow({ province: 'Free State', crimes: ['stock theft'] }),
    ];
    expect(ask('In which provinces, if any', rows)).toEqual({
      kind: 'list',
      value: ['Eastern Cape', 'Western Cape'],
    });
  });

  it('ranks provinces by stated injured, the unstated adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 3, num_victims: 9 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, num_victims: 6 }),
      devRow({ province: 'Gauteng', victims_injured: 2 }),
    ];
    expect(ask('which province had the most ppl injured', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 1 })];
    expect(() => ask('which province had the most ppl injured', tied)).toThrow(/no single leader/);
  });

  it('names the top three crimes by incidents, most first, and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['illegal firearm possession'] }),
      devRow({ crimes: ['kidnapping', 'murder'] }),
      devRow({ crimes: ['murder'] }),
    ];
    expect(ask('wat r the top 3 crimes', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'firearm', 'kidnapping'],
    });
    const tied = [...rows, devRow({ crimes: ['theft'] })];
    expect(() => ask('wat r the top 3 crimes', tied)).toThrow(/no single top 3/);
  });

  it('dates the latest carjacking by the offence date, not a truck hijacking or a later release', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-05-01', published_date: '2021-05-03' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2024-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2023-01-01' }),
      bRow({ crimes: ['carjacking'], event_date: '2025-01-01' }),
    ];
    expect(ask('wen was the latest carjacking', rows)).toEqual({ kind: 'date', value: '2021-05-01' });
  });

  it('takes the Eastern Cape no-arrest share over its own incidents, an unstated arrest not counting', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', arrest_made: false }),
      devRow({ province: 'Eastern Cape', arrest_made: null }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('For our talking points', rows)).toEqual({ kind: 'number', value: 17 });
  });

  it('sums Eastern Cape deaths since 2020 by the offence date, undated and earlier deaths left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2020-01-01', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', event_date: '2023-04-01', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', event_date: '2023-05-01', victims_killed: null }),
      devRow({
        province: 'Eastern Cape',
        event_date: '2019-12-31',
        published_date: '2020-01-02',
        victims_killed: 4,
      }),
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2022-01-01', victims_killed: 5 }),
      devRow({ province: 'Western Cape', event_date: '2022-01-01', victims_killed: 6 }),
    ];
    expect(ask('Since 2020, how many people have been killed', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks arrests since 2020 by the offence date, and answers the CIT question by province and date', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2021-01-01', num_suspects_arrested: 3 }),
      devRow({ province: 'Gauteng', event_date: null, num_suspects_arrested: 9 }),
      devRow({ province: 'Eastern Cape', event_date: '2022-01-01', num_suspects_arrested: 4 }),
      devRow({ province: 'Western Cape', event_date: '2019-06-01', num_suspects_arrested: 10 }),
    ];
    expect(ask('Since 2020, which province', rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    const cit = (province: string, event_date: string | null) =>
      devRow({ province, event_date, crimes: ['cash-in-transit robbery'] });
    expect(ask('Has our province', [cit('Eastern Cape', '2019-12-31'), cit('Eastern Cape', null)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(
      ask('Has our province', [cit('Gauteng', '2024-01-01'), cit('Eastern Cape', '2020-01-01')]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts child victims of rape only where stated, and averages Limpopo ages to one decimal', () => {
    const rows = [
      bRow({ crimes: ['rape'], victims_children: 2 }),
      bRow({ crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      bRow({ crimes: ['rape'], num_victims: 3, victims_children: null }),
      bRow({ crimes: ['murder'], victims_children: 4 }),
    ];
    expect(ask('Confining yourself to cases of rape', rows)).toEqual({ kind: 'number', value: 3 });
    const ages = [
      bRow({ province: 'Limpopo', suspect_ages: [30, 31] }),
      bRow({ province: 'Limpopo', suspect_ages: [33] }),
      bRow({ province: 'Limpopo', suspect_ages: null }),
      bRow({ province: 'Mpumalanga', suspect_ages: [70] }),
    ];
    expect(ask('Where the ages of the accused are stated, what', ages)).toEqual({
      kind: 'number',
      value: 31.3,
    });
  });

  it('finds the earliest Northern Cape incident by offence date, ignoring the undated and other provinces', () => {
    const rows = [
      bRow({ province: 'Northern Cape', event_date: '2018-03-01', published_date: '2018-03-02' }),
      bRow({ province: 'Northern Cape', event_date: null, published_date: '2015-01-01' }),
      bRow({ province: 'Northern Cape', event_date: '2019-01-01' }),
      bRow({ province: 'Free State', event_date: '2010-01-01' }),
    ];
    expect(ask('Taking the date of the offence', rows)).toEqual({ kind: 'date', value: '2018-03-01' });
  });

  it('compares Free State and North West deaths since 2020, refusing a reversed comparison', () => {
    const rows = [
      bRow({ province: 'Free State', event_date: '2022-01-01', victims_killed: 7 }),
      bRow({ province: 'Free State', event_date: null, victims_killed: 2 }),
      bRow({ province: 'Free State', event_date: '2019-01-01', victims_killed: 5 }),
      bRow({ province: 'North West', event_date: '2020-07-01', victims_killed: 3 }),
      bRow({ province: 'North West', event_date: '2021-07-01', victims_killed: null }),
    ];
    expect(ask('Since 2020, how many more people', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [...rows, bRow({ province: 'North West', event_date: '2024-01-01', victims_killed: 5 })];
    expect(() => ask('Since 2020, how many more people', reversed)).toThrow(/does not have more/);
  });

  it('lists the years since 2020 with a North West murder once each, the undated giving no year', () => {
    const murder = (event_date: string | null, province = 'North West') =>
      bRow({ province, event_date, crimes: ['murder'], published_date: '2022-02-02' });
    const rows = [
      murder('2021-07-26'),
      murder('2020-07-29'),
      murder('2021-01-01'),
      murder('2019-12-31'),
      murder(null),
      murder('2023-01-01', 'Free State'),
      bRow({ province: 'North West', event_date: '2024-01-01', crimes: ['attempted murder'] }),
    ];
    expect(ask('In which years since 2020', rows)).toEqual({ kind: 'list', value: ['2020', '2021'] });
  });
});
