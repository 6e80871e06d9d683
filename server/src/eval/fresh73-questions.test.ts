import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH73_QUESTIONS } from './fresh73-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-third fresh question set (blind)', FRESH73_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH73_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH73_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the seventy-third fresh set reads the ground truth as its header says', () => {
  it('counts KZN murders by event date in an inclusive year range, attempted murder and undated rows left out', () => {
    const kzn = (event_date: string | null, crimes = ['murder']) =>
      devRow({ province: 'KwaZulu-Natal', crimes, event_date, published_date: '2020-01-01' });
    const rows = [
      kzn('2017-01-01'),
      kzn('2023-12-31'),
      kzn('2016-12-31'),
      kzn('2024-01-01'),
      kzn(null),
      kzn('2020-05-05', ['attempted murder']),
      kzn('2020-05-06', ['culpable homicide']),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2020-05-07' }),
    ];
    expect(ask('KZN murder incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the difference of stated killed between EC and WC, and refuses it when WC has more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
      devRow({ province: 'Eastern Cape', victims_killed: null, num_victims: 9 }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: 10 }),
    ];
    expect(ask('Ppl killed EC vs WC', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 4 })];
    expect(() => ask('Ppl killed EC vs WC', reversed)).toThrow(/does not have more/);
  });

  it('ranks Gauteng municipalities by suspects arrested, not by incidents, skipping unknown municipalities', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 9 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 3 }),
      devRow({ municipality: null, num_suspects_arrested: 20 }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', num_suspects_arrested: 30 }),
    ];
    expect(ask('GP: municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Johannesburg', 'Johannesburg'],
    });
    expect(() =>
      ask('GP: municipality', [...rows, devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 4 })]),
    ).toThrow(/no single leader/);
  });

  it('sums police victims of Gauteng and the Western Cape only, unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', victims_police: 1 }),
      devRow({ province: 'Western Cape', victims_police: 6 }),
      devRow({ province: 'Western Cape', victims_police: null }),
      devRow({ province: 'KwaZulu-Natal', victims_police: 4 }),
    ];
    expect(ask('SAPS members as victims', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('dates CIT and stock theft by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-21' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-09-01' }),
      devRow({ crimes: ['stock theft'], event_date: '2022-12-30', published_date: '2023-01-02' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2019-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2018-01-01' }),
    ];
    expect(ask('Latest CIT heist', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
    expect(ask('When was the first stock theft', rows)).toEqual({ kind: 'date', value: '2022-12-30' });
  });

  it('takes the female share over victims of stated sex, to the nearest whole percent', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ notebook: 'b', victims_female: 0, victims_male: 5 }),
    ];
    expect(ask('Among the victims whose sex', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts rape cases with a child survivor as rows, not children, and sums children for the other question', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 3 }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      devRow({ crimes: ['rape'], victims_children: 0 }),
      devRow({ crimes: ['rape'], victims_children: null }),
      devRow({ crimes: ['sexual assault'], victims_children: 2 }),
    ];
    expect(ask('In how many of the rape cases', rows)).toEqual({ kind: 'number', value: 2 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('Across all of the rape cases', b)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers yes to a woman suspect only on a stated figure of at least one', () => {
    const unstated = [devRow({ suspects_female: null, suspects_male: 2 }), devRow({ suspects_female: 0 })];
    expect(ask('Is there any incident in which a woman', unstated)).toEqual({ kind: 'text', value: 'No' });
    const one = [...unstated, devRow({ suspects_female: 1 })];
    expect(ask('Is there any incident in which a woman', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds Khayelitsha by the word in the location, in any case', () => {
    const rows = [
      devRow({ location: 'Site C, Khayelitsha', victims_children: 3 }),
      devRow({ location: 'khayelitsha', victims_children: 1 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_children: null }),
      devRow({ location: 'Mitchells Plain', victims_children: 5 }),
    ];
    expect(ask('How many child victims in total', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('sums injured on Saturdays and Sundays of the event date only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_injured: 2 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_injured: 3 }), // Sunday
      devRow({ event_date: '2024-01-05', victims_injured: 7 }), // Friday
      devRow({ event_date: null, published_date: '2024-01-06', victims_injured: 9 }),
      devRow({ event_date: '2024-01-13', victims_injured: null }),
    ];
    expect(ask('Anyone know how many ppl got INJURED', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('names the worst Eastern Cape incident by the parts of its location no other incident holds', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', location: 'New Brighton', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', location: 'Joe Slovo, Cofimvaba', victims_killed: 4 }),
      devRow({ province: 'Western Cape', location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ province: 'Eastern Cape', location: 'Komani', victims_killed: null }),
    ];
    expect(ask('which town in the Eastern cape', rows)).toEqual({ kind: 'text', value: ['New Brighton'] });
  });

  it('ranks Q3 by event month in any year, leaving undated rows out', () => {
    const q = (province: string, event_date: string | null) =>
      devRow({ notebook: 'b', province, event_date, published_date: '2024-08-01' });
    const rows = [
      q('Mpumalanga', '2019-07-01'),
      q('Mpumalanga', '2024-09-30'),
      q('Free State', '2022-08-15'),
      q('Free State', null),
      q('Free State', '2022-10-01'),
      q('Free State', '2022-06-30'),
    ];
    expect(ask('Prov w/ most incidents in Q3', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('shares known attackers over all rape cases, the unstated relationship counting as not known', () => {
    const rape = (relationship: string | null) => devRow({ notebook: 'b', crimes: ['rape'], relationship });
    const rows = [
      rape('partner'),
      rape('family'),
      rape('acquaintance'),
      rape('stranger'),
      rape(null),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('What percentage of the rape cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes a farm by the word in the location, whatever the crime, on a Friday of the event date', () => {
    const farm = (location: string, event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', location, event_date, crimes, province: 'Free State' });
    const rows = [
      farm('Lismor farm, near Kestell', '2022-07-15'), // Friday
      farm('Spitskop Trust Farm, Thaba Nchu', '2024-01-05', ['stock theft']), // Friday
      farm('farm near Glen', null),
      farm('Bloemfontein', '2024-01-12'), // Friday, no farm
      farm('farm near Koingnaas', '2024-12-21', ['illegal mining']), // Saturday
    ];
    expect(ask('Guys how many of the farm cases', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('how many murdurs on farms', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares stock theft cases of the Free State and the Northern Cape, refusing a reversed one', () => {
    const theft = (province: string) => devRow({ notebook: 'b', province, crimes: ['stock theft'] });
    const rows = [theft('Free State'), theft('Free State'), theft('Northern Cape'), theft('Limpopo')];
    expect(ask('stocktheft cases FS vs Northern Cape', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('stocktheft cases FS vs Northern Cape', [...rows, theft('Northern Cape')])).toThrow(
      /does not have more/,
    );
  });
});
