import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH284_QUESTIONS } from './fresh284-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-fourth fresh question set (blind)', FRESH284_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH284_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH284_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-eighty-fourth fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng murders only, within its own notebook', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      b({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Sit ready!', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks provinces by kidnapping incidents, other crimes and notebook b left out, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'murder'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      b({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
    ];
    expect(ask('Eyes in the boat!', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] })];
    expect(() => ask('Eyes in the boat!', tied)).toThrow(/no single leader/);
  });

  it('takes the women share over the victims of stated sex, an unstated sex adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 3, victims_female: 1, victims_male: null }),
      b({ num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('When I cast a figure', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the median suspect age over every stated age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null, num_suspects_arrested: 3 }),
      devRow({ suspect_ages: [30, 34] }),
    ];
    expect(ask("I've been chiselling", rows)).toEqual({ kind: 'number', value: 32 });
  });

  it('counts June to August in any year by event date, the undated and September left out', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2023-08-31' }),
      devRow({ event_date: '2023-09-01' }),
      devRow({ event_date: '2021-05-31' }),
      devRow({ event_date: null, published_date: '2022-07-10' }),
    ];
    expect(ask('Cold months', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads negative space as a stated false arrest, and sums only stated Eastern Cape deaths', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', arrest_made: false, victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', arrest_made: null, victims_killed: null }),
      devRow({ province: 'Eastern Cape', arrest_made: true, victims_killed: 1 }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: false, victims_killed: 5 }),
    ];
    expect(ask('Negative space', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Take a gather from the Eastern Cape', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest kidnapping and the latest poaching by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['poaching'], event_date: '2016-10-19' }),
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2014-01-01' }),
    ];
    expect(ask('Every series has a first piece', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
    expect(ask('Last poaching job', rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('answers the Western Cape against Eastern Cape murders yes only when strictly more', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('Hold water!', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Western Cape', crimes: ['murder', 'robbery'] })];
    expect(ask('Hold water!', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities without the unknown ones and names them with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Quick one from the hot shop', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('takes the rating as the mean of the stated arrests, to two decimals', () => {
    const rows = [
      b({ num_suspects_arrested: 1 }),
      b({ num_suspects_arrested: 2 }),
      b({ num_suspects_arrested: 2 }),
      b({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: 40 }),
    ];
    expect(ask("What's our rating?", rows)).toEqual({ kind: 'number', value: 1.67 });
  });

  it("takes the Northern Cape murder share over all that province's incidents", () => {
    const rows = [
      b({ province: 'Northern Cape', crimes: ['murder'] }),
      b({ province: 'Northern Cape', crimes: ['theft'] }),
      b({ province: 'Northern Cape', crimes: ['attempted murder'] }),
      b({ province: 'Northern Cape', crimes: ['stock theft'] }),
      b({ province: 'Free State', crimes: ['murder'] }),
    ];
    expect(ask('Let me carve the Northern Cape', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums people killed and suspects arrested per province, the unstated adding nothing, refusing ties', () => {
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 3, victims_killed: 1 }),
      b({ province: 'Limpopo', num_suspects_arrested: 1, victims_killed: 2 }),
      b({ province: 'Limpopo', num_suspects_arrested: 1, victims_killed: null }),
      b({ province: 'Free State', num_suspects_arrested: null, victims_killed: 1 }),
    ];
    expect(ask('Long piece!', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(ask('Which province got the most suspects', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, b({ province: 'Mpumalanga', num_suspects_arrested: 0, victims_killed: 1 })];
    expect(() => ask('Long piece!', tied)).toThrow(/no single leader/);
    const arrestsTied = [...rows, b({ province: 'Limpopo', num_suspects_arrested: 1 })];
    expect(() => ask('Which province got the most suspects', arrestsTied)).toThrow(/no single leader/);
  });

  it('takes the median victims over stated counts, zero included, and compares women and men strictly', () => {
    const rows = [
      b({ num_victims: 0, victims_female: 1, victims_male: 1 }),
      b({ num_victims: 1, victims_female: null, victims_male: null }),
      b({ num_victims: null, victims_female: 3, victims_male: null }),
      b({ num_victims: 4 }),
      b({ num_victims: 2 }),
    ];
    expect(ask('I think of each incident', rows)).toEqual({ kind: 'number', value: 1.5 });
    expect(ask('Balance again', rows)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
    const even = [...rows, b({ victims_female: 0, victims_male: 3 })];
    expect(ask('Balance again', even)).toEqual({ kind: 'text', value: ['No', 'False'] });
  });

  it('counts 2023 and 2024 incidents with a stated arrest only, by event date', () => {
    const rows = [
      b({ event_date: '2023-01-01', arrest_made: true }),
      b({ event_date: '2024-12-31', arrest_made: true }),
      b({ event_date: '2024-06-01', arrest_made: null }),
      b({ event_date: '2024-06-02', arrest_made: false }),
      b({ event_date: '2022-12-31', arrest_made: true }),
      b({ event_date: null, published_date: '2024-02-01', arrest_made: true }),
    ];
    expect(ask('2023 and 2024 in one gather', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts rapes or kidnappings in Limpopo or Mpumalanga once per incident', () => {
    const rows = [
      b({ province: 'Limpopo', crimes: ['rape', 'kidnapping'] }),
      b({ province: 'Mpumalanga', crimes: ['kidnapping'] }),
      b({ province: 'North West', crimes: ['rape'] }),
      b({ province: 'Limpopo', crimes: ['sexual assault'] }),
    ];
    expect(ask('Catch! Rapes and kidnappings', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
