import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH220_QUESTIONS } from './fresh220-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twentieth fresh question set (blind)', FRESH220_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH220_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH220_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-twentieth fresh set reads the ground truth as its header says', () => {
  it('counts a row holding both a truck hijacking and a CIT heist once, and nothing else', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['cash-in-transit robbery', 'truck hijacking'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['business robbery'] }),
      b({ crimes: ['truck hijacking'] }),
    ];
    expect(ask('Freight risk check', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares the Joburg metro with eThekwini by municipality, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'eThekwini', province: 'KwaZulu-Natal' }),
      devRow({ municipality: null, province: 'KwaZulu-Natal', location: 'Durban harbour' }),
      devRow({ municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Our rigs run Durban', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ municipality: 'eThekwini' }), devRow({ municipality: 'eThekwini' })];
    expect(() => ask('Our rigs run Durban', reversed)).toThrow(/does not have more/);
  });

  it('dates truck hijackings by event date, a later publication or an undated one not counting', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'], event_date: '2021-05-04', published_date: '2021-05-05' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2019-10-10', published_date: '2025-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: null, published_date: '2026-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2024-01-01' }),
    ];
    expect(ask('Date of the latest truck hijacking', rows)).toEqual({ kind: 'date', value: '2021-05-04' });
    expect(
      ask('Leng was the very first kidnapping', [
        devRow({ crimes: ['kidnapping'], event_date: '2018-02-03' }),
        devRow({ crimes: ['kidnapping'], event_date: null }),
      ]),
    ).toEqual({ kind: 'date', value: '2018-02-03' });
  });

  it('lists the killed per event year in order, the undated and the unstated adding nothing', () => {
    const rows = [
      devRow({ event_date: '2021-03-01', victims_killed: 2 }),
      devRow({ event_date: '2021-09-01', victims_killed: 1 }),
      devRow({ event_date: '2022-03-01', victims_killed: null }),
      devRow({ event_date: '2023-03-01', victims_killed: 5 }),
      devRow({ event_date: null, published_date: '2024-03-01', victims_killed: 7 }),
      devRow({ event_date: '2024-12-31', victims_killed: 4 }),
      devRow({ event_date: '2025-01-01', victims_killed: 9 }),
    ];
    expect(ask('killed (n) by yr', rows)).toEqual({ kind: 'list', value: [3, 0, 5, 4] });
  });

  it('takes the female share over victims of stated sex, and the median over stated victim counts', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ num_victims: null, victims_female: 0, victims_male: 2 }),
      devRow({ num_victims: 2 }),
      b({ num_victims: 100, victims_female: 10, victims_male: 0 }),
    ];
    expect(ask('victims by sex', rows)).toEqual({ kind: 'number', value: 33 });
    // Stated counts 1, 2, 3, 4: the two middle ones averaged.
    expect(ask('median victims per incident', rows)).toEqual({ kind: 'number', value: 2.5 });
    expect(ask('median victims per incident', rows.slice(0, 3))).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks crime categories without "other", names firearms by the word, and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'other'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['attempted murder', 'other'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession', 'other'] }),
      devRow({ crimes: ['murder', 'other'] }),
      devRow({ crimes: ['rape'] }),
    ];
    expect(ask('top 3 crime categories', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'firearm', 'attempted murder'],
    });
    expect(() => ask('top 3 crime categories', [...rows, devRow({ crimes: ['rape'] })])).toThrow(
      /no single top 3/,
    );
  });

  it('says Yes to women among the suspects only when a stated figure is above zero', () => {
    const none = [devRow({ suspects_female: 0, suspects_male: 3 }), devRow({ suspects_female: null })];
    expect(ask('Ee or nnyaa: were there any women', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ suspects_female: 1 })];
    expect(ask('Ee or nnyaa: were there any women', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts a weekend by the event date alone, never the publication date', () => {
    const rows = [
      b({ event_date: '2024-01-06' }), // Saturday
      b({ event_date: '2024-01-07' }), // Sunday
      b({ event_date: '2024-01-05' }), // Friday
      b({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ event_date: '2024-01-06' }), // notebook a
    ];
    expect(ask('Weekend exposure', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests of business robberies only, and counts Mpumalanga hijackings of trucks or cars', () => {
    const rows = [
      b({ crimes: ['business robbery'], num_suspects_arrested: 3 }),
      b({ crimes: ['business robbery', 'extortion'], num_suspects_arrested: null }),
      b({ crimes: ['house robbery'], num_suspects_arrested: 4 }),
      b({ crimes: ['truck hijacking'], province: 'Mpumalanga' }),
      b({ crimes: ['carjacking'], province: 'Mpumalanga' }),
      b({ crimes: ['carjacking'], province: 'Limpopo' }),
      b({ crimes: ['vehicle theft'], province: 'Mpumalanga' }),
    ];
    expect(ask('Business robberies', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('N4 lane', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the YoY delta as the later year minus the earlier by event year, refusing a fall', () => {
    const rows = [
      b({ event_date: '2022-06-01' }),
      b({ event_date: '2023-01-01' }),
      b({ event_date: '2023-12-31' }),
      b({ event_date: '2023-05-05' }),
      b({ event_date: null, published_date: '2023-05-05' }),
    ];
    expect(ask('incidents YoY', rows)).toEqual({ kind: 'number', value: 2 });
    expect(() => ask('incidents YoY', rows.slice(0, 2))).toThrow(/does not have more/);
  });

  it('shares murders with an arrest over all murder rows, an unstated arrest counting as not made', () => {
    const rows = [
      b({ crimes: ['murder'], arrest_made: true }),
      b({ crimes: ['murder', 'rape'], arrest_made: true }),
      b({ crimes: ['murder'], arrest_made: null }),
      b({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('murder cases: share', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('takes killed minus injured, the mean of stated suspect ages, and refuses more injured than killed', () => {
    const rows = [
      b({ victims_killed: 3, victims_injured: 1, suspect_ages: [20, 31] }),
      b({ victims_killed: null, victims_injured: null, suspect_ages: null }),
      b({ victims_killed: 1, victims_injured: 2, suspect_ages: [40] }),
    ];
    expect(ask('killed vs injured', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('suspect age, mean', rows)).toEqual({ kind: 'number', value: 30.3 });
    expect(() => ask('killed vs injured', [...rows, b({ victims_injured: 5 })])).toThrow(/fewer killed/);
  });

  it('reads North West alone for children, municipalities, kidnappings and victims by sex', () => {
    const rows = [
      b({
        province: 'North West',
        municipality: 'Madibeng',
        victims_children: 2,
        victims_male: 1,
        victims_female: 2,
      }),
      b({
        province: 'North West',
        municipality: 'Madibeng',
        victims_children: null,
        crimes: ['kidnapping'],
        event_date: '2020-02-02',
      }),
      b({
        province: 'North West',
        municipality: 'Rustenburg',
        crimes: ['kidnapping'],
        event_date: null,
        victims_male: 2,
      }),
      b({ province: 'North West', municipality: null, location: 'Mareetsane' }),
      b({ province: 'North West', municipality: null, location: 'Taung' }),
      b({
        province: 'Limpopo',
        municipality: 'Polokwane',
        victims_children: 5,
        victims_female: 9,
        crimes: ['kidnapping'],
        event_date: '2024-01-01',
      }),
      b({ province: 'Limpopo', municipality: 'Polokwane' }),
      b({ province: 'Limpopo', municipality: 'Polokwane' }),
    ];
    expect(ask('Dumela! Here in North West', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Kae in North West', rows)).toEqual({ kind: 'text', value: ['Madibeng', 'Madibeng'] });
    expect(ask('Leng was the most recent kidnapping', rows)).toEqual({ kind: 'date', value: '2020-02-02' });
    expect(ask('Ee or nnyaa - in the North West', rows)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by summed arrests and by summed killed, the unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 5 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 2 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 2 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
    ];
    expect(ask('Depot security budgeting', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const killed = [
      b({ province: 'Free State', victims_killed: 3 }),
      b({ province: 'Limpopo', victims_killed: 1 }),
      b({ province: 'Limpopo', victims_killed: 1 }),
      b({ province: 'Limpopo', victims_killed: null }),
    ];
    expect(ask('Which province has the highest body count', killed)).toEqual({
      kind: 'text',
      value: 'Free State',
    });
  });
});
