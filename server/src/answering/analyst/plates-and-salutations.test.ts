import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';

const victims = (count: number, female: number, male: number) => ({
  count,
  female,
  male,
  children: null,
  ages: [],
});

const events = [
  fixtureEvent(1, {
    date: '2022-03-09',
    province: 'Eastern Cape',
    location: 'Mthatha',
    crime_committed: 'Murder, Kidnapping',
    victims: victims(3, 2, 1),
    victims_killed: 3,
    suspects_arrested: 2,
    suspect_ages: [22, 40],
  }),
  fixtureEvent(2, {
    date: '2022-07-12',
    province: 'Gauteng',
    crime_committed: 'Murder',
    victims: victims(2, 1, 1),
    victims_killed: 2,
    suspects_arrested: 1,
    suspect_ages: [31],
  }),
  fixtureEvent(3, {
    date: '2021-07-20',
    province: 'Gauteng',
    crime_committed: 'Kidnapping',
    victims: victims(1, 0, 1),
    victims_killed: 1,
    suspects_arrested: 4,
    suspect_ages: [19, 25, 58],
  }),
  fixtureEvent(4, {
    date: '2023-01-05',
    province: 'KwaZulu-Natal',
    location: 'Umlazi',
    crime_committed: 'Rape',
    victims: victims(1, 1, 0),
    suspects_arrested: 1,
  }),
  fixtureEvent(5, {
    date: '2024-11-30',
    province: 'Mpumalanga',
    location: 'Nelspruit',
    crime_committed: 'Possession of unlicensed firearm and ammunition',
    suspects_arrested: 2,
  }),
  fixtureEvent(6, {
    date: '2024-02-14',
    province: 'Mpumalanga',
    location: 'Witbank',
    crime_committed: 'Murder',
    victims: victims(1, 0, 1),
    victims_killed: 1,
    suspects_arrested: 0,
  }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');
const complete = (value: number | string) => ({ value, complete: true });

describe('the first tries of fresh274 to fresh276 (session 50)', () => {
  it('takes a median named after "typical" as the median, not the mean', () => {
    const answer = ask(
      'What is the typical portion - the median number of suspects arrested per incident, where it is recorded?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 1.5 });
    expect(answer.text).toMatch(/median/);
  });

  it('reads a line "youngest to oldest" and the middle of it as the median age, not the youngest', () => {
    const answer = ask(
      'Lay every suspect whose age is given out on the shelf, youngest to oldest. What age sits right in the middle of the batch - the median?',
    );
    expect(answer.result).toMatchObject(complete(28));
  });

  it('gives a median age the people the question named ("where the ages of the suspects are given")', () => {
    expect(ask("Where the ages of the suspects are given, what's the median age?").result).toMatchObject(
      complete(28),
    );
    expect(
      ask('Line up all the crooks by age like snoek on the slab - what is the middle one, the median age?')
        .result,
    ).toMatchObject(complete(28));
  });

  it('sets aside "ladies and gentlemen" and an address at the end of a sentence, which name no victims', () => {
    expect(
      ask(
        'Ladies and gentlemen, may we have your attention please: how many murders took place in the month of July, counting every year?',
      ).result,
    ).toMatchObject(complete(1));
    expect(ask('Hold still, ou. How many kidnappings were there?').result).toMatchObject(complete(2));
  });

  it('reads the asker\'s word for the whole notebook after "across the whole" and as the whole of a share', () => {
    expect(
      ask('Position check: total women victims across the whole book. Number only.').result,
    ).toMatchObject(complete(4));
    const share = ask(
      'Thinking of all the incidents as one plate, what portion of the plate has murder on it? A percentage, please.',
    );
    expect(share.result).toMatchObject(complete(50));
  });

  it('does not take a ring or a gang for the notebook', () => {
    expect(ask('How many suspects were arrested across the whole ring?').result).toMatchObject({
      complete: false,
    });
  });

  it('keeps a lead that already asks, up to a dash, as the ask ("what share is rape - the percentage ... include it")', () => {
    expect(
      ask('I would like to know what share is rape - the percentage of all incidents that include it.')
        .result,
    ).toMatchObject({ type: 'number', value: 17 });
  });

  it('applies a place the lead names when the ask points back to "those incidents"', () => {
    expect(
      ask(
        'For my notes on the Eastern Cape servings: how many of the victims, summed over those incidents, were women?',
      ).result,
    ).toMatchObject(complete(2));
  });

  it('sets hearsay before a dash aside, so its place is not one of the sides compared', () => {
    const answer = ask(
      'Ja, my cousin reckons Joburg side is worse for it - were there more kidnapping incidents in Gauteng than in KZN, yes or no?',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true });
  });

  it('refuses rand values asked "in rand" anywhere, and the rounds fired', () => {
    expect(
      ask('Business robberies: total loss in rand across all positions? I need the figure.').text,
    ).toMatch(/do not record what was stolen/);
    expect(ask('Bring up the gain on the shootings. Total rounds fired?').text).toMatch(
      /how many rounds were fired/,
    );
  });

  it('reads people killed named before a short ask, and a spread between two sides as their difference', () => {
    expect(ask("People killed, 2022 vs 2021, year-on-year. What's the spread?").result).toMatchObject({
      type: 'number',
      value: 4,
    });
  });

  it('narrows a share to the place of its lead when the part starts with "turned up"', () => {
    expect(
      ask(
        'On the Mpumalanga stretch of the trail, what percentage of the incidents turned up an illegal firearm?',
      ).result,
    ).toMatchObject({ type: 'number', value: 50 });
  });

  it('drops "so to speak", "for good" and a clinician\'s "Hx of"', () => {
    expect(
      ask('Out of the Gauteng kiln, so to speak, how many of the incidents were murders?').result,
    ).toMatchObject(complete(1));
    expect(ask('Knockouts in 2022! How many went down for good? Total killed!').result).toMatchObject(
      complete(5),
    );
    expect(ask('Hx of kidnapping: how many cases from 1 Jan 2020 onward?').result).toMatchObject(complete(2));
  });

  it('reads a case "dropped" with nothing after it as no arrest, not a fall over the years', () => {
    expect(
      ask('how many incidents where the suspects got clean away - dropped, no arrest at all?').result,
    ).toMatchObject({ type: 'number' });
  });

  it('reads "suspects arrested in those fights" as the incidents, not a word left over', () => {
    expect(ask('2023 and 2024. Suspects arrested in those fights - add it up!').result).toMatchObject(
      complete(3),
    );
  });

  it('checks a claim told before "Is that true? Ja or nee." as the comparison it claims', () => {
    const answer = ask(
      'Okay so a client told me more people got killed in Mpumalanga than in Gauteng in these cases. Is that true? Ja or nee.',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false });
  });

  it('compares the sides set before an ask that names one of them with "more"', () => {
    const answer = ask('Murder: Gauteng vs Mpumalanga. Did Gauteng have more, y/n?');
    expect(answer.result).toMatchObject({
      type: 'yes_no',
      value: false,
      measure: 'whether Gauteng has more events about murder than Mpumalanga',
    });
  });

  it("takes the verb of the asker's own word for the incidents as part of it, not a verb of plain cases", () => {
    expect(ask('How many servings of kidnapping were dished up in Gauteng?').result).toMatchObject(
      complete(1),
    );
    expect(ask('How many cases were solved in Gauteng?').result).toMatchObject({ complete: false });
  });

  it('reads the likeness of one incident ("say every incident is one bar") and the middle of it before "the median"', () => {
    const answer = ask(
      'say every incident is one bar - whats the middle of the groove, the median number of suspects arrested per bar?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 1.5, complete: true });
  });

  it('reads the notebook "taken as one company" and incidents that "landed on a wednesday"', () => {
    expect(
      ask('Of all the incidents in this notebook, taken as one company, what share involved a rape?').result,
    ).toMatchObject(complete(17));
    expect(ask('how many incidents landed on a sunday?').result).toMatchObject({
      type: 'number',
      complete: true,
    });
    expect(ask('How many cases were solved in 2022?').result).toMatchObject({ complete: false });
  });

  it('says plainly that no event holds minutes taken, rand counted or distances in km', () => {
    expect(
      ask('how many minutes did the cops take to roll up after the first call, on average?').text,
    ).toMatch(/how many minutes anything took|how long an arrest or the police took/);
    expect(ask('the murders - how many rand did the robbers actually walk away with?').text).toMatch(
      /do not record what was stolen/,
    );
    expect(ask('avg distance in km from each crime scene to the nearest cop shop?').text).toMatch(
      /not map coordinates, distances/,
    );
  });

  it('reads "grand total", a troop spoken to and "all of em"', () => {
    expect(
      ask("Add up all the suspects arrested in the kidnapping incidents. What's our grand total, troop?")
        .result,
    ).toMatchObject(complete(6));
    expect(ask('murder cases only: how many suspects got locked up across all of em?').result).toMatchObject(
      complete(3),
    );
  });

  it("never takes a verb of what became of the incidents for the asker's word for their happening", () => {
    expect(ask('how many cats got locked up in gauteng all together').result).toMatchObject({
      complete: false,
    });
  });

  it('reads "before New Year 2020" as before its first day, and "from every year" as the years pooled', () => {
    expect(
      ask('How many kidnappings were brewed before 2022 - anything that happened before New Year 2022?')
        .result,
    ).toMatchObject(complete(1));
    expect(ask('how many incidents rolled in on a Tuesday, counting from every year?').result).toMatchObject({
      type: 'number',
      complete: true,
    });
  });

  it('says that sides joined into one "together have more"', () => {
    expect(
      ask(
        'Were there more murders in the Western Cape than in Gauteng, the Eastern Cape and Mpumalanga put together?',
      ).text,
    ).toMatch(
      /Gauteng, Eastern Cape and Mpumalanga together have more events about murder than Western Cape/,
    );
  });

  it('sets one place against three others "put together", not against the first of them', () => {
    const answer = ask(
      'Did Gauteng see more people killed than the Eastern Cape, KwaZulu-Natal and Mpumalanga put together?',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false });
    expect(answer.text).toMatch(/Eastern Cape, KwaZulu-Natal and Mpumalanga together/);
  });

  it('reads a release that "dropped" as published, not a fall over time', () => {
    expect(
      ask(
        'how many murders happened in 2022? Going by when the deed was done, not when the press release dropped!',
      ).result,
    ).toMatchObject(complete(2));
  });

  it('reads "figs", "has been catalogued" and "the ages the police actually gave" as stated figures', () => {
    expect(
      ask(
        'Among the incidents where the number of suspects arrested has been catalogued, what is the median number arrested per incident?',
      ).result,
    ).toMatchObject(complete(1.5));
    expect(
      ask("What's the median age of the suspects, going only by the ages the police actually gave?").result,
    ).toMatchObject(complete(28));
    expect(ask('Total killed across all incidents, stated figs only.').result).toMatchObject(complete(7));
  });

  it('refuses the officers who made the arrests, whose names no event holds', () => {
    expect(ask('Who were the officers who made the arrests?').text).toMatch(/not their names/);
  });

  it('reads "somebody actually got murdered" as a condition on the incidents counted', () => {
    expect(
      ask('how many gigs went down in Gauteng where somebody actually got murdered?').result,
    ).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it('sets aside a whisper, the asker ticking the releases off and an endearment before a colon', () => {
    expect(
      ask('psst... how many kidnapping incidents have I got on the list altogether?').result,
    ).toMatchObject(complete(2));
    expect(ask('Ooh - how many kidnappings did I tick in Gauteng? Just that province!').result).toMatchObject(
      complete(1),
    );
    expect(
      ask(
        'Take a gather from the Eastern Cape for me, love: how many people lost their lives there, all told?',
      ).result,
    ).toMatchObject(complete(3));
  });

  it('reads "all them ... gigs", the cops who "pinch" and the cops who "came up empty"', () => {
    expect(
      ask('all them kidnappin gigs, every one of them - how many cats did the cops pinch in total?').result,
    ).toMatchObject(complete(6));
    expect(
      ask('what percent of the incidents ended with no arrest made, the cops came up empty?').result,
    ).toMatchObject({ type: 'number', value: 17 });
  });

  it('takes the place told before a share whose base points back to it ("Of its incidents")', () => {
    expect(
      ask('I am looking at Mpumalanga. Of its incidents, what percentage involved a murder?').result,
    ).toMatchObject(complete(50));
    expect(
      ask('Mpumalanga. Of the incidents there, what percentage involved a murder?').result,
    ).toMatchObject(complete(50));
  });

  it('counts the children among the casualties, not every casualty', () => {
    const withChildren = [
      ...events,
      fixtureEvent(7, {
        date: '2023-05-05',
        crime_committed: 'Murder',
        victims_killed: 2,
        victims_children: 1,
      }),
    ];
    expect(
      analyse('Among the casualties, how many children were victims, in all?', withChildren, '2025-06-15')
        .result,
    ).toMatchObject({ type: 'number', value: 1 });
  });

  it('compares the people named when one side "exceeds" the other, not the incidents with an arrest', () => {
    const answer = ask(
      'Does the Gauteng column of suspects arrested exceed the Eastern Cape column? Yes or no.',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true });
    expect(answer.text).toMatch(/More suspects arrested in Gauteng than in Eastern Cape: 5 against 2/);
  });

  it('does not take a casualty report for the casualties counted', () => {
    expect(
      ask('Procedure requires a casualty report. How many people were killed, not injured, in total?').result,
    ).toMatchObject(complete(7));
  });

  it('reads "is entered", "rolled together", "cars jacked", "sweethearts" and a place word before "only"', () => {
    expect(
      ask('Where the number of victims is entered, what is the mean number of victims per incident?').result,
    ).toMatchObject(complete(1.6));
    expect(
      ask('How many incidents happened in July, with all the years rolled together?').result,
    ).toMatchObject(complete(2));
    expect(ask('any cars jacked in Gauteng? Yes or no.').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(ask('The murder act, sweethearts: how many murders were there?').result).toMatchObject(
      complete(3),
    );
    expect(ask('Gauteng tickets only - how many suspects got arrested all up?').result).toMatchObject(
      complete(5),
    );
  });

  it('sets aside where the person passing a claim on lives, which is no side of it', () => {
    const answer = ask('My boet in Soweto reckons Gauteng had more murders than Mpumalanga. Ja of nee?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false });
    expect(answer.text.split('\n')[0]).not.toMatch(/Soweto/);
  });

  it('leaves undated items out when told they "are to be excluded from the measure", not keeps only them', () => {
    expect(
      ask(
        'From 2021 to 2022 inclusive, how many line items include a murder? Undated items are to be excluded from the measure.',
      ).result,
    ).toMatchObject(complete(2));
  });

  it('reads "incidents with no victim figure sit this routine out" as the figures stated, not incidents without victims', () => {
    expect(
      ask(
        'On average how many victims were there per incident? Incidents with no victim figure sit this routine out.',
      ).result,
    ).toMatchObject(complete(1.6));
  });

  it("sets aside the asker's own working days, which are no side of the count", () => {
    const answer = ask(
      'Gauteng route, weekdays only (Mon to Fri, I dont work weekends). Total suspects arrested on those?',
    );
    expect(answer.text.split('\n')[0]).not.toMatch(/weekend/);
  });
});
