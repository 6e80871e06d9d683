import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH289_QUESTIONS } from './fresh289-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-ninth fresh question set (blind)', FRESH289_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH289_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH289_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighty-ninth fresh set reads the ground truth as its header says', () => {
  it('ranks municipalities by attempted murders alone, skipping the unknown, and refuses a tie', () => {
    const shot = (municipality: string | null, crimes = ['attempted murder']) =>
      devRow({ municipality, crimes });
    const rows = [
      shot('City of Cape Town'),
      shot('City of Cape Town', ['attempted murder', 'illegal firearm possession']),
      shot('eThekwini'),
      shot(null),
      shot(null),
      shot('eThekwini', ['murder']),
      shot('eThekwini', ['murder']),
    ];
    expect(ask('Our skip maintains', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() => ask('Our skip maintains', [...rows, shot('eThekwini')])).toThrow(/no single leader/);
  });

  it('answers the kidnapping comparison yes only when KwaZulu-Natal has strictly more', () => {
    const kidnap = (province: string) => devRow({ province, crimes: ['kidnapping'] });
    const level = [
      kidnap('KwaZulu-Natal'),
      kidnap('Gauteng'),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('A lady in our rink', level)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('A lady in our rink', [...level, kidnap('KwaZulu-Natal')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('dates the earliest Eastern Cape murder by event date, never by publication', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2019-05-01' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2015-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2016-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2014-01-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'robbery'], event_date: '2021-01-01' }),
    ];
    expect(ask('Going back to the very first end', rows)).toEqual({ kind: 'date', value: '2019-05-01' });
  });

  it('averages and takes the median over stated suspect ages only, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 30] }),
      devRow({ suspect_ages: [41] }),
      devRow({ suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [90] }),
    ];
    expect(ask('Average age of the suspects', rows)).toEqual({ kind: 'number', value: 30 });
    const b = [
      devRow({ notebook: 'b', suspect_ages: [20, 30] }),
      devRow({ notebook: 'b', suspect_ages: [41, 50] }),
      devRow({ notebook: 'b', suspect_ages: null }),
    ];
    expect(ask('I note that suspect ages', b)).toEqual({ kind: 'number', value: 35.5 });
  });

  it('counts December and January of any year by event date, undated rows in neither', () => {
    const rows = [
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2023-01-01' }),
      devRow({ event_date: '2023-02-01' }),
      devRow({ event_date: '2022-11-30' }),
      devRow({ event_date: null, published_date: '2023-12-15' }),
    ];
    expect(ask('Festive season', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Gauteng murder share over the Gauteng rows alone', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['theft'] }),
      devRow({ province: 'Limpopo', crimes: ['murder'] }),
      devRow({ province: 'Limpopo', crimes: ['murder'] }),
    ];
    expect(ask('Out of all the Gauteng jobs', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the female share over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ notebook: 'b', victims_female: 0, victims_male: 5 }),
    ];
    expect(ask('Of all victims whose sex is measured', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the median number of victims over the rows that state it', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: null }),
      devRow({ num_victims: null }),
      devRow({ num_victims: 7 }),
      devRow({ num_victims: 4 }),
    ];
    expect(ask('Taking only the line items', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums injured victims of murder or attempted murder items only, a null adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_injured: 2 }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'], victims_injured: 3 }),
      devRow({ crimes: ['murder'], victims_injured: null }),
      devRow({ crimes: ['assault gbh'], victims_injured: 9 }),
    ];
    expect(ask('For the line items classed', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks provinces by persons killed, names KwaZulu-Natal also as KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Gauteng' }),
    ];
    expect(ask('Which province carries the highest line', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Which province carries the highest line', [
        ...rows,
        devRow({ province: 'Eastern Cape', victims_killed: 1 }),
      ]),
    ).toThrow(/no single leader/);
  });

  it('counts weekend murders and murders of 2020 to 2022 by event date, undated rows in neither', () => {
    const murder = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2022-06-04' });
    const rows = [
      murder('2022-06-04'), // Saturday
      murder('2022-06-05'), // Sunday
      murder('2022-06-06'), // Monday
      murder('2019-12-31'), // Tuesday
      murder('2023-01-01'), // Sunday
      murder(null),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2021-05-01' }), // Saturday
    ];
    expect(ask('The club holds its pennant', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('For the period 2020 to 2022', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes a dead end as a stated false arrest, in the Northern Cape only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Free State', arrest_made: false }),
    ];
    expect(ask('In bowls a dead end', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks provinces by gun jobs alone, and municipalities by all incidents without the unknown', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['illegal firearm possession'],
        municipality: 'Mangaung',
      }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['illegal firearm possession', 'murder'],
        municipality: null,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['illegal firearm possession'],
        municipality: null,
      }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], municipality: null }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['kidnapping'],
        municipality: 'City of Matlosana',
      }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'], municipality: 'Mangaung' }),
    ];
    expect(ask('Run a bead down', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('Which municipality is lying', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    const tied = [
      ...rows,
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal firearm possession'] }),
    ];
    expect(() => ask('Run a bead down', tied)).toThrow(/no single leader/);
  });
});
