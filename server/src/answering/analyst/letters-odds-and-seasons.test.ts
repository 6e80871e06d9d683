import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';

const events = [
  fixtureEvent(1, {
    date: '2021-07-09',
    province: 'KwaZulu-Natal',
    crime_committed: 'Murder',
    victims_killed: 2,
    victims_injured: 1,
    victims_children: 1,
    arrest_made: true,
    suspects_arrested: 2,
  }),
  fixtureEvent(2, {
    date: '2018-03-02',
    province: 'Gauteng',
    crime_committed: 'Kidnapping',
    victims_killed: 0,
    victims_injured: 3,
    arrest_made: false,
  }),
  fixtureEvent(3, {
    date: '2024-12-14',
    province: 'Free State',
    crime_committed: 'Murder',
    victims_killed: 1,
    victims_children: 2,
    arrest_made: true,
    suspects_arrested: 1,
  }),
  fixtureEvent(4, {
    date: '2023-08-20',
    province: 'Western Cape',
    crime_committed: 'Kidnapping, Murder',
    victims_killed: 3,
    arrest_made: false,
  }),
  fixtureEvent(5, {
    date: '2022-06-05',
    province: 'Northern Cape',
    crime_committed: 'Kidnapping',
    victims_killed: 0,
    victims_children: 2,
  }),
  fixtureEvent(6, { date: '2019-07-11', province: 'Gauteng', crime_committed: 'Kidnapping' }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');
const refusal = { type: 'none', value: null };

describe('the first tries of fresh253 to fresh255 (session 48)', () => {
  it('reads "w/o" as without, leaving the crime out', () => {
    expect(ask('Kidnaping w/o murder - how many cases?').result).toMatchObject({ type: 'number', value: 3 });
  });

  it('names the weekday of the earliest or latest incident when the day of the week is asked', () => {
    const earliest = ask('On which day of the week did the earliest murder take place?');
    expect(earliest.text).toContain('happened on a Friday');
    const latest = ask('On which day of the week did the last kidnapping fall?');
    expect(latest.text).toContain('happened on a Sunday');
    expect(latest.result).toMatchObject({ type: 'list', value: ['Sunday'] });
  });

  it('reads "which one" after a list of months as which month', () => {
    const answer = ask(
      'Of the three winter months, June, July and August, which one saw the most incidents, all years together?',
    );
    expect(answer.result).toMatchObject({ type: 'ranking', value: [{ name: 'July', value: 2 }] });
  });

  it('sums the people "how many of the little ones were among the victims" asks for', () => {
    expect(ask('How many of the little ones were among the victims in the Free State?').result).toMatchObject(
      {
        type: 'number',
        value: 2,
      },
    );
  });

  it('reads the souls departed as people killed, in a total and in a comparison', () => {
    expect(ask('How many souls departed this life in the kidnappings?').result).toMatchObject({ value: 3 });
    expect(
      ask('Were more souls departed in KwaZulu-Natal than in the Western Cape? A simple yes or no.').result,
    ).toMatchObject({ type: 'yes_no', value: false });
  });

  it('ranks by the level a lead names ("ranked per province") when the ask after it is bare', () => {
    const answer = ask('Kidnapping hotspots ranked per province. Top zone?');
    expect(answer.result).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 2 }] });
  });

  it('reads the coastal provinces as the four on the sea, but not a group set against a place', () => {
    expect(ask('How many incidents were logged down in the coastal provinces?').result).toMatchObject({
      type: 'number',
      value: 3,
    });
    const against = ask('How many more kidnappings in the inland provinces than in the Northern Cape?');
    expect(against.result).toMatchObject({ complete: false });
  });

  it('reads a letter in Afrikaans: its greetings, an arrest, "alle jare saam" and "tel nie"', () => {
    expect(
      ask(
        "Vriendelike groete. Watter persentasie van die moord-sake het wel 'n arrestasie gehad? Baie dankie.",
      ).result,
    ).toMatchObject({ type: 'number', value: 67, complete: true });
    expect(ask('Goeie dag. Hoeveel voorvalle was daar in Julie, alle jare saam?').result).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(ask('Hoeveel ontvoerings was daar? Moord tel nie.').result).toMatchObject({ value: 3 });
  });

  it("reads a punter's favourite, a two-horse race and odds-on", () => {
    expect(
      ask("What's the form on the provinces for kidnappings - who's the favourite in the field?").result,
    ).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Gauteng', value: 2 }],
    });
    const race = ask('Two-horse race on kidnappings: Gauteng or Northern Cape, which one wins it?');
    expect(race.text).toContain('Gauteng has more');
    expect(race.text).not.toContain('"horse" read as "house"');
    // Two of the four kidnappings are in Gauteng: half, not more than half.
    expect(
      ask('Is Gauteng odds-on, i.e. more than half of all the kidnapping jobs? Yes or no.').result,
    ).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads a test step\'s "Expected count" as the count, not an average', () => {
    expect(
      ask('Test 1. Filter: murder AND event_date in 2021. Expected count, exactly?').result,
    ).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
  });

  it('takes a share of the incidents in a list of months, the months being its base', () => {
    const answer = ask('Of the incidents in June, July and August, what percentage were in Gauteng?');
    // Four incidents fall in those months (5 June, 9 and 11 July, 20 August); one is in Gauteng.
    expect(answer.result).toMatchObject({ type: 'number', value: 25 });
  });

  it("sets aside a date in the asker's own life said beside the period", () => {
    expect(
      ask('In the year of 2021, when my great-aunt passed on, how many incidents involved a murder?').result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('leaves out the incidents "any that also carry" a crime', () => {
    expect(ask('Count murder incidents, excluding any that also carry kidnapping.').result).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it('reads radio talk: letters in the phonetic alphabet, "affirm or negative", "say again", "over"', () => {
    expect(
      ask('Request count of murder incidents, Kilo Zulu Natal only. Say again, KwaZulu-Natal. Over.').result,
    ).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    // "negative" is no slip for "relative" (a tie between attacker and victim).
    const compared = ask(
      'Affirm or negative: more kidnapping incidents in Gauteng than in the Western Cape?',
    );
    expect(compared.result).toMatchObject({ type: 'yes_no', value: true });
    expect(compared.text).not.toContain('relative');
  });

  it("reads a literal word order and a by-law officer's register", () => {
    expect(
      ask('The people who died in the incidents in the Western Cape, how many are they?').result,
    ).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(
      ask('The incidents of kidnapping from the year 2019 until the year 2023, how many are they?').result,
    ).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(
      ask(
        'In terms of the records, how many of the said incidents from April to June of any year, hereinafter "Q2", excluding those involving murder?',
      ).result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads street words: "outta", "bagged", "fellows", "the very 1st"', () => {
    // One of the three murders (20 August 2023) had nobody arrested.
    expect(ask('outta all the murder cases, what percent had nobody bagged at all?').result).toMatchObject({
      type: 'number',
      value: 33,
    });
    expect(ask('How many fellows were nabbed, all told, in the murders?').result).toMatchObject({ value: 3 });
    expect(ask('when was the very 1st kidnapping case?').result).toMatchObject({
      type: 'date',
      value: '2018-03-02',
    });
  });

  it.each([
    'During that long dry spell, how many of these incidents took place on days when the temperature topped 30 degrees?',
    'Rape pts: how many given PEP w/in 72 hrs?',
    'Would you kindly tell me on what dates the funerals of the departed were held?',
    'Land area in km2 of each district, for incidents-per-km2 density?',
    'List the ID numbers of all suspects arrested in the murder cases.',
  ])('declines what no event records: %s', (question) => {
    expect(ask(question).result).toMatchObject(refusal);
  });
});
