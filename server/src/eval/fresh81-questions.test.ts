import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH81_QUESTIONS } from './fresh81-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-first fresh question set (blind)', FRESH81_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH81_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH81_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-first fresh set reads the ground truth as its header says', () => {
  it('counts zama zamas arrested over illegal-mining rows only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['illegal mining', 'illegal firearm possession'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['illegal mining'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], location: 'old mine shaft, Primrose', num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Comrade, quick one', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('sums the women suspects of illegal-mining busts alone', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['illegal mining'], suspects_female: 1, suspects_male: 5 }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], suspects_female: null }),
      devRow({ notebook: 'b', crimes: ['stock theft'], suspects_female: 2 }),
    ];
    expect(ask('In the illegal mining busts', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes "murder in crimes" as the category murder, not attempted murder, within an inclusive range of event dates', () => {
    const killed = (crimes: string[], event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes, event_date, victims_killed, published_date: '2021-06-01' });
    const rows = [
      killed(['murder'], '2020-01-01', 3),
      killed(['murder', 'kidnapping'], '2023-12-31', 2),
      killed(['murder'], '2022-05-05', null),
      killed(['attempted murder'], '2021-01-01', 5),
      killed(['murder'], '2019-12-31', 4),
      killed(['murder'], '2024-01-01', 6),
      killed(['murder'], null, 7),
    ];
    expect(ask("df.loc[df.crimes.apply(lambda xs: 'murder' in xs)", rows)).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('counts car hijackings as carjacking alone, not truck hijacking', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
    ];
    expect(ask('Good morning, and thank you so much', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the fourth quarter of 2019 as October to December of the event date', () => {
    const rows = [
      devRow({ event_date: '2019-10-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2019-09-30' }),
      devRow({ event_date: '2018-11-11' }),
      devRow({ event_date: '2020-10-15' }),
      devRow({ event_date: null, published_date: '2019-11-01' }),
    ];
    expect(ask('len(df[(df.event_date.dt.year == 2019)', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the no-arrest share over all rows, an unstated arrest not counting as False', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('round((df.arrest_made == False)', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the female share over the victims of stated sex, and averages every stated suspect age once', () => {
    const victims = [
      devRow({ notebook: 'b', victims_female: 3, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', victims_female: 0, victims_male: 5 }),
    ];
    expect(ask('round(100 * df.victims_female.sum()', victims)).toEqual({ kind: 'number', value: 33 });
    const ages = [
      devRow({ suspect_ages: [20, 30] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('df.suspect_ages.explode()', ages)).toEqual({ kind: 'number', value: 27 });
  });

  it('reads the East Rand as Ekurhuleni and Durban as eThekwini, dating by the event alone', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', location: 'Vosloorus', event_date: '2021-02-02' }),
      devRow({ municipality: 'Ekurhuleni', location: 'Primrose', event_date: '2023-08-09' }),
      devRow({ municipality: 'City of Johannesburg', location: 'Roodepoort' }),
      devRow({ municipality: 'eThekwini', location: 'Glenwood', event_date: '2018-01-19' }),
      devRow({
        municipality: 'eThekwini',
        location: 'Umlazi',
        event_date: null,
        published_date: '2015-01-01',
      }),
      devRow({ municipality: 'uMshwathi', location: 'New Hanover', event_date: '2014-07-22' }),
    ];
    expect(ask('How many incidents are there on the East Rand', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Good afternoon to you', rows)).toEqual({ kind: 'date', value: '2018-01-19' });
  });

  it('finds a hostel and Khayelitsha by the word in the location, in any case, summing the stated killed', () => {
    const rows = [
      devRow({ location: 'Glebelands Hostel, Umlazi', victims_killed: 7 }),
      devRow({ location: 'men’s hostel near Soweto', victims_killed: 2 }),
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Enkanini, khayelitsha', victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 1 }),
      devRow({ location: 'Mitchells Plain', victims_killed: 9 }),
    ];
    expect(ask('Hostel violence', rows)).toEqual({ kind: 'number', value: 9 });
    expect(ask('Thank you for having me', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts rape alone for the Northern Cape excess over the Free State, refusing a reversed comparison', () => {
    const rape = (province: string, crimes = ['rape']) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      rape('Northern Cape'),
      rape('Northern Cape', ['rape', 'kidnapping']),
      rape('Northern Cape', ['sexual assault']),
      rape('Free State', ['sexual assault']),
      rape('Free State'),
      rape('Limpopo'),
    ];
    expect(ask('Good morning, my dear', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('Good morning, my dear', [...rows, rape('Free State')])).toThrow(/does not have more/);
  });

  it('counts June to August of any year as winter, by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-06-01' }),
      devRow({ notebook: 'b', event_date: '2024-08-31' }),
      devRow({ notebook: 'b', event_date: '2020-07-15' }),
      devRow({ notebook: 'b', event_date: '2020-09-01' }),
      devRow({ notebook: 'b', event_date: '2020-05-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('Yes hello, it is a cold morning', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers the yes/no questions from stated injuries and stated arrests only', () => {
    const vans = [
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_injured: null }),
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_injured: 0 }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'], victims_injured: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery'], victims_injured: 2 }),
    ];
    expect(ask('Morning, morning', vans)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [
      ...vans,
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_injured: 1 }),
    ];
    expect(ask('Morning, morning', hurt)).toEqual({ kind: 'text', value: 'Yes' });

    const poaching = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['poaching'], arrest_made: false }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['poaching'], arrest_made: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['poaching'], arrest_made: true }),
    ];
    expect(ask('Good evening. My late brother', poaching)).toEqual({ kind: 'text', value: 'No' });
    const caught = [
      ...poaching,
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['poaching', 'other'], arrest_made: true }),
    ];
    expect(ask('Good evening. My late brother', caught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks by place: mining arrests per province, arrests per known municipality, child victims per province', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        municipality: 'City of Mbombela',
        crimes: ['illegal mining'],
        num_suspects_arrested: 19,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        municipality: 'City of Matlosana',
        crimes: ['illegal mining'],
        num_suspects_arrested: 6,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        municipality: 'Rustenburg',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: 20,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        municipality: null,
        crimes: ['fraud'],
        num_suspects_arrested: 30,
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: 'Sol Plaatje', victims_children: 3 }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Naledi', victims_children: 1 }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Greater Taung', victims_children: 1 }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        municipality: 'Mangaung',
        num_victims: 4,
        victims_children: null,
      }),
    ];
    expect(ask('In which province did the cops', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask("df.groupby('municipality')", rows)).toEqual({
      kind: 'text',
      value: ['Rustenburg', 'Rustenburg'],
    });
    expect(ask('Hello, thank you, I will not keep you long', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
    const tied = [
      ...rows,
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng', victims_children: 1 }),
    ];
    expect(() => ask('Hello, thank you, I will not keep you long', tied)).toThrow(/no single leader/);
  });

  it('names the most-injured incident by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ location: 'Sweetwaters, Pietermaritzburg', victims_injured: 8 }),
      devRow({ location: 'Imbali, Pietermaritzburg', victims_injured: 7 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: null, num_victims: 20 }),
    ];
    expect(ask('Which single incident left the most people injured', rows)).toEqual({
      kind: 'text',
      value: ['Sweetwaters'],
    });
    expect(() =>
      ask('Which single incident left the most people injured', [
        ...rows,
        devRow({ location: 'Umlazi', victims_injured: 8 }),
      ]),
    ).toThrow(/no single leader/);
  });
});
