import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH167_QUESTIONS } from './fresh167-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-seventh fresh question set (blind)', FRESH167_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH167_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH167_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-sixty-seventh fresh set reads the ground truth as its header says', () => {
  it('ranks rural municipalities without the metros or rows of no municipality, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Kouga' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Leaving out the big metros', rows)).toEqual({
      kind: 'text',
      value: ['Swartland', 'Swartland'],
    });
    expect(() => ask('Leaving out the big metros', [...rows, devRow({ municipality: 'Kouga' })])).toThrow(
      /no single leader/,
    );
  });

  it('takes the arrest share outside the metros over stated rural municipalities, an unstated arrest not one', () => {
    const rows = [
      devRow({ municipality: 'Swartland', arrest_made: true }),
      devRow({ municipality: 'Kouga', arrest_made: true }),
      devRow({ municipality: 'Mbhashe', arrest_made: true }),
      devRow({ municipality: 'Mnquma', arrest_made: null }),
      devRow({ municipality: 'Buffalo City', arrest_made: false }),
      devRow({ municipality: null, arrest_made: false }),
    ];
    expect(ask('Out on the platteland', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('splits the years at 1 January 2021, leaves undated incidents out, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ event_date: '2020-12-31' }),
      devRow({ event_date: '2021-01-01' }),
      devRow({ event_date: '2024-06-01' }),
      devRow({ event_date: '2025-06-01' }),
      devRow({ event_date: null, published_date: '2023-01-01' }),
      devRow({ event_date: null, published_date: '2023-01-02' }),
    ];
    expect(ask('A columnist wrote that incidents have dropped', rows)).toEqual({ kind: 'number', value: 2 });
    const older = [...rows, devRow({ event_date: '2015-01-01' }), devRow({ event_date: '2016-01-01' })];
    expect(() => ask('A columnist wrote that incidents have dropped', older)).toThrow(/does not have more/);
  });

  it('dates the latest CIT heist by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-12-01' }),
    ];
    expect(ask('An article says the last CIT heist', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('counts a hijacking as a carjacking alone, and December in any year by event date', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2019-12-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2022-12-31' }),
      devRow({ crimes: ['vehicle theft'], event_date: '2023-11-30' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2023-12-05' }),
    ];
    expect(ask('People here talk about "hijacking"', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('My friends say crime goes up', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes Cape Town as the City of Cape Town municipality and its earliest dated incident', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', event_date: '2019-06-12' }),
      devRow({ municipality: 'City of Cape Town', event_date: null, published_date: '2010-01-01' }),
      devRow({ municipality: 'Swartland', location: 'Malmesbury, near Cape Town', event_date: '2012-01-01' }),
      devRow({ municipality: 'City of Cape Town', event_date: '2020-03-08' }),
    ];
    expect(ask('When was the earliest incident in Cape Town', rows)).toEqual({
      kind: 'date',
      value: '2019-06-12',
    });
  });

  it('holds "every rape led to an arrest" only when each rape states an arrest', () => {
    const rows = [
      b({ crimes: ['rape'], arrest_made: true }),
      b({ crimes: ['rape', 'kidnapping'], arrest_made: true }),
      b({ crimes: ['sexual assault'], arrest_made: false }),
    ];
    expect(ask('A columnist wrote that every rape', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(
      ask('A columnist wrote that every rape', [...rows, b({ crimes: ['rape'], arrest_made: null })]),
    ).toEqual({ kind: 'text', value: 'No' });
  });

  it('finds a farm by the word in the location in any case, summing only stated arrests and deaths', () => {
    const rows = [
      b({
        location: 'Lismor Farm, near Kestell',
        province: 'Free State',
        num_suspects_arrested: 2,
        victims_killed: 7,
      }),
      b({
        location: 'farm near Glen',
        province: 'Free State',
        num_suspects_arrested: null,
        victims_killed: null,
      }),
      b({ location: 'Bloemfontein', province: 'Free State', num_suspects_arrested: 5, victims_killed: 4 }),
      b({
        location: 'farm in Magogong',
        province: 'Northern Cape',
        num_suspects_arrested: 3,
        victims_killed: 3,
      }),
    ];
    expect(ask('How many incidents happened on farms', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Farm attacks in the Free State', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many more people were killed on farms', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [
      ...rows,
      b({ location: 'farm near Koingnaas', province: 'Northern Cape', victims_killed: 5 }),
    ];
    expect(() => ask('How many more people were killed on farms', reversed)).toThrow(/does not have more/);
  });

  it('ranks provinces by suspects arrested summed, not by incidents', () => {
    const rows = [
      b({ province: 'Limpopo', num_suspects_arrested: 1 }),
      b({ province: 'Limpopo', num_suspects_arrested: 1 }),
      b({ province: 'Limpopo', num_suspects_arrested: null }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
    ];
    expect(ask('Which province had the most suspects nabbed', rows)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
  });

  it('averages every stated suspect age to one decimal, rows without ages adding nothing', () => {
    const rows = [
      b({ suspect_ages: [22, 34] }),
      b({ suspect_ages: [40] }),
      b({ suspect_ages: null }),
      b({ suspect_ages: [] }),
    ];
    expect(ask('What is the average age of the suspects', rows)).toEqual({ kind: 'number', value: 32 });
    expect(ask('What is the average age of the suspects', [...rows, b({ suspect_ages: [25, 26] })])).toEqual({
      kind: 'number',
      value: 29.4,
    });
  });

  it('lists each province once, and weighs KZN deaths against the two Capes together', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
    ];
    expect(ask('Which provinces are covered', rows)).toEqual({
      kind: 'list',
      value: ['Eastern Cape', 'KwaZulu-Natal', 'Western Cape'],
    });
    expect(ask('A colummnist wrote', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(
      ask('A colummnist wrote', [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })]),
    ).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('refuses the livestock value and the bail question whatever the rows hold', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 3 }),
      b({ crimes: ['stock theft'] }),
    ];
    expect(ask('What is the total rand value', rows)).toEqual({ kind: 'refusal' });
    expect(ask('An article claims most of the suspects', rows)).toEqual({ kind: 'refusal' });
  });
});
