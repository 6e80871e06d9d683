import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH48_QUESTIONS } from './fresh48-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-eighth fresh question set (blind)', FRESH48_QUESTIONS);

describe('the forty-eighth fresh set reads its trickiest wordings as its header says', () => {
  it('takes the murder share over every murder, those with no stated child figure included', () => {
    const rows = [
      devRow({ location: 'One', crimes: ['murder'], victims_children: 1 }),
      devRow({ location: 'Two', crimes: ['murder'], victims_children: null }),
      devRow({ location: 'Three', crimes: ['murder', 'arson'], victims_children: 0 }),
      devRow({ location: 'Four', crimes: ['rape'], victims_children: 2 }),
    ];
    expect(
      expectationIn(
        FRESH48_QUESTIONS,
        'Out of all the murder cases, what pecentage had at least one victim who was a minor (under 18)?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('matches a farm by the word in the location, in the named provinces only, and adds nothing for a null figure', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop Trust Farm', victims_killed: 2 }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'farm near Koingnaas',
        victims_killed: null,
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm in Magogong', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Sonkwane farm', victims_killed: 4 }),
    ];
    expect(
      expectationIn(
        FRESH48_QUESTIONS,
        'How many people were killed in farm attacks in the Free State and the Northern Cape together?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 5 });
  });

  it('counts "before 2019" up to the last day of 2018, leaving undated incidents out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'One', event_date: '2018-12-31' }),
      devRow({ notebook: 'b', province: 'North West', location: 'Two', event_date: '2010-03-01' }),
      devRow({ notebook: 'b', province: 'North West', location: 'Three', event_date: '2019-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Four', event_date: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Five', event_date: '2015-05-05' }),
    ];
    expect(
      expectationIn(
        FRESH48_QUESTIONS,
        'How many incidents in Limpopo and North West happened before 2019?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "the winter months June to August" as 1 June to 31 August of any year', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', location: 'One', event_date: '2015-06-01' }),
      devRow({ province: 'Eastern Cape', location: 'Two', event_date: '2020-08-31' }),
      devRow({ province: 'Eastern Cape', location: 'Three', event_date: '2020-05-31' }),
      devRow({ province: 'Eastern Cape', location: 'Four', event_date: '2020-09-01' }),
      devRow({ province: 'Western Cape', location: 'Five', event_date: '2020-07-01' }),
    ];
    expect(
      expectationIn(
        FRESH48_QUESTIONS,
        'How many incidents in the Eastern Cape took place over the winter months June to August?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('says women and girls are "most of the victims" only above half of all victims', () => {
    const question =
      "A draft story says 'women and girls made up most of the victims in the Free State'. Is that supported by the releases?";
    const half = [
      devRow({ notebook: 'b', province: 'Free State', location: 'One', num_victims: 4, victims_female: 2 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Two', num_victims: 2, victims_female: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Three', num_victims: 5, victims_female: 5 }),
    ];
    expect(expectationIn(FRESH48_QUESTIONS, question, half)).toEqual({ kind: 'text', value: 'No' });
    const more = [
      ...half,
      devRow({ notebook: 'b', province: 'Free State', location: 'Four', num_victims: 1, victims_female: 1 }),
    ];
    expect(expectationIn(FRESH48_QUESTIONS, question, more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the earliest child rape among dated rapes with a child victim only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'One',
        crimes: ['rape'],
        victims_children: 1,
        event_date: '2019-04-02',
      }),
      devRow({ notebook: 'b', location: 'Two', crimes: ['rape'], victims_children: 1, event_date: null }),
      devRow({
        notebook: 'b',
        location: 'Three',
        crimes: ['rape'],
        victims_children: 0,
        event_date: '2012-01-01',
      }),
      devRow({
        notebook: 'b',
        location: 'Four',
        crimes: ['murder'],
        victims_children: 2,
        event_date: '2011-01-01',
      }),
      devRow({
        notebook: 'b',
        location: 'Five',
        crimes: ['rape', 'kidnapping'],
        victims_children: 2,
        event_date: '2020-01-01',
      }),
    ];
    expect(
      expectationIn(FRESH48_QUESTIONS, 'When was the earliest case of a child being raped?', rows),
    ).toEqual({
      kind: 'date',
      value: '2019-04-02',
    });
  });
});
