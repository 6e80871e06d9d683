import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH78_QUESTIONS } from './fresh78-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-eighth fresh question set (blind)', FRESH78_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH78_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH78_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the seventy-eighth fresh set reads the ground truth as its header says', () => {
  it('counts fatalities person by person in KwaZulu-Natal, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], num_victims: 9, victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], num_victims: 2, victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], victims_killed: 1 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 5 }),
      b({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('Person-level count', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('puts a murder in Q4 by its event month in any year, undated records and attempted murder left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2015-10-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2020-09-30' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-11-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-11-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-11-01' }),
    ];
    expect(ask('Incidence by quarter', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the child-victim share over every record, an unstated children figure counting as none', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: undefined }),
      devRow({ victims_children: 1 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: 0 }),
    ];
    expect(ask('What proportion of cases involved', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('finds a town by the word in the location in any case, not by its municipality', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town' }),
      devRow({ location: 'KHAYELITSHA', municipality: 'City of Cape Town' }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town' }),
      b({ location: 'Khayelitsha' }),
    ];
    expect(ask('Khayelitsha is turning', rows)).toEqual({ kind: 'number', value: 2 });
    const bloem = [
      b({ location: 'farm in Bloemspruit, near Bloemfontein', municipality: 'Mangaung' }),
      b({ location: 'Park Road police station, bloemfontein', municipality: 'Mangaung' }),
      b({ location: 'Thaba Nchu', municipality: 'Mangaung' }),
    ];
    expect(ask('Bloemfontien keeps', bloem)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the seasons southern-style: winter June to August, summer December to February, any year', () => {
    const winter = [
      devRow({ crimes: ['murder'], event_date: '2019-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2024-08-31' }),
      devRow({ crimes: ['murder'], event_date: '2021-09-01' }),
      devRow({ crimes: ['murder'], event_date: '2021-01-15' }),
      devRow({ crimes: ['attempted murder'], event_date: '2021-07-15' }),
    ];
    expect(ask('Murders in the dead', winter)).toEqual({ kind: 'number', value: 2 });
    const summer = [
      b({ event_date: '2016-12-27' }),
      b({ event_date: '2024-01-05' }),
      b({ event_date: '2020-02-29' }),
      b({ event_date: '2020-03-01' }),
      b({ event_date: '2020-11-30' }),
      b({ event_date: null, published_date: '2020-01-10' }),
    ];
    expect(ask('For a sweltering summer', summer)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes a weekend from the event date alone, for Gauteng murders only', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: null, published_date: '2024-01-06' }), // published on a Saturday
      devRow({ province: 'Gauteng', crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ province: 'Limpopo', crimes: ['murder'], event_date: '2024-01-07' }),
    ];
    expect(ask('Did any murder in Gauteng', rows)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2014-10-26' })];
    expect(ask('Did any murder in Gauteng', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('maps eKapa, eBhayi and eMonti to their municipalities, not to the province or the town word', () => {
    const police = [
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', victims_police: 6 }),
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', victims_police: null }),
      devRow({
        municipality: 'Swartland',
        location: 'near Cape Town',
        province: 'Western Cape',
        victims_police: 2,
      }),
    ];
    expect(ask('molweni..', police)).toEqual({ kind: 'number', value: 6 });
    const killed = [
      devRow({ municipality: 'Nelson Mandela Bay', province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ municipality: 'Buffalo City', province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ municipality: 'Buffalo City', province: 'Eastern Cape', victims_killed: null }),
      devRow({ municipality: 'Kouga', province: 'Eastern Cape', victims_killed: 4 }),
    ];
    expect(ask('eBhayi and eMonti', killed)).toEqual({ kind: 'number', value: 8 });
  });

  it('counts arrests from the first of January of the "since" year, undated cases left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2023-01-01', num_suspects_arrested: 4 }),
      devRow({ province: 'Eastern Cape', event_date: '2025-02-08', num_suspects_arrested: 1 }),
      devRow({ province: 'Eastern Cape', event_date: '2022-12-31', num_suspects_arrested: 5 }),
      devRow({
        province: 'Eastern Cape',
        event_date: null,
        published_date: '2024-01-01',
        num_suspects_arrested: 3,
      }),
      devRow({ province: 'Eastern Cape', event_date: '2024-07-10', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', event_date: '2024-07-10', num_suspects_arrested: 9 }),
    ];
    expect(ask('izigebengu in the Eastern Cape', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes men minus women among KZN victims, and refuses a question whose first side is not larger', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_male: 9, victims_female: 0 }),
      devRow({ province: 'KwaZulu-Natal', victims_male: 1, victims_female: 1 }),
      devRow({ province: 'KwaZulu-Natal', num_victims: 4, victims_male: null, victims_female: null }),
      devRow({ province: 'Gauteng', victims_male: 0, victims_female: 5 }),
    ];
    expect(ask('KZN side', rows)).toEqual({ kind: 'number', value: 9 });
    const reversed = [...rows, devRow({ province: 'KwaZulu-Natal', victims_female: 12 })];
    expect(() => ask('KZN side', reversed)).toThrow(/does not have more/);
  });

  it('takes a sexual offence as rape or sexual assault, and a child victim as at least one stated child', () => {
    const rows = [
      b({ crimes: ['rape'], victims_children: 1 }),
      b({ crimes: ['sexual assault'], victims_children: 2 }),
      b({ crimes: ['rape', 'murder'], victims_children: null }),
      b({ crimes: ['rape'], victims_children: 0 }),
      b({ crimes: ['murder'], victims_children: 3 }),
    ];
    expect(ask('Among sexual offence cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('drops the undated records from the male-suspect total when asked to', () => {
    const rows = [
      b({ event_date: '2020-01-01', suspects_male: 4, num_suspects_arrested: 2 }),
      b({ event_date: null, suspects_male: 3 }),
      b({ event_date: '2021-05-05', suspects_male: null, num_suspects_arrested: 6 }),
      b({ event_date: '2021-05-06', suspects_male: 1, suspects_female: 2 }),
    ];
    expect(ask('Excluding records with missing dates', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('subtracts Free State injuries from fatalities, person by person', () => {
    const rows = [
      b({ province: 'Free State', victims_killed: 7, victims_injured: 0 }),
      b({ province: 'Free State', victims_killed: 1, victims_injured: 2 }),
      b({ province: 'Free State', victims_killed: null, victims_injured: null, num_victims: 5 }),
      b({ province: 'Limpopo', victims_killed: 0, victims_injured: 9 }),
    ];
    expect(ask('Free State records only', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('asks about police among the victims in Mpumalanga from 2021 by event date', () => {
    const rows = [
      b({ province: 'Mpumalanga', event_date: '2018-12-01', victims_police: 1 }),
      b({ province: 'Mpumalanga', event_date: '2022-05-04', victims_police: 0 }),
      b({ province: 'Mpumalanga', event_date: '2023-01-05', victims_police: null }),
      b({ province: 'Mpumalanga', event_date: null, published_date: '2023-01-05', victims_police: 2 }),
      b({ province: 'Limpopo', event_date: '2022-01-01', victims_police: 1 }),
    ];
    expect(ask('eMpumalanga since 2021', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, b({ province: 'Mpumalanga', event_date: '2021-01-01', victims_police: 1 })];
    expect(ask('eMpumalanga since 2021', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks by place: Gauteng municipalities only, the most victims by num_victims, the bloodiest by killed', () => {
    const gauteng = [
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Gauteng', municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('which munisipality eGauteng', gauteng)).toEqual({
      kind: 'text',
      value: ['Ekurhuleni', 'Ekurhuleni'],
    });
    const incidents = [
      devRow({ location: 'Site B, Khayelitsha', num_victims: 14, victims_killed: 2 }),
      devRow({ location: 'Site C, Khayelitsha', num_victims: 3, victims_killed: 3 }),
      devRow({ location: 'Sweetwaters', num_victims: null, victims_killed: 9 }),
    ];
    expect(ask('My thriller opens', incidents)).toEqual({ kind: 'text', value: ['Site B'] });
    const bloody = incidents.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('Which was the bloodiest', bloody)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    const tied = [
      b({ location: 'Kestell', victims_killed: 3 }),
      b({ location: 'Hartswater', victims_killed: 3 }),
    ];
    expect(() => ask('Which was the bloodiest', tied)).toThrow(/no single leader/);
  });
});
