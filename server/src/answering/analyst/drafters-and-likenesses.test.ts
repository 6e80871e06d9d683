import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';

const events = [
  fixtureEvent(1, {
    date: '2021-06-09',
    crime_committed: 'Murder, Attempted murder',
    victims_killed: 1,
    arrest_made: true,
    suspects_arrested: 2,
  }),
  fixtureEvent(2, { date: '2019-06-03', crime_committed: 'Murder', victims_killed: 2, arrest_made: false }),
  fixtureEvent(3, {
    date: '2024-05-14',
    location: 'Umlazi',
    province: 'KwaZulu-Natal',
    crime_committed: 'Rape',
    arrest_made: true,
    suspects_arrested: 1,
  }),
  fixtureEvent(4, {
    date: '2024-09-05',
    location: 'Umlazi',
    province: 'KwaZulu-Natal',
    crime_committed: 'Rape, Kidnapping',
    arrest_made: false,
  }),
  fixtureEvent(5, {
    date: '2020-07-26',
    location: 'Kimberley',
    province: 'Northern Cape',
    crime_committed: 'Kidnapping',
    arrest_made: true,
    suspects_arrested: 3,
  }),
  fixtureEvent(6, {
    date: '2015-07-02',
    location: 'Polokwane',
    province: 'Limpopo',
    crime_committed: 'Kidnapping, Murder',
    victims_killed: 1,
    arrest_made: true,
    suspects_arrested: 1,
  }),
  fixtureEvent(7, { date: '2018-03-02', crime_committed: 'Murder', victims_killed: 1, arrest_made: false }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');
const refusal = { type: 'none', value: null };
const count = (value: number) => ({ type: 'number', value, complete: true });

describe('the first tries of fresh259 to fresh261 (session 49)', () => {
  it('reads two crimes that "appear together in the same incident" as both', () => {
    expect(
      ask('In how many incidents do murder and attempted murder appear together in the same incident?')
        .result,
    ).toMatchObject(count(1));
  });

  it('reads "the first month of winter" as June and "the first month of spring" as September, in any year', () => {
    expect(
      ask('Taking all the years together, how many incidents happened in the first month of winter?').result,
    ).toMatchObject(count(2));
    expect(ask('How many incidents happened in the first month of spring?').result).toMatchObject(count(1));
    expect(ask('How many incidents happened in the last month of winter?').result).toMatchObject({
      value: 0,
    });
  });

  it('leaves out a crime "save for any such incident in which" it is recorded, or "excluding any incident where" it appears', () => {
    expect(
      ask(
        'Save for any such incident in which attempted murder is also recorded, how many murders are there?',
      ).result,
    ).toMatchObject(count(3));
    expect(ask('Rape, excluding any incident where kidnapping also appears. How many?').result).toMatchObject(
      count(1),
    );
    expect(ask('How many murders come without any note of kidnapping?').result).toMatchObject(count(3));
  });

  it('says plainly that the releases hold no rain, no drinking and no kind of firearm', () => {
    expect(ask('How many incidents happened on days when it was raining?').result).toMatchObject(refusal);
    expect(
      ask('In what share of the murders had the suspects been drinking beforehand?').result,
    ).toMatchObject(refusal);
    expect(ask('Of the firearms recovered, how many were pistols and how many rifles?').result).toMatchObject(
      refusal,
    );
  });

  it('reads May as a month in a list of months ("April, May and June")', () => {
    expect(ask('How many incidents occurred in April, May and June of 2024?').result).toMatchObject(count(1));
  });

  it('puts a description where the drafter later uses the name given to it', () => {
    const answer = ask(
      'For the purposes of this question, an incident occurring on or after 1 January 2020 shall be construed as a recent incident. What is the date of the earliest recent incident in which kidnapping is recorded?',
    );
    expect(answer.result).toMatchObject({ type: 'date', value: '2020-07-26' });
  });

  it('counts a definition of a word said again as one condition, and sets the publication date aside', () => {
    const answer = ask(
      'Notwithstanding the date on which any statement was published, the date of the incident itself being decisive, and "weekday" being construed as any day from Monday to Friday inclusive, how many incidents in the province of Gauteng occurred on a weekday before 1 January 2020?',
    );
    expect(answer.result).toMatchObject(count(2));
  });

  it('reads "not a single oke got nabbed" as nobody arrested', () => {
    expect(ask('gauteng only - how many incidents where not a single oke got nabbed?').result).toMatchObject(
      count(2),
    );
  });

  it('reads "night by night" as going through a log, not a time of day', () => {
    expect(
      ask('Going through my log night by night: how many incidents were logged on a Wednesday?').result,
    ).toMatchObject(count(1));
  });

  it('reads "its partner" as no partner of a victim', () => {
    const answer = ask('How many incidents list murder, with no attempted murder as its partner?');
    expect(answer.result).toMatchObject({ type: 'number', value: 3 });
  });

  it('reads "call-outs" whole, as incidents', () => {
    expect(ask('KZN - how many incidents altogether, all the call-outs there?').result).toMatchObject(
      count(2),
    );
  });

  it('reads a line-up and a likeness before a median as the way to it, not a ranking', () => {
    const answer = ask(
      'If one lines up every incident by the number of suspects arrested, as one ranks a flight from lightest to fullest, what is the median number of arrests per incident?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 1.5 });
    expect(ask('SUSPECTS ARRESTED, LINE-UP SMALL TO BIG, MIDDLE NUMBER (MEDIAN) WHAT?').result).toMatchObject(
      {
        type: 'number',
        value: 1.5,
        complete: true,
      },
    );
  });

  it('reads "this cellar" as the asker\'s word for the notebook and a vintage as a year', () => {
    expect(
      ask('Taking the vintage 2021 on its own, how many incidents in this cellar carry notes of murder?')
        .result,
    ).toMatchObject(count(1));
    expect(
      ask(
        'A blend of all the vintages, taking only June of each year: how many incidents does this cellar hold?',
      ).result,
    ).toMatchObject(count(2));
  });

  it('does not take "this" before a place or a time for the notebook', () => {
    expect(ask('How many murders in this village?').result).toMatchObject({ complete: false });
  });

  it("reads the year after a list of months as every month's", () => {
    expect(ask('How many incidents occurred in April, May and June of 2024?').result).toMatchObject(count(1));
    expect(ask('How many rapes in May and September 2024?').result).toMatchObject(count(2));
  });

  it('reads a sign-language gloss: the question word after what it asks, the thing before its sign', () => {
    const answer = ask('KZN INCIDENTS, ARREST NOBODY, PERCENT HOW-MUCH?');
    expect(answer.result).toMatchObject({ type: 'number', value: 50, complete: true });
    expect(answer.text).toContain('as a share of the events in KwaZulu-Natal');
  });

  it('says plainly that the releases hold no cars towed away, and sets a scanner aside', () => {
    expect(ask('How many cars got towed off the scenes?').result).toMatchObject(refusal);
    expect(ask('scanner keeps saying kidnap - how many call-outs?').result).toMatchObject(count(3));
  });

  it("reads the asker's own word for the incidents where a question names what it counts", () => {
    expect(ask('How many murder reps landed in Gauteng?').result).toMatchObject({ value: 3 });
    expect(ask('Request count of all traffic logged on a Friday. Report number.').result).toMatchObject(
      count(1),
    );
    expect(
      ask('Across every kidnapping sighting, how many head of kidnappers were taken in altogether?').result,
    ).toMatchObject(count(4));
  });

  it('never takes a thing a release may count for the incidents', () => {
    expect(ask('How many shots were fired in Gauteng?').result).toMatchObject({ type: 'none' });
    expect(ask('In all these police stories, how many kidnappings?').result).toMatchObject({
      complete: false,
    });
    expect(
      ask('In what percentage of the sexual-offence incidents was a kidnapping recorded?').result,
    ).toMatchObject({
      complete: false,
    });
  });

  it('reads "pre-2020" as before 2020, "head of" as a count of people and the job card as the record', () => {
    expect(ask('In the pre-2020 layer, how many murders?').result).toMatchObject(count(3));
    const head = ask('How many head were arrested in KZN?');
    expect(head.result).toMatchObject(count(1));
    expect(head.text).toContain('In all, 1 suspect arrested,');
    expect(ask('How many job cards had kidnapping on the card?').result).toMatchObject(count(3));
  });

  it('reads "in which no X charge was listed" as leaving X out, and a form\'s "arrest made, yes" as the condition', () => {
    expect(
      ask('How many murders were there in which no kidnapping charge was listed at all?').result,
    ).toMatchObject(count(3));
    expect(
      ask('Gauteng jobs where somebody got arrested - arrest made, yes. How many?').result,
    ).toMatchObject(count(1));
  });

  it('reads a year said digit by digit and a day said in words', () => {
    expect(
      ask('Report total suspects arrested prior to one January two zero two zero. Say again total only.')
        .result,
    ).toMatchObject(count(1));
    expect(
      ask('Request count of kidnapping traffic, two zero two zero and later. Confirm number.').result,
    ).toMatchObject(count(2));
  });

  it('reads a runner\'s best haul as the most, and the middle figure before "median" as the median', () => {
    expect(
      ask('Which province holds the PB for suspects arrested - the biggest total haul?').result,
    ).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Northern Cape', value: 3 }],
    });
    expect(
      ask('Request middle figure of suspects arrested per incident, the median. Report.').result,
    ).toMatchObject({
      type: 'number',
      value: 1.5,
    });
  });

  it('says plainly that the releases hold no visibility, no way a building was entered and no distances', () => {
    expect(
      ask('Request weather at time of each incident. Report how many went down in low visibility.').result,
    ).toMatchObject(refusal);
    expect(ask('On the break-ins, how did they get in - how many forced the door?').result).toMatchObject(
      refusal,
    );
    expect(
      ask('On average, how many km did each crime scene lie from the police station?').result,
    ).toMatchObject(refusal);
  });

  it('leaves out what an instruction before the ask trims off', () => {
    expect(
      ask('Trim off every incident that involved a murder. Of what remains, how many kidnappings?').result,
    ).toMatchObject(count(2));
    expect(
      ask('Leaving out every incident that involved a kidnapping, how many murders?').result,
    ).toMatchObject(count(3));
  });

  it('reads "the last three months of the year" as October to December of any year', () => {
    expect(ask('How many incidents happened in the last three months of the year?').result).toMatchObject(
      count(0),
    );
    expect(ask('How many incidents happened in the first three months of the year?').result).toMatchObject(
      count(1),
    );
  });

  it('reads kinds in brackets after a crime as that crime, and a courtesy after the question as nothing', () => {
    expect(ask('jobs w/ a murder AND a kidnapping (any kind - child, adult)? no. pls').result).toMatchObject(
      count(1),
    );
    expect(ask('ppl killed in gauteng jobs, total? pls').result).toMatchObject({
      type: 'number',
      value: 4,
    });
    expect(ask('Killed total for incidents in Gauteng?').result).toMatchObject({ type: 'number', value: 4 });
  });

  it('says plainly that the releases hold no number of days from an incident to its arrest', () => {
    expect(ask('avg no. of days from the job to the arrest? pls').result).toMatchObject(refusal);
  });

  it('reads a baker\'s dozen as thirteen and "on the board" as recorded; no days to a court appearance', () => {
    expect(ask("Did Gauteng have more than a baker's dozen incidents?").result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(ask('Kidnapping faults logged on the board - count?').result).toMatchObject({ value: 3 });
    expect(
      ask('How many days passed between each incident and the accused first appearing in court?').result,
    ).toMatchObject(refusal);
  });

  it('checks a claimed share as a share, whether the claim is told or asked before "Yes or no"', () => {
    const told = ask('More than half of the incidents were in Gauteng. Yes or no?');
    expect(told.result).toMatchObject({ type: 'yes_no', value: false });
    expect(told.text).toContain('whether the per cent of events in Gauteng is at least 51 %');
    expect(ask('Were more than half of the murders in Gauteng? Yes or no.').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(ask('Were there more than 2 murders in Gauteng? Yes or no.').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('compares the sexes of the victims, and takes no one quoted for an attacker', () => {
    const answer = ask(
      'My client says it is always women who suffer, and her husband says no, it is the men. Were there more women than men among the victims, yes or no?',
    );
    expect(answer.text).toContain('female victims against male victims');
    expect(answer.text).not.toContain('partner');
  });

  it('reads kinds listed without the crime they qualify as the crime the plan holds', () => {
    expect(
      ask('Count me the kidnapping rounds in KZN: child, adult, plain kidnapping, all in one round.').result,
    ).toMatchObject({
      value: 1,
    });
    expect(
      ask('Count me the robbery rounds: armed, house, business, all in one round.').result,
    ).toMatchObject(count(0));
  });

  it("reads the asker's own word for a place said right after it, but not a kind of place within it", () => {
    expect(ask('What is the total head count of victims killed in the KZN enclosure?').result).toMatchObject({
      complete: true,
    });
    expect(ask('Over at the Gauteng loft, how many murders?').result).toMatchObject(count(3));
    expect(ask('How many murders in Gauteng hospitals?').result).toMatchObject({ complete: false });
    expect(ask('How many accused were there in the Umlazi tuck-shop robbery?').result).toMatchObject({
      complete: false,
    });
  });

  it('reads a butcher\'s whole carcass and cut, a logbook\'s entry number and "hauled in"', () => {
    expect(
      ask('The whole carcass, nothing trimmed: how many people were killed across every incident?').result,
    ).toMatchObject({
      type: 'number',
      value: 5,
    });
    expect(ask('The whole carcass: how many murders, trimmed of the Gauteng ones?').result).toMatchObject(
      count(1),
    );
    expect(ask('Entry 12: how many kidnappings on the log?').result).toMatchObject(count(3));
    expect(ask('How many suspects got hauled in across the kidnapping jobs?').result).toMatchObject(count(4));
  });

  it('says plainly that the releases hold no clothing, no species and no weather', () => {
    expect(
      ask('In how many of these incidents were the crooks wearing masks or balaclavas?').result,
    ).toMatchObject(refusal);
    expect(ask('Which species were taken in the poaching cases?').result).toMatchObject(refusal);
    expect(
      ask('Was the weather clear or stormy on the days most of these attacks happened?').result,
    ).toMatchObject(refusal);
  });

  it('reads "total them up" as the total asked for', () => {
    expect(ask('Killed victims in Gauteng, add them all up: what is the total?').result).toMatchObject({
      type: 'number',
      value: 4,
    });
  });
});
