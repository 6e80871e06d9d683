import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH153_QUESTIONS } from './fresh153-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-third fresh question set (blind)', FRESH153_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH153_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH153_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-fifty-third fresh set reads the ground truth as its header says', () => {
  it('counts rape alone, not sexual assault, and only in its own notebook', () => {
    const rows = [
      devRow({ crimes: ['rape'] }),
      devRow({ crimes: ['rape', 'kidnapping'] }),
      devRow({ crimes: ['sexual assault'] }),
      bRow({ crimes: ['rape'] }),
    ];
    expect(ask('How many rape cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says yes to a partner only when the relationship is stated as partner', () => {
    const others = [
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: null }),
      devRow({}),
      bRow({ relationship: 'partner' }),
    ];
    expect(ask('For our GBV episode', others)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('For our GBV episode', [...others, devRow({ relationship: 'partner' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('averages every stated suspect age of the rape rows, and refuses a mean of nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], suspect_ages: [20, 31] }),
      devRow({ crimes: ['rape', 'murder'], suspect_ages: [40] }),
      devRow({ crimes: ['rape'], suspect_ages: null }),
      devRow({ crimes: ['rape'], suspect_ages: [] }),
      devRow({ crimes: ['murder'], suspect_ages: [70] }),
    ];
    expect(ask('In the rape cases, what was the average age', rows)).toEqual({ kind: 'number', value: 30 });
    expect(() =>
      ask('In the rape cases, what was the average age', [devRow({ crimes: ['rape'], suspect_ages: null })]),
    ).toThrow(/no stated value/);
  });

  it('counts missing dates, municipalities and listed suspect ages as the volunteer means them', () => {
    const rows = [
      devRow({ event_date: null, published_date: '2024-03-01', municipality: null, suspect_ages: [25] }),
      devRow({ event_date: '2024-01-01', municipality: 'Ekurhuleni', suspect_ages: [] }),
      devRow({ event_date: null, municipality: 'Midvaal', suspect_ages: null }),
      devRow({ event_date: '2023-05-05', municipality: null, suspect_ages: [30, 41] }),
      bRow({ event_date: null, municipality: null, suspect_ages: [50] }),
    ];
    expect(ask('How many records have no event date', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Quick data-quality check', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many records list at least one', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask("What's the earliest event date", rows)).toEqual({ kind: 'date', value: '2023-05-05' });
  });

  it('takes the police-station share over every record, to the nearest whole percent', () => {
    const rows = [
      devRow({ police_station: 'Hillbrow' }),
      devRow({ police_station: null }),
      devRow({ police_station: null }),
    ];
    expect(ask('What percentage of the records name', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks Gauteng municipalities alone, skipping unknown ones, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('which municipalty', rows)).toEqual({ kind: 'text', value: ['City of Tshwane', 'Tshwane'] });
    expect(() => ask('which municipalty', [...rows, devRow({ municipality: 'Ekurhuleni' })])).toThrow(
      /no single leader/,
    );
  });

  it('sums arrests of Gauteng house robberies and the killed of the Eastern Cape, nulls adding nothing', () => {
    const rows = [
      devRow({ crimes: ['house robbery', 'murder'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['house robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['house robbery'], province: 'Limpopo', num_suspects_arrested: 5 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('hw many suspects were arrestd', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('hw many ppl were killed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('looks for PE carjackings from the first day of 2019, by event date only', () => {
    const carjacking = (fields: Partial<DevRow>) =>
      devRow({
        crimes: ['carjacking'],
        municipality: 'Nelson Mandela Bay',
        province: 'Eastern Cape',
        ...fields,
      });
    const none = [
      carjacking({ event_date: '2018-12-31' }),
      carjacking({ event_date: null, published_date: '2020-02-02' }),
      carjacking({ event_date: '2020-01-01', municipality: 'Buffalo City' }),
      carjacking({ event_date: '2020-01-01', crimes: ['truck hijacking'] }),
    ];
    expect(ask('any carjackings in PE', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any carjackings in PE', [...none, carjacking({ event_date: '2019-01-01' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts murder alone in the comparison and refuses one where the first side has no more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['culpable homicide'] }),
    ];
    expect(ask('how many more murders', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() =>
      ask('how many more murders', [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })]),
    ).toThrow(/does not have more/);
  });

  it('sums the female victims of murder incidents only (femicide), and children of rapes only', () => {
    const rows = [
      bRow({ crimes: ['murder'], victims_female: 2, victims_children: 1 }),
      bRow({ crimes: ['murder', 'rape'], victims_female: 1, victims_children: 1 }),
      bRow({ crimes: ['murder'], victims_female: null }),
      bRow({ crimes: ['attempted murder'], victims_female: 4 }),
      bRow({ crimes: ['rape'], victims_female: 1, victims_children: null }),
      bRow({ crimes: ['rape'], victims_female: 3, victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_female: 9 }),
    ];
    expect(ask('Femicide question', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('In the rape cases, how many of the victims were children', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('counts an unstated arrest as no arrest in the rape share, and knows the attacker only when stated', () => {
    const rows = [
      bRow({ crimes: ['rape'], arrest_made: true, relationship: 'acquaintance' }),
      bRow({ crimes: ['rape'], arrest_made: null, relationship: 'stranger' }),
      bRow({ crimes: ['rape'], arrest_made: false, relationship: null }),
      bRow({ crimes: ['murder'], arrest_made: true, relationship: 'family' }),
      bRow({ crimes: ['sexual assault'], arrest_made: true, relationship: 'partner' }),
    ];
    expect(ask('What percentage of the rape cases', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('How many incidents involve an attacker', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts blank victim numbers (a stated 0 is filled), every suspect age, and female suspects', () => {
    const rows = [
      bRow({ num_victims: null, suspect_ages: [20, 21, 22], suspects_female: 1, municipality: 'Mangaung' }),
      bRow({ num_victims: 0, suspect_ages: null, suspects_female: null, municipality: null }),
      bRow({ num_victims: 3, suspect_ages: [], suspects_female: 2, municipality: 'Madibeng' }),
      bRow({ num_victims: null, suspect_ages: [40], suspects_female: 0, municipality: 'Naledi' }),
      devRow({ num_victims: null, suspect_ages: [33], suspects_female: 5 }),
    ];
    expect(ask('How many records leave the number', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many suspect ages are recorded', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Adding up the female suspect', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('What % of the records', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('dates the last CIT by event date and checks Limpopo murders in 2025 at the year edges', () => {
    const dated = [
      bRow({ crimes: ['cash-in-transit robbery'], event_date: '2023-11-25', published_date: '2023-11-26' }),
      bRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      bRow({ crimes: ['business robbery'], event_date: '2024-06-01' }),
    ];
    expect(ask('when was the last cit', dated)).toEqual({ kind: 'date', value: '2023-11-25' });
    const murder = (event_date: string | null, province = 'Limpopo') =>
      bRow({ crimes: ['murder'], province, event_date, published_date: '2025-03-01' });
    const none = [
      murder('2024-12-31'),
      murder(null),
      murder('2025-06-01', 'Mpumalanga'),
      murder('2026-01-01'),
    ];
    expect(ask('any murders in limpopo', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any murders in limpopo', [...none, murder('2025-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by rapes and by the stated killed, refusing a tie, and refuses the unanswerable', () => {
    const rows = [
      bRow({ province: 'Northern Cape', crimes: ['rape'], victims_killed: 0 }),
      bRow({ province: 'Northern Cape', crimes: ['rape'], victims_killed: null }),
      bRow({ province: 'Free State', crimes: ['murder'], victims_killed: 3 }),
      bRow({ province: 'Free State', crimes: ['sexual assault'], victims_killed: null }),
      bRow({ province: 'North West', crimes: ['rape', 'murder'], victims_killed: 2 }),
    ];
    expect(ask('Which province has the most rape', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
    expect(ask('which province had the most ppl', rows)).toEqual({ kind: 'text', value: 'Free State' });
    const tied = [...rows, bRow({ province: 'North West', crimes: ['rape'], victims_killed: 1 })];
    expect(() => ask('Which province has the most rape', tied)).toThrow(/no single leader/);
    expect(() => ask('which province had the most ppl', tied)).toThrow(/no single leader/);
    expect(ask('How many of these women had a protection order', rows)).toEqual({ kind: 'refusal' });
    expect(ask('wat time of day', rows)).toEqual({ kind: 'refusal' });
  });
});
