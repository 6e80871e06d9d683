import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH94_QUESTIONS } from './fresh94-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-fourth fresh question set (blind)', FRESH94_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH94_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH94_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninety-fourth fresh set reads the ground truth as its header says', () => {
  it('ranks provinces by murder incidents only, answering KwaZulu-Natal also as KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['culpable homicide'] }),
      b({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Claim: "KwaZulu-Natal has more', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Claim: "KwaZulu-Natal has more', [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })]),
    ).toThrow(/no single leader/);
  });

  it('judges the Eastern Cape killed claim on the stated figures, "fewer than 10" excluding 10', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Western Cape', victims_killed: 7 }),
    ];
    expect(ask('Claim, made on a radio', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const ten = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(ask('Claim, made on a radio', ten)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts incidents with a police victim once each, a null or a 0 not counting', () => {
    const rows = [
      devRow({ victims_police: 6 }),
      devRow({ victims_police: 1 }),
      devRow({ victims_police: 0 }),
      devRow({ victims_police: null }),
      devRow({}),
    ];
    expect(ask('Claim: "Police officers were among', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest cash-in-transit robbery by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-21' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-12-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2018-06-04' }),
    ];
    expect(ask('Claim: "The last cash-in-transit heist', rows)).toEqual({
      kind: 'date',
      value: '2021-03-29',
    });
  });

  it('takes the female share over victims of stated sex, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 1 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('Insofar as the releases record the sex', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('counts weekend murders by event date, leaving out attempted murder and undated incidents', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('If one were to operationalise a "weekend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities without the unplaced incidents, naming a city also without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Taking, admittedly crudely', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('counts a known attacker as partner, family or acquaintance, and sums male suspects in Gauteng only', () => {
    const known = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
    ];
    expect(ask('In how many incidents was the attacker', known)).toEqual({ kind: 'number', value: 3 });
    const suspects = [
      devRow({ province: 'Gauteng', suspects_male: 5, num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', suspects_male: null, num_suspects_arrested: 4 }),
      devRow({ province: 'Gauteng', suspects_male: 2, suspects_female: 3 }),
      devRow({ province: 'Limpopo', suspects_male: 9 }),
    ];
    expect(ask('Attending, as it were', suspects)).toEqual({ kind: 'number', value: 7 });
  });

  it('names the incident with most injured by its own place name, and sums DOA by a Khayelitsha location', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7, victims_killed: 7 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_injured: null, victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Mitchells Plain', victims_killed: 3 }),
    ];
    expect(ask('Biggest MCI', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    expect(ask('Total DOA across', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('dates the first Eastern Cape call with injured by event date, an unstated or 0 injured left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2023-03-27', victims_injured: 1 }),
      devRow({ province: 'Eastern Cape', event_date: '2024-07-29', victims_injured: 3 }),
      devRow({ province: 'Eastern Cape', event_date: '2019-08-01', victims_injured: 0 }),
      devRow({ province: 'Eastern Cape', event_date: '2018-08-01', victims_injured: null }),
      devRow({
        province: 'Eastern Cape',
        event_date: null,
        published_date: '2017-01-01',
        victims_injured: 5,
      }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2016-09-01', victims_injured: 2 }),
    ];
    expect(ask('EC: earliest call', rows)).toEqual({ kind: 'date', value: '2023-03-27' });
  });

  it('says Yes only when every Northern Cape rape has a stated child victim, and errs with none', () => {
    const rows = [
      b({ province: 'Northern Cape', crimes: ['rape'], victims_children: 3 }),
      b({ province: 'Northern Cape', crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      b({ province: 'Free State', crimes: ['rape'], victims_children: 0 }),
      b({ province: 'Northern Cape', crimes: ['sexual assault'], victims_children: null }),
    ];
    expect(ask('Claim: "Every rape case', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, b({ province: 'Northern Cape', crimes: ['rape'], victims_children: null })];
    expect(ask('Claim: "Every rape case', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(() => ask('Claim: "Every rape case', rows.slice(2))).toThrow(/no Northern Cape rape/);
  });

  it('takes the Free State excess over Mpumalanga in people killed, and refuses a reversed comparison', () => {
    const rows = [
      b({ province: 'Free State', victims_killed: 7 }),
      b({ province: 'Free State', victims_killed: null }),
      b({ province: 'Mpumalanga', victims_killed: 2 }),
      b({ province: 'Limpopo', victims_killed: 9 }),
    ];
    expect(ask('Claim: "The Free State incidents', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, b({ province: 'Mpumalanga', victims_killed: 6 })];
    expect(() => ask('Claim: "The Free State incidents', reversed)).toThrow(/does not have more/);
  });

  it('finds a farm by the word in the location in any case, as a whole percent of all incidents', () => {
    const rows = [
      b({ location: 'Lismor farm, near Kestell' }),
      b({ location: 'Spitskop Trust Farm, Thaba Nchu' }),
      b({ location: 'Bloemfontein' }),
      b({ location: 'Kestell' }),
      b({ location: 'Senekal' }),
      b({ location: 'Glen' }),
    ];
    expect(ask('Claim: "Nearly a third', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks provinces by suspects arrested summed, not by incidents', () => {
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      b({ province: 'North West', num_suspects_arrested: 5 }),
      b({ province: 'North West', num_suspects_arrested: 6 }),
      b({ province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('Claim: "Mpumalanga police', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('takes the acquaintance share over the stated relationships only, to one decimal', () => {
    const rows = [
      b({ relationship: 'acquaintance' }),
      b({ relationship: 'acquaintance' }),
      b({ relationship: 'stranger' }),
      b({ relationship: null }),
      b({}),
    ];
    expect(ask('Among those incidents for which', rows)).toEqual({ kind: 'number', value: 66.7 });
  });

  it('counts winter by the month of the event date in any year, June to August inclusive', () => {
    const rows = [
      b({ event_date: '2015-06-01' }),
      b({ event_date: '2022-08-31' }),
      b({ event_date: '2020-09-01' }),
      b({ event_date: '2021-05-31' }),
      b({ event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('If one were to operationalise seasonality', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the paramedic: x3 DOA as 3 or more killed, hijakings as car or truck, Saturday by event date', () => {
    const rows = [
      b({ victims_killed: 3, crimes: ['truck hijacking'], event_date: '2022-09-24' }), // Saturday
      b({ victims_killed: 7, crimes: ['murder'], event_date: '2022-07-16' }), // Saturday
      b({ victims_killed: 2, crimes: ['carjacking'], event_date: '2022-10-04' }),
      b({ victims_killed: null, crimes: ['carjacking'], event_date: null, published_date: '2020-03-21' }),
      b({ crimes: ['armed robbery'], event_date: '2021-01-01' }),
    ];
    expect(ask('How many calls with x3', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('First of the hijakings', rows)).toEqual({ kind: 'date', value: '2022-09-24' });
    expect(ask('Sat shifts', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums female victims in the Northern Cape and finds no police victim in the Free State', () => {
    const rows = [
      b({ province: 'Northern Cape', victims_female: 3, victims_police: 0 }),
      b({ province: 'Northern Cape', victims_female: null }),
      b({ province: 'Northern Cape', victims_female: 2 }),
      b({ province: 'Free State', victims_female: 6, victims_police: null }),
      b({ province: 'North West', victims_police: 2 }),
    ];
    expect(ask('N Cape', rows)).toEqual({ kind: 'number', value: 5 });
    expect(ask('Any SAPS mbrs', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Any SAPS mbrs', [...rows, b({ province: 'Free State', victims_police: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });
});
