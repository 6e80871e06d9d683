import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH134_QUESTIONS } from './fresh134-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-fourth fresh question set (blind)', FRESH134_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH134_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH134_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-fourth fresh set reads the ground truth as its header says', () => {
  it('counts Eastern Cape murders without attempted murder, other provinces or the other notebook', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask("For the portfolio committee's", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("takes Johannesburg's share over all Gauteng incidents, those without a municipality included", () => {
    const rows = [
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('What share of the incidents recorded in Gauteng', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('ranks provinces by the stated killed, a null adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: null, num_victims: 9 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', victims_killed: 5 }),
    ];
    expect(ask('Which province accounts', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(() => ask('Which province accounts', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest poaching by event date, an undated one left out', () => {
    const rows = [
      devRow({ crimes: ['poaching'], event_date: '2016-10-19', published_date: '2016-10-20' }),
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2012-01-01' }),
      devRow({ crimes: ['poaching', 'drug possession'], event_date: '2022-12-14' }),
      devRow({ crimes: ['stock theft'], event_date: '2010-05-05' }),
      devRow({ notebook: 'b', crimes: ['poaching'], event_date: '2011-01-01' }),
    ];
    expect(ask('When did the earliest poaching', rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('asks whether every stock theft ended in an arrest, an unstated arrest not being one', () => {
    const all = [
      devRow({ crimes: ['stock theft'], arrest_made: true }),
      devRow({ crimes: ['stock theft', 'other'], arrest_made: true }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('Did every single stock theft', all)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...all, devRow({ crimes: ['stock theft'], arrest_made: null })];
    expect(ask('Did every single stock theft', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts stock rustling or poaching once per incident, in the Eastern Cape and KwaZulu-Natal only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['stock theft', 'other'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['poaching', 'stock theft'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['theft'] }),
      devRow({ province: 'Western Cape', crimes: ['poaching'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['stock theft'] }),
    ];
    expect(ask('How many cases of stock rustling', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts 2019 kidnappings by event date alone, never by the publication date', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-01-01' }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: '2019-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2018-12-31', published_date: '2019-01-02' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2019-06-01' }),
      devRow({ crimes: ['extortion'], event_date: '2019-06-01' }),
    ];
    expect(ask('kidnapings in 2019', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('subtracts stated female victims from stated male victims, and refuses when men are not more', () => {
    const rows = [
      devRow({ num_victims: 4, victims_male: 3, victims_female: 1 }),
      devRow({ num_victims: 6, victims_male: null, victims_female: null }),
      devRow({ num_victims: 2, victims_male: 2, victims_female: null }),
      devRow({ notebook: 'b', victims_male: 0, victims_female: 9 }),
    ];
    expect(ask('how many more male victims', rows)).toEqual({ kind: 'number', value: 4 });
    expect(() => ask('how many more male victims', [devRow({ victims_male: 1, victims_female: 1 })])).toThrow(
      /not more male/,
    );
  });

  it('ranks municipalities leaving out rows without one, and names a metro with or without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Which local or metropolitan', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('compares Free State and Mpumalanga murders, and refuses when the Free State has no more', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder', 'house robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(ask('How many more incidents involving murder', rows)).toEqual({ kind: 'number', value: 1 });
    const even = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] })];
    expect(() => ask('How many more incidents involving murder', even)).toThrow(/does not have more/);
  });

  it('takes 2020 to 2022 inclusive by event date in North West, the undated left out', () => {
    const nw = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'North West', event_date, published_date: '2021-01-01' });
    const rows = [
      nw('2020-01-01'),
      nw('2022-12-31'),
      nw('2019-12-31'),
      nw('2023-01-01'),
      nw(null),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2021-05-05' }),
    ];
    expect(ask('For the period 2020 to 2022', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a farm by the word in the location in any case, near ones included, and shares out the stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'near Klippan Farm, Slurry', crimes: ['murder'], victims_killed: 1 }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['stock theft'], victims_killed: null }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], victims_killed: 4 }),
      devRow({ notebook: 'b', location: 'Bloemfontein', crimes: ['rape'], victims_killed: null }),
      devRow({ location: 'Another farm', crimes: ['murder'], victims_killed: 10 }),
    ];
    expect(ask('For a feature on farm attacks', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks provinces by farm incidents of any crime, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', crimes: ['stock theft'] }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'De Rots farm, Senekal',
        crimes: ['murder'],
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'farm near Koingnaas',
        crimes: ['theft'],
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Kimberley', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Upington', crimes: ['murder'] }),
    ];
    expect(ask('Which province has the most incidents', rows)).toEqual({ kind: 'text', value: 'Free State' });
    const tied = [
      ...rows,
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm in Magogong', crimes: ['murder'] }),
    ];
    expect(() => ask('Which province has the most incidents', tied)).toThrow(/no single leader/);
  });

  it('answers a Limpopo farm murder only for a murder on a farm in Limpopo', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Sonkwane village', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'farm near Tzaneen', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', crimes: ['murder'] }),
    ];
    expect(ask('Is there any murder on or near a farm', rows)).toEqual({ kind: 'text', value: 'No' });
    const farmMurder = [
      ...rows,
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Doornhoek Farm', crimes: ['murder'] }),
    ];
    expect(ask('Is there any murder on or near a farm', farmMurder)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes "no arrest" as a stated false over all the notebook\'s rows, an unstated arrest not counting', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'a', arrest_made: false }),
    ];
    expect(ask('% of incidents with no arrest', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the earliest Limpopo incident by event date, and sums Mpumalanga arrests with nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2015-07-02' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2014-01-01', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'a', province: 'Limpopo', event_date: '2001-01-01', num_suspects_arrested: 7 }),
    ];
    expect(ask('earliest incident date in Limpopo', rows)).toEqual({ kind: 'date', value: '2015-07-02' });
    expect(ask('suspects arrested in Mpumalnga', rows)).toEqual({ kind: 'number', value: 22 });
  });
});
