import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH49_QUESTIONS } from './fresh49-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-ninth fresh question set (blind)', FRESH49_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH49_QUESTIONS, question, rows);

describe('The forty-ninth fresh question set reads the ground truth as its header says', () => {
  it('counts a house or business robbery on Monday to Friday only, and an undated one on no weekday', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['business robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['business robbery'], event_date: null }),
      devRow({ crimes: ['theft'], event_date: '2024-01-08' }), // Monday, but no robbery
    ];
    expect(
      expectation(
        'How many of the house or business robberies took place on a weekday, Monday to Friday?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the second half of 2022 as 1 July to 31 December, ends included, undated incidents left out', () => {
    const b = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date });
    const rows = [
      b('carjacking', '2022-07-01'),
      b('truck hijacking', '2022-12-31'),
      b('carjacking', '2022-06-30'),
      b('truck hijacking', '2023-01-01'),
      b('carjacking', null),
      b('vehicle theft', '2022-08-01'),
      devRow({ notebook: 'a', crimes: ['carjacking'], event_date: '2022-09-01' }),
    ];
    expect(expectation('In the second half of 2022, how many cars or trucks were hijacked?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('ranks municipalities by the people killed in homicides, not by incidents, and checks that a count of homicides is one reading', () => {
    const rows = [
      ...[1, 2, 3].map((n) =>
        devRow({ location: `Place ${n}`, municipality: 'Mangaung', crimes: ['murder'], victims_killed: 1 }),
      ),
      devRow({ location: 'Place 4', municipality: 'City of Tshwane', crimes: ['murder'], victims_killed: 5 }),
      // Killed, but not a homicide by the set's vocabulary: left out.
      devRow({
        location: 'Place 5',
        municipality: 'Mangaung',
        crimes: ['attempted murder'],
        victims_killed: 9,
      }),
    ];
    expect(expectation('Which municipality lost the most people to homicide?', rows)).toEqual({
      kind: 'text',
      value: ['City of Tshwane', 'Tshwane'],
    });

    const limpopo = (victims_killed: number) =>
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], victims_killed });
    expect(expectation('How many homicides were there in Limpompo?', [limpopo(1), limpopo(1)])).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(() => expectation('How many homicides were there in Limpompo?', [limpopo(1), limpopo(3)])).toThrow(
      /2 homicides but 4 killed/,
    );
  });

  it('takes a share over every incident of the base, a null child figure counting as no child victim', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_children: 2 }),
      devRow({ province: 'Eastern Cape', victims_children: null }),
      devRow({ province: 'Eastern Cape', victims_children: 0 }),
      devRow({ province: 'Western Cape', victims_children: 1 }),
    ];
    expect(expectation('What percentage of the Eastern Cape incidents had a victim under 18?', rows)).toEqual(
      {
        kind: 'number',
        value: 33,
      },
    );
  });

  it('counts a cop killed only in a homicide where someone died, not a police officer wounded in an attempt', () => {
    const b = (fields: Parameters<typeof devRow>[0]) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({
        province: 'Northern Cape',
        crimes: ['attempted murder'],
        victims_police: 1,
        victims_killed: 0,
        event_date: '2010-01-01',
      }),
      b({
        province: 'Limpopo',
        crimes: ['murder'],
        victims_police: 0,
        victims_killed: 1,
        event_date: '2011-01-01',
      }),
      b({
        province: 'Limpopo',
        crimes: ['murder'],
        victims_police: 1,
        victims_killed: 1,
        event_date: '2015-05-05',
      }),
    ];
    expect(expectation('What is the earliest date on which a cop was murdered?', rows)).toEqual({
      kind: 'date',
      value: '2015-05-05',
    });
    expect(expectation('Did any cop get killed in the Northern Cape?', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('answers "every ... followed by an arrest" with No when one arrest is not stated, and refuses an empty selection', () => {
    const question = 'Was every case of a child being raped followed by an arrest?';
    const childRape = (arrest_made: boolean | null) =>
      devRow({ crimes: ['rape'], victims_children: 1, arrest_made });
    const adultRapeUnsolved = devRow({ crimes: ['rape'], victims_children: 0, arrest_made: false });
    expect(expectation(question, [childRape(true), adultRapeUnsolved])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    expect(expectation(question, [childRape(true), childRape(null)])).toEqual({ kind: 'text', value: 'No' });
    expect(() => expectation(question, [adultRapeUnsolved])).toThrow(/no incident to ask about/);
  });
});
