import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';

const events = [
  fixtureEvent(1, {
    date: '2019-12-24',
    province: 'Eastern Cape',
    location: 'Mthatha',
    crime_committed: 'Murder, Attempted murder',
    victims_police: 1,
    victims_killed: 1,
  }),
  fixtureEvent(2, {
    date: '2020-03-02',
    province: 'Eastern Cape',
    location: 'Mthatha',
    crime_committed: 'Attempted murder',
    victims_police: 0,
  }),
  fixtureEvent(3, {
    date: '2020-12-05',
    province: 'Western Cape',
    location: 'Cape Town',
    crime_committed: 'Murder',
    victims_police: 2,
  }),
  fixtureEvent(4, {
    date: '2021-05-01',
    province: 'Northern Cape',
    location: 'Calvinia',
    crime_committed: 'Burglary',
    suspects_arrested: 3,
  }),
  fixtureEvent(5, {
    date: '2021-08-09',
    province: 'Western Cape',
    location: 'Cape Town',
    crime_committed: 'Burglary',
    suspects_arrested: 1,
  }),
  fixtureEvent(6, {
    date: '2022-02-14',
    province: 'Gauteng',
    location: 'Soweto',
    crime_committed: 'Rape',
    victims: { count: 2, female: 2, male: 0, ages: [] },
    victims_children: 1,
  }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');
const complete = (value: unknown) => ({ value, complete: true });

describe("the asker's own clauses, without a question mark, are no conditions", () => {
  it('sets aside who the asker is and what they do, before the comma that opens the ask', () => {
    const answer = ask(
      'Good evening, I lead the choir at our church in Mthatha and we pray for the little ones every Sunday, in the rape cases how many of the victims were childrens',
    );
    expect(answer.result).toMatchObject(complete(1));
  });

  it('sets aside what the asker does or needs the figure for, after the ask and a comma', () => {
    expect(ask('how many burglaries all up, I fit burglar bars so thats my trade').result).toMatchObject(
      complete(2),
    );
    expect(ask('how many murders were there, I need it for the mothers union meeting').result).toMatchObject(
      complete(2),
    );
  });

  it('sets the same clauses aside when the question ends with its question mark', () => {
    expect(ask('how many murders were there, I need it for the mothers union meeting?').result).toMatchObject(
      complete(2),
    );
    expect(ask('how many rapes were there, it worries me with the juniors?').result).toMatchObject(
      complete(1),
    );
  });

  it('refuses which hospital a victim was taken to, asked with or without its mark', () => {
    const asked =
      'Do you perhaps know which hospital she was taken to, so that one of our volunteers could visit her';
    expect(ask(`${asked}?`).result).toMatchObject({ type: 'none' });
    expect(ask(asked).result).toMatchObject({ type: 'none' });
  });

  it('keeps a clause of the asker that narrows the count', () => {
    const answer = ask('how many murders were there, I only care about Cape Town');
    expect(answer.result).not.toMatchObject(complete(2));
  });

  it("sets aside what the asker's people say, run on after the ask without a stop", () => {
    const answer = ask(
      'which province has the most incidents my clients keep saying cape town is worse than jozi lol',
    );
    expect(answer.result).toMatchObject({ type: 'ranking', complete: true });
    expect(answer.result?.not_applied).toEqual([]);
  });

  it('sets aside a remark on how bad things are after the ask', () => {
    const answer = ask('how many murders happened in december over the years, festive season is always bad');
    expect(answer.result).toMatchObject(complete(2));
  });
});

describe('a count over the years and the words that say which figures count', () => {
  it('reads "over the years" as every year together, not a count per year', () => {
    const answer = ask('shame how many murders happened in december over the years');
    expect(answer.result).toMatchObject({ type: 'number', value: 2 });
  });

  it('changes nothing for words that leave out the events that do not say, or round the figure off', () => {
    expect(
      ask('how many police officers were victims, excluding incidents where the count is not stated').result,
    ).toMatchObject(complete(3));
    expect(ask('what % of the incidents were murders, round it off').result).toMatchObject(complete(33));
  });

  it('reads "wrt" as a word that links, not a condition', () => {
    expect(ask('Total suspects arrested wrt burglary cases, all provinces combined?').result).toMatchObject(
      complete(4),
    );
  });

  it('counts police officers among the victims when the count is asked last, "across all incidents"', () => {
    expect(ask('SAPS members as victims, on or off duty, total across all incidents?').result).toMatchObject(
      complete(3),
    );
  });
});

describe('crimes set apart and shares of a base named first', () => {
  it('counts the attempt and sets the completed crime apart, not leaving its events out', () => {
    const answer = ask('Earliest event date of an attempted murder (attempted only, not completed murders)');
    expect(answer.result).toMatchObject({ type: 'date', value: '2019-12-24' });
  });

  it('takes the base of a share named after a lead and its colon', () => {
    const answer = ask('studying for a crim test: of the incidents that happened in 2020 wat % were murders');
    expect(answer.result).toMatchObject(complete(50));
  });
});

describe('a break-in written apart, and the single one asked for', () => {
  it('reads "break ins" and "which break in" as burglary', () => {
    expect(ask('how many break ins were there').result).toMatchObject(complete(2));
  });

  it('ranks single break-ins when asked which one had the most, its place asked after a comma', () => {
    const answer = ask('which break in had the most suspects nabbed, where was that one');
    expect(answer.result).toMatchObject({ type: 'ranking', complete: true });
    expect(String(answer.result?.value && (answer.result.value as { name: string }[])[0]?.name)).toContain(
      'Calvinia',
    );
  });

  it('keeps "a break in the case" as no crime', () => {
    expect(ask('was there a break in the case of the Soweto rape?').text).not.toContain('burglary');
  });
});

describe('who asks and why, said around the ask without punctuation', () => {
  it('sets aside who keeps asking the asker, up to the ask', () => {
    expect(
      ask('coaching the u/15s in Paarl and the parents keep asking me, how many murders were there').result,
    ).toMatchObject(complete(2));
    expect(ask('guests keep asking about this so how many murders were there').result).toMatchObject(
      complete(2),
    );
  });

  it('sets aside who asked, told after the ask, even after a figure asked for with "total"', () => {
    expect(
      ask('total suspects arrested in the burglary cases, had a farmer in at the clinic today asking').result,
    ).toMatchObject(complete(4));
  });

  it('reads a yes or no after "ja so" without a comma', () => {
    expect(ask('ja so was there any murder in Mthatha? just up the road from us boet').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('reads "just up the road from us" as where the asker lives, not a road', () => {
    expect(
      ask('any murders in Mthatha? thats just up the road from us in Ngcobo, y or n').result,
    ).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
  });

  it("sets aside a feeling, the asker's own life and closing thanks", () => {
    expect(ask('how many rapes were there, it worries me with the juniors').result).toMatchObject(
      complete(1),
    );
    expect(
      ask('murders on a sat or sun how many, weekends are when we get the most check ins').result,
    ).toMatchObject({ type: 'number', complete: true });
    expect(
      ask(
        'In which province were the most police officers victims? Thank you for your patience with an old nurse.',
      ).result,
    ).toMatchObject({ type: 'ranking', complete: true });
  });

  it('sets aside examples closing the ask, unless they name other crimes', () => {
    expect(ask('how many burglaries, shops and houses and so on').result).toMatchObject(complete(2));
    expect(ask('how many murders, rapes and so on').result).toMatchObject(complete(3));
  });

  it('sets aside a talk the figure is for and "establish", "proper"', () => {
    expect(
      ask(
        'For a talk I am preparing for our church group, could you please establish how many murders took place?',
      ).result,
    ).toMatchObject(complete(2));
    expect(ask('how many proper murders, not the attempted ones').result).toMatchObject(complete(2));
  });
});

describe('shares, conjunctions and what the events do not record', () => {
  it('takes a place before the share word as its base, with no comma', () => {
    expect(
      ask('in the eastern cape what percentage of the incidents involved a murder').result,
    ).toMatchObject(complete(50));
  });

  it('reads "was women" and "only where they say if its a man or a woman" as a share of the sexes stated', () => {
    const answer = ask('wat % of the victims was women, only where they say if its a man or a woman');
    expect(answer.result).toMatchObject({
      measure: 'the per cent of female victims among female victims and male victims',
    });
  });

  it('reads "a murder and a kidnapping both in the same incident" as both crimes together', () => {
    expect(
      ask('how many of the cases was a murder and an attempted murder both in the same incident').result,
    ).toMatchObject(complete(1));
  });

  it('refuses the days the injured spent in hospital, which no release records', () => {
    expect(
      ask('I wonder how many days in total the injured victims in these reports spent in hospital').result,
    ).toMatchObject({ type: 'none' });
  });
});

describe('abbreviations, seasons, umbrellas and who is taken in a hijacking', () => {
  const vehicles = [
    fixtureEvent(21, { date: '2023-02-01', crime_committed: 'Carjacking, Kidnapping', suspects_arrested: 2 }),
    fixtureEvent(22, { date: '2024-04-23', crime_committed: 'Truck hijacking', suspects_arrested: 5 }),
    fixtureEvent(23, { date: '2024-10-10', crime_committed: 'Murder', victims_killed: 2 }),
    fixtureEvent(24, { date: '2022-11-11', crime_committed: 'Theft of motor vehicle' }),
  ];
  const askOf = (question: string) => analyse(question, vehicles, '2025-06-15');

  it('reads "veh." as vehicle, whose full stop ends no sentence', () => {
    expect(
      askOf('Date of the most recent veh. hijacking on file (car or truck), going by when it happened?')
        .result,
    ).toMatchObject({ type: 'date', value: '2024-04-23' });
  });

  it('reads "tot" as total, but not the Afrikaans "until"', () => {
    expect(askOf('murders. tot ppl killed in them').result).toMatchObject(complete(2));
  });

  it('sets aside who a hijacking took, and a season named with its months', () => {
    expect(
      askOf(
        'Where a hijacking came with a kidnapping of the driver or occupants, how many suspects were arrested in total?',
      ).result,
    ).toMatchObject(complete(2));
    expect(
      askOf(
        'In planting season, October to December, how many murders were there when you take all the years together',
      ).result,
    ).toMatchObject(complete(1));
  });

  it("reads an umbrella the asker defines by a list of crimes as the list's name", () => {
    expect(
      askOf(
        'How many motor vehicle incidents are on record in total, meaning carjackings, truck hijackings and vehicle thefts?',
      ).result,
    ).toMatchObject(complete(3));
  });

  it('sets aside hearsay before a yes or no that points back to its place', () => {
    const answer = analyse(
      'my brother says cars get hijacked a lot in Soweto, was there any rape there in these reports',
      events,
      '2025-06-15',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('refuses sums of money demanded, and reads "if the victim was a man or a woman" as the sexes stated', () => {
    expect(
      askOf('how much protection money were the extortionists asking from the shop owners per month').result,
    ).toMatchObject({ type: 'none' });
    expect(
      ask('Where they say if the victim was a man or a woman, what percentage of the victims were women?')
        .result,
    ).toMatchObject({ measure: 'the per cent of female victims among female victims and male victims' });
  });
});

describe('reasons, wondering and places pointed back to, said around the ask', () => {
  it('sets aside a reason after the ask and what comes before "I was wondering"', () => {
    expect(
      ask('how many murders were there because thats when all the long runs happen').result,
    ).toMatchObject(complete(2));
    expect(ask('ja so between trips i was wondering how many murders there were').result).toMatchObject(
      complete(2),
    );
  });

  it('takes the place an ask points back to ("up here") from the clause about the asker', () => {
    expect(
      ask('we paddle out of Mthatha so the Eastern Cape is home turf, how many murders were there up here')
        .result,
    ).toMatchObject(complete(1));
  });

  it('keeps "US" in capitals as the country, no asker', () => {
    const answer = ask(
      'Which province, roughly the equivalent of a US state, saw the most police officers among the victims?',
    );
    expect(answer.result).toMatchObject({ type: 'ranking' });
  });

  it("sets aside what the asker's people do, run on, and Afrikaans asides after a comma", () => {
    expect(
      ask('how many burglaries are there put together my uncle keeps cattle by there').result,
    ).toMatchObject(complete(2));
    expect(ask('hoeveel moord cases is daar, ons het self skape verloor').result).toMatchObject(complete(2));
  });

  it('refuses calibres and hectares, which no release records', () => {
    expect(ask('how many hectares of plantation got burnt in them arson cases').result).toMatchObject({
      type: 'none',
    });
    expect(ask('what calibre were the guns in the murders?').result).toMatchObject({ type: 'none' });
  });

  it('reads a heading sentence with a bare ask after it for what the events do not record', () => {
    expect(ask('Calibre of the firearms seized in the murder cases. Most common one?').result).toMatchObject({
      type: 'none',
    });
  });

  it('counts "kids" as the children a vague ask totals', () => {
    expect(ask('kids. victims that were children. total number').result).toMatchObject(complete(1));
  });
});

describe('isiXhosa around an ask, texting spellings and an attempt set apart in a sentence of its own', () => {
  it('reads isiXhosa words for which, is there, only, all together, the most and "in"', () => {
    expect(ask('yeyiphi province ene rape ezininzi, ndifuna eyona iphezulu').result).toMatchObject({
      type: 'ranking',
      complete: true,
    });
    expect(ask('kukho i rape eyenzeke eSoweto na? ewe okanye hayi').result).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
    expect(ask('murder cases eWestern Cape nase Eastern Cape zingaphi zizonke').result).toMatchObject(
      complete(2),
    );
  });

  it('reads "pipl wer kild ... altogeda" and "not the attempts"', () => {
    expect(ask('hw many pipl wer kild altogeda').result).toMatchObject({ type: 'number', complete: true });
    expect(ask('how many murders, just the real ones not the attempts').result).toMatchObject(complete(2));
  });

  it('sets an attempt apart when a sentence of its own says it "on its own should not be counted"', () => {
    expect(
      ask('How many incidents included a murder? Attempted murder on its own should not be counted.').result,
    ).toMatchObject(complete(2));
  });

  it("checks the asker's own count put before a dash, reading what it counted", () => {
    expect(
      ask('I counted 12 murder cases in the notebook - is that right? if not what is the real number?')
        .result,
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('refuses the name of "the oke they caught"', () => {
    expect(ask('whats the name of the oke they caught for the murder').result).toMatchObject({
      type: 'none',
    });
  });
});
