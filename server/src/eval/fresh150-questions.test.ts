import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH150_QUESTIONS } from './fresh150-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fiftieth fresh question set (blind)', FRESH150_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH150_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH150_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fiftieth fresh set reads the ground truth as its header says', () => {
  it('answers "more killed in the Eastern Cape than KZN" with No on a tie, nulls adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Heard a caller on talk radio', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 1 })];
    expect(ask('Heard a caller on talk radio', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest CIT robbery and the earliest incident by event date alone', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-09-01' }),
      devRow({ crimes: ['theft'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2014-07-22' }),
    ];
    expect(ask('Someone on air claimed', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
    expect(ask('A radio host said', rows)).toEqual({ kind: 'date', value: '2014-07-22' });
    expect(() => ask('Someone on air claimed', [devRow({ crimes: ['robbery'] })])).toThrow(/no dated/);
  });

  it('sums the Ekurhuleni, Joburg and Tshwane incidents, leaving other and unknown municipalities out', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: 'Midvaal' }),
      devRow({ municipality: null }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni' }),
    ];
    expect(ask('I work in community safety', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts Joburg kidnappings from 1 January 2020, the day before and the undated left out', () => {
    const jhb = (event_date: string | null, crimes = ['kidnapping']) =>
      devRow({ municipality: 'City of Johannesburg', crimes, event_date, published_date: '2020-06-01' });
    const rows = [
      jhb('2020-01-01'),
      jhb('2019-12-31'),
      jhb(null),
      jhb('2025-05-29'),
      jhb('2022-01-01', ['murder']),
      devRow({ municipality: 'Ekurhuleni', crimes: ['kidnapping'], event_date: '2023-01-01' }),
    ];
    expect(ask('In the Joburg metro', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the male share over victims of stated sex and the child-victim share over all incidents', () => {
    const rows = [
      devRow({ victims_female: 1, victims_male: 2 }),
      devRow({ victims_female: null, victims_male: null, num_victims: 10 }),
      devRow({ victims_female: 0, victims_male: null }),
    ];
    expect(ask('Victims by sex breakdown', rows)).toEqual({ kind: 'number', value: 67 });
    const b = [
      devRow({ notebook: 'b', victims_children: 3 }),
      devRow({ notebook: 'b', victims_children: 0 }),
      devRow({ notebook: 'b', victims_children: null }),
      devRow({ notebook: 'b', victims_children: null }),
    ];
    expect(ask('what percentge of incidents', b)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks municipalities by summed arrests, skips unknown ones, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 3 }),
      devRow({ municipality: null, num_suspects_arrested: 19 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: null }),
    ];
    expect(ask('Top places by arrests', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 1 })];
    expect(() => ask('Top places by arrests', tied)).toThrow(/no single leader/);
  });

  it('ranks KwaZulu-Natal municipalities on that province alone', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi' }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('Which municipality in KwaZulu-Natal', rows)).toEqual({
      kind: 'text',
      value: ['eThekwini', 'eThekwini'],
    });
  });

  it('says Yes to "more Free State farm murders" only when strictly ahead, reading "farm" in the location', () => {
    const farm = (province: string, location: string, crimes = ['murder']) =>
      devRow({ notebook: 'b', province, location, crimes });
    const rows = [
      farm('Free State', 'Lismor farm, near Kestell'),
      farm('Free State', 'Spitskop Trust Farm, Thaba Nchu'),
      farm('Free State', 'Bloemspruit farm', ['stock theft']),
      farm('North West', 'near Klippan farm, Slurry'),
      farm('North West', 'Mareetsane'),
      farm('North West', 'Mahikeng'),
    ];
    expect(ask('Someone on the radio said the Free State', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const tie = [...rows, farm('North West', 'farm near Slurry')];
    expect(ask('Someone on the radio said the Free State', tie)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Someone on the radio said the Free State', [farm('Limpopo', 'farm near Giyani')])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('reads the youngest and the mean of stated suspect ages, and refuses when none is stated', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [22, 34] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [] }),
      devRow({ notebook: 'b', suspect_ages: [19] }),
    ];
    expect(ask('Guy on talk radio', rows)).toEqual({ kind: 'number', value: 19 });
    expect(ask('Average age of the suspects', rows)).toEqual({ kind: 'number', value: 25 });
    const none = [devRow({ notebook: 'b', suspect_ages: null })];
    expect(() => ask('Guy on talk radio', none)).toThrow(/no stated suspect age/);
    expect(() => ask('Average age of the suspects', none)).toThrow(/no stated value/);
  });

  it('takes the female suspect share over suspects of stated sex, and counts Madibeng with Rustenburg', () => {
    const rows = [
      devRow({
        notebook: 'b',
        municipality: 'Madibeng',
        suspects_female: 1,
        suspects_male: 3,
        num_suspects_arrested: 4,
      }),
      devRow({
        notebook: 'b',
        municipality: 'Rustenburg',
        suspects_female: null,
        suspects_male: 5,
        num_suspects_arrested: 12,
      }),
      devRow({
        notebook: 'b',
        municipality: 'City of Matlosana',
        suspects_female: null,
        suspects_male: null,
        num_suspects_arrested: 6,
      }),
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: null }),
    ];
    expect(ask('Breakdown of suspects by sex', rows)).toEqual({ kind: 'number', value: 11 });
    expect(ask("I'm with Madibeng", rows)).toEqual({ kind: 'number', value: 16 });
  });

  it('measures 2024 over 2020 by event year and refuses when 2024 does not have more', () => {
    const year = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-06-01' });
    const rows = [year('2024-01-01'), year('2024-12-31'), year('2020-06-30'), year(null), year('2025-01-01')];
    expect(ask('incidents per year chart', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('incidents per year chart', [...rows, year('2020-01-01')])).toThrow(
      /does not have more/,
    );
  });

  it('refuses the questions about sentences and parole whatever the rows hold', () => {
    const rows = [devRow({ crimes: ['murder'], num_suspects_arrested: 3 })];
    expect(ask('A guest on a talk show', rows)).toEqual({ kind: 'refusal' });
    expect(ask('Someone claimed most of the suspects', rows)).toEqual({ kind: 'refusal' });
  });
});
