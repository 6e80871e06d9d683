import { describe, expect, it } from 'vitest';
import { fixtureEvent, fixtureVictims as victims } from '../../testing/fixture-notebook';
import { analyse } from './index';

const events = [
  fixtureEvent(1, {
    date: '2022-03-09',
    province: 'Eastern Cape',
    crime_committed: 'Murder, Kidnapping',
    victims: victims(3, 1),
  }),
  fixtureEvent(2, { date: '2022-07-12', province: 'Gauteng', crime_committed: 'Murder' }),
  fixtureEvent(3, { date: '2021-07-20', province: 'Gauteng', crime_committed: 'Kidnapping' }),
  fixtureEvent(4, { date: '2023-01-05', province: 'KwaZulu-Natal', crime_committed: 'Rape' }),
  fixtureEvent(5, { date: '2024-02-14', province: 'Mpumalanga', crime_committed: 'Murder' }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');
const complete = (value: number | string) => ({ value, complete: true });

describe('courtesies before the ask (session 51 first tries)', () => {
  it('counts after "With the greatest respect," rather than ranking by its "greatest"', () => {
    const answer = ask(
      'With the greatest respect, how many incidents were checked in with both a murder and a kidnapping?',
    );
    expect(answer.result).toMatchObject({ type: 'number', ...complete(1) });
  });

  it('sets aside "If I may be so bold,", "At your service. May I enquire", "Forgive me for asking, but"', () => {
    expect(ask('If I may be so bold, how many murders were there?').result).toMatchObject(complete(3));
    expect(ask('At your service. May I enquire how many kidnappings there were?').result).toMatchObject(
      complete(2),
    );
    expect(ask('Forgive me for asking, but how many rapes were there?').result).toMatchObject(complete(1));
  });
});

describe('a short remark before the ask', () => {
  it('reads "Quite remarkable." and "Lovely touch." as the asker\'s remark, not words to apply', () => {
    expect(ask('Quite remarkable. How many murders were there?').result).toMatchObject(complete(3));
    expect(ask('Lovely touch. How many kidnappings were there in 2022?').result).toMatchObject(complete(1));
  });

  it('keeps a short sentence that says what is asked ("Committee requests a forecast.")', () => {
    expect(
      ask(
        'Item 5: Committee requests a forecast. How many murders should members expect in Gauteng next year?',
      ).result,
    ).toMatchObject({ type: 'none' });
  });

  it('still applies a short sentence that names a crime or says "only"', () => {
    expect(ask('Murders only. How many incidents in Gauteng?').result).toMatchObject(complete(1));
    expect(ask('Gauteng only. How many murders?').result).toMatchObject(complete(1));
  });
});

describe('how much one side is above another', () => {
  it('answers "how much higher ... than" with the difference, not a ranking of the two', () => {
    const answer = ask('How much higher was the number of murders in Gauteng than in Mpumalanga?');
    expect(answer.result).toMatchObject({ type: 'number', ...complete(0) });
    expect(
      ask('How much higher was the number of murders in Gauteng than in KwaZulu-Natal?').result,
    ).toMatchObject(complete(1));
  });

  it('sets the people against each other when each is put as "the count of"', () => {
    const answer = ask(
      'In the Eastern Cape, how much higher is the number of female victims than the number of male victims?',
    );
    expect(answer.result).toMatchObject({ type: 'number', ...complete(2) });
  });

  it('reads a comparative it has no word for as "more", and says so', () => {
    const answer = ask(
      'In the Eastern Cape, how much sharper is the count of female victims than the count of male victims?',
    );
    expect(answer.result).toMatchObject(complete(2));
    expect(answer.text).toMatch(/"sharper" read as "more"/);
  });
});

describe("the asker's own word for the incidents, after the crime, place or day that says which", () => {
  it('reads "Rape legs", "the Mpumalanga legs" and "Weekend legs" as the incidents counted', () => {
    expect(ask('Rape legs on the board - how many?').result).toMatchObject(complete(1));
    expect(ask('What percentage of the Gauteng legs involve a murder?').result).toMatchObject(complete(50));
    expect(ask('Weekend legs in Gauteng, Saturday or Sunday only, how many?').result).toMatchObject(
      complete(0),
    );
  });

  it('does not take a verb after a place for the incidents ("any bust in Gauteng lead to")', () => {
    expect(ask('Did any murder bust in Gauteng lead to a kidnapping charge?').result).toMatchObject({
      complete: false,
    });
  });

  it('still counts residents, survivors and other people named after a place as a restriction', () => {
    expect(ask('How many Gauteng residents were murdered?').result).toMatchObject({ complete: false });
  });
});

describe('a likeness set off by commas, and a span of years', () => {
  it('reads ", like three octaves," as colour and "the span from 2021 to 2022" as the years', () => {
    expect(
      ask(
        'Over the span from 2021 to 2022 inclusive, two full years, like two octaves, how many incidents occurred in all?',
      ).result,
    ).toMatchObject(complete(3));
  });

  it('keeps a likeness that names a crime', () => {
    expect(ask('How many incidents, like murders, were there in Gauteng?').result).not.toMatchObject(
      complete(2),
    );
  });
});

describe('spoken words', () => {
  it('reads a dropped g ("Mornin", "countin") as the word it stands for', () => {
    expect(ask('Mornin. How many murders, countin only the ones from 2022 on?').result).toMatchObject(
      complete(3),
    );
  });

  it('reads the happening verb of the asker\'s word for incidents said with a crime ("frames involving ... were played")', () => {
    expect(ask('How many frames involving rape or kidnapping were played before 2023?').result).toMatchObject(
      complete(2),
    );
  });
});

describe('the second batch of first tries (fresh298 to fresh300)', () => {
  it('reads a crime "charge together with" another as both, not either', () => {
    expect(ask('How many incidents have a murder charge together with a kidnapping?').result).toMatchObject(
      complete(1),
    );
  });

  it('sets attempted murder apart from murder after "if you please," and "were there,", not leaving out its events', () => {
    const withAttempt = [
      ...events,
      fixtureEvent(6, {
        date: '2022-08-01',
        province: 'Gauteng',
        crime_committed: 'Murder, Attempted murder',
      }),
    ];
    const count = (question: string) => analyse(question, withAttempt, '2025-06-15').result;
    expect(
      count('How many murders took place? Murders only, if you please, not the attempted ones.'),
    ).toMatchObject(complete(4));
    expect(count('How many murders were there, not counting attempted murders?')).toMatchObject(complete(4));
    expect(count('How many murders that did not also involve an attempted murder?')).toMatchObject(
      complete(3),
    );
  });

  it('reads "the last day of December 2022" as its day and "both ends included" as the range as it is', () => {
    expect(
      ask(
        'Between the first of January 2021 and the last day of December 2022, both ends included, how many incidents took place?',
      ).result,
    ).toMatchObject(complete(3));
  });

  it('reads "from 2022 only" as that year, "oi" as a call and "n" as "and"', () => {
    expect(ask('murders from 2022 only - how many?').result).toMatchObject(complete(2));
    expect(ask('oi whats the tally of murders in Gauteng?').result).toMatchObject(complete(1));
    expect(ask('how many murders n kidnappings in Gauteng?').result).toMatchObject(complete(2));
  });

  it('reads "whole shed," opening a question as the asker\'s word for the whole notebook', () => {
    expect(ask('whole shed, whats the tally of murders?').result).toMatchObject(complete(3));
  });
});

describe('the third batch of first tries (fresh301 to fresh303)', () => {
  it('reads a stage direction in brackets or stars before the ask as an aside, the ask a yes or no', () => {
    expect(
      ask('[leans on invisible wall] Was there any weekend kidnapping in Gauteng?').result,
    ).toMatchObject({
      type: 'yes_no',
      value: false,
      complete: true,
    });
    expect(ask('*mimes counting* How many murders in Gauteng?').result).toMatchObject(complete(1));
  });

  it('still reads a crime or place written between stars', () => {
    expect(ask('How many *murders* in Gauteng?').result).toMatchObject(complete(1));
  });

  it('sets attempted murder apart after "the murder flavour, not"', () => {
    const withAttempt = [
      ...events,
      fixtureEvent(6, {
        date: '2022-08-01',
        province: 'Gauteng',
        crime_committed: 'Murder, Attempted murder',
      }),
    ];
    expect(
      analyse('How many murders? Just the murder flavour, not attempted murder.', withAttempt, '2025-06-15')
        .result,
    ).toMatchObject(complete(4));
  });

  it('reads "Date of the incident?" after a statement naming the incident as its date', () => {
    expect(ask('Gauteng. Latest murder on the route. Date of the incident?').result).toMatchObject({
      type: 'date',
      value: '2022-07-12',
    });
  });
});

describe('the fourth batch of first tries (fresh304 to fresh306)', () => {
  it('reads "A whole number will do; ... the first tick." after the ask as no earliest', () => {
    const answer = ask(
      'Of all the incidents here, what percentage involved a murder? A whole number will do; I am not fussy past the first tick.',
    );
    expect(answer.result).toMatchObject({ type: 'number', ...complete(60) });
  });

  it('refuses "how many minutes, on average, passed between each crime and the arrest"', () => {
    const arrests = events.map((e) => ({ ...e, suspects_arrested: 2 }));
    const answer = analyse(
      'How many minutes, on average, passed between each crime and the arrest of its suspects? I would measure it with a stopwatch if I could.',
      arrests,
      '2025-06-15',
    );
    expect(answer.result).toMatchObject({ type: 'none' });
  });

  it('counts after "When ... - ... - how many", not listing dates', () => {
    expect(
      ask(
        'When it is cold in winter - June, July and August of any year - how many incidents took place in those months?',
      ).result,
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('sets aside "Hate to ask ... but" before the ask', () => {
    expect(ask('Hate to ask this one on the job but how many murders were there?').result).toMatchObject(
      complete(3),
    );
  });
});

describe('the fifth batch of first tries (fresh307 to fresh309)', () => {
  it('reads "before the first day of 2022" and "up to the last day of 2021" as those days', () => {
    expect(
      ask('Did a murder take place before the first day of 2022? A plain yes or no.').result,
    ).toMatchObject({
      type: 'yes_no',
      value: false,
      complete: true,
    });
    expect(ask('How many kidnappings up to the last day of 2021?').result).toMatchObject(complete(1));
  });

  it('reads "lads" opening a question as a call, not a word to apply', () => {
    expect(ask('lads how many murders were there?').result).toMatchObject(complete(3));
  });
});

describe('guards found in review', () => {
  it('keeps a crime word ending in "-er" after "how much" ("How much murder was there ... rather than ...")', () => {
    expect(ask('How much murder was there in Gauteng rather than in Mpumalanga?').text).toMatch(/murder/);
    expect(ask('How much murder was there in Gauteng rather than in Mpumalanga?').text).not.toMatch(
      /read as "more"/,
    );
  });
});
