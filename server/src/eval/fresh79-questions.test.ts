import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH79_QUESTIONS } from './fresh79-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-ninth fresh question set (blind)', FRESH79_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH79_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH79_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the seventy-ninth fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng kidnappings from 1 January 2020 by event date alone', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2020-01-01' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2024-05-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2019-12-31', published_date: '2020-01-03' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2023-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2022-01-01', province: 'Limpopo' }),
      devRow({ crimes: ['human trafficking'], event_date: '2022-01-01' }),
    ];
    expect(ask('Sir, As a ratepayer', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "no arrest at all" as a stated false, for murder alone in the Western Cape', () => {
    const wc = (fields: Partial<DevRow>) => devRow({ province: 'Western Cape', ...fields });
    const unstated = [
      wc({ crimes: ['murder'], arrest_made: null }),
      wc({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Sir, Your correspondent', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, wc({ crimes: ['murder', 'arson'], arrest_made: false })];
    expect(ask('Sir, Your correspondent', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds Khayelitsha by the word in the location, in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 3 }),
      devRow({ location: 'KHAYELITSHA', victims_killed: 2 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_killed: null }),
      devRow({ location: 'Mitchells Plain', victims_killed: 5 }),
    ];
    expect(ask('Sir, I have family', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts a hijacking of a car or a truck once per incident, and no other robbery', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
    ];
    expect(ask('how many hijakings', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts weekend murders by event date, leaving out attempted murder, culpable homicide and the undated', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'house robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-07' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('deadass how many murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrest share over all incidents, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('what % of cases', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('pools suspect ages one per suspect for the median, the middle pair averaged', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [25, 50, 60] }),
    ];
    // 20, 25, 31, 40, 50, 60: the middle pair is 31 and 40.
    expect(ask('Taking each suspect', rows)).toEqual({ kind: 'number', value: 35.5 });
    expect(ask('Taking each suspect', rows.slice(0, 2))).toEqual({ kind: 'number', value: 31 });
  });

  it('takes the female shares over people of recorded sex to one decimal place, nulls adding nothing', () => {
    const victims = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims whose sex', victims)).toEqual({ kind: 'number', value: 33.3 });
    const suspects = [
      bRow({ suspects_female: 1, suspects_male: 5 }),
      bRow({ suspects_female: null, suspects_male: 8 }),
      bRow({ suspects_female: null, suspects_male: null, num_suspects_arrested: 4 }),
    ];
    // 1 of 14 is 7.14 per cent.
    expect(ask('Among suspects whose sex', suspects)).toEqual({ kind: 'number', value: 7.1 });
  });

  it('sums the injured of July to September in any year, the undated and October left out', () => {
    const rows = [
      devRow({ event_date: '2019-07-01', victims_injured: 2 }),
      devRow({ event_date: '2023-09-30', victims_injured: 4 }),
      devRow({ event_date: '2023-08-15', victims_injured: null }),
      devRow({ event_date: '2023-10-01', victims_injured: 7 }),
      devRow({ event_date: null, published_date: '2023-08-01', victims_injured: 9 }),
    ];
    expect(ask('What is the sum of victims injured', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('finds a Free State farm by the word in the location, whatever the crime', () => {
    const rows = [
      bRow({ province: 'Free State', location: 'Lismor Farm, near Kestell', crimes: ['murder'] }),
      bRow({ province: 'Free State', location: 'farm near Glen', crimes: ['stock theft'] }),
      bRow({ province: 'Free State', location: 'Bloemfontein', crimes: ['murder'] }),
      bRow({ province: 'North West', location: 'near Klippan farm, Slurry', crimes: ['murder'] }),
    ];
    expect(ask('Sir, Those of us who farm', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("measures Mpumalanga's lead in arrests over North West, and refuses a reversed one", () => {
    const rows = [
      bRow({ province: 'Mpumalanga', num_suspects_arrested: 6 }),
      bRow({ province: 'Mpumalanga', num_suspects_arrested: null }),
      bRow({ province: 'North West', num_suspects_arrested: 4 }),
      bRow({ province: 'Limpopo', num_suspects_arrested: 9 }),
    ];
    expect(ask('Dear Editor, The North West', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, bRow({ province: 'North West', num_suspects_arrested: 3 })];
    expect(() => ask('Dear Editor, The North West', reversed)).toThrow(/does not have more/);
  });

  it('counts rape alone since 2020, not sexual assault, and a bust above ten in one NW incident only', () => {
    const rows = [
      bRow({ crimes: ['rape'], event_date: '2020-01-01' }),
      bRow({ crimes: ['rape', 'kidnapping'], event_date: '2023-05-01' }),
      bRow({ crimes: ['sexual assault'], event_date: '2023-05-01' }),
      bRow({ crimes: ['rape'], event_date: '2019-12-31' }),
      bRow({ crimes: ['rape'], event_date: null, published_date: '2021-01-01' }),
    ];
    expect(ask('ngl this is heavy', rows)).toEqual({ kind: 'number', value: 2 });
    const busts = [
      bRow({ province: 'North West', num_suspects_arrested: 10 }),
      bRow({ province: 'North West', num_suspects_arrested: 8 }),
      bRow({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
    ];
    expect(ask('any single bust in NW', busts)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('any single bust in NW', [...busts, bRow({ province: 'North West', num_suspects_arrested: 11 })]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('reads December, Thursdays and the second half of 2023 by event date, both ends of the range included', () => {
    const rows = [
      bRow({ event_date: '2016-12-27' }), // Tuesday
      bRow({ event_date: '2023-12-31' }), // Sunday
      bRow({ event_date: '2023-07-01' }), // Saturday
      bRow({ event_date: '2023-06-30' }), // Friday
      bRow({ event_date: '2024-01-04' }), // Thursday
      bRow({ event_date: '2023-11-09' }), // Thursday
      bRow({ event_date: null, published_date: '2023-12-07' }), // published on a Thursday in December
    ];
    expect(ask('how much stuff went down in december', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('What is the frequency of incidents', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('What is the incidence of events', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('averages Limpopo arrests over the stated figures only', () => {
    const rows = [
      bRow({ province: 'Limpopo', num_suspects_arrested: 1 }),
      bRow({ province: 'Limpopo', num_suspects_arrested: 4 }),
      bRow({ province: 'Limpopo', num_suspects_arrested: null }),
      bRow({ province: 'Limpopo', num_suspects_arrested: 0 }),
      bRow({ province: 'Free State', num_suspects_arrested: 9 }),
    ];
    expect(ask('What is the mean number', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('ranks by place: unknown municipalities left out, police victims summed per province, the biggest bust by its own place name', () => {
    const kidnappings = [
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg' }),
      devRow({ crimes: ['kidnapping', 'extortion'], municipality: 'City of Johannesburg' }),
      devRow({ crimes: ['kidnapping'], municipality: null }),
      devRow({ crimes: ['kidnapping'], municipality: null }),
      devRow({ crimes: ['kidnapping'], municipality: null }),
      devRow({ crimes: ['murder'], municipality: 'Ekurhuleni' }),
      devRow({ crimes: ['kidnapping'], municipality: 'Ekurhuleni' }),
    ];
    expect(ask('ngl the kidnapping stuff', kidnappings)).toEqual({
      kind: 'text',
      value: ['City of Johannesburg', 'Johannesburg'],
    });
    const police = [
      bRow({ province: 'Limpopo', victims_police: 1 }),
      bRow({ province: 'Limpopo', victims_police: 1 }),
      bRow({ province: 'North West', victims_police: 3 }),
      bRow({ province: 'Mpumalanga', victims_police: null }),
    ];
    expect(ask('which province had the most cops', police)).toEqual({ kind: 'text', value: 'North West' });
    const busts = [
      bRow({ location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      bRow({ location: 'Zinniaville Shopping Complex, Tlhabane', num_suspects_arrested: 12 }),
      bRow({ location: 'Kwa-Guqa, Vosman', num_suspects_arrested: null }),
    ];
    expect(ask('where was the biggest bust', busts)).toEqual({
      kind: 'text',
      value: ['old mine', 'Barberton'],
    });
  });
});
