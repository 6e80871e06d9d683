import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH98_QUESTIONS } from './fresh98-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-eighth fresh question set (blind)', FRESH98_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH98_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH98_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the ninety-eighth fresh set reads the ground truth as its header says', () => {
  it('counts murder alone in Gauteng, not attempted murder, and only the notebook asked about', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'house robbery'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['murder'], province: 'Western Cape' }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('Habari.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed of one province, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['public violence'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Watu wangapi waliuawa', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('sums the injured of Western Cape attempted murders only', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'], victims_injured: 7 }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], victims_injured: null }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_injured: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], victims_injured: 5 }),
    ];
    expect(ask('Attempted murder cases in Western Cape', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('ranks provinces by kidnapping rows and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Polisi hapa', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] })];
    expect(() => ask('Polisi hapa', tied)).toThrow(/no single leader/);
  });

  it('ranks municipalities by rows, leaving out rows without one, and names a metro with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('10-4. Hot zone check', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('takes the share of murder rows with an arrest over every murder row, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    // 2 of 6 murder rows.
    expect(ask('Copy that. Armed response', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('finds a Sunday in Ekurhuleni by the event date alone', () => {
    const sundayPublished = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2024-01-08', published_date: '2024-01-07' }), // Monday, published Sunday
      devRow({ municipality: 'Ekurhuleni', event_date: null, published_date: '2024-01-14' }),
      devRow({ municipality: 'City of Johannesburg', event_date: '2024-01-07' }), // Sunday elsewhere
    ];
    expect(ask('Any call-outs in Ekurhuleni', sundayPublished)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...sundayPublished, devRow({ municipality: 'Ekurhuleni', event_date: '2023-06-18' })];
    expect(ask('Any call-outs in Ekurhuleni', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the firearm share over rows dated July to December of any year, undated rows left out', () => {
    const rows = [
      devRow({ event_date: '2019-07-01', crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ event_date: '2023-12-31', crimes: ['murder'] }),
      devRow({ event_date: '2020-10-10', crimes: ['theft'] }),
      devRow({ event_date: '2021-06-30', crimes: ['illegal firearm possession'] }),
      devRow({ event_date: null, crimes: ['illegal firearm possession'] }),
    ];
    // 1 of 3 second-half rows.
    expect(ask('Expressed as aggregate figures only', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('compares killed between provinces and refuses a comparison the wrong way round', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 4 }),
    ];
    expect(ask('In de-identified, aggregate terms', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })];
    expect(() => ask('In de-identified, aggregate terms', reversed)).toThrow(/does not have more/);
  });

  it('counts rapes dated 2023 to 2024 inclusive, never by publication date', () => {
    const rape = (event_date: string | null, published_date = '2024-06-01') =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date });
    const rows = [
      rape('2023-01-01'),
      rape('2024-12-31'),
      rape('2022-12-31', '2023-01-05'),
      rape('2025-01-01'),
      rape(null),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2023-05-05' }),
    ];
    expect(ask('Rape cases in 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "polisi made no arrest" as a stated false, not an unstated arrest', () => {
    const mining = (arrest_made: boolean | null, province = 'North West') =>
      devRow({ notebook: 'b', crimes: ['illegal mining'], province, arrest_made });
    const unstated = [mining(null), mining(true), mining(false, 'Northern Cape')];
    expect(ask('Kuna case yoyote', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Kuna case yoyote', [...unstated, mining(false)])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by armed, business or house robbery rows, each row counted once', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['house robbery', 'business robbery'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['armed robbery', 'house robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['house robbery'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['carjacking'] }),
    ];
    expect(ask('Copy. Which province', rows)).toEqual({ kind: 'text', value: 'Free State' });
  });

  it('sums police victims of North West and Free State only, and female suspects across the notebook', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: 2, suspects_female: 1 }),
      devRow({ notebook: 'b', province: 'Free State', victims_police: 1, suspects_female: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 5, suspects_female: 2 }),
      devRow({ notebook: 'b', province: 'North West', victims_police: null, suspects_female: 0 }),
    ];
    expect(ask('Members down', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Please provide, as aggregate figures', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the known-attacker share over every row, a stranger or unstated tie not counting', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'partner' }),
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'family' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b', relationship: null }),
    ];
    // 3 of 8 is 37.5%, on the halfway mark of a whole percent: an error in the question.
    expect(() => ask('As an aggregate percentage', rows)).toThrow(/halfway/);
    // 3 of 9.
    const more = [...rows, devRow({ notebook: 'b', relationship: null })];
    expect(ask('As an aggregate percentage', more)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the first kidnapping by event date, undated rows never the earliest', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['kidnapping', 'murder'], event_date: '2016-02-06' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2012-01-01' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: '2023-07-07' }),
    ];
    expect(ask('To determine the earliest point', rows)).toEqual({ kind: 'date', value: '2016-02-06' });
  });
});
