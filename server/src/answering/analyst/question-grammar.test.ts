import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import type { AnswerEvent } from '../engine';
import { analyse, planQuestion } from './index';
import { readNewsroomWords } from './newsroom-words';
import { correctComparedThen } from './spelling';

/**
 * Ways analysts write questions that the reader once got wrong or answered only in part: shares whose
 * base is named first, open-ended years, victims of a kind, thresholds in yes/no questions, the
 * youngest and oldest, lists of kinds, and the statements and asides written around an ask.
 */
const EVENTS: AnswerEvent[] = [
  fixtureEvent(1, {
    date: '2022-03-05',
    province: 'Eastern Cape',
    location: 'Mthatha',
    crime_committed: 'Murder',
    victims_police: 1,
    victims_injured: 2,
    suspect_ages: [19, 44],
    relationship: 'partner',
  }),
  fixtureEvent(2, {
    date: '2023-06-10',
    province: 'Gauteng',
    location: 'Soweto',
    crime_committed: 'Murder',
    victims_police: 0,
    victims_injured: 5,
    suspect_ages: [31],
    relationship: 'stranger',
  }),
  fixtureEvent(3, {
    date: '2024-01-13',
    province: 'Gauteng',
    location: 'Tembisa',
    crime_committed: 'Murder, Rape',
    victims_children: 1,
    victims_police: 2,
    relationship: 'family',
  }),
  fixtureEvent(4, {
    date: '2024-08-17',
    province: 'Eastern Cape',
    location: 'Gqeberha',
    crime_committed: 'House robbery',
    victims_children: 0,
  }),
  fixtureEvent(5, {
    date: '2024-11-02',
    province: 'Gauteng',
    location: 'Soweto',
    crime_committed: 'Truck hijacking',
    suspect_ages: [27],
  }),
  fixtureEvent(6, {
    date: '2025-02-20',
    province: 'Limpopo',
    location: 'Polokwane',
    crime_committed: 'Carjacking',
  }),
];

const ask = (question: string) => analyse(question, EVENTS, '2025-06-15');

describe('shares whose base and part the question separates', () => {
  it.each([
    ['What percentage of the murders took place in the Eastern Cape?', 33],
    ['What share of the murders happened in 2024?', 33],
    ['Of all robberies and hijackings of any kind, what percentage happened in Gauteng?', 33],
    ['What percentage of the incidents happened in 2024 or later?', 67],
  ])('%s → %s %%', (question, share) => {
    expect(ask(question).result).toMatchObject({ type: 'number', value: share, complete: true });
  });
});

describe('a year open at one end', () => {
  it.each([
    ['How many incidents in 2024 or later?', 4],
    ['How many incidents from 2023 onwards?', 5],
    ['How many murders in 2023 and earlier?', 2],
  ])('%s → %s', (question, count) => {
    expect(ask(question).result).toMatchObject({ type: 'number', value: count });
  });
});

describe('victims of a kind as a condition, not a count', () => {
  it('counts incidents with police officers among the victims, without an article', () => {
    expect(ask('In how many incidents were police officers among the victims?').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('counts rape cases that involved a child victim', () => {
    expect(ask('How many rape cases involved a child victim?').result).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('still counts the people when the kind is what is counted', () => {
    expect(ask('How many police officers were among the victims?').result).toMatchObject({
      type: 'number',
      value: 3,
    });
  });

  it('compares the people of a kind across places, not events', () => {
    expect(ask('Were more cops among the victims in Gauteng than in the Eastern Cape?').result).toMatchObject(
      {
        type: 'yes_no',
        value: true,
      },
    );
  });

  it('says how many events leave the condition unstated', () => {
    expect(ask('How many incidents had a child among the victims?').text).toContain(
      'Not counted: 4 events do not say how many child victims there were',
    );
  });
});

describe('a yes/no question with a threshold', () => {
  it.each([
    ['Was there more than one truck hijacking?', false],
    ['Were there more than two murders?', true],
    ['Were there at least four murders?', false],
    ['Were there fewer than 2 carjackings?', true],
  ])('%s → %s', (question, yes) => {
    const answer = ask(question);
    expect(answer.result).toMatchObject({ type: 'yes_no', value: yes });
    expect(answer.text.split('\n')[1]).toMatch(yes ? /^Yes\./ : /^No\./);
  });
});

describe('the youngest and the oldest', () => {
  it('gives the lowest stated age, from the events that state it', () => {
    const answer = ask('How old was the youngest suspect?');
    expect(answer.result).toMatchObject({ type: 'number', value: 19 });
    expect(answer.usedEventIds).toEqual([1]);
  });

  it('gives the highest', () => {
    expect(ask('What was the age of the oldest suspect?').result).toMatchObject({
      type: 'number',
      value: 44,
    });
  });
});

describe('one incident ranked by people', () => {
  it('reads "which single incident left the most" as one event', () => {
    expect(ask('Which single incident left the most people injured?').result).toMatchObject({
      type: 'ranking',
      value: [{ value: 5 }],
      complete: true,
    });
  });
});

describe('kinds listed around the noun they share', () => {
  it.each([
    'How many hijackings, car or truck, were there?',
    'How many vehicle hijackings (cars and trucks) were there?',
  ])('%s', (question) => {
    expect(ask(question).result).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('reads each listed kind of robbery, and names none twice', () => {
    const answer = ask('How many armed, business or house robberies?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(answer.text).toMatch(
      /^Read as: the number of events about armed robbery, business robbery or house robbery/,
    );
  });

  it('leaves a list with a word that names no kind alone', () => {
    expect(ask('How many murders and house robberies?').text).toMatch(/about murder or house robbery/);
  });
});

describe('words around the ask', () => {
  it('takes a statement before the question as context, its crime as what is asked about', () => {
    expect(ask('Murders are our bread and butter. How many are there in total?').result).toMatchObject({
      type: 'number',
      value: 3,
      complete: true,
    });
  });

  it('keeps a heading before a colon as part of the ask', () => {
    expect(ask('Farm murders in Gauteng: how many are there?').text).toMatch(
      /^Read as: the number of events about murder in Gauteng on a farm\./,
    );
  });

  it('sets aside an aside in brackets and an appositive, and reads no place from it', () => {
    expect(
      ask('How many murders in Soweto, the township that lies south-west of Polokwane?').result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(
      ask("How many 'house robberies' are there? (That is police jargon for an armed home invasion.)").result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });
});

describe('how the attacker and the victim were related', () => {
  it('counts incidents where the victim knew the attacker', () => {
    expect(ask('In how many incidents did the victim know the attacker?').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('says how many events do not state it', () => {
    const answer = ask('How many incidents were committed by a stranger?');
    expect(answer.text).toMatch(/^Read as: the number of events where the attacker was a stranger\./);
    expect(answer.text).toContain(
      'Not counted: 3 events do not say how the attacker and the victim were related',
    );
  });
});

describe('a question no event matches', () => {
  it('still names the words it could not apply, so a 0 does not read as the answer', () => {
    const answer = ask('How many of the women killed were killed by a stranger in Limpopo?');
    expect(answer.result).toMatchObject({ complete: false, not_applied: ['women'] });
  });
});

describe('a share of places within a place', () => {
  it('takes the part inside the base, not either of them', () => {
    const answer = ask('What share of the Gauteng incidents happened in Soweto?');
    expect(answer.result).toMatchObject({ type: 'number', value: 67 });
    expect(answer.text).toMatch(
      /^Read as: the number of events in Soweto, as a share of the events in Gauteng\./,
    );
  });
});

describe('a share of one sex among the victims', () => {
  const victims = [
    fixtureEvent(1, { victims: { count: 3, female: 1, male: 2, ages: [] } }),
    fixtureEvent(2, { victims: { count: 2, female: 2, male: 0, ages: [] } }),
    fixtureEvent(3, {}),
  ];
  it('is the one sex of both, over the victims whose sex is stated', () => {
    const answer = analyse(
      'Of the victims whose sex is recorded, what percentage were female?',
      victims,
      '2025-06-15',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 60, complete: true });
  });

  it('says when no event states either', () => {
    expect(analyse('What percentage of the victims were women?', [fixtureEvent(1, {})]).result).toMatchObject(
      {
        type: 'none',
      },
    );
  });
});

describe('a municipality asked about without its "City of"', () => {
  it('finds the events of the City of Matlosana when asked about Matlosana, misspelt or not', () => {
    const events = [
      fixtureEvent(1, {
        location: 'Jouberton, Klerksdorp',
        province: 'North West',
        municipality: 'City of Matlosana',
      }),
      fixtureEvent(2, { location: 'Soweto' }),
    ];
    for (const question of [
      'How many incidents in Matlosana?',
      'How many incidents in the City of Matlosna?',
    ])
      expect(analyse(question, events).result, question).toMatchObject({ type: 'number', value: 1 });
  });
});

describe('what the events cannot tell', () => {
  it('refuses a conviction rate, which needs what courts decided later', () => {
    expect(ask("What's the conviction rate for these cases?").result).toMatchObject({ type: 'none' });
  });
});

describe('a yes/no question after a lead-in', () => {
  it('is still a yes/no', () => {
    expect(
      ask('Quick one for the bulletin: were there more murders in Gauteng than in the Eastern Cape?').result,
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('comparisons of days of the week and of means', () => {
  it('compares weekends with weekdays, after a place set off by a comma', () => {
    const answer = ask('In Gauteng, were there more incidents on weekends than on weekdays?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true });
    expect(ask('How many incidents on weekends and how many on weekdays?').result).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Weekends', value: 5 },
        { name: 'Weekdays', value: 1 },
      ],
    });
  });

  it('compares the mean stated age of two places', () => {
    const answer = ask('Is the mean suspect age higher in the Eastern Cape than in Gauteng?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true });
    expect(answer.text).toContain('Eastern Cape has the higher average age of suspects: 31.5 against 29');
  });
});

describe('more ways analysts write conditions', () => {
  it('reads "ended without any suspect being arrested" as no arrest', () => {
    const events = [fixtureEvent(1, { arrest_made: false }), fixtureEvent(2, { arrest_made: true })];
    expect(
      analyse('How many of the incidents ended without any suspect being arrested?', events).result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads "charged with" a crime as the crime, not how far the case got', () => {
    const answer = ask('In how many cases was the accused charged with both murder and rape?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('leaves out the cases that also involved a crime named after "apart from the ones that"', () => {
    expect(ask('How many murders, apart from the ones that also involved a rape?').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('sets aside what the question contrasts with', () => {
    expect(ask('Of all the victims, how many were injured as opposed to killed?').result).toMatchObject({
      type: 'number',
      value: 7,
      complete: true,
    });
  });

  it('says plainly that parole and insurance are not recorded', () => {
    for (const question of [
      'How many of the arrested suspects were out on parole at the time?',
      'How many of the hijacked vehicles were insured?',
    ])
      expect(ask(question).result, question).toMatchObject({ type: 'none' });
  });

  it('reads a verb of harm typed with a letter left out', () => {
    expect(ask('How many people got killd?').text).toContain('"killd" read as "killed"');
  });

  it('reads a slip that doubles the wrong letter', () => {
    const answer = ask('How many suspects were aressted?');
    expect(answer.result).toMatchObject({ complete: true });
  });

  it('does not take "which crime type accounts for the most" for one incident', () => {
    expect(ask('Which crime type accounts for the most people injured?').text).toMatch(
      /^Read as: the kind of crime with the most people injured/,
    );
  });
});

describe('calendar words of analysts', () => {
  it.each([
    ['How many incidents took place in the winter months, June to August?', 2],
    ['How many incidents fell in the festive season, December or January?', 1],
    ['How many incidents fall in the 2023/24 financial year?', 2],
  ])('%s → %s', (question, count) => {
    expect(ask(question).result).toMatchObject({ type: 'number', value: count, complete: true });
  });

  it('reads a quarter of any year as its months, and a share of the dated incidents as of them', () => {
    const answer = ask(
      'Of the dated incidents, what percentage fell in the first quarter (January to March) of any year?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 50, complete: true });
  });
});

describe('people bounded by what happened to them', () => {
  const harmed = [
    fixtureEvent(1, { crime_committed: 'Murder', victims_killed: 5 }),
    fixtureEvent(2, { crime_committed: 'Murder', victims_killed: 2, victims_injured: 3 }),
    fixtureEvent(3, { crime_committed: 'Robbery', victims_killed: 0 }),
  ];
  it.each([
    ['How many incidents left five or more people dead?', 1],
    ['In how many incidents were strictly more than two people killed?', 1],
    ['How many incidents with at least 3 people injured?', 1],
  ])('%s → %s', (question, count) => {
    expect(analyse(question, harmed).result).toMatchObject({ type: 'number', value: count, complete: true });
  });

  it('averages a people field per incident that states it', () => {
    expect(
      analyse('What is the mean number killed per incident, to one decimal place?', harmed).result,
    ).toMatchObject({ type: 'number', value: 2.3 });
  });
});

describe('shares with the base named first', () => {
  it('takes a place set off before "what share" as the base', () => {
    expect(ask('In Gauteng, what share of the incidents were murders?').result).toMatchObject({
      type: 'number',
      value: 67,
    });
  });
});

describe('slang and filler analysts write', () => {
  it('reads "how many of the suspects were women" as women suspects, not all suspects', () => {
    const events = [fixtureEvent(1, { suspects_female: 2, suspects_male: 1, suspects_arrested: 3 })];
    expect(analyse('How many of the suspects were women?', events).result).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it('reads "did X outnumber Y" as a yes/no comparison, after a heading too', () => {
    expect(ask('Did murders outnumber hijackings?').result).toMatchObject({ type: 'yes_no', value: true });
    expect(ask('Head-to-head: did murders outscore the hijackings?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('reads "when did the last X go down" as a date, not a trend', () => {
    expect(ask('When did the last murder go down?').result).toMatchObject({
      type: 'date',
      value: '2024-01-13',
    });
  });

  it('sets aside a heading no reader found anything in, and "medians aside"', () => {
    expect(ask('Household lines: how many house robbery incidents were there?').result).toMatchObject({
      complete: true,
    });
    expect(ask('Medians aside, what is the mean age of the suspects?').result).toMatchObject({
      complete: true,
    });
  });
});

describe('one people field as a share of another', () => {
  const victims = [
    fixtureEvent(1, {
      victims: { count: 4, female: 1, male: 3, ages: [] },
      victims_children: 1,
      victims_killed: 2,
    }),
    fixtureEvent(2, { victims: { count: 3, female: 1, male: 2, ages: [] }, victims_children: 0 }),
    fixtureEvent(3, {}),
  ];
  it('gives the child victims as a per cent of all victims, to the decimals asked', () => {
    const answer = analyse('What percentage of all victims were children, to one decimal place?', victims);
    expect(answer.result).toMatchObject({ type: 'number', value: 14.3, complete: true });
    expect(answer.text).toMatch(/^Read as: child victims as a per cent of victims\.$/m);
  });

  it('gives the people killed as a per cent of all victims', () => {
    expect(analyse('What share of the victims were killed?', victims).result).toMatchObject({
      type: 'number',
      value: 29,
      complete: true,
    });
  });
});

describe('a yes/no on a share', () => {
  it('compares the share, not the count, with the threshold', () => {
    const answer = ask('Is the share of murders above 40 percent?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true, complete: true });
    expect(answer.text).toMatch(/^Read as: whether the per cent of events about murder is at least 41 %\./);
    expect(ask('Is the share of murders above 60 percent?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(ask('Is the share of murders strictly greater than 45 percent?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('round five: voices of radio, memoir and fact-checking', () => {
  const people = [
    fixtureEvent(1, {
      date: '2024-02-10',
      crime_committed: 'Murder, Attempted murder',
      location: 'Khayelitsha',
      province: 'Western Cape',
      victims: { count: 4, female: 1, male: 2, ages: [] },
      victims_killed: 25,
      suspects_arrested: 3,
      suspect_ages: [24],
      relationship: 'acquaintance',
    }),
    fixtureEvent(2, {
      date: '2024-05-02',
      crime_committed: 'Murder',
      victims: { count: 2, female: 1, male: 1, ages: [] },
      victims_killed: 20,
      suspects_arrested: 2,
      suspect_ages: [31],
    }),
    fixtureEvent(3, {
      date: '2019-08-01',
      crime_committed: 'Stock theft',
      province: 'Free State',
      location: 'Bethlehem',
    }),
    fixtureEvent(4, { date: '2017-11-22', crime_committed: 'House robbery' }),
    fixtureEvent(5, { date: '2023-03-03', crime_committed: 'Robbery' }),
  ];
  const asked = (question: string) => analyse(question, people, '2025-06-15');

  it.each([
    ['Eish, how many murder cases were there, ja?', 2],
    ['Ja, in how many cases was there murder and attempted murder in the same incident?', 1],
    ['How many livestock rustling cases were there in the Free State?', 1],
    ['How many culprits were taken into custody?', 5],
    ['In how many incidents was the victim attacked by an acquaintance?', 1],
    ['How many incidents were there in the first half of 2024, January to June?', 2],
    ["What's the age of the yougest suspect on record?", 24],
  ])('%s → %s', (question, value) => {
    expect(asked(question).result).toMatchObject({ type: 'number', value, complete: true });
  });

  it('checks a claim of a total against the bound it states', () => {
    expect(
      asked(
        'A student claims that more than 40 people were killed across these incidents. Do the releases support that claim?',
      ).result,
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
    expect(
      asked(
        "Our host says 'more than thirty people were killed in Khayelitsha'. Across the Khayelitsha incidents, is that right?",
      ).result,
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
  });

  it('reads "..., or not?" as a yes/no', () => {
    expect(asked('Were there more murders than stock thefts, or not?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('takes the later, wider crime as a reference back to the narrower one', () => {
    expect(
      asked('On what date was the most recent house robbery docket, going by when the robbery happened?')
        .result,
    ).toMatchObject({ type: 'date', value: '2017-11-22' });
  });

  it('gives one sex as a share of all victims unless the question says whose sex is recorded', () => {
    expect(asked('What percentage of all the victims were female?').result).toMatchObject({
      type: 'number',
      value: 33,
    });
    expect(asked('Of the victims whose sex is recorded, what percentage were female?').result).toMatchObject({
      type: 'number',
      value: 40,
    });
  });

  it.each([
    'How many of the victims spoke isiXhosa?',
    'How many of the victims were pregnant at the time of the attack?',
    'How many of the arrested suspects were unemployed?',
  ])('says plainly the events do not record: %s', (question) => {
    expect(asked(question).result).toMatchObject({ type: 'none' });
  });
});

describe('round six: posts, messages and neighbourhood groups', () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-03-02',
      crime_committed: 'Carjacking, Kidnapping',
      province: 'Gauteng',
      location: 'Soweto',
      victims_injured: 2,
      victims_killed: 0,
      suspect_ages: [22, 41],
      suspects_female: 1,
      suspects_male: 1,
    }),
    fixtureEvent(2, {
      date: '2024-06-09',
      crime_committed: 'House robbery',
      province: 'Gauteng',
      location: 'Tembisa',
      victims_injured: 0,
      victims_killed: 1,
      suspect_ages: [30],
    }),
    fixtureEvent(3, {
      date: '2023-01-05',
      crime_committed: 'House robbery',
      province: 'KwaZulu-Natal',
      location: 'Umlazi',
      victims_injured: 1,
      victims_killed: 0,
      victims_children: 2,
      victims: { count: 3, female: 1, male: 2, ages: [] },
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15');

  it.each([
    ['#CrimeStatsSA car hijack + kidnapping in the same case, how many? 🚗', 1],
    ['% of incidents w/ at least 1 female suspect? #WomenInCrime', 33],
    ['In how many incidents was somebody injured but nobody killed?', 2],
    ['How many of the suspects were aged 25 or younger?', 1],
    ['Hi neighbours 👋 how many house robberies in total?', 2],
    ['For paediatric trauma: how many child victims, under 18, are there in total?', 2],
    ['Exercise 1 for my students: count the incidents that took place in 2024.', 2],
  ])('%s → %s', (question, value) => {
    expect(asked(question).result).toMatchObject({ type: 'number', value, complete: true });
  });

  it('reads "y/n" as a yes/no', () => {
    expect(asked('#GP vs #KZN: more house robberies in GP? y/n').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads "avg" and "1 dp"', () => {
    expect(asked('avg suspect age in GP cases, 1 dp pls #stats').result).toMatchObject({
      type: 'number',
      value: 31,
      complete: true,
    });
  });

  it('gives the date of the latest incident in which someone was injured', () => {
    expect(asked('When was the most recent incident in which someone was injured?').result).toMatchObject({
      type: 'date',
      value: '2024-03-02',
    });
  });

  it('says plainly that unions, load shedding and clock times are not recorded', () => {
    for (const question of [
      'Any shootings at 10 AM?',
      'How many robberies happened after 22:00?',
      'How many of the shootings happened at night, after dark?',
      'How many of the victims belonged to a trade union?',
      'Were any of these robberies during load shedding?',
    ])
      expect(asked(question).result, question).toMatchObject({ type: 'none' });
  });
});

describe('round seven: a novelist and a reservist', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Murder',
      province: 'Limpopo',
      location: 'Polokwane',
      date: '2020-01-01',
      victims_police: 1,
    }),
    fixtureEvent(2, { crime_committed: 'Murder', date: '2021-01-01', victims_police: 0 }),
  ];
  it('keeps a place from a sentence the question points back to with "there"', () => {
    expect(
      analyse('My next book is set in Limpopo. How many murders happened there?', events).result,
    ).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('reads "a police officer was a victim" as a condition', () => {
    expect(
      analyse('When was the earliest incident in which a police officer was a victim?', events).result,
    ).toMatchObject({ type: 'date', value: '2020-01-01' });
  });
});

describe('session 24: what rounds five to seven still missed', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Kidnapping, Murder',
      province: 'Gauteng',
      suspects_arrested: 2,
      suspect_ages: [19, 24],
      relationship: 'acquaintance',
    }),
    fixtureEvent(2, {
      crime_committed: 'Kidnapping',
      province: 'Gauteng',
      suspects_arrested: 1,
      suspect_ages: [30],
    }),
    fixtureEvent(3, { crime_committed: 'Illegal mining', province: 'Gauteng', suspects_arrested: 12 }),
    fixtureEvent(4, {
      crime_committed: 'Stock theft',
      province: 'Free State',
      suspects_arrested: 3,
      suspect_ages: [21],
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    // A crime that came with the one counted makes both, with or without "also".
    ['How many kidnappings involved a murder as well?', 1],
    ['How many kidnappings invovled a murder?', 1],
    // Offenders named by their crime are the suspects an arrest counts.
    ['How many zama zamas got bust?', 12],
    ['How many rustlers were arrested?', 3],
    ['How many kidnappers were arrested in Gauteng?', 3],
    // People said to be under an age, or within a range, are counted by their stated ages.
    ['Our youth programme works with young offenders: how many suspects were under 25?', 3],
    ['How many suspects were aged between 18 and 21?', 2],
    // Who asks and how they feel are not conditions.
    ['Rural safety desk here. How many stock theft cases are there?', 1],
    ['Hello, I work on a victims helpline. How many kidnappings were there?', 2],
    ['Sadly, how many kidnappings were there?', 2],
    ['In how many incidents is the perpetrator described as an acquaintance of the victim?', 1],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('still reads a month before a comma as a month, not a stance', () => {
    const july = [fixtureEvent(1, { crime_committed: 'Kidnapping', date: '2024-07-03' })];
    expect(analyse('July, how many kidnappings?', july).text).toMatch(/^Read as: [^\n]*in July 2024/);
  });
});

describe('session 24, round eight: callers, frames and local words', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Stock theft',
      province: 'Free State',
      location: 'Bethlehem',
      date: '2023-02-01',
    }),
    fixtureEvent(2, {
      crime_committed: 'Stock theft',
      province: 'Limpopo',
      location: 'Polokwane',
      date: '2023-03-01',
    }),
    fixtureEvent(3, {
      crime_committed: 'Rape',
      province: 'Northern Cape',
      location: 'Kimberley',
      date: '2023-04-01',
      victims_children: 2,
      suspects_female: 1,
      suspects_male: 3,
    }),
    fixtureEvent(4, {
      crime_committed: 'Rape',
      province: 'Northern Cape',
      location: 'Upington',
      date: '2023-05-01',
      victims_children: 1,
    }),
    fixtureEvent(5, {
      crime_committed: 'Armed robbery, Murder',
      province: 'North West',
      location: 'Rustenburg',
      date: '2023-06-01',
      relationship: 'acquaintance',
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    // The asker's frame is set aside; where the caller is calling from is no condition.
    [
      'Okay, we have Thandi on line two. She wants to know how many rapes there were in the Northern Cape.',
      2,
    ],
    ['A mother texted in: across all the incidents, how many of the victims were children?', 3],
    ['Sawubona. I am writing about attacks in our province. How many rapes were in the Northern Cape?', 2],
    ['A lot of our members drive through the Free State. How many stock thefts were there in Limpopo?', 1],
    // A clause the ask points back to stays part of it.
    [
      'We have a farmer on the line from the Free State. How many stock theft cases were there in his province?',
      1,
    ],
    ['Stock theft is our bread and butter. How many are there in total?', 2],
    // Crimes joined by "+", in the same incident.
    ['armed robbery + murder same incident - how many?', 1],
    // Local words for people, a self-correction, and the shorthand of posts.
    ['How many abantwana, I mean children under 18, were victims in the Northern Cape?', 3],
    ['pct of incidents in the Free State, whole number', 20],
    // People named before the count word, as a heading.
    ['female suspects - how many?', 1],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('reads "where" inside a condition as no question about places, and a 0 the silent rapes could change as partial', () => {
    expect(asked('rapes where the victim knew the attacker - count?')).toMatchObject({
      type: 'number',
      value: 0,
      complete: false,
    });
  });

  it('takes the ask a caller passes on, not the place the caller is in', () => {
    expect(
      asked(
        'A listener in Kimberley wants to settle an argument: were there more rapes in the Northern Cape than in North West?',
      ),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('reads an ask inside a statement, with a question that only points back to it', () => {
    expect(asked('My learners asked which provnce had the most incidents. Which one was it?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Northern Cape', value: 2 }],
      complete: true,
    });
  });

  it('takes the share of suspects of one sex over the suspects whose sex is given', () => {
    expect(asked('What percentage of suspects were women?')).toMatchObject({ type: 'number', value: 25 });
  });
});

describe('session 24, round eight: rankings of what comes with a crime, and unknown conditions', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Murder, Attempted murder' }),
    fixtureEvent(2, { crime_committed: 'Murder, Attempted murder, Robbery' }),
    fixtureEvent(3, { crime_committed: 'Murder, Robbery' }),
    fixtureEvent(4, { crime_committed: 'Murder, Attempted murder' }),
  ];

  it('leaves the crime every event has out of a ranking of what comes with it', () => {
    const answer = analyse(
      'Which offence most frequently co-occurs with murder, murder itself aside?',
      events,
    );
    expect(answer.result).toMatchObject({ type: 'ranking', value: [{ name: 'Attempted murder', value: 3 }] });
    expect(answer.text).toContain('Murder is left out: every event counted has it.');
  });

  it('refuses a count whose only condition no event mentions, rather than counting every event', () => {
    expect(analyse('how many of the suspects had tatoos', events).result).toMatchObject({ type: 'none' });
  });

  it('reads a crime spelt as it sounds ("robry") as that crime, and says so', () => {
    const { result, text } = analyse('How many robry cases were there?', events);
    expect(result).toMatchObject({ type: 'number', complete: true, not_applied: [] });
    expect(text).toContain('"robry" read as "robbery"');
  });

  it('still ranks without words no event mentions when the ask is clear', () => {
    expect(
      analyse('Which kind of crime is most common among these kerfuffles?', events).result,
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Murder', value: 4 }] });
  });
});

describe('session 24: the median', () => {
  const events = [
    fixtureEvent(1, { suspect_ages: [20, 30], victims: { count: 1, female: null, male: null, ages: [] } }),
    fixtureEvent(2, { suspect_ages: [40], victims: { count: 2, female: null, male: null, ages: [] } }),
    fixtureEvent(3, { suspect_ages: [50, 60], victims: { count: 9, female: null, male: null, ages: [] } }),
  ];

  it('gives the middle stated age, not the mean', () => {
    const answer = analyse('What is the median age of the suspects whose ages are given?', events);
    expect(answer.result).toMatchObject({ type: 'number', value: 40, complete: true });
    expect(answer.text).toMatch(/^Read as: the median age of suspects/);
  });

  it('gives the mean of the two middle values when there are two', () => {
    const fourAges = [...events, fixtureEvent(4, { suspect_ages: [70] })];
    expect(analyse('What was the median suspect age?', fourAges).result).toMatchObject({ value: 45 });
  });

  it('gives the median of a people figure per event', () => {
    expect(analyse('What is the median number of victims per incident?', events).result).toMatchObject({
      type: 'number',
      value: 2,
    });
  });
});

describe('session 24: a place the ask points back to', () => {
  const events = [
    fixtureEvent(1, { province: 'Gauteng', location: 'Tembisa', municipality: 'City of Ekurhuleni' }),
    fixtureEvent(2, { province: 'Gauteng', location: 'Soweto', municipality: 'City of Johannesburg' }),
  ];

  it('reads a misspelt place named before the ask', () => {
    const answer = analyse(
      'We have a fixture in Ekhuruleni next month. How many incidents were recorded there?',
      events,
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('says so when it cannot tell which place "there" is, rather than counting every place', () => {
    expect(
      analyse('We have a fixture in Zzyzx next month. How many incidents were recorded there?', events)
        .result,
    ).toMatchObject({ type: 'number', complete: false, not_applied: ['there'] });
  });
});

describe('session 24: people as a share, and ages asked yes or no', () => {
  const events = [
    fixtureEvent(1, { province: 'Eastern Cape', victims_killed: 3, suspect_ages: [22] }),
    fixtureEvent(2, { province: 'Eastern Cape', victims_killed: 1, suspect_ages: [35] }),
    fixtureEvent(3, { province: 'Gauteng', victims_killed: 4, suspect_ages: [64] }),
  ];
  const asked = (question: string) => analyse(question, events);

  it('takes the people of some events as a per cent of all of them', () => {
    const answer = asked('What share of all the deaths happened in the Eastern Cape, as a whole percentage?');
    expect(answer.result).toMatchObject({ type: 'number', value: 50, complete: true });
    expect(answer.text).toMatch(/^Read as: the per cent of all people killed that were in Eastern Cape\./);
  });

  it('answers whether any stated age passes a bound', () => {
    expect(asked('Was any suspect older than 60?').result).toMatchObject({ type: 'yes_no', value: true });
    expect(asked('Was any suspect older than 70?').result).toMatchObject({ type: 'yes_no', value: false });
  });
});

describe('session 24: the kind of place an incident happened in', () => {
  const events = [
    fixtureEvent(1, {
      title: 'Seven farmworkers shot dead on Kestell farm',
      province: 'Free State',
      victims_killed: 7,
    }),
    fixtureEvent(2, {
      title: 'Farmer robbed at his home in Bethlehem',
      province: 'Free State',
      victims_killed: 0,
    }),
    fixtureEvent(3, {
      title: 'Two killed at a tavern in Bloemfontein',
      province: 'Free State',
      victims_killed: 2,
    }),
  ];

  it('reads "farm attacks" as incidents on a farm, never as house robberies, and says the figure may be low', () => {
    const answer = analyse(
      'Farm attacks in the Free State: how many people were killed in them altogether?',
      events,
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 7, complete: false });
    expect(answer.text).toContain('is read from its title, summary and place name only');
  });
});

describe('session 24, round nine: more voices', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Rape',
      province: 'KwaZulu-Natal',
      location: 'Umlazi',
      date: '2021-03-01',
      arrest_made: true,
      victims_injured: 2,
      victims_killed: 1,
      victims_police: 1,
    }),
    fixtureEvent(2, {
      crime_committed: 'Rape',
      province: 'Gauteng',
      location: 'Soweto',
      date: '2022-03-01',
      arrest_made: false,
    }),
    fixtureEvent(3, {
      crime_committed: 'Murder',
      province: 'KwaZulu-Natal',
      location: 'Durban',
      date: '2023-03-01',
      victims_killed: 3,
      suspects_arrested: 4,
      suspect_ages: [19, 30],
    }),
    fixtureEvent(4, {
      crime_committed: 'Murder',
      province: 'Limpopo',
      location: 'Polokwane',
      date: '2024-03-01',
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    ['In the KwaZulu-Natal incidents, how many victims were injured but not killed?', 2],
    [
      'For a feature on rural safety in KwaZulu-Natal: how many murders were there in that province from 2020 onwards? Dankie.',
      1,
    ],
    ["How many suspects in total were arrested in KwaZulu-Natal's murder cases?", 4],
    [
      'Young accused often get different treatment at bail. Of the suspects whose ages are stated, how many were younger than 25?',
      1,
    ],
    ['In how many incidents was a police officer one of the victims?', 1],
    ['How many GBV cases (rapes, I mean) have there been since 2020?', 2],
    [
      'What share of the murder cases had more than one person killed? Round to the nearest whole percent.',
      50,
    ],
    ['Can you double-check the number of rape cases? Please check twice.', 2],
    ['rapes in kzn + gp, how many?', 2],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it.each([
    ['Were there more rapes in Gauteng than in KwaZulu-Natal? Ja or nee will do.', false],
    ['more murders in limpopo than KZN? y/n', false],
    ['Did every rape case end with an arrest?', false],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'yes_no', value, complete: true });
  });

  it('keeps "most recent" a date, not a ranking of people', () => {
    expect(
      asked('When was the most recent incident in which a police officer was one of the victims?'),
    ).toMatchObject({
      type: 'date',
      value: '2021-03-01',
    });
  });

  it('reads a city by its nickname', () => {
    const capeTown = [
      fixtureEvent(1, { province: 'Western Cape', location: 'Cape Town', date: '2020-01-01' }),
    ];
    expect(analyse('How many incidents in the Mother City since 2019?', capeTown).result).toMatchObject({
      value: 1,
    });
  });
});

describe('session 24: the topic carried over, and GBV', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Rape', date: '2021-01-01', victims_children: 1 }),
    fixtureEvent(2, { crime_committed: 'Sexual assault', date: '2022-01-01', victims_children: 2 }),
    fixtureEvent(3, { crime_committed: 'Murder', date: '2022-01-01', victims_children: 4 }),
  ];

  it('reads the ask, not the topic carried over, when the ask names its crime', () => {
    expect(
      analyse('Still on GBV: of the victims in the rape cases, how many were children under 18?', events)
        .result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('takes GBV to include the sexual offences', () => {
    expect(analyse('Still on GBV: how many cases since 2020?', events).result).toMatchObject({ value: 2 });
  });
});

describe('session 24: a share of the events that state the tie', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Murder', relationship: 'family' }),
    fixtureEvent(2, { crime_committed: 'Murder', relationship: 'stranger' }),
    fixtureEvent(3, { crime_committed: 'Murder', relationship: 'acquaintance' }),
    fixtureEvent(4, { crime_committed: 'Murder', relationship: 'partner' }),
    fixtureEvent(5, { crime_committed: 'Murder', relationship: null }),
  ];

  it('takes the share over the events whose release states how attacker and victim were related', () => {
    const answer = analyse(
      'Of the incidents in which the relationship between attacker and victim is stated, what percentage involved a family member? Round to a whole percent.',
      events,
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 25, complete: true });
    expect(answer.text).toContain(
      'as a share of the events that state how the attacker and the victim were related',
    );
  });
});

describe('session 25, round ten: what its first try got wrong', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Murder',
      province: 'Eastern Cape',
      location: 'Mthatha',
      date: '2019-10-02',
      victims_killed: 2,
      victims_injured: 1,
      suspect_ages: [30, 41],
      suspects_female: 1,
    }),
    fixtureEvent(2, {
      crime_committed: 'Carjacking',
      province: 'Eastern Cape',
      location: 'Gqeberha',
      date: '2019-12-16',
      victims_children: 1,
    }),
    fixtureEvent(3, {
      crime_committed: 'Truck hijacking',
      province: 'Mpumalanga',
      location: 'Bushbuckridge',
      date: '2020-01-08',
      victims_injured: 3,
      suspects_female: 0,
    }),
    fixtureEvent(4, {
      crime_committed: 'Kidnapping',
      province: 'North West',
      location: 'Mahikeng',
      date: '2021-06-14',
      suspect_ages: [20],
    }),
    fixtureEvent(5, {
      crime_committed: 'Murder',
      province: 'Western Cape',
      location: 'Khayelitsha',
      date: '2023-12-09',
      victims_killed: 4,
    }),
    fixtureEvent(6, {
      crime_committed: 'Murder',
      province: 'Western Cape',
      location: 'Khayelitsha',
      date: '2024-03-01',
      victims_killed: 1,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    // A scope set off by a colon, or by commas, before the share word is the share's base.
    ['Looking at the EC only: what share of its incidents were murders?', 50],
    ['In the Western Cape, from the start of 2023 onward, what percentage of incidents were murders?', 100],
    // A quarter called the last one, and a range named in a sentence the ask points back to.
    ['How many incidents happened in the last quarter of 2019?', 2],
    [
      "I'm building a slide on the last quarter of 2019, that is October to December inclusive. How many incidents took place in that quarter?",
      2,
    ],
    [
      'Our term runs from January to March. Taking all the years together, how many incidents happened in those three months?',
      2,
    ],
    [
      'From the start of lockdown on 27 March 2020 up to and including 31 March 2022, how many incidents occurred?',
      1,
    ],
    ['How many more incidents were there in 2023-24 combined than in 2019-20 combined?', 1],
    // A season narrowed by the month named in it.
    ['Festive season angle... how many of these happened in December?', 2],
    // A crime left out by "the ... ones" after the crime it shortens.
    ['How many hijackings have we got? Leave out the truck ones.', 1],
    // The suspects who were women, with words between them.
    ['How many of the suspects across all these cases were women?', 1],
    // Killed or injured, asked as how many: one sum.
    ['How many victims were killed or injured in Mthatha?', 3],
    // A request for a measure is the ask, not who asks.
    ['I would like the mean age of the suspects, counting each suspect whose age is given.', 30.3],
    // Weekdays by another name, and no school in a school day.
    ['How many incidents with a child victim happened on a school day?', 1],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it.each([
    // People conditions in the share's base: "of the incidents where a child was a victim".
    ['Of the incidents where a child was a victim, what percentage happened in 2019?', 100],
    // A base narrowed by "with ..." runs on to the verb of the part.
    ['What share of the incidents with more than one person killed were in the Western Cape?', 50],
  ])('%s → %s %%', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it.each([
    // The ask names its own day: the statement's weekend is context.
    [
      'Fridays are busy for us with pay-day and the weekend rush. How many incidents happened on a Friday?',
      1,
    ],
    // The ask names its own condition: the statement's crime is context.
    ['Carjackings are always in the news. How many incidents had more than one person killed?', 2],
    // An ask that names nothing of its own is about what the statement names.
    ['Murders are our bread and butter. How many are there?', 3],
    // "of them" points back to the statement's events.
    ['I am working only with the Eastern Cape incidents. What percentage of them were murders?', 50],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('corrects every writing of a misspelt place, so the ask is not refused over the first one', () => {
    const result = asked(
      'My ward borders Khayelitcha. How many people in total were killed in the incidents in Khayelitcha?',
    );
    expect(result).toMatchObject({ type: 'number', value: 5, complete: true });
  });

  it('reads a place written as two words that the notebook writes as one', () => {
    expect(asked('How many incidents were there in Bushbuck Ridge?')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('reads a misspelt past form of a crime', () => {
    expect(asked('How many times was somebody kidnaped in the North West?')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('counts sides the question joins as one side', () => {
    const result = asked('Were there more incidents on Fridays than on Mondays and Wednesdays put together?');
    expect(result).toMatchObject({ type: 'yes_no', value: false });
    expect(result.measure).toContain('Mondays and Wednesdays together');
  });

  it('does not refuse over ward meetings or residents told as context', () => {
    expect(
      asked('Kidnapping keeps coming up at ward meetings. How many incidents involved a kidnapping?'),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(asked('Residents keep asking me. How many murders were there?')).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(asked('Which ward had the most incidents?')).toMatchObject({ type: 'none' });
  });

  it.each([
    'For a tutorial I am counting each incident once: how many murders were there, actually?',
    'Confining ourselves to the murders, how many were there?',
    'how many murders? actual murders i mean, not just attempted ones',
    'Okay so for our segment on carjackings and that, how many murders were there? Three counts, ne.',
  ])('passes over words that say how the asker means it: %s', (question) => {
    expect(asked(question)).toMatchObject({ type: 'number', value: 3, complete: true });
  });

  it.each([
    // A victim under 18, a female victim, a woman or girl as a victim: conditions on the people.
    ['Of the murders, what percentage had at least one victim under 18?', 0],
    ['How many incidents with a female suspect happened in 2019?', 1],
    // "With a view to recent trends, how many": a count, not a trend.
    [
      'With a view to recent trends, how many incidents did the Western Cape record from the start of 2023 onwards?',
      2,
    ],
    // The harm counted is no crime: "wounded" does not make it attempted murder.
    ['How many people were wounded, I mean hurt but not killed, in the Eastern Cape?', 1],
    // A hijacking with cars and trucks named later is every kind of hijacking.
    ['How many hijackings were there? Car or truck, whatever.', 2],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('asks yes or no with "whether", and compares for the top one when asked which', () => {
    expect(
      asked('A member asked whether the Western Cape had more incidents than the Eastern Cape. Did it?'),
    ).toMatchObject({ type: 'yes_no', value: false });
    expect(
      asked('Comparing the provinces in this notebook, which one had the highest total of people killed?'),
    ).toMatchObject({ type: 'ranking' });
  });

  it('keeps a claim told before the ask only when the ask checks it', () => {
    const checked = asked("Our host says 'more than five people were killed in Khayelitsha'. Is that right?");
    expect(checked).toMatchObject({ type: 'yes_no', value: false });
    const told = asked(
      'People say nobody ever gets caught. What percentage of the Eastern Cape incidents were murders?',
    );
    expect(told).toMatchObject({ type: 'number', value: 50, complete: true });
  });

  it('reads a misspelt tie, and refuses a weight of what was seized', () => {
    expect(asked('How many cases record the attacker as an acquaintence of the victim?')).toMatchObject({
      type: 'number',
      complete: true,
    });
    expect(asked('How many kilos of dagga did the police seize?')).toMatchObject({ type: 'none' });
  });

  it.each([
    // People read from the words after the count even when a heading names them first.
    ['One figure for the injuries chart: how many people were injured in incidents dated in 2019?', 1],
    // Between two counts, both included.
    ['In how many incidents were between one and three people killed?', 2],
    // A misspelt crime in the statement before the ask, joined to the crime listed with its kinds.
    ['Hijackings, car or truck, that also came with a kidnaping charge. How many?', 0],
    // A place's share written as its possessive.
    ["The Western Cape's share of all people killed, as a % to the nearest whole number?", 71],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('checks the comparison a claim before the ask makes', () => {
    const result = asked(
      'Someone on the group says there were more murders in the Eastern Cape than in the Western Cape. Is that true or not?',
    );
    expect(result).toMatchObject({ type: 'yes_no', value: false });
  });

  it('says it cannot tell which incident is meant when one date is asked for and several match', () => {
    const result = asked('On what date did the murder itself take place?');
    expect(result).toMatchObject({ type: 'list', complete: false });
  });

  it('answers with the words it could not apply when a question names more than a plan holds', () => {
    const result = asked(
      'Following the concerns raised in the House about attacks on members, could you indicate how many people were killed across all the incidents, whatever the circumstances reported?',
    );
    expect(result).toMatchObject({ type: 'number', value: 7, complete: false });
  });
});

describe('session 26, round thirteen: what its first try got wrong', () => {
  const asked = (question: string) => ask(question).result;

  it.each([
    ['count where province = Gauteng and crime != murder', 1],
    ['count where injured >= 2', 2],
    ['count where injured > 4', 1],
  ])('reads the operators of a spreadsheet filter: %s → %s', (question, count) => {
    expect(asked(question)).toMatchObject({ type: 'number', value: count, complete: true });
  });

  it('reads a leading "%" as a share, of the events the "where" names', () => {
    const events = [
      fixtureEvent(1, { crime_committed: 'Murder', arrest_made: true }),
      fixtureEvent(2, { crime_committed: 'Murder', arrest_made: false }),
      fixtureEvent(3, { crime_committed: 'Rape', arrest_made: true }),
    ];
    const result = analyse('% with arrest where crime = murder', events, '2025-06-15').result;
    expect(result).toMatchObject({ type: 'number', value: 50 });
  });

  it('ranks by the people a "top ... by" names, and gives one place for "top province"', () => {
    const result = asked('top province by victims injured');
    expect(result).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 5 }] });
  });

  it('ranks municipalities when a city or municipality is asked for', () => {
    expect(ask('Which city or municipality had the most incidents?').text).toMatch(/municipalit/);
  });

  it('reads two kinds of one crime that share its noun', () => {
    expect(asked('How many car or truck hijackings?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('leaves out what comes after "rather than"', () => {
    expect(asked('How many incidents happened on a weekday rather than over a weekend?')).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('counts dockets as incidents, and "taken in" as arrested', () => {
    const events = [
      fixtureEvent(1, { crime_committed: 'Murder', arrest_made: true, suspects_arrested: 3 }),
      fixtureEvent(2, { crime_committed: 'Murder', arrest_made: false, suspects_arrested: 0 }),
    ];
    const result = analyse(
      'How many murder dockets had at least one suspect taken in?',
      events,
      '2025-06-15',
    ).result;
    expect(result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('takes a share of the incidents that had a child as a victim, not of the victims', () => {
    expect(asked('Of the murders, what percentage had a child as a victim?')).toMatchObject({
      type: 'number',
      value: 33,
    });
  });

  it('counts victims under 18 from the children the releases state', () => {
    expect(asked('How many victims under the age of 18 were there?')).toMatchObject({
      type: 'number',
      value: 1,
    });
  });
});

describe('session 26, round fourteen: what its first try got wrong', () => {
  const asked = (question: string) => ask(question).result;

  it('asks for the date when it asks "what was the exact date of ..."', () => {
    expect(asked('What was the exact date of the truck hijacking in Soweto?')).toMatchObject({
      type: 'date',
      value: '2024-11-02',
    });
  });

  it('keeps the verb of "Were any kids among the victims" for a yes or no', () => {
    expect(asked('Were any kids among the victims in the Eastern Cape cases?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('leaves out a place after "other than matters in"', () => {
    expect(asked('How many murders, other than matters in Gauteng?')).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('reads two bounds on one figure: "more than 2 but at most 5"', () => {
    const events = [1, 2, 3, 5, 6].map((n) => fixtureEvent(n, { suspects_arrested: n, arrest_made: true }));
    const result = analyse(
      'In how many incidents were more than 2 but at most 5 suspects arrested?',
      events,
      '2025-06-15',
    ).result;
    expect(result).toMatchObject({ type: 'number', value: 2 });
    const noMore = analyse(
      'In how many incidents were at least 2 but no more than 5 suspects arrested?',
      events,
      '2025-06-15',
    ).result;
    expect(noMore).toMatchObject({ type: 'number', value: 3 });
  });

  it('reads "2023/24" as a financial year where the question counts in them', () => {
    const result = asked(
      'How many more incidents in the 2024/25 financial year than in 2023/24, with years running 1 April to 31 March?',
    );
    expect(result).toMatchObject({ type: 'number', value: 1 });
  });
});

describe('a claim about every case', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Rape',
      province: 'Northern Cape',
      location: 'Kimberley',
      arrest_made: true,
    }),
    fixtureEvent(2, {
      crime_committed: 'Rape',
      province: 'Northern Cape',
      location: 'Kimberley',
      arrest_made: false,
    }),
    fixtureEvent(3, { crime_committed: 'Rape', province: 'Gauteng', location: 'Soweto', arrest_made: true }),
  ];
  const claim = (question: string) => analyse(question, events, '2025-06-15');

  it('holds only when no case fails it, and names the case that does', () => {
    const answer = claim(
      "My colleague says 'every rape case in the Northern Cape led to an arrest'. Is that right?",
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false });
    expect(answer.text).toContain(
      'Not every case: 1 of the 2 events about rape in Northern Cape is not among them [#2].',
    );
  });

  it('reads "every single rape", "each rape" and "all the rapes" as claims about every case (session 44)', () => {
    for (const question of [
      'Is it true that every single rape in the Northern Cape ended with an arrest?',
      'Was an arrest made in each rape in the Northern Cape?',
      'Did all the rapes in the Northern Cape end in an arrest?',
    ]) {
      const answer = claim(question);
      expect(answer.result, question).toMatchObject({ type: 'yes_no', value: false });
      expect(answer.text, question).toContain('Not every case: 1 of the 2 events');
    }
    expect(claim('Was an arrest made in each rape in the Northern Cape?').text).toContain(
      'Read as: whether every one of the events about rape in Northern Cape is one where someone was arrested.',
    );
  });

  it('says so when every case bears the claim out', () => {
    const answer = claim('Was an arrest made in each rape in Gauteng?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true });
    expect(answer.text).toContain('Every case: all 1 event about rape in Gauteng are among them.');
  });

  it('still answers yes to a claim about any case', () => {
    expect(claim('Did any rape case in the Northern Cape lead to an arrest?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('police stations, as the releases name them', () => {
  const events = [
    fixtureEvent(1, { police_station: 'Moroka', crime_committed: 'Murder', location: 'Emdeni, Soweto' }),
    fixtureEvent(2, { police_station: 'Moroka', crime_committed: 'Robbery', location: 'Jabavu, Soweto' }),
    fixtureEvent(3, { police_station: 'Umlazi', crime_committed: 'Murder', location: 'Umlazi' }),
    fixtureEvent(4, { police_station: null, crime_committed: 'Murder', location: 'Durban' }),
    fixtureEvent(5, { police_station: 'Umlazi', crime_committed: 'Murder', location: 'Umlazi' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15');

  it('ranks the stations that handled the most cases, leaving out events that name none', () => {
    for (const question of [
      'Which police station handled the most murders?',
      'Which SAPS station recorded the most murder cases?',
      'What was the busiest station for murders?',
    ]) {
      const answer = asked(question);
      expect(answer.result, question).toMatchObject({
        type: 'ranking',
        value: [{ name: 'Umlazi police station', value: 2 }],
        complete: true,
        not_applied: [],
      });
      expect(answer.text, question).toContain('1 event names no police station and is left out.');
    }
  });

  it('breaks events down by police station', () => {
    for (const question of [
      'How many incidents per police station?',
      'Break the cases down by police station',
    ])
      expect(asked(question).result, question).toMatchObject({
        type: 'ranking',
        value: [
          { name: 'Moroka police station', value: 2 },
          { name: 'Umlazi police station', value: 2 },
        ],
      });
  });

  it('counts the cases of one named station, and says how many events name no station', () => {
    for (const question of [
      'How many murders were handled by the Umlazi police station?',
      'How many murder cases did Umlazi SAPS open?',
    ]) {
      const answer = asked(question);
      expect(answer.result, question).toMatchObject({ type: 'number', value: 2, not_applied: [] });
      expect(answer.text, question).toContain('handled by Umlazi police station');
      expect(answer.text, question).toContain('1 event does not say which police station handled the case');
    }
  });

  it('counts the different stations as a least figure when some events name none', () => {
    const answer = asked('count of distinct police stations');
    expect(answer.result).toMatchObject({ type: 'number', value: 2, complete: false });
    expect(answer.text).toContain(
      'Partial answer: 1 event names no police station, so there are at least 2 different police stations, perhaps more.',
    );
  });

  it('still reads a petrol station as a kind of scene, not a police station', () => {
    expect(asked('Which province had the most robberies at petrol stations?').result.measure).toContain(
      'at a petrol station',
    );
  });
});

describe('session 26, round fourteen partials', () => {
  const asked = (question: string) => ask(question).result;

  it('checks a quoted claim of more against fewer when asked whether the releases back it up', () => {
    const result = asked(
      "My colleague says 'more people were injured than killed in Gauteng'. Do the releases back that up?",
    );
    expect(result).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('reads a place with a possessive as the place, not as a name', () => {
    const result = asked("By how many did the Eastern Cape's murders beat Gauteng's?");
    expect(result.not_applied).toEqual([]);
    expect(ask("By how many did the Eastern Cape's murders beat Gauteng's?").text).not.toMatch(/naming/);
  });

  it('counts distinct provinces when told to count them', () => {
    expect(asked('Count the distinct provinces with at least one murder.')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('reads "the cops actually arresting someone" as an arrest, and tsotsis as suspects', () => {
    const events = [
      fixtureEvent(1, { crime_committed: 'Stock theft', arrest_made: true, suspects_arrested: 3 }),
      fixtureEvent(2, { crime_committed: 'Stock theft', arrest_made: false, suspects_arrested: 0 }),
    ];
    const at = (question: string) => analyse(question, events, '2025-06-15').result;
    expect(at('How many stock theft cases ended with the cops actually arresting someone?')).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(at('Cops bust how many tsotsis for stock theft?')).toMatchObject({
      type: 'number',
      value: 3,
      complete: true,
    });
  });

  it('passes over the words of working out a figure: aggregate, compute, base, notebook-wide', () => {
    expect(asked('Compute the aggregate number of people injured, notebook-wide.')).toMatchObject({
      type: 'number',
      value: 7,
      complete: true,
    });
  });
});

describe('the killed as a share of everyone harmed', () => {
  it('takes killed plus injured as the base when the question says so', () => {
    const events = [
      fixtureEvent(1, { crime_committed: 'Murder', victims_killed: 3, victims_injured: 1 }),
      fixtureEvent(2, { crime_committed: 'Attempted murder', victims_killed: 0, victims_injured: 4 }),
    ];
    const result = analyse(
      'Of all the people reported either killed or injured, what percentage were killed? Use killed plus injured as the base and give one decimal place.',
      events,
      '2025-06-15',
    ).result;
    expect(result).toMatchObject({ type: 'number', value: 37.5, complete: true });
  });
});

describe('a claim that one sex made up most of the victims', () => {
  it('is checked against the other sex, among the victims whose sex is stated', () => {
    const events = [
      fixtureEvent(1, {
        province: 'Free State',
        location: 'Welkom',
        victims: { count: 3, female: 1, male: 2, ages: [] },
      }),
      fixtureEvent(2, {
        province: 'Free State',
        location: 'Welkom',
        victims: { count: 2, female: 1, male: 1, ages: [] },
      }),
    ];
    const result = analyse(
      "A draft story says 'women and girls made up most of the victims in the Free State'. Is that supported by the releases?",
      events,
      '2025-06-15',
    ).result;
    expect(result).toMatchObject({ type: 'yes_no', value: false, complete: true });
  });
});

describe('session 27, round fifteen', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Cash-in-transit robbery',
      province: 'KwaZulu-Natal',
      location: 'Babanango',
      suspects_arrested: 7,
      mentions: ['babanango'],
    }),
    fixtureEvent(2, {
      crime_committed: 'Cash-in-transit robbery',
      province: 'Gauteng',
      location: 'Soweto',
      suspects_arrested: 3,
    }),
    fixtureEvent(3, {
      crime_committed: 'Murder',
      province: 'Gauteng',
      location: 'Soweto',
      suspects_arrested: 2,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('takes the opening word of a heading before a colon as a name of the case', () => {
    expect(asked('Babanango CIT: how many accused nabbed?')).toMatchObject({
      type: 'number',
      value: 7,
      complete: true,
    });
  });

  it('counts people when the arrest is said in slang after the count or the group', () => {
    expect(asked('Total nabbed across all the Gauteng cases?')).toMatchObject({ type: 'number', value: 5 });
    expect(asked('How many robbers did the cops lock up altogether?')).toMatchObject({
      type: 'number',
      value: 10,
    });
  });

  it('ranks by people arrested when the police are the ones asked about, not by cases with an arrest', () => {
    expect(asked('In which state did the cops arrest the most people?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'KwaZulu-Natal', value: 7 }],
      measure: 'the provinces with the most suspects arrested',
    });
  });

  it('reads "modal" as the most common and a "state" as a province', () => {
    expect(
      asked('Which is the modal province among the incidents in which CIT robbery was recorded?'),
    ).toMatchObject({
      type: 'ranking',
      complete: true,
      value: [
        { name: 'Gauteng', value: 1 },
        { name: 'KwaZulu-Natal', value: 1 },
      ],
    });
    expect(asked('In which state did the most incidents happen?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Gauteng', value: 2 }],
    });
  });
});

describe('session 27, round fifteen: places, seasons and ties', () => {
  const events = [
    fixtureEvent(1, {
      location: 'Site B, Khayelitsha',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      date: '2019-07-01',
      crime_committed: 'Murder',
    }),
    fixtureEvent(2, {
      location: 'Site C, Khayelitsha',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      date: '2020-02-01',
      crime_committed: 'Murder',
    }),
    fixtureEvent(3, {
      location: 'Hout Bay, Cape Town',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      date: '2019-01-01',
      crime_committed: 'Murder',
    }),
    fixtureEvent(4, {
      location: 'Polokwane',
      province: 'Limpopo',
      date: '2022-09-01',
      crime_committed: 'Carjacking',
      relationship: 'family',
    }),
    fixtureEvent(5, {
      location: 'Polokwane',
      province: 'Limpopo',
      date: '2022-10-01',
      crime_committed: 'Truck hijacking',
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('counts the sections of a township together when places are ranked', () => {
    expect(asked('Which township or suburb of the City of Cape Town had the most incidents?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Khayelitsha, Western Cape', value: 2 }],
    });
    // One location alone is named as written, not by the larger place around it.
    expect(asked('Which place in Limpopo had the most incidents?')).toMatchObject({
      value: [{ name: 'Polokwane, Limpopo', value: 2 }],
    });
  });

  it('reads a season that only words a dated start as that date, and "our municipality" as the place told before', () => {
    expect(
      asked(
        "I'm a councillor in the City of Cape Town. Since the start of winter in June 2019, how many murders in our municipality?",
      ),
    ).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(asked('How many AM cases since mid-2022?')).toMatchObject({
      measure: expect.stringContaining('attempted murder since 1 July 2022'),
    });
  });

  it('shares a verb between two things hijacked, and reads "of the victim" as whose tie it is', () => {
    expect(asked('In the second half of 2022, how many cars or trucks were hijacked?')).toMatchObject({
      value: 2,
    });
    expect(asked('How many carjackings were committed by a family member of the victim?')).toMatchObject({
      measure: expect.stringMatching(/^events/),
      value: 1,
    });
  });
});

describe('session 27: differences between two periods', () => {
  const events = [
    fixtureEvent(1, { date: '2019-05-01', crime_committed: 'Murder' }),
    fixtureEvent(2, { date: '2019-12-01', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: '2020-06-01', crime_committed: 'Murder' }),
    fixtureEvent(4, { date: '2021-02-01', crime_committed: 'Murder' }),
    fixtureEvent(5, { date: '2021-02-03', crime_committed: 'Murder' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('gives the difference between two years, not the count over both', () => {
    expect(asked('What is the difference in murders between 2019 and 2020?')).toMatchObject({
      type: 'number',
      value: 1,
      measure: 'the difference in events about murder between 2019 and 2020',
    });
  });

  it('reads "financial years" as how the years are counted, and words the sides mid-sentence', () => {
    expect(
      asked('What is the difference in murders between the 2019/20 and 2020/21 financial years?'),
    ).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
      measure:
        'the difference in events about murder between April 2019 to March 2020 and April 2020 to March 2021',
    });
  });
});

describe('session 27, round sixteen', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-01',
      province: 'Gauteng',
      location: 'Lebombo border post',
      victims: { count: 14, female: null, male: null, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2022-03-01',
      province: 'Gauteng',
      victims: { count: 3, female: null, male: null, ages: [] },
    }),
    fixtureEvent(3, { date: null, published_date: '2022-05-01', province: 'Limpopo' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('reads a word of asking spelt by ear', () => {
    expect(asked('wich provinse had the most incidents?')).toMatchObject({ type: 'ranking', complete: true });
  });

  it('keeps only the dated events when undated ones are excluded', () => {
    expect(
      asked('Excluding undated incidents, what share of the incidents happened in Gauteng?'),
    ).toMatchObject({
      type: 'number',
      value: 100,
      complete: true,
    });
  });

  it('gives the figure itself when asked for the largest number in one incident', () => {
    expect(asked('What was the single largest number of victims recorded in one incident?')).toMatchObject({
      type: 'number',
      value: 14,
    });
  });

  it('knows a border post as a kind of place', () => {
    expect(asked('Did any of these incidents happen at a border post?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('session 27: which month, over releases from many years', () => {
  const events = [
    fixtureEvent(1, { date: '2016-09-01', crime_committed: 'Rape' }),
    fixtureEvent(2, { date: '2021-09-03', crime_committed: 'Rape' }),
    fixtureEvent(3, { date: '2023-12-01', crime_committed: 'Rape' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('ranks months of the year, since one month of one year rarely holds more than one incident', () => {
    expect(asked('Which month had the most rape cases?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'September', value: 2 }],
    });
  });

  it('keeps the month of its year when the question names a year', () => {
    expect(asked('Which month of 2021 had the most rape cases?')).toMatchObject({
      value: [{ name: 'September 2021', value: 1 }],
    });
  });
});

describe('session 27: a share whose base is the cases with an arrest', () => {
  const events = [
    fixtureEvent(1, { arrest_made: true, suspects_arrested: 4, crime_committed: 'Murder' }),
    fixtureEvent(2, { arrest_made: true, suspects_arrested: 1, crime_committed: 'Robbery' }),
    fixtureEvent(3, { arrest_made: true, suspects_arrested: 1, crime_committed: 'Robbery' }),
    fixtureEvent(4, { arrest_made: false, suspects_arrested: 0, crime_committed: 'Murder' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('takes the arrest named in "of the incidents where ..." as the base, not the part', () => {
    expect(asked('Of the incidents where an arrest was made, what percentage were murders?')).toMatchObject({
      type: 'number',
      value: 33,
    });
    expect(
      asked(
        'Of the incidents where police made an arrest, what percentage saw three or more suspects arrested?',
      ),
    ).toMatchObject({ type: 'number', value: 33 });
    // Named after the share word, the arrest is the part.
    expect(asked('What percentage of the murders led to an arrest?')).toMatchObject({
      type: 'number',
      value: 50,
    });
  });
});

describe('session 27: "since then" after a lead that tells a date', () => {
  const events = [
    fixtureEvent(1, { date: '2015-05-01' }),
    fixtureEvent(2, { date: '2016-05-01' }),
    fixtureEvent(3, { date: '2016-06-01' }),
    fixtureEvent(4, { date: '2017-05-01' }),
    fixtureEvent(5, { date: '2017-06-01' }),
    fixtureEvent(6, { date: '2018-05-01' }),
  ];

  it('counts from the date the lead told', () => {
    expect(
      analyse('My year-by-year chart starts in 2016: which year since then was the quietest?', events).result,
    ).toMatchObject({ type: 'ranking', value: [{ name: '2018', value: 1 }] });
  });
});

describe('session 27: the first or last incident when some releases give no incident date', () => {
  const events = [
    fixtureEvent(1, { date: '2020-03-01', crime_committed: 'Murder' }),
    fixtureEvent(2, { date: '2022-07-15', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: null, published_date: '2024-05-13', crime_committed: 'Murder' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15');

  it('gives the latest incident date, and says an undated release published later may hold a later one', () => {
    const answer = asked('When was the most recent murder?');
    expect(answer.result).toMatchObject({ type: 'date', value: '2022-07-15', complete: false });
    expect(answer.text).toContain(
      'Partial answer: 1 event gives no incident date and was published after that date, so a later incident may be among them [#3].',
    );
  });

  it('gives the earliest incident date in full when no undated release was published before it', () => {
    expect(asked('When was the earliest murder?').result).toMatchObject({
      type: 'date',
      value: '2020-03-01',
      complete: true,
    });
  });
});

describe('session 28: crimes pooled, and a crime added with "also" or "came with"', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Rape' }),
    fixtureEvent(2, { crime_committed: 'Rape, Kidnapping' }),
    fixtureEvent(3, { crime_committed: 'Carjacking, Kidnapping' }),
    fixtureEvent(4, { crime_committed: 'Truck hijacking' }),
    fixtureEvent(5, { crime_committed: 'Truck hijacking, Kidnapping' }),
    fixtureEvent(6, { crime_committed: 'Kidnapping' }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    ['How many rapes in here actually came with a kidnapping?', 1],
    ['Counting car and truck hijackings together, in how many of them was somebody also kidnapped?', 2],
    [
      'Carjacking is a big story. Counting car and truck hijackings together, in how many of them was somebody also kidnapped?',
      2,
    ],
    ['How many carjackings and truck hijackings combined?', 3],
    ['Truck hijackings and carjackings alike: how many were there?', 3],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });
});

describe('session 28: differences between two years, shares asked as "the percentage", a base declared in a lead', () => {
  const events = [
    fixtureEvent(1, { date: '2022-03-01', province: 'KwaZulu-Natal', arrest_made: false }),
    fixtureEvent(2, { date: '2023-04-01', province: 'KwaZulu-Natal', arrest_made: true }),
    fixtureEvent(3, { date: '2023-05-01', province: 'KwaZulu-Natal', arrest_made: true }),
    fixtureEvent(4, { date: '2023-06-01', province: 'Western Cape', arrest_made: true }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    ['By how many did the number of incidents rise from 2022 to 2023?', 2],
    ['What was the year-on-year change in the number of incidents between 2022 and 2023?', 2],
    [
      'For the tutorial I am taking the KwaZulu-Natal incidents as the base: what percentage of them ended with nobody arrested, to the nearest whole percent?',
      33,
    ],
    [
      'A guest said one in five of these incidents happened in the Western Cape. What is the actual percentage?',
      25,
    ],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('says nothing back about a province written right in a statement', () => {
    const answer = analyse(
      'I am taking the KwaZulu-Natal incidents as the base: what percentage of them ended with an arrest?',
      events,
    );
    expect(answer.text).not.toContain('read as "KwaZulu-Natal"');
  });
});

describe('session 28: offenders named beside their crime, rankings after a list with "or", every one of a list', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Cash-in-transit robbery', suspects_arrested: 3, arrest_made: true }),
    fixtureEvent(2, { crime_committed: 'House robbery', suspects_arrested: 5, arrest_made: true }),
    fixtureEvent(3, { crime_committed: 'Carjacking', province: 'Western Cape', arrest_made: true }),
    fixtureEvent(4, { crime_committed: 'Truck hijacking', province: 'Western Cape', arrest_made: true }),
    fixtureEvent(5, { crime_committed: 'Cash-in-transit robbery', suspects_arrested: 2, arrest_made: false }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('counts the suspects of the narrower crime when offenders are named first', () => {
    expect(asked('How many robbers were arrested altogether over the CIT heists in here?')).toMatchObject({
      type: 'number',
      value: 5,
    });
  });

  it('ranks provinces when a list with "or" comes before "which province had the most"', () => {
    expect(
      asked('Counting every carjacking or truck hijacking, which province had the most of them?'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Western Cape', value: 2 }] });
  });

  it('takes every crime of a list as the base of "did every ..."', () => {
    expect(
      asked(
        'Did every truck hijacking, taxi hijacking and cash-in-transit robbery end with somebody being arrested?',
      ),
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
    expect(
      asked('Did every truck hijacking and taxi hijacking end with somebody being arrested?'),
    ).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
  });
});

describe('session 28: whether anyone was arrested for one incident', () => {
  const notebook = (arrest: boolean | null) => [
    fixtureEvent(1, {
      crime_committed: 'Rape',
      location: 'De Aar',
      province: 'Northern Cape',
      arrest_made: arrest,
    }),
    fixtureEvent(2, { crime_committed: 'Murder', arrest_made: true }),
  ];

  it.each([
    'Did the cops nab anybody for that De Aar rape?',
    'Has anyone been arrested for the rape in De Aar?',
    'Have police arrested anyone over the De Aar rape?',
  ])('%s', (question) => {
    expect(analyse(question, notebook(true)).result).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
    expect(analyse(question, notebook(false)).result).toMatchObject({
      type: 'yes_no',
      value: false,
      complete: true,
    });
    const unsaid = analyse(question, notebook(null));
    expect(unsaid.result).toMatchObject({ type: 'yes_no', value: false, complete: false });
    expect(unsaid.text).toContain(
      'Partial answer: 1 event does not say whether anyone was arrested, so the answer could be yes [#1].',
    );
  });
});

describe('session 28: shot, guest houses and people told by slang', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Attempted murder', victims_police: 2 }),
    fixtureEvent(2, { crime_committed: 'Burglary', victims_police: 1 }),
    fixtureEvent(3, { crime_committed: 'Rape', location: 'Guest house in De Aar', arrest_made: true }),
    fixtureEvent(4, { crime_committed: 'Rape', location: 'Kimberley' }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads "got shot" as shootings', () => {
    expect(asked('All told, how many cops got shot in these stories?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('reads a guest house as a setting, partial when a rape elsewhere may have been at one too', () => {
    expect(asked('How many rapes happened at a guest house?')).toMatchObject({ value: 1, complete: false });
  });
});

describe('session 28: claims about half of the cases, and the cases an exclusion leaves out', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Murder',
      date: '2024-06-01',
      province: 'Limpopo',
      arrest_made: true,
      suspects_arrested: 2,
    }),
    fixtureEvent(2, {
      crime_committed: 'Murder',
      date: '2024-06-03',
      province: 'Limpopo',
      arrest_made: true,
      suspects_arrested: 1,
    }),
    fixtureEvent(3, {
      crime_committed: 'Murder',
      date: '2024-06-04',
      province: 'Limpopo',
      arrest_made: false,
      suspects_arrested: 0,
    }),
    fixtureEvent(4, { crime_committed: 'Rape', date: '2024-12-01', arrest_made: true, suspects_arrested: 4 }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    ['Is it true that more than half of the murder cases in here happened on a weekend?', false],
    ['Is it true that more than half of the Limpopo incidents ended with an arrest?', true],
    ['Did at least three quarters of the murders end with an arrest?', false],
    ['Did the majority of murders end with an arrest?', true],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'yes_no', value, complete: true });
  });

  it.each([
    [
      'Excluding the incidents in which no one was arrested, what is the median number of suspects arrested per incident?',
      2,
    ],
    [
      'Excluding incidents with no arrests at all, what was the mean number of suspects arrested per incident?',
      2.3,
    ],
    ['Leaving out the cases where someone was arrested, how many murders were there?', 1],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });
});

describe('session 28: victims named by the crime done to them, arrests asked after an incident, when one went down', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Rape', date: '2024-12-01', victims_children: 0 }),
    fixtureEvent(2, { crime_committed: 'Rape', date: '2024-01-10', victims_children: 1 }),
    fixtureEvent(3, {
      crime_committed: 'Murder',
      date: '2021-07-26',
      location: 'Mareetsane',
      province: 'North West',
      victims_police: 2,
      arrest_made: true,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads "the rape of a child" as a rape with a child victim', () => {
    expect(asked('When was the most recent rape of a child in these releases?')).toMatchObject({
      type: 'date',
      value: '2024-01-10',
      complete: true,
    });
  });

  it('answers whether arrests were made after police officers were killed', () => {
    expect(
      asked('Were arrests made after those two police officers were killed near Mareetsane?'),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('gives the date of one incident that "went down"', () => {
    expect(asked('When did the Mareetsane murder go down?')).toMatchObject({
      type: 'date',
      value: '2021-07-26',
    });
  });
});

describe('session 28: suspects called the accused or perpetrators in a bound', () => {
  const events = [
    fixtureEvent(1, { suspects_arrested: 1 }),
    fixtureEvent(2, { suspects_arrested: 2 }),
    fixtureEvent(3, { suspects_arrested: 4 }),
  ];
  it.each([
    ['How many dockets had more than one accused locked up?', 2],
    ['How many cases had more than two perpetrators arrested?', 1],
  ])('%s → %s', (question, value) => {
    expect(analyse(question, events).result).toMatchObject({ type: 'number', value, complete: true });
  });
});

describe('session 28: months of the year left out by name, and seasons set side by side', () => {
  const events = [
    fixtureEvent(1, { date: '2024-12-05', victims_children: 1 }),
    fixtureEvent(2, { date: '2023-03-05', victims_children: 1 }),
    fixtureEvent(3, { date: '2022-07-05', victims_children: 1 }),
    fixtureEvent(4, { date: '2022-06-05', victims_children: 0 }),
    fixtureEvent(5, { date: '2021-08-05', victims_children: 2 }),
    fixtureEvent(6, { date: '2021-01-05' }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('counts every month but those named, under the name the asker gives them', () => {
    expect(
      asked(
        'If I count every month except December, January and July as term time, how many of the incidents with a child victim fell in term?',
      ),
    ).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('sets two seasons side by side', () => {
    expect(
      asked(
        'Checking a claim: did more incidents take place in the winter months, June to August, than in the summer months, December to February?',
      ),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
    expect(asked('Were there more incidents in winter or in summer?')).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'June to August', value: 3 },
        { name: 'December to February', value: 2 },
      ],
    });
  });
});

describe('session 28: a suburb the releases name but do not place events in, misspelt or not', () => {
  const events = [
    fixtureEvent(1, {
      title: 'Seven men shot dead while drinking in Glebelands Hostel room',
      location: 'Umlazi',
      province: 'KwaZulu-Natal',
      crime_committed: 'Murder',
      victims_killed: 7,
      summary: 'Seven people were killed in a shooting at Glebelands Hostel in Umlazi.',
    }),
    fixtureEvent(2, {
      location: 'Khayelitsha',
      province: 'Western Cape',
      crime_committed: 'Murder',
      victims_killed: 1,
    }),
  ];
  const asked = (question: string) => analyse(question, events);

  it.each([
    'How many people died in the Glebelands shooting?',
    'How many people died in the Glebelans shooting?',
    'How many folks died in that shooting at Glebelans hostel in Umlaazi?',
  ])('%s', (question) => {
    const answer = asked(question);
    expect(answer.result).toMatchObject({ type: 'number', value: 7, not_applied: [] });
    expect(answer.text).toContain('naming Glebelands');
  });
});

describe('session 28: whether an incident is the first or last in the notebook', () => {
  const events = [
    fixtureEvent(1, {
      title: 'Police treat Vosloorus killing of Senzo Meyiwa as robbery',
      date: '2014-10-26',
      location: 'Vosloorus',
      crime_committed: 'Murder',
    }),
    fixtureEvent(2, { date: '2013-05-01', location: 'Soweto', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: '2020-05-01', location: 'Soweto', crime_committed: 'Rape' }),
  ];
  const asked = (question: string) => analyse(question, events);

  it('says no, with the first incident and the one asked about', () => {
    const answer = asked(
      'Was the Vosloorus shooting of Senzo Meyiwa the first incident in this notebook, going by the date it happened?',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false, complete: true });
    expect(answer.text).toContain('No. The first incident in this notebook is dated 1 May 2013, in Soweto');
  });

  it('says yes when it is the last', () => {
    expect(asked('Was the Soweto rape the most recent incident in here?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('still gives the date of the first incident of a kind', () => {
    expect(asked('When was the first murder?').result).toMatchObject({ type: 'date', value: '2013-05-01' });
  });
});

describe('session 28: which one of the incidents of a kind had the most', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Murder', province: 'Limpopo', suspects_arrested: 2 }),
    fixtureEvent(2, { crime_committed: 'Murder', province: 'Limpopo', suspects_arrested: 1 }),
    fixtureEvent(3, { crime_committed: 'Rape', province: 'Gauteng', suspects_arrested: 4 }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each(['Which of the murders had the most suspects arrested?', 'Which murder led to the most arrests?'])(
    '%s',
    (question) => {
      expect(asked(question)).toMatchObject({ type: 'ranking', value: [{ value: 2 }] });
      expect(asked(question)?.measure).toBe('the incident with the most suspects arrested');
    },
  );

  it('ranks municipalities, not incidents, for "which Gauteng municipality had the most"', () => {
    expect(asked('Which Gauteng municipality had the most suspects arrested?')?.measure).not.toContain(
      'incident',
    );
  });

  it('ranks one province for "which of the provinces"', () => {
    expect(asked('Which of the provinces had the most murders?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Limpopo', value: 2 }],
    });
  });
});

describe('session 28: per cent changes between two years, and a misspelling as near two names', () => {
  const events = [
    ...[1, 2, 3, 4, 5].map((i) => fixtureEvent(i, { date: `2022-03-0${i}` })),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
      fixtureEvent(10 + i, { date: `2023-04-0${i}`, province: 'Eastern Cape', crime_committed: 'Murder' }),
    ),
  ];
  const asked = (question: string) => analyse(question, events);

  it.each([
    ['By what percentage did the number of incidents in 2023 exceed the number in 2022?', 'change', '+60 %'],
    ['What was the percentage increase in incidents from 2022 to 2023?', 'rise', '60 %'],
  ])('%s', (question, word, figure) => {
    const answer = asked(question);
    expect(answer.result).toMatchObject({ type: 'number', value: 60, complete: true });
    expect(answer.text).toContain(`The per cent ${word} in events from 2022 to 2023 is ${figure}.`);
  });

  it('gives a fall asked for as a fall, and says when the figure rose instead', () => {
    const falling = [
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => fixtureEvent(i, { date: `2022-03-0${i}` })),
      ...[1, 2, 3, 4, 5].map((i) => fixtureEvent(10 + i, { date: `2023-04-0${i}` })),
    ];
    const fell = analyse(
      'By what percentage did the number of incidents fall from 2022 to 2023? One decimal place.',
      falling,
    );
    expect(fell.result).toMatchObject({ type: 'number', value: 37.5 });
    expect(fell.text).toContain('The per cent fall in events from 2022 to 2023 is 37.5 %.');
    const rose = asked('By what percentage did the number of incidents fall from 2022 to 2023?');
    expect(rose.result).toMatchObject({ type: 'number', value: -60 });
    expect(rose.text).toContain('is -60 %: a rise of 60 %, not a fall.');
  });

  it('puts "Estern" right as Eastern, whose first letter it keeps', () => {
    const answer = asked('In the Estern Cape, how many murder cases were there?');
    expect(answer.result).toMatchObject({ value: 8, complete: true });
    expect(answer.text).toContain('"Estern Cape" read as "Eastern Cape"');
  });
});

describe('session 28: groups ranked by a mean', () => {
  const events = [
    fixtureEvent(1, { province: 'Limpopo', suspects_arrested: 2 }),
    fixtureEvent(2, { province: 'Limpopo', suspects_arrested: 1 }),
    fixtureEvent(3, { province: 'Gauteng', suspects_arrested: 4 }),
    fixtureEvent(4, { province: 'Gauteng', suspects_arrested: 3 }),
    fixtureEvent(5, { province: 'Gauteng', suspects_arrested: 5 }),
    fixtureEvent(6, { province: 'Free State' }),
  ];

  it('ranks provinces by the mean over the events that state the figure', () => {
    const answer = analyse(
      'Which province has the highest mean number of suspects arrested per incident?',
      events,
    );
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Gauteng', value: 4 }],
      complete: true,
    });
    expect(answer.text).toContain('1 province has no event that states it and is left out.');
  });
});

describe('session 28: one sex of victims for every one of the other', () => {
  const events = [
    fixtureEvent(1, { victims: { count: 5, female: 2, male: 3, ages: [] } }),
    fixtureEvent(2, { victims: { count: 6, female: 3, male: 3, ages: [] } }),
  ];
  it.each([
    'In the releases that give the victims\u2019 sex, how many male victims are there for every female victim? One decimal place.',
    'For every female victim, how many male victims are there? One decimal place.',
  ])('%s', (question) => {
    expect(analyse(question, events).result).toMatchObject({ type: 'number', value: 1.2, complete: true });
  });
});

describe('session 28: every case asked after a lead, every single time, and cases left aside', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Murder',
      province: 'North West',
      location: 'Khuma',
      arrest_made: true,
    }),
    fixtureEvent(2, {
      crime_committed: 'Murder',
      province: 'North West',
      location: 'Khuma',
      arrest_made: false,
    }),
    fixtureEvent(3, {
      crime_committed: 'Rape',
      province: 'Western Cape',
      location: 'Khayelitsha',
      arrest_made: true,
      victims_children: 1,
    }),
    fixtureEvent(4, {
      crime_committed: 'Rape',
      province: 'Western Cape',
      location: 'Mitchells Plain',
      arrest_made: true,
      victims_children: 2,
    }),
    fixtureEvent(5, {
      crime_committed: 'Rape',
      province: 'Western Cape',
      location: 'Soweto',
      arrest_made: false,
      victims_children: 4,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    ['Here in the North West, did every murder end with somebody being arrested?', false],
    ['For Khayelitsha and our neighbours in Mitchells Plain, was somebody arrested every single time?', true],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'yes_no', value, complete: true });
  });

  it('keeps the cases with an arrest when those without one are left aside', () => {
    expect(
      asked(
        'Leaving aside any case in which no arrest had been made, how many victims of rape were children?',
      ),
    ).toMatchObject({ type: 'number', value: 3 });
  });
});

describe('session 29: "then" for "than", a misspelt "before", "which one", women among the victims', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-03-02',
      crime_committed: 'Kidnapping',
      province: 'Gauteng',
      location: 'Hillbrow',
      suspects_arrested: 4,
      arrest_made: true,
      victims: { count: 1, female: 1, male: 0, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2023-07-09',
      crime_committed: 'Kidnapping',
      province: 'Gauteng',
      location: 'Lenasia',
      arrest_made: false,
      victims: { count: 2, female: 1, male: 1, ages: [] },
    }),
    fixtureEvent(3, {
      date: '2024-07-14',
      crime_committed: 'Kidnapping',
      province: 'KwaZulu-Natal',
      location: 'Bhamshela',
      arrest_made: false,
      victims: { count: 1, female: 0, male: 1, ages: [] },
    }),
    fixtureEvent(4, {
      date: '2023-07-20',
      crime_committed: 'Armed robbery',
      province: 'KwaZulu-Natal',
      location: 'Pinetown',
      suspects_arrested: 6,
      arrest_made: true,
    }),
  ];
  const asked = (question: string) => analyse(question, events);

  it('reads "then" after a comparative as "than", and says so', () => {
    const answer = asked('How many more kidnappings were there in Gauteng then in KwaZulu-Natal?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(answer.text).toContain('"then" read as "than"');
  });

  it('keeps "then" that tells time', () => {
    expect(
      correctComparedThen('Were there more murders in 2022 and then fewer in 2023?').corrections,
    ).toEqual([]);
  });

  it('reads a misspelt "before" as the period it opens', () => {
    expect(asked('Befor 2024, which month of the year had the most incidents?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'July', value: 2 }],
      complete: true,
    });
  });

  it('takes "which one" after a set of incidents as one incident, but not when the question sets sides', () => {
    const { result } = asked('Out of all the kidnappings and robberies, which one led to the most arrests?');
    expect(result).toMatchObject({
      type: 'ranking',
      measure: 'the incident with the most suspects arrested',
    });
    expect(result.value).toEqual([{ name: 'Pinetown, KwaZulu-Natal, 20 July 2023 [#4]', value: 6 }]);
    expect(
      planQuestion('Gauteng or KwaZulu-Natal, which one had the most kidnappings?', '2025-01-01').group_by,
    ).not.toBe('event');
  });

  it('writes out a noun two kinds share after a comma that ends a clause, not a list', () => {
    const plan = planQuestion(
      'How many hijackers did the cops lock up altogether, car and truck hijackers together?',
      '2025-01-01',
    );
    expect(plan.filters.crimes.map((c) => c.name)).toEqual(['carjacking', 'truck hijacking']);
  });

  it('says a count of none is partial when the events that could change it are silent', () => {
    const silent = [
      fixtureEvent(1, { arrest_made: false, victims: { count: 1, female: 0, male: 1, ages: [] } }),
      fixtureEvent(2, { arrest_made: false }),
    ];
    const answer = analyse(
      'In how many of the cases with a woman among the victims was nobody arrested?',
      silent,
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 0, complete: false });
    expect(answer.text).toContain('so the count could be higher [#2].');
  });

  it('counts cases with a woman or girl among the victims as a condition', () => {
    expect(
      asked('In how many of the cases with a woman or girl among the victims was nobody arrested?').result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(asked('How many women were among the victims?').result).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it.each([
    ['Did any of the women have a protection order against the man who attacked them?', 'protection orders'],
    ['How much money was stolen in the robberies?', 'worth'],
    ['What was the street value of the drugs seized?', 'worth'],
  ])('says the events cannot tell: %s', (question, said) => {
    const answer = asked(question);
    expect(answer.result).toMatchObject({ type: 'none', value: null });
    expect(answer.text.split('\n')[1]).toContain(said);
  });

  it('reads "Was the ... arrested?" as whether the incident named ended in an arrest', () => {
    expect(asked('Was the man accused of the kidnapping in Lenasia arrested?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(asked('Was the man accused of the kidnapping in Hillbrow arrested?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('session 29: municipalities by bare name, people added up over all events, and scenes that leave nothing out', () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-02-01',
      crime_committed: 'Murder',
      province: 'North West',
      location: 'Mothotlung',
      municipality: 'Madibeng',
      suspects_arrested: 1,
      arrest_made: true,
      victims_killed: 4,
    }),
    fixtureEvent(2, {
      date: '2024-03-01',
      crime_committed: 'Murder',
      province: 'North West',
      location: 'Khuma',
      municipality: 'City of Matlosana',
      suspects_arrested: 3,
      arrest_made: true,
      victims_killed: 5,
    }),
    fixtureEvent(3, {
      date: '2024-04-01',
      crime_committed: 'Murder',
      province: 'North West',
      location: 'Brits',
      municipality: 'Madibeng',
      arrest_made: true,
      victims_killed: 3,
    }),
    fixtureEvent(4, {
      date: '2024-05-01',
      crime_committed: 'Stock theft',
      province: 'Free State',
      location: 'farm near Kestell',
      summary: 'Sheep stolen from a farm near Kestell.',
      victims_killed: 0,
    }),
  ];
  const asked = (question: string) => analyse(question, events);

  it('counts the suspects arrested side by side, not the events with an arrest', () => {
    expect(
      asked('Madibeng or the City of Matlosana: which municipality saw more suspects arrested in total?')
        .result,
    ).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'City of Matlosana', value: 3 },
        { name: 'Madibeng', value: 1 },
      ],
    });
  });

  it('adds up a bound asked across all the events', () => {
    expect(
      asked('Were more than ten people killed across all the North West incidents? Yes or no.').result,
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
    expect(asked('Were more than ten people killed in a single North West incident?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('says nothing was missed by the kind of place when it leaves out none of the events chosen', () => {
    const answer = asked('That farm near Kestell, how many sheep thefts were there?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(answer.text).not.toContain('Partial answer');
  });
});

describe('session 29, round nineteen: what the first try of fresh62 got wrong', () => {
  const events = [
    fixtureEvent(1, { date: '2024-03-02', victims_children: 2 }),
    fixtureEvent(2, { date: '2024-03-09', victims_children: 1 }),
    fixtureEvent(3, { date: '2024-03-03', victims_children: 3 }),
    fixtureEvent(4, { date: '2024-03-05', victims_children: 0 }),
  ];
  const asked = (question: string) => analyse(question, events);

  it('reads "a kid (under 18) was one of the victims" as a condition on incidents', () => {
    expect(
      asked('which day of the week had the most incidents where a kid (under 18) was one of the victims?')
        .result,
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Saturday', value: 2 }] });
  });

  it('takes "out of the incidents that have a date," as the base of a share', () => {
    const undated = [...events, fixtureEvent(5, { date: null, published_date: '2024-03-10' })];
    expect(
      analyse('out of the incidents that have a date, what percentage happened on a weekend?', undated)
        .result,
    ).toMatchObject({ type: 'number', value: 75 });
  });
});

describe('session 29, round nineteen: what the first try of fresh63 got wrong', () => {
  const events = [
    fixtureEvent(1, {
      date: '2022-02-05',
      crime_committed: 'Murder',
      location: 'Taung',
      province: 'North West',
      victims_killed: 2,
      victims_injured: 1,
      suspect_ages: [31],
      arrest_made: false,
    }),
    fixtureEvent(2, {
      date: '2022-08-06',
      crime_committed: 'Cash-in-transit robbery',
      location: 'Tlhabane',
      province: 'North West',
      victims_killed: 5,
      victims_injured: 0,
      suspects_female: 1,
      suspects_male: 3,
    }),
    fixtureEvent(3, {
      date: '2023-09-02',
      crime_committed: 'Stock theft',
      victims_killed: 1,
      victims_injured: 3,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    [
      'Comparing the two halves of 2022, how many more deaths were recorded in July to December than in January to June?',
      3,
    ],
    [
      'If I pool the July to September quarter of every year, how many more people were killed than injured?',
      3,
    ],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it.each([
    ['CIT hit at Tlhabane: any female perps among the accused? Y/N', true],
    ['Murder near Taung: was the accused under 25? Y/N', false],
    ['Murder near Taung. Anyone taken into custody? Y/N', false],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'yes_no', value, complete: true });
  });

  it('reads SMS shorthand for municipalities and weekends', () => {
    expect(asked('hw many incidents happend on a wknd since 2022?')).toMatchObject({
      value: 3,
      complete: true,
    });
    expect(asked('top 3 munis by no of ppl killed pls')).toMatchObject({ type: 'ranking', complete: true });
  });

  it('takes casualties as everyone killed or injured', () => {
    expect(
      asked(
        'Treating everyone killed or injured as a casualty, what proportion of casualties died? One decimal place.',
      ),
    ).toMatchObject({ type: 'number', value: 66.7, complete: true });
  });

  it('says the events do not record how many head of cattle were taken', () => {
    expect(asked('how many head of cattle were taken in the stock theft cases?')).toMatchObject({
      type: 'none',
    });
  });
});

describe('session 29: quarters of the year over every year, and terms defined in brackets', () => {
  const events = [
    fixtureEvent(1, { date: '2022-02-01', victims_killed: 2 }),
    fixtureEvent(2, { date: '2022-11-01', victims_killed: 1 }),
    fixtureEvent(3, { date: '2023-12-09', victims_killed: 4 }),
    fixtureEvent(4, { date: '2023-03-09', victims_killed: 0 }),
  ];

  it('ranks the quarters by people killed, all years together, without reading the definitions as periods', () => {
    const answer = analyse(
      'Pooling all years, which calendar quarter (Q1 = Jan-Mar through Q4 = Oct-Dec) accounts for the largest number of people killed?',
      events,
    );
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Q4 (October to December)', value: 5 }],
      complete: true,
    });
  });

  it('keeps "Q3 2023" a period, not a grouping', () => {
    expect(planQuestion('Which quarter had the most incidents?', '2025-01-01').group_by).toBe(
      'quarter-of-year',
    );
    expect(planQuestion('How many incidents were there in Q3 2023?', '2025-01-01')).toMatchObject({
      group_by: null,
      filters: { periods: [{ from: '2023-07-01', to: '2023-09-30' }] },
    });
  });
});

describe('session 29, round nineteen: what the first try of fresh61 got wrong', () => {
  const events = [
    fixtureEvent(1, {
      date: '2022-08-06',
      crime_committed: 'Murder',
      province: 'Mpumalanga',
      suspects_arrested: 5,
      victims_killed: 3,
    }),
    fixtureEvent(2, {
      date: '2022-10-08',
      crime_committed: 'Business robbery',
      province: 'Mpumalanga',
      suspects_arrested: 4,
      arrest_made: true,
    }),
    fixtureEvent(3, {
      date: '2023-09-05',
      crime_committed: 'Murder',
      province: 'Free State',
      suspects_arrested: 2,
      victims_killed: 1,
    }),
  ];
  const asked = (question: string) => analyse(question, events);

  it('reads "go down" as happening after "mostly" or "where", and as a fall otherwise', () => {
    expect(asked('what day of the week do the killings mostly go down?').result).toMatchObject({
      type: 'ranking',
      complete: true,
    });
    expect(planQuestion('Did murders go down from 2022 to 2023?', '2025-01-01').intent).toBe('trend');
  });

  it.each([
    ['how many folks got taken out in stuff that happened on a weekend (sat or sun)?', 3],
    ['In terms of suspects arrested, by what margin does Mpumalanga exceed the Free State?', 7],
    ['real talk, how many murders were there in Mpumalanga?', 1],
    ['Since the start of 2022, how many robberies on businesses ended with the police catching someone?', 1],
  ])('%s → %s', (question, value) => {
    expect(asked(question).result).toMatchObject({ type: 'number', value, complete: true });
  });

  it('ranks by the people named after the superlative, though others were named before it', () => {
    const hurt = [
      fixtureEvent(1, { location: 'Sweetwaters', victims_injured: 4 }),
      fixtureEvent(2, { location: 'Umlazi', victims_injured: 1 }),
    ];
    expect(
      analyse(
        'ok which one was the worst for people getting hurt but surviving, like the single incident with the most injured?',
        hurt,
      ).result,
    ).toMatchObject({
      type: 'ranking',
      measure: 'the incident with the most people injured',
      complete: true,
    });
  });

  it('compares two halves whose months a bracket restates, as a per cent change, not a share', () => {
    const answer = asked(
      'Comparing the second half of 2022 (July to December) with the second half of 2023, what was the percentage change in the number of incidents?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: -50, complete: true });
  });
});

describe('session 29: days shortened, "no.?" and one crime named twice', () => {
  const events = [
    fixtureEvent(1, { date: '2024-03-02', province: 'KwaZulu-Natal', crime_committed: 'Rape, Kidnapping' }),
    fixtureEvent(2, { date: '2024-03-03', province: 'KwaZulu-Natal', crime_committed: 'Rape' }),
    fixtureEvent(3, { date: '2024-03-05', province: 'KwaZulu-Natal', crime_committed: 'Kidnapping' }),
  ];
  const asked = (question: string) => analyse(question, events);

  it('reads "Sat or Sun" as days where one day stands by another, and "no.?" as how many', () => {
    const answer = asked('KZN incidents that fell on a Sat or Sun, no.?');
    expect(answer.result).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(answer.text).toContain('"Sat" read as "Saturday"');
    expect(readNewsroomWords('the sun was out and they sat down').corrections).toEqual([]);
  });

  it('reads two words for one crime in "both ... and" as that crime once', () => {
    const answer = asked(
      'In how many incidents does the record include both rape and the kidnapping or abduction of the victim?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(answer.text).toContain('Read as: the number of events about both rape and kidnapping together.');
  });
});

describe('session 29, round twenty: what the first tries of fresh64 to fresh66 got wrong', () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-02-03',
      location: 'Khayelitsha',
      municipality: 'City of Cape Town',
      province: 'Western Cape',
      crime_committed: 'Murder',
      arrest_made: false,
      victims_injured: 2,
      victims: { count: 3, female: 1, male: 2, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2024-09-03',
      location: 'Mitchells Plain',
      municipality: 'City of Cape Town',
      province: 'Western Cape',
      crime_committed: 'Murder',
      arrest_made: true,
      victims_killed: 1,
      victims: { count: 1, female: 1, male: 0, ages: [] },
    }),
    fixtureEvent(3, {
      date: '2019-05-03',
      location: 'Phuthaditjhaba',
      municipality: 'Maluti-a-Phofung',
      province: 'Free State',
      crime_committed: 'Robbery',
      arrest_made: true,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    [
      "I'm with the City of Cape Town's safety directorate. How many more incidents does our metro have in here than Maluti-a-Phofung?",
      1,
    ],
    ['Year to date for 2024, so 1 January to 30 June 2024: how many incidents happened?', 1],
    ['total no. of ppl injured across all the incidents? just the ones police say were hurt or wounded', 2],
    ['count rows where arrest_made is false AND crimes contains murder', 1],
    ["count of rows with event_date < '2020-01-01' (rows where event_date is null don't count)", 1],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('takes the sex a share names, though both sexes are named after it', () => {
    expect(
      asked(
        'Among all victims whose sex is recorded, what proportion were female? Please give it as a percentage of female plus male victims.',
      ),
    ).toMatchObject({ type: 'number', value: 50, complete: true });
  });

  it('says the events do not record how many guns were seized', () => {
    expect(asked('How many guns were seized in the murder cases?')).toMatchObject({ type: 'none' });
  });
});

describe('session 29, round twenty: fresh66', () => {
  const events = [
    fixtureEvent(1, {
      date: '2020-03-07',
      crime_committed: 'House robbery',
      province: 'Gauteng',
      location: 'farm near Bronkhorstspruit',
      suspects_arrested: 3,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2022-03-06',
      crime_committed: 'Business robbery',
      province: 'Gauteng',
      suspects_arrested: 5,
      arrest_made: true,
    }),
    fixtureEvent(3, {
      date: '2022-03-08',
      crime_committed: 'Stock theft',
      province: 'Free State',
      arrest_made: false,
    }),
    fixtureEvent(4, {
      date: '2022-04-08',
      crime_committed: 'Stock theft',
      province: 'Free State',
      suspects_arrested: 2,
      arrest_made: true,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it.each([
    ['House + business robberies, Gauteng, Sat/Sun only. Count?', 2],
    ['% of incidents still with zero arrests at time of release?', 25],
    [
      'Good afternoon. I am trying to understand things. How many house robberies on farms took place before the start of 2021?',
      1,
    ],
    [
      'Dear editor, how many suspects were arrested in the cases of livestok theft in these police reports?',
      2,
    ],
  ])('%s → %s', (question, value) => {
    expect(asked(question)).toMatchObject({ type: 'number', value, complete: true });
  });

  it('takes the biggest job by number of suspects nabbed as one incident', () => {
    expect(
      asked('Biggest house or business robbery job by number of suspects nabbed - where was it?'),
    ).toMatchObject({
      type: 'ranking',
      measure: 'the incident with the most suspects arrested',
      complete: true,
    });
  });
});

describe('session 29, round twenty: a base taken first, and the purpose of a count', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Rape', victims: { count: 1, female: 1, male: 0, ages: [] } }),
    fixtureEvent(2, { crime_committed: 'Murder', victims: { count: 1, female: 1, male: 0, ages: [] } }),
    fixtureEvent(3, { crime_committed: 'Murder', victims: { count: 1, female: 0, male: 1, ages: [] } }),
    fixtureEvent(4, { crime_committed: 'Rape' }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('takes "taking as my base ..., in what percentage" as the share\'s base', () => {
    expect(
      asked(
        'Taking as my base only those incidents with at least one recorded female victim, in what percentage of them was rape among the offences?',
      ),
    ).toMatchObject({ type: 'number', value: 50, complete: true });
  });

  it('reads "for the purposes of a femicide count" as why the count is asked, not a crime', () => {
    expect(
      asked(
        'For the purposes of a femicide count, in how many incidents does murder appear among the charges while at least one of the victims is recorded as a woman or girl?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });
});

describe("session 30: the asker's own people, short misspellings, either harm and a legislature's period", () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-05-06',
      province: 'Western Cape',
      crime_committed: 'Stock theft',
      victims_killed: 0,
      victims_injured: 1,
      victims_children: 1,
    }),
    fixtureEvent(2, {
      date: '2023-05-08',
      province: 'North West',
      crime_committed: 'Murder',
      victims_killed: 2,
      victims_injured: 0,
      victims_children: 0,
      relationship: 'partner',
    }),
    fixtureEvent(3, {
      date: '2023-05-13',
      province: 'North West',
      crime_committed: 'Theft',
      victims_killed: 0,
      victims_injured: 0,
      victims_children: 0,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads "my late wife" as the asker\'s own, not a partner who attacked a victim', () => {
    expect(
      asked(
        'Dear help desk, my late wife always worried about the little ones. How many of the victims were children?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('puts right a four-letter slip by the crime it begins, and a vowel written for another', () => {
    expect(asked('how many cases of stok theft are there?')).toMatchObject({ value: 1, complete: true });
    expect(asked('how many murders in the North West provence?')).toMatchObject({ value: 1, complete: true });
  });

  it('takes "someone got hurt or killed" as either harm, and "attacks where" as the events the clause defines', () => {
    expect(asked('how many attacks where somone got hurt or killed?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('reads "in the period under review" and "with regard to" as the whole notebook, not words to match', () => {
    expect(
      asked(
        'With regard to the North West, how many incidents of murder were reported in the period under review?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true, not_applied: [] });
  });
});

describe('session 30: the register of courts and letters, push-alert shorthand and statements around the ask', () => {
  const events = [
    fixtureEvent(1, {
      date: '2020-05-06',
      province: 'Western Cape',
      location: 'Khayelitsha',
      crime_committed: 'Murder',
      suspects_arrested: 3,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2020-07-08',
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'Murder, Kidnapping',
      suspects_arrested: 0,
      arrest_made: false,
    }),
    fixtureEvent(3, {
      date: '2024-02-13',
      province: 'Gauteng',
      location: 'Tembisa',
      crime_committed: 'Murder',
      suspects_arrested: 1,
      arrest_made: true,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads the constabulary, malefactors, apprehending and "the greatest number"', () => {
    expect(
      asked(
        'In which of the provinces did the constabulary apprehend the greatest number of malefactors, counting every person arrested?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Western Cape', value: 3 }], complete: true });
    expect(
      asked('In respect of how many matters was the charge murder and at least one accused was apprehended?'),
    ).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('reads "didn\'t nab a single suspect" as nobody arrested', () => {
    expect(
      asked("Was there any kidnapping case where the cops didn't nab a single suspect? Yes or no."),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('reads "#1" as the top of a ranking and "\'20" as 2020', () => {
    expect(asked('#1 prov for murders?')).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng' }] });
    expect(asked("Murders '20 vs '24 -> how many more in '20?")).toMatchObject({ type: 'number', value: 1 });
  });

  it('reads an ask that opens "When, pray, did" as an ask though a dash follows it', () => {
    expect(
      asked(
        'When, pray, did the most recent murder take place - I mean the date of the deed itself, not that of the police statement?',
      ),
    ).toMatchObject({ type: 'date', value: '2024-02-13' });
  });

  it('refuses the amount of a ransom, and reads a ward told of in a statement as no ask about wards', () => {
    expect(asked('What ransom amount was demanded from the family in the Soweto kidnapping?')).toMatchObject({
      type: 'none',
    });
    expect(
      asked('How many murders were there in Gauteng? The mamas in my ward keep asking me.'),
    ).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });
});

describe('session 30, round twenty-one: what the first tries of fresh67 to fresh69 got wrong', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-12-20',
      province: 'Western Cape',
      location: 'Khayelitsha',
      crime_committed: 'Murder',
      victims: { count: 2, female: 0, male: 2, ages: [] },
      victims_police: 1,
      victims_children: 1,
      relationship: 'family',
    }),
    fixtureEvent(2, {
      date: '2021-10-03',
      province: 'Western Cape',
      location: 'Khayelitsha',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_police: 0,
      victims_children: 0,
      relationship: 'stranger',
    }),
    fixtureEvent(3, {
      date: '2023-12-02',
      province: 'Northern Cape',
      location: 'Kimberley',
      crime_committed: 'Murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_police: 2,
      victims_children: 0,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('counts from the date a clause after "since" tells', () => {
    expect(
      asked('Since I took office in November 2021, how many incidents has the Western Cape had?'),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads "the first of January 2021" as a date, not the earliest of anything', () => {
    expect(
      asked('Was a single murder recorded in the Northern Cape from the first of January 2021 onward?'),
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('asks whether one sex outnumbers the other, yes or no', () => {
    expect(asked('Is it true that male victims outnumber female victims in these reports?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('takes the base named before "roughly what percentage"', () => {
    expect(
      asked('Of the incidents in the Western Cape, roughly what percentage were murders?'),
    ).toMatchObject({
      type: 'number',
      value: 50,
    });
  });

  it('reads police officers by the names of the service, and the police who fell victim', () => {
    expect(
      asked(
        'Will the MEC indicate how many members of the South African Police Service, whether on or off duty, were reported as victims in the period under review?',
      ),
    ).toMatchObject({ type: 'number', value: 3, complete: true });
    expect(
      asked(
        'In which province did the greatest number of members of the constabulary themselves fall victim to these malefactors?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Northern Cape', value: 2 }] });
  });

  it('reads the last fortnight of December, from the 18th to the 31st, as days of that month in any year', () => {
    expect(
      asked(
        'How many incidents in all fell within the last fortnight of December, that is from the 18th to the 31st, in any year?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads a child harmed, and a domestic setting as a partner or the family', () => {
    expect(
      asked('When was the most recent case in which one of the little ones (a child under 18) was harmed?'),
    ).toMatchObject({
      type: 'date',
      value: '2021-12-20',
    });
    expect(
      asked(
        'How many of these cases happened in a domestic setting, I mean where the person who hurt them was their partner or someone in their own family?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('takes "% of incidents" after a kind among the victims as a share of the incidents', () => {
    expect(asked('Cop among victims: % of incidents?')).toMatchObject({ type: 'number', value: 67 });
  });

  it('reads a quoted ask passed on after a colon, and a wider place the asker refuses', () => {
    expect(
      asked(
        "Next SMS, and I'm reading it just as it came in: 'howzit DJ how many murders happend in Khayelitsha'. That's Khayelitsha itself, folks, not the whole of the Western Cape.",
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('leaves out a place told only in hearsay after the ask', () => {
    expect(
      asked(
        'Since 2021, how many more incidents has the Western Cape had than the Northern Cape? Baie mense say Gauteng is worse.',
      ),
    ).toMatchObject({ type: 'number', value: 1 });
  });
});

describe('session 30: the same ask after a greeting, a "quick question:" or a request', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-05-06',
      province: 'Western Cape',
      crime_committed: 'Murder',
      suspects_arrested: 2,
    }),
    fixtureEvent(2, {
      date: '2022-05-08',
      province: 'Western Cape',
      crime_committed: 'Rape',
      suspects_arrested: 1,
    }),
    fixtureEvent(3, {
      date: '2021-05-08',
      province: 'Gauteng',
      crime_committed: 'Murder',
      suspects_arrested: 0,
    }),
  ];
  const plain = (question: string) => planQuestion(question, '2026-11-27');

  it.each([
    'How many suspects were arrested in total?',
    'For a first-year tutorial: what percentage of the Western Cape incidents involved a murder?',
    'Still on GBV: of the victims in the rape cases, how many were children under 18?',
    'Rural safety desk here. How many murder cases are in this notebook?',
  ])('reads "%s" alike after an opener', (question) => {
    const bare = plain(question);
    for (const opener of ['Hi there, quick question: ', 'Please could you tell me: ', 'Hello all! ']) {
      expect(plain(`${opener}${question}`), opener).toEqual(bare);
    }
  });

  it.each([
    'Weekends are worst for our drivers. How many incidents happened on a Saturday or Sunday?',
    'Kidnapping keeps coming up at ward meetings in Gauteng. From 2020 onwards, how many Gauteng incidents involved a kidnapping?',
  ])('reads "%s" alike without its question mark', (question) => {
    expect(plain(question.replace(/\?$/, ''))).toEqual(plain(question));
  });

  it('reads abbreviations typed in lower case in a question with no capitals', () => {
    expect(analyse('murders in wc vs gp?', events).result).toMatchObject({ type: 'ranking' });
    expect(plain('murders in wc vs gp?').filters.places).toEqual(['Western Cape', 'Gauteng']);
  });

  it.each([
    'For our patrol roster: how many incidents happened on a Saturday?',
    'Kidnappings are on our watch list: how many happened before 2020?',
  ])('reads "%s" alike with a dash for its colon', (question) => {
    expect(plain(question.replace(': ', ' - '))).toEqual(plain(question));
  });

  it.each([
    'Since the start of 2024, how many suspects have been arrested in total?',
    'In the truck hijackings, how many suspects were arrested altogether?',
  ])('keeps "%s" a count, not a yes or no, after the lead and its comma', (question) => {
    expect(plain(question).yes_no).toBe(false);
  });

  it('sums the police among the victims of two provinces "combined - how many?", not a yes or no', () => {
    const result = analyse('SAPS members among the victims, WC and Gauteng combined - how many?', [
      fixtureEvent(1, { province: 'Western Cape', victims_police: 2 }),
      fixtureEvent(2, { province: 'Gauteng', victims_police: 1 }),
      fixtureEvent(3, { province: 'Limpopo', victims_police: 4 }),
    ]).result;
    expect(result).toMatchObject({ type: 'number', value: 3 });
  });

  it('counts "how many male victims were there" as a total, never a yes or no', () => {
    expect(analyse('How many male victims were there in the KZN incidents?', events).result.type).not.toBe(
      'yes_no',
    );
  });

  it('points back to the place told, not the places that explain it', () => {
    const { filters } = plain(
      'Forgive my spelling — Tembisa, the big township on the East Rand outside Johannesburg. How many of the incidents took place there?',
    );
    expect(filters.places).toEqual(['Tembisa']);
    expect(filters.excluded_places ?? []).toEqual([]);
  });

  it('keeps "how many suspects were arrested" a count after a lead, not a yes or no', () => {
    expect(
      analyse('Hi there, quick question: How many suspects were arrested in total?', events).result,
    ).toMatchObject({
      type: 'number',
      value: 3,
    });
  });
});

describe('session 30, round twenty-two: what the first try of fresh71 got wrong', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-08',
      province: 'Free State',
      crime_committed: 'Murder',
      victims_killed: 2,
      victims_injured: 1,
      suspect_ages: [19, 30],
    }),
    fixtureEvent(2, {
      date: '2022-06-10',
      province: 'Free State',
      crime_committed: 'Murder',
      victims_killed: 1,
      victims_injured: 0,
    }),
    fixtureEvent(3, {
      date: '2021-12-02',
      province: 'Gauteng',
      crime_committed: 'Robbery',
      victims_killed: 0,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads "State whether" as a yes or no', () => {
    expect(
      asked(
        'State whether any suspect in a Free State incident is recorded as being younger than 20 years of age.',
      ),
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('sets a cried-out headline aside, and reads souls slaughtered as people killed', () => {
    expect(asked('FREE STATE BLOODBATH! How many souls were slaughtered in the Free State?!')).toMatchObject({
      type: 'number',
      value: 3,
      complete: true,
    });
  });

  it('reads a run of months with no year as those months in every year', () => {
    expect(
      asked('How many lives were lost in incidents that happened in June, July or August?'),
    ).toMatchObject({
      type: 'number',
      value: 3,
    });
  });

  it('reads "injured, not killed", "give your answer as" and undated incidents excluded', () => {
    expect(
      asked(
        'How many people were injured, not killed, in the Free State? Give your answer as a whole number.',
      ),
    ).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(
      asked(
        'Determine how many more incidents occurred in 2023 than in 2021. Undated incidents are to be excluded.',
      ),
    ).toMatchObject({ type: 'number', value: 0, complete: true });
  });

  it('drops a day the question says does not count', () => {
    expect(
      asked('How many incidents happened on a weekend, Saturday or Sunday only, Friday night doesnt count?'),
    ).toMatchObject({
      type: 'number',
      value: 1,
    });
  });
});

describe('session 30, round twenty-two: Sesotho words, data-desk flags and voice notes', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-08',
      province: 'Free State',
      crime_committed: 'Stock theft',
      suspects_arrested: 3,
      arrest_made: true,
      victims_police: 0,
      victims_children: 1,
    }),
    fixtureEvent(2, {
      date: '2022-01-10',
      province: 'Free State',
      crime_committed: 'Murder',
      suspects_arrested: 1,
      arrest_made: true,
      victims_police: 2,
      victims_children: 0,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads mapolesa, bana, dikgomo theft and "ke kopa"', () => {
    expect(
      asked(
        'Dumela ntate. Ke kopa, how many suspects did the mapolesa arrest altogether in the dikgomo theft cases?',
      ),
    ).toMatchObject({ type: 'number', value: 3, complete: true });
    expect(
      asked('Ntate, how many mapolesa were among the victims? On duty and off duty both, ke kopa.'),
    ).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(
      asked('Ke kopa, just yes or no: was there any case where bana were among the victims?'),
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('refuses bail given by a court and animals given back, as facts the events do not hold', () => {
    expect(
      asked('Ke kopa, in the stock theft cases, how many of the suspects did the court give bail?').type,
    ).toBe('none');
    expect(
      asked('Of the cattle stolen, how many animals did the police recover and give back to the farmers?')
        .type,
    ).toBe('none');
  });

  it('checks a claim asked after a lead ("Counting only ..., is that true?")', () => {
    expect(
      analyse(
        'One of our hosts claimed that more women than men were victims. Counting only victims whose sex is given, is that true?',
        [
          fixtureEvent(1, { victims: { count: 2, female: 1, male: 1, ages: [] } }),
          fixtureEvent(2, { victims: { count: 1, female: 0, male: 1, ages: [] } }),
        ],
      ).result,
    ).toMatchObject({ type: 'yes_no', value: false });
  });

  it('reads the December holidays as December and January, and "flagged" as a data word', () => {
    expect(asked('How many incidents fell in the December holidays?')).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(asked('For the Free State entries, what % are flagged with an arrest made?')).toMatchObject({
      type: 'number',
      value: 100,
      complete: true,
    });
  });
});

describe('session 31, round twenty-three: Afrikaans, chat shorthand, claims put as questions, month lists', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-12-24',
      province: 'Free State',
      crime_committed: 'Murder',
      suspects_arrested: 2,
      suspects_female: 1,
      victims_killed: 3,
      victims_children: 1,
    }),
    fixtureEvent(2, {
      date: '2022-01-08',
      province: 'Free State',
      crime_committed: 'Rape',
      suspects_arrested: 1,
      suspects_female: 0,
      victims_killed: 0,
      victims_children: 1,
    }),
    fixtureEvent(3, {
      date: '2022-07-16',
      province: 'Gauteng',
      crime_committed: 'Murder',
      suspects_arrested: 0,
      suspects_female: 0,
      victims_killed: 1,
      victims_children: 0,
    }),
    fixtureEvent(4, {
      date: '2020-05-02',
      province: 'Northern Cape',
      crime_committed: 'Stock theft',
      suspects_arrested: 4,
      victims_killed: 0,
    }),
    fixtureEvent(5, {
      date: '2023-03-11',
      province: 'Gauteng',
      crime_committed: 'Business robbery',
      suspects_arrested: 0,
      victims_killed: 0,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads Afrikaans crimes, people and days of the week within English', () => {
    expect(asked('Hoeveel moord en verkragting cases was daar in die Vrystaat?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(asked('Which provinsie had the most kinders as victims? ek wil net weet')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Free State', value: 2 }],
    });
    expect(asked('How many moorde happened on a Saterdag?')).toMatchObject({ type: 'number', value: 1 });
  });

  it('passes over chat shorthand and reads a two-word crime written as one', () => {
    expect(asked('lol so how many ppl actually got killed in the free state smh')).toMatchObject({
      type: 'number',
      value: 3,
      complete: true,
    });
    expect(asked('guys how many okes got arrested for stocktheft altogether??')).toMatchObject({
      type: 'number',
      value: 4,
      complete: true,
    });
    expect(asked('Murders 2020-2022 incl, total?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('pools two crimes named "together", but keeps both in one event when they happened together', () => {
    expect(asked('Murders and business robberies together - how many incidents in total?')).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(asked('How many murders and rapes that happened together?')).toMatchObject({
      type: 'number',
      value: 0,
    });
  });

  it('answers the precise question after a claim put as a question, and checks a claim despite a doubt added', () => {
    expect(
      asked(
        'Would it be fair to say the Free State accounts for most of the deaths? What percentage of all the people killed died in the Free State?',
      ),
    ).toMatchObject({ type: 'number', value: 75, complete: true });
    expect(
      asked(
        'Is it true that the Free State recorded more murder cases than Gauteng, or is the opposition overstating it?',
      ),
    ).toMatchObject({ type: 'yes_no', value: false });
    expect(asked('was there ever a rape in gauteng lol or is that just a free state thing')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads a distinct count, a v2 field with a bound, and says when two groups it cannot split are compared', () => {
    expect(asked('Free State only: distinct count of provs?')).toMatchObject({ type: 'number', value: 1 });
    expect(asked('pct of rows where child victims > 0? whole number pls')).toMatchObject({
      type: 'number',
      value: 40,
      complete: true,
    });
    expect(
      analyse(
        'Were there more incidents where the attacker was known to the victim than where it was a stranger?',
        [fixtureEvent(1, { relationship: 'partner' }), fixtureEvent(2, { relationship: 'stranger' })],
      ).result,
    ).toMatchObject({ complete: false, not_applied: ['than where it was a stranger'] });
  });

  it('sets months listed with "and" side by side, in the order named', () => {
    expect(
      asked(
        'Were there more murders in December and January, all years together, than in June, July and August?',
      ),
    ).toMatchObject({ type: 'yes_no', value: false, measure: expect.stringMatching(/December or January/) });
  });

  it('reads women among the suspects, a victim told by kind, a fronted share and a described start day', () => {
    expect(
      asked('How many women were identified as suspects, whether arrested or still being sought?'),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(asked('Is there any incident in which a woman is among the suspects?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(asked('In how many of the rape cases was the survivor a child under 18?')).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(
      asked('Of all the people killed in these releases, what percentage died in Gauteng?'),
    ).toMatchObject({
      type: 'number',
      value: 25,
      complete: true,
    });
    expect(
      asked(
        'A segment asks whether lockdown slowed the killing. From the day the national lockdown began, 27 March 2020, to the end of 2021, how many people were killed in these incidents?',
      ),
    ).toMatchObject({ type: 'number', value: 3, complete: true });
  });
});

describe('session 31, round twenty-four: police groupings, Setswana and isiXhosa, named places ranked, restated windows', () => {
  const events = [
    fixtureEvent(1, {
      date: '2022-08-06',
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'House robbery',
      suspects_arrested: 3,
      victims_killed: 1,
      victims_injured: 0,
      victims: { count: 2, female: 2, male: 0, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2022-11-19',
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'Murder',
      suspects_arrested: 1,
      victims_killed: 2,
      victims_injured: 1,
    }),
    fixtureEvent(3, {
      date: '2023-02-04',
      province: 'Eastern Cape',
      location: 'Gqeberha',
      crime_committed: 'Carjacking',
      suspects_arrested: 0,
      arrest_made: false,
      victims_killed: 1,
      victims_injured: 2,
    }),
    fixtureEvent(4, {
      date: '2023-05-13',
      province: 'Western Cape',
      location: 'Khayelitsha',
      crime_committed: 'Stock theft',
      suspects_arrested: 5,
      victims_killed: 0,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads the TRIO crimes and the contact crimes as the police group them', () => {
    expect(asked('How many TRIO crimes in this lot?')).toMatchObject({ type: 'number', value: 2 });
    expect(asked('Contact crimes only - total suspects traced and arrested?')).toMatchObject({
      type: 'number',
      value: 4,
      complete: true,
    });
  });

  it('reads Setswana and isiXhosa words for people, killing, how many and the cities', () => {
    // "Polao" is a killing, read as murder as "killings" is.
    expect(
      asked('Polao in Gauteng - batho ba le kae, how many people were killed there in total?'),
    ).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(
      asked('eBhayi - abantu abangaphi ababulawa? i mean how many people were killed there'),
    ).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(asked('How many suspects did mapodise arrest in Soweto?')).toMatchObject({
      type: 'number',
      value: 4,
      complete: true,
    });
  });

  it('ranks the places the question names, at their own level', () => {
    expect(
      asked('Of Gauteng, the Eastern Cape and the Western Cape, which had the most people killed?'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 3 }] });
  });

  it('reads a window restated after "i.e." as the one meant, and leaves a restatement of another year alone', () => {
    expect(
      asked(
        'How many incidents fall in FY2022/23, i.e. the municipal financial year 1 July 2022 to 30 June 2023?',
      ),
    ).toMatchObject({ type: 'number', value: 4, complete: true });
    expect(
      asked('How many incidents took place in the first half of 2023, i.e. January to June?'),
    ).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it('keeps the dated records when records with missing dates are excluded, and reads epidemiology words', () => {
    expect(asked('Excluding records with missing dates, how many people were killed?')).toMatchObject({
      type: 'number',
      value: 4,
      measure: expect.stringContaining('with a known incident date'),
    });
    expect(asked('By how many do fatalities exceed non-fatal injuries, person-level?')).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
  });

  it('reads the single matter with the most accused taken into custody, and the most women as victims', () => {
    expect(asked('In which single matter were the most accused taken into custody?')).toMatchObject({
      type: 'ranking',
      value: [{ name: expect.stringContaining('Khayelitsha'), value: 5 }],
    });
    expect(asked('Which town had the most women as victims?')).toMatchObject({
      type: 'ranking',
      value: [{ name: expect.stringContaining('Soweto'), value: 2 }],
    });
  });

  it('reads a learner\'s "how much", "bad guys" and "hurt but didnt die", after "my question is"', () => {
    expect(
      asked(
        'hi im doing a project for school about crime, so my question is how much people got hurt but didnt die in Gauteng?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(asked('how much bad guys got arrested in soweto')).toMatchObject({ type: 'number', value: 4 });
  });
});

describe('session 31, round twenty-five: letters, slang, Portuguese words and a statistician', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-06-03',
      province: 'Gauteng',
      crime_committed: 'Murder',
      suspects_arrested: 12,
      arrest_made: true,
      victims: { count: 3, female: 1, male: 2, ages: [] },
      victims_police: 1,
    }),
    fixtureEvent(2, {
      date: '2023-07-20',
      province: 'Gauteng',
      crime_committed: 'Robbery',
      suspects_arrested: 0,
      arrest_made: false,
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_police: 0,
    }),
    fixtureEvent(3, {
      date: '2023-08-05',
      province: 'Eastern Cape',
      crime_committed: 'Cash-in-transit robbery',
      suspects_arrested: 2,
      arrest_made: true,
      victims_injured: 2,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('never reads "at least" in a letter as the least of a ranking', () => {
    expect(
      asked(
        'Sir, I put it to your readers that we ought at least to know the scale of it: how many of the victims in Gauteng were police officers?',
      ),
    ).toMatchObject({ type: 'number', value: 1 });
  });

  it('reads slang for the police, for arresting and for the victim, and Portuguese words', () => {
    expect(asked('what % of cases did the feds actually cuff someone?? idk')).toMatchObject({
      type: 'number',
      value: 67,
      complete: true,
    });
    expect(asked('any single bust where the feds cuffed more than 10 ppl at once? y/n')).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
    expect(asked('Quantos cases of assassinato was there in Gauteng?')).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(asked('When was the last roubo in Gauteng?')).toMatchObject({ type: 'date', value: '2023-07-20' });
    expect(asked('Murders where the vic was a cop - how many?')).toMatchObject({ type: 'number', value: 1 });
  });

  it('asks in the last sentence, after greetings and a story, and reads the vans as cash-in-transit', () => {
    expect(
      asked(
        'Morning, morning. I always think of the poor fellows in the armoured money vans. In the Eastern Cape, when those vans were robbed, was anybody hurt?',
      ),
    ).toMatchObject({ type: 'yes_no', value: true });
  });

  it('keeps a count of what fell on a day, passes over "excluding nulls" and gives the decimals asked for', () => {
    expect(asked('What is the frequency of incidents whose event date falls on a Thursday?')).toMatchObject({
      type: 'number',
      value: 2,
    });
    expect(
      asked(
        'Of the victims whose sex is recorded, excluding nulls, what proportion were female? Give it to one decimal place.',
      ),
    ).toMatchObject({ type: 'number', value: 25, complete: true });
    expect(
      asked(
        'Of the victims whose sex is recorded, what proportion were male? As a percentage to one decimal place.',
      ),
    ).toMatchObject({ type: 'number', value: 75 });
    expect(asked('How many incidents in June, Juli and August, whichever year?')).toMatchObject({
      type: 'number',
      value: 3,
    });
  });
});

describe('session 31, round twenty-six: claims to check, an auditor, voice-to-text and a shopkeeper', () => {
  const events = [
    fixtureEvent(1, {
      date: '2022-04-16',
      province: 'Eastern Cape',
      crime_committed: 'Murder',
      suspects_arrested: 2,
      arrest_made: true,
      victims_killed: 3,
      victims_injured: 1,
    }),
    fixtureEvent(2, {
      date: '2023-03-07',
      province: 'Eastern Cape',
      crime_committed: 'Murder',
      suspects_arrested: 0,
      arrest_made: false,
      victims_killed: 1,
      victims_injured: 0,
    }),
    fixtureEvent(3, {
      date: '2023-06-03',
      province: 'Western Cape',
      crime_committed: 'Business robbery, Possession of unlicensed firearm and ammunition',
      suspects_arrested: 3,
      arrest_made: true,
      victims_killed: 0,
      victims_injured: 2,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('checks a claim put after "True or false:" and reads a "tell me one thing" opener', () => {
    expect(asked('True or false: the Eastern Cape had more murders than the Western Cape.')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(asked('Tell me one thing, was there any murder in the Western Cape or not?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it("reads an auditor's population of incidents, variance and reconciliation, and still refuses a population of people", () => {
    expect(
      asked(
        'Please state the total number of suspects arrested, as reported, across the population of incidents.',
      ),
    ).toMatchObject({ type: 'number', value: 5, complete: true });
    expect(
      asked(
        'For the Eastern Cape population of incidents, reconcile persons killed against persons injured and state the variance.',
      ),
    ).toMatchObject({ type: 'number', value: 3, complete: true });
    expect(asked('What is the population of the Eastern Cape?')).toMatchObject({ type: 'none' });
  });

  it('reads voice-to-text homophones and a count asked after its verb', () => {
    expect(asked('how many murders happened over the weak end saturday or sunday')).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(asked('how many cases had more then to suspects arrested')).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(asked('The SAPS in the Eastern Cape apprehended how many suspects?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it("reads a shopkeeper's robberies at shops, fire arms and 'isnt it', and a percentage with at least one arrest", () => {
    expect(asked('How many people got robbed at shops in these reports? What is the count?')).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(
      asked('That side in the Western Cape, how many cases with illegal fire arms, isnt it?'),
    ).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(
      asked('In what percentage of the murder cases has at least one person been arrested?'),
    ).toMatchObject({
      type: 'number',
      value: 50,
      complete: true,
    });
  });

  it('finds the single incident by body count, and a clause of circumstance before a window', () => {
    expect(asked('Biggest single incident by body count - where was it?')).toMatchObject({
      type: 'ranking',
      value: [{ name: expect.stringContaining('16 April 2022'), value: 3 }],
    });
    expect(
      asked(
        'Whilst the country was living under its lockdown rules, from 1 January 2022 when the rules eased until the end of 2022, how many incidents were recorded?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });
});

describe('session 31, round twenty-seven: prompts written as to a chatbot, street slang and Sepedi', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-04-15',
      province: 'Mpumalanga',
      location: 'Barberton',
      crime_committed: 'Illegal mining',
      suspects_arrested: 19,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2023-05-20',
      province: 'Gauteng',
      crime_committed: 'Cash-in-transit robbery',
      suspects_arrested: 2,
      arrest_made: true,
    }),
    fixtureEvent(3, {
      date: '2024-05-02',
      province: 'Gauteng',
      crime_committed: 'Truck hijacking',
      suspects_arrested: 0,
      arrest_made: false,
      victims: { count: 2, female: 2, male: 0, ages: [] },
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('passes over a role given as to a chatbot, whose "crime" asks for no kind of crime', () => {
    expect(
      asked(
        'Act as a crime analyst. Rank the provinces by the total number of suspects arrested and return only the top province.',
      ),
    ).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Mpumalanga', value: 19 },
        { name: 'Gauteng', value: 2 },
      ],
    });
  });

  it('pools crimes joined by "plus", and reads "2023 up to and including 2024" and "excl."', () => {
    expect(
      asked('How many cash-in-transit robberies plus truck hijackings in the second quarter of any year?'),
    ).toMatchObject({ type: 'number', value: 2 });
    expect(asked('How many incidents from 2023 up to and including 2024?')).toMatchObject({
      type: 'number',
      value: 3,
    });
  });

  it('reads the most people arrested "at once" as one incident, and street slang for arrests', () => {
    expect(
      asked('wheres the biggest bust - the one raid where the boys in blue locked up the most ppl at once'),
    ).toMatchObject({
      type: 'ranking',
      value: [{ name: expect.stringContaining('Barberton'), value: 19 }],
    });
    expect(asked('how many cases ended wit nobody gettin locked up')).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('reads Sepedi "ke kgopela" and "ba bakae" with "basadi" and "maphodisa"', () => {
    expect(asked('Ke kgopela, ba bakae basadi were victims in Gauteng?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });
});

describe('session 31, round twenty-eight: headlines, brackets that rule out, and shares by place of people of a kind', () => {
  const events = [
    fixtureEvent(1, {
      province: 'Western Cape',
      crime_committed: 'Murder',
      victims_police: 3,
      victims_killed: 4,
      victims_injured: 6,
      suspects_female: 1,
      suspects_male: 3,
    }),
    fixtureEvent(2, {
      province: 'Eastern Cape',
      crime_committed: 'Murder',
      victims_police: 1,
      victims_killed: 1,
      victims_injured: 2,
      suspects_female: 0,
      suspects_male: 4,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('gives the share of police victims that were in a place, not of all victims', () => {
    expect(asked('What share of all police victims were in the Western Cape?')).toMatchObject({
      type: 'number',
      value: 75,
    });
  });

  it('reads "female suspects as a proportion of all suspects whose sex is recorded"', () => {
    expect(
      asked(
        'Female suspects as a proportion of all suspects whose sex is recorded - what percentage, to one decimal?',
      ),
    ).toMatchObject({ type: 'number', value: 12.5 });
  });

  it('takes no measure from a bracket that rules it out', () => {
    expect(
      asked(
        'By how many persons does the total number injured in the Western Cape exceed that of the Eastern Cape (injured persons only; fatalities are not to be included)?',
      ),
    ).toMatchObject({ type: 'number', value: 4, measure: expect.stringContaining('injured') });
  });

  it("sets an anchor's headline aside and reads souls lost to violence as people killed", () => {
    expect(asked('Tonight: weekends of blood. How many murders were there?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(asked('How many souls were lost to violence in the Eastern Cape?')).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
  });
});

describe('session 31: Shona words, the asker after the ask, and the largest single heist by a measure', () => {
  const events = [
    fixtureEvent(1, {
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'Carjacking',
      victims_injured: 1,
    }),
    fixtureEvent(2, {
      province: 'Limpopo',
      location: 'Polokwane',
      crime_committed: 'Truck hijacking',
      victims_injured: 0,
    }),
    fixtureEvent(3, {
      province: 'Eastern Cape',
      location: 'Macleantown',
      crime_committed: 'Cash-in-transit robbery',
      victims_injured: 3,
      victims: { count: 3, female: 2, male: 1, ages: [] },
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads Shona "mangani" and "vakadzi", and leaves out the places the asker tells of after the ask', () => {
    expect(
      asked('mangani hijackings in these reports? cars and trucks both, I drive taxi Joburg to Harare'),
    ).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(asked('vakadzi victims in the Eastern Cape, mangani?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('finds the largest single heist measured by the number of people injured', () => {
    expect(
      asked('Largest single CIT heist measured by number of people injured - where did it happen?'),
    ).toMatchObject({
      type: 'ranking',
      value: [{ name: expect.stringContaining('Macleantown'), value: 3 }],
    });
  });
});

describe('session 32, round twenty-nine: all eleven languages, messages, memories, charts and the victims by other names', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-02',
      province: 'Limpopo',
      location: 'Giyani',
      crime_committed: 'Murder',
      victims: { count: 3, female: 1, male: 2, ages: [] },
      victims_killed: 2,
      victims_police: 1,
      suspects_arrested: 4,
    }),
    fixtureEvent(2, {
      date: '2022-07-09',
      province: 'North West',
      location: 'Taung',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_children: 1,
      victims_killed: 0,
      victims_police: 0,
      suspects_arrested: 1,
    }),
    fixtureEvent(3, {
      date: '2021-03-14',
      province: 'Mpumalanga',
      location: 'Witbank',
      crime_committed: 'Possession of unlicensed firearm and ammunition',
      suspects_arrested: 2,
    }),
    fixtureEvent(4, {
      date: '2020-01-06',
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'Possession of unlicensed firearm and ammunition',
      suspects_arrested: 1,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('reads Xitsonga and Tshivenda words within English, with an English gloss said once', () => {
    expect(asked('Avuxeni! How many vanhu were killed in Limpopo?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(asked('Class, how many mapholisa were among the victims?')).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('Xana, was there a murder in Limpopo? Ahee kumbe e-e?')).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
    expect(asked('How many of the victims were vhasadzi, women?')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('drops emoji shortcodes and reads the shorthand of fast typing', () => {
    expect(asked('hw mny murdas in limpopo :broken_heart: thx')).toMatchObject({ value: 1, complete: true });
    expect(asked('did any cops get hurt or killed in limpopo, yes or no :police_car:')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('widens a count the asker says is "not just" one place', () => {
    expect(asked('how many incidents were there, all provinces not just Limpopo?')).toMatchObject({
      value: 4,
    });
  });

  it('sets aside a memory told before the ask', () => {
    expect(
      asked(
        'in the old days the squad in Witbank used to fill the cells on a Friday night. which province had the most suspects arrested?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Limpopo', value: 4 }] });
    expect(
      asked('back in my day we had 187s every week in Taung. how many 187s are there in Limpopo?'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('reads the victims as a claims desk, a court and a funder name them', () => {
    expect(
      asked('State the total number of claimants who were minors in the rape loss events.'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('How many police officials were recorded as victims?')).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('What percentage of incidents record at least one fatality?')).toMatchObject({ value: 25 });
  });

  it('compares the people a "difference in" names, not events with an arrest', () => {
    expect(
      asked(
        'Please state the difference in suspects arrested between Limpopo and North West, taken as Limpopo less North West.',
      ),
    ).toMatchObject({ type: 'number', value: 3 });
  });

  it('puts right a place misspelt in the frame that the ask points back to', () => {
    expect(
      asked('A listener in Mphumalanga wants to know: how many cases over there had illegal guns?'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('reads a chart designer: bars per place, the tallest bar, the July column with years pooled', () => {
    expect(
      asked('Bar per province, y-axis = people killed. Which province is the tallest bar?'),
    ).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Limpopo', value: 2 }],
    });
    expect(asked('Column per calendar month, years pooled: how tall is the July column?')).toMatchObject({
      value: 2,
    });
  });

  it('refuses names and pictures of the people arrested', () => {
    expect(asked('pls send names n pics of the guys arrested in Taung')).toMatchObject({
      type: 'none',
      measure: "people's names, which the events do not record",
    });
  });

  it('sets aside who the answer is for and the errand after the ask', () => {
    expect(
      asked(
        '1. For the information of the Honourable Members, please indicate the number of murders recorded in Limpopo.',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      asked('hw mny incidents on a sunday, just checking b4 the street committee meeting'),
    ).toMatchObject({
      value: 2,
      complete: true,
    });
  });
});

describe('session 32, round thirty: quoted claims, scholars, paramedics, French and Kaaps, shop stewards', () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-07-06',
      province: 'Western Cape',
      location: 'Khayelitsha',
      crime_committed: 'Murder, Attempted murder',
      victims: { count: 4, female: 1, male: 3, ages: [] },
      victims_killed: 2,
      victims_injured: 2,
      victims_police: 1,
      victims_children: 1,
      suspects_arrested: 2,
      suspects_male: 2,
      suspects_female: 0,
    }),
    fixtureEvent(2, {
      date: '2021-03-10',
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'Kidnapping',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_injured: 0,
      victims_police: 0,
      suspects_arrested: 3,
      suspects_male: 2,
      suspects_female: 1,
      arrest_made: true,
    }),
    fixtureEvent(3, {
      date: '2019-11-02',
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'Cash-in-transit robbery',
      victims_killed: 1,
      victims_injured: 0,
      victims_police: 0,
      suspects_arrested: 0,
      arrest_made: false,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('takes no figure or date from a claim quoted to be checked', () => {
    expect(
      asked(
        'Claim: "The last cash-in-transit heist in these releases happened back in 2018." What do the releases show: on what date did the most recent cash-in-transit robbery take place?',
      ),
    ).toMatchObject({ type: 'date', value: '2019-11-02' });
  });

  it('counts incidents, not officers, when asked in how many incidents an officer was a victim', () => {
    expect(
      asked('In how many incidents was at least one police officer a victim, on or off duty?'),
    ).toMatchObject({
      value: 1,
      measure: 'events with at least 1 police officer among the victims',
    });
  });

  it('sets a scholar\'s "cf." aside and hedges apart', () => {
    expect(
      asked(
        'If one were to operationalise a "weekend effect" (cf. the literature on leisure time), how many incidents involving murder, excluding attempted murder, fell on a Saturday or a Sunday?',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(asked('How many incidents involved a murder but no attempted murder?')).toMatchObject({
      value: 0,
    });
  });

  it('reads suspects "recorded as men" and children counted with nothing else said', () => {
    expect(asked('How many suspects, arrested or otherwise, are recorded as women?')).toMatchObject({
      value: 1,
    });
    expect(asked('Paeds - how many kids (<18) total across all calls in here?')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('reads a paramedic: patients, DOA, x3, calls with injured patients', () => {
    expect(asked('WC - total DOA across all the jobs?')).toMatchObject({ value: 2, complete: true });
    expect(asked('Earliest call w/ injured pts on scene - what date?')).toMatchObject({
      type: 'date',
      value: '2024-07-06',
    });
    expect(asked('How many calls with x2 or more DOA on one scene?')).toMatchObject({ value: 1 });
  });

  it('reads French and Kaaps within English', () => {
    expect(asked('Bonjour. Combien de victimes were les femmes, in total ? Merci.')).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(asked('Hoeveel incidents het innie Gauteng gebeur, al die jare saam?')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('reads a misspelt crime heading a question, and "the police arrested nobody"', () => {
    expect(
      asked('Kidnaping in Gauteng: is there one case where la police arrested nobody ? Oui ou non, merci.'),
    ).toMatchObject({
      type: 'yes_no',
      value: false,
      complete: true,
    });
  });

  it('takes the share of a tie among the incidents whose releases state the relationship', () => {
    const tied = [
      fixtureEvent(1, { relationship: 'acquaintance' }),
      fixtureEvent(2, { relationship: 'stranger' }),
      fixtureEvent(3, { relationship: null }),
    ];
    expect(
      analyse(
        'Among those incidents for which the releases specify the relationship between attacker and victim at all, what proportion involved an acquaintance rather than a partner, a family member or a stranger?',
        tied,
      ).result,
    ).toMatchObject({ type: 'number', value: 50, complete: true });
  });

  it('asks whether anyone was "actually" killed in a kind of crime', () => {
    expect(
      asked('CASH-VAN BLOODBATH?! WAS ANYONE ACTUALLY KILLED IN A CIT HEIST - YES OR NO?'),
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('reads a shop steward: the members restated, comrades, discipline refused', () => {
    expect(
      asked(
        'Was any police officer, one of our members, among the victims of an incident in Gauteng? A yes or no will do, comrade.',
      ),
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
    expect(
      asked(
        'How many of the members involved were suspended or hauled before a disciplinary hearing by the employer?',
      ),
    ).toMatchObject({ type: 'none' });
  });
});

describe('session 32, round thirty-one: rhetorical questions, fill-in lines, Swahili, maps, queries and radio', () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-07-06',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      location: 'Khayelitsha',
      crime_committed: 'Murder',
      victims: { count: 3, female: 1, male: 2, ages: [] },
      victims_killed: 3,
      victims_police: 1,
      suspects_arrested: 0,
      suspects_male: 2,
      arrest_made: false,
    }),
    fixtureEvent(2, {
      date: '2021-03-10',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      location: 'Soweto',
      crime_committed: 'Murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_killed: 1,
      victims_police: 0,
      suspects_arrested: 2,
      suspects_male: 1,
      suspects_female: 1,
      arrest_made: true,
    }),
  ];
  const asked = (question: string) => analyse(question, events).result;

  it('sets aside a rhetorical question before the one that counts', () => {
    expect(
      asked(
        'Sir, — Is no uniform respected any longer, and has the badge become a target rather than a shield? Kindly tell me whether even a single police officer was among the victims in the Western Cape, yes or no.',
      ),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
    expect(
      asked(
        'Sir, — What manner of creature does this, and what manner of society suffers it? I put it to your readers: how many people were killed in Gauteng?',
      ),
    ).toMatchObject({ value: 1, complete: true });
  });

  it('fills in the X of a line the asker wants to write', () => {
    expect(
      asked("I want a line like 'In the Western Cape, X more lives were lost than in Gauteng.' What is X?"),
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('reads Swahili within English', () => {
    expect(asked('Watu wangapi waliuawa in the Western Cape jumla? Asante.')).toMatchObject({
      value: 3,
      complete: true,
    });
  });

  it('reads a map maker and an SQL-minded journalist', () => {
    expect(asked('Which admin level 1 polygon has the highest point count for murder?')).toMatchObject({
      type: 'ranking',
    });
    expect(asked('where arrest = false: group by province, sum killed, order desc, limit 1')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Western Cape', value: 3 }],
    });
    expect(asked("sum(suspects_male) where province = 'Gauteng', nulls out")).toMatchObject({ value: 1 });
  });

  it('reads "suspects recorded as female" and "the police made no arrest"', () => {
    expect(
      asked('Please provide, as aggregate figures only, the total number of suspects recorded as female.'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('Was there a murder where the police made no arrest? Yes or no.')).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
  });

  it('takes "our members" for officers only where the question speaks of the police', () => {
    expect(
      asked('Looking at the Western Cape, where many of our members live: how many people were killed?'),
    ).toMatchObject({
      value: 3,
      complete: false,
    });
  });

  it('refuses evictions and later convictions', () => {
    expect(asked('In how many of these incidents were farm dwellers being evicted?')).toMatchObject({
      type: 'none',
    });
    expect(asked('How many of the people arrested have since been convicted?')).toMatchObject({
      type: 'none',
    });
  });
});

describe('session 33, rounds thirty-two to thirty-five: dictation, voice notes, survey, audit and bot words, threads, headlines, quizzes, economists, pathologists, and nine languages', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-08',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      location: 'Khayelitsha',
      crime_committed: 'Murder',
      victims: { count: 3, female: 1, male: 2, ages: [] },
      victims_killed: 3,
      victims_police: 1,
      suspects_arrested: 0,
      arrest_made: false,
    }),
    fixtureEvent(2, {
      date: '2024-03-14',
      province: 'North West',
      municipality: 'Rustenburg',
      location: 'Tlhabane',
      crime_committed: 'Murder',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_killed: 1,
      victims_police: 0,
      suspects_arrested: 5,
      arrest_made: true,
    }),
    fixtureEvent(3, {
      date: '2020-07-20',
      province: 'Free State',
      municipality: 'Dihlabeng',
      location: 'Bethlehem',
      crime_committed: 'Murder',
      victims: { count: 2, female: 0, male: 2, ages: [] },
      victims_killed: 2,
      victims_police: 0,
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(4, {
      date: null,
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      location: 'Soweto',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_children: 1,
      suspects_arrested: 0,
      arrest_made: false,
    }),
    fixtureEvent(5, {
      date: '2022-01-05',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      location: 'Lenasia',
      crime_committed: 'Kidnapping',
      suspects_arrested: 4,
      arrest_made: true,
    }),
    fixtureEvent(6, {
      date: '2021-05-02',
      province: 'Gauteng',
      municipality: 'City of Tshwane',
      location: 'Mamelodi',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      suspects_arrested: 1,
      arrest_made: true,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('reads dictated punctuation and years said aloud', () => {
    expect(
      asked('how many suspects were arrested in north west in twenty twenty four question mark'),
    ).toMatchObject({ value: 5, complete: true });
    expect(
      asked(
        'how many murder cases were there from twenty twenty to twenty twenty three both years included full stop',
      ),
    ).toMatchObject({ value: 2, complete: true });
    expect(asked('how many incidents happened on a thursday full stop thank you')).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('how many rapes were there in two thousand and twenty one comma in total')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('hears "for or more" as four or more, and counts the incidents that pass it', () => {
    expect(asked('in how many incidents were for or more suspects arrested')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('passes over the words of survey statisticians and auditors', () => {
    expect(
      asked(
        'Taking every record in the notebook as the denominator, what proportion of records involve murder? Please give the point estimate as a percentage.',
      ),
    ).toMatchObject({ value: 50, complete: true });
    expect(
      asked(
        'How many in-scope records have an event date within the reference period 1 January 2020 to 31 December 2023 inclusive?',
      ),
    ).toMatchObject({ value: 4, complete: true });
    expect(
      asked(
        'Restricting the universe to Gauteng, how many records are there? Records with no date are out of scope.',
      ),
    ).toMatchObject({ value: 2, complete: true });
    expect(
      asked(
        'Exceptions testing, Western Cape: kindly confirm whether any incident recorded a police officer as a victim, yes or no.',
      ),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('takes the population of an audit for the records, not for a rate per head', () => {
    expect(
      asked(
        'In assessing the distribution of enforcement outcomes, kindly confirm which municipality accounts for the largest number of suspects arrested across the population.',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Rustenburg', value: 5 }] });
  });

  it('takes a share of the dated records over the dated records only', () => {
    expect(
      asked(
        'Of the records with a stated event date, what proportion have an event date in July of any year?',
      ),
    ).toMatchObject({ value: 40, complete: true });
  });

  it('keeps a lead-in to one sentence, so the ask after it is read', () => {
    expect(
      asked(
        'My detective dreams about his first rape case. When did the earliest rape in these releases take place - the date of the attack itself?',
      ),
    ).toMatchObject({ type: 'date', value: '2021-05-02' });
  });

  it('lets the ask, not a joke in its heading, say what is counted', () => {
    expect(
      asked(
        'Weekend warriors of the worst kind (sorry, dark joke): how many murders went down on a Saturday or a Sunday?',
      ),
    ).toMatchObject({ type: 'number', value: 1 });
  });

  it('takes the police who put out the statement for the ones who wrote the release, and a woman or girl for one sex', () => {
    expect(
      asked(
        'Of the murder cases, what percentage had nobody arrested when the police put out the statement, to the nearest whole percent?',
      ),
    ).toMatchObject({ value: 33, complete: true });
    expect(
      asked(
        'How many femicide cases are recorded, meaning murders where at least one woman or girl was among the victims?',
      ),
    ).toMatchObject({ value: 2, complete: true });
  });

  it('refuses the weather, which no release records', () => {
    expect(asked('In how many of the murders was it raining at the time?')).toMatchObject({ type: 'none' });
  });

  it('reads Afrikaans questions whole', () => {
    expect(
      asked('Vir die moord sake in hierdie releases - hoeveel verdagtes het die polisie altesaam arested?'),
    ).toMatchObject({ value: 6, complete: true });
    expect(asked('Hoeveel mense is altesaam dood in die voorvalle in die Vrystaat?')).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(
      asked('Was daar enige moord in die Vrystaat waar niemand gearresteer is nie? Ja of nee.'),
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
    expect(asked('Ja/nee: het die polisie enige ontvoering in Gauteng gerapporteer?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(
      asked('Hoeveel van die verdagtes wat gearrest is, is al skuldig bevind en tronk toe gestuur?'),
    ).toMatchObject({ type: 'none' });
  });

  it('ranks when the ask is "which ... most", though a "how many" in an aside says what is measured', () => {
    expect(
      asked(
        'Which province lost the most people - how many killed - if you count all the incidents together?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Western Cape', value: 3 }] });
    expect(
      asked(
        'Watter provinsie het die meeste mense verloor - hoeveel dood, killed - as jy al die voorvalle saam tel?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Western Cape', value: 3 }] });
  });

  it('reads "murder only, not attempted murder" as which crime is meant, and "no accused was arrested"', () => {
    expect(
      asked(
        'In murder matters only, not attempted murder: how many cases where no accused was arrested at all?',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(asked('How many murders but not attempted murder?')).toMatchObject({ value: 3, complete: true });
  });

  it('counts the people the ask counts, not the ones a heading before it names', () => {
    expect(asked('Police officers attacked: how many police officers were victims?')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('reads isiZulu and Sesotho within English', () => {
    expect(asked('Sawubona. For the record: bangaki abantu ababulewe in the Western Cape?')).toMatchObject({
      value: 3,
      complete: true,
    });
    expect(
      asked(
        'Dumela. For the Free State matters: batho ba bolailweng ke ba bakae? The total deceased, please, across all the incidents in that province.',
      ),
    ).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(
      asked(
        'In murder matters only: amacala amangaki where no accused was arrested - ha ho motho ya tshwerweng?',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      asked('How many police officers were victims, across all the incidents? Amaphoyisa amangaki?'),
    ).toMatchObject({ value: 1, complete: true });
  });
  it('takes "this week\'s bulletin" for when the asker publishes, not a period', () => {
    expect(
      asked(
        "The apostle tells us to weep with those who weep. For this week's bulletin, how many women and girls were among the victims in these releases?",
      ),
    ).toMatchObject({ value: 4, complete: true });
  });

  it('reads "not per capita" as a plain sum, and a heading that says what is ranked', () => {
    expect(
      asked(
        'Which municipality accounts for the largest total of suspects arrested (a plain sum, not per capita)?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Rustenburg', value: 5 }] });
    expect(
      asked('Concentration by municipality: which one has the highest incident count, levels not rates?'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'City of Johannesburg', value: 2 }] });
  });

  it('counts people in differences, changes and totals an economist or a pathologist asks for', () => {
    expect(
      asked('Y/y change in fatalities from 2020 to 2023: the delta in people killed, levels not rates?'),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      asked(
        'What is the difference between people killed in the Western Cape and people killed in the Free State?',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      asked('Total fatalities for incidents dated 2020 to 2023 inclusive. Give the single figure.'),
    ).toMatchObject({
      value: 5,
      complete: true,
    });
    expect(
      asked(
        'Inclusion criteria: homicide cases (murder) with an incident date on or after 20 July 2020. What is the total number of decedents across those cases?',
      ),
    ).toMatchObject({ value: 6, complete: true });
    expect(asked('How many murders after 20 July 2020?')).toMatchObject({ value: 2 });
  });

  it('reads commands typed to a bot', () => {
    expect(asked('/count dow=thu yr>=2020')).toMatchObject({ value: 1, complete: true });
    expect(asked('/sum killed crime=murder')).toMatchObject({ value: 6, complete: true });
    expect(asked('/pct victims sex=F (of victims w/ sex stated)')).toMatchObject({
      value: 50,
      complete: true,
    });
    expect(asked('/diff count yr=2021 minus yr=2020')).toMatchObject({ value: 0, complete: true });
  });

  it('reads "murder only, please, not attempted murder" as which crime is meant', () => {
    expect(
      asked(
        'How many more murder incidents were there in the Western Cape than in Gauteng? Murder only, please, not attempted murder.',
      ),
    ).toMatchObject({ value: 1, complete: true });
  });

  it('sets aside a grandmother the question is typed for, and reads isiXhosa and Sepedi', () => {
    expect(
      asked(
        'Molo, typing for my grandmother. uMakhulu wants to know how many amapolisa were among the victims in all these cases, on duty or off duty',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      asked(
        'uMakhulu worries about abantwana. How many abantwana (children under 18) were victims in all these cases together?',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(asked('uMakhulu asks: bangaphi abantu ababulewe eNtshona Koloni?')).toMatchObject({
      value: 3,
      complete: true,
    });
    expect(asked('how many ukudlwengulwa (rape) cases were there in Gauteng')).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(
      asked('Was there any rape case in the Western Cape from 2020 onwards? Ee goba aowa?'),
    ).toMatchObject({
      type: 'yes_no',
      value: false,
      complete: true,
    });
    expect(
      asked(
        'Batho ba ba bolailwego in the Free State, ke ba bakae? Only the number of people killed in that province, please.',
      ),
    ).toMatchObject({ value: 2, complete: true });
  });

  it('refuses faith, how long an arrest took and where a victim died, which no release records', () => {
    expect(asked('How many of the victims were members of a church congregation?')).toMatchObject({
      type: 'none',
    });
    expect(
      asked('On average, how many days passed between each incident and the arrest of its suspects?'),
    ).toMatchObject({
      type: 'none',
    });
    expect(asked('Of all the fatalities, how many were declared dead at the scene?')).toMatchObject({
      type: 'none',
    });
  });
  it('reads a thread from its "Q:", and a quoted headline as words of the paper', () => {
    expect(
      asked(
        '1/ Weekends = danger #CrimeStats 2/ Friday night is fine, it is SATURDAY and SUNDAY that kill 3/ Q: how many murder incidents happened on a Saturday or a Sunday? @SAPoliceService',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      asked(
        'Dumelang bareetsi. Headline: "Western Cape communities mourn after tavern and village shootings." Potso ya me: in the Western Cape altogether, batho ba ba bolailweng - the people who were killed - ke bokae?',
      ),
    ).toMatchObject({ value: 3, complete: true });
  });

  it('takes a share "of them" over the incidents named before it', () => {
    expect(
      asked(
        'Question 1(a): Use only the incidents in Gauteng. What fraction of them involved a rape? Express your answer as a percentage and show your working.',
      ),
    ).toMatchObject({ value: 67, complete: true });
    expect(
      analyse(
        'Consider the incidents in Gauteng only. What percentage of them involved a rape?',
        events,
        '2025-06-01',
      ).text,
    ).toContain('"them" read as "the incidents in Gauteng"');
  });

  it('counts incidents when asked "in how many of the matters", and people where an arrest was made', () => {
    expect(
      asked(
        'In how many of the rape matters does the release say the accused was known to the complainant as a partner, family member or acquaintance?',
      ),
    ).toMatchObject({ type: 'number', measure: expect.stringMatching(/^events/) });
    expect(asked('Sum of female victims over the incidents in which an arrest was made')).toMatchObject({
      value: 2,
    });
    expect(
      asked('How many women were victims in the cases where somebody was actually arrested?'),
    ).toMatchObject({
      value: 2,
    });
  });

  it('ranks what the ask names after a statement of what the asker gathers, and keeps an ask broken by an aside', () => {
    expect(
      asked(
        'Still finding my feet here: I gather what we would call counties are provinces in South Africa. Which province had the most people killed, taking all of these incidents together?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Western Cape', value: 3 }] });
    expect(
      asked(
        "Was there a single case of rape - which I'm told the SAPS logs as 'rape' - in Gauteng during 2021? Yes or no, please.",
      ),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('reads Setswana and Shona, and the police as the ones who report', () => {
    expect(
      asked(
        'Hongu kana kwete: was any mupurisa, a police officer on or off duty, among the victims in the Free State?',
      ),
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
    expect(
      asked('How many rape cases happened on a Saturday or a Sunday, according to the mapurisa?'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('Vanhu vangani vakaurayiwa in the Free State? Just the number killed, bra.')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('refuses triage categories, which no release records', () => {
    expect(
      asked('Need triage split for the Khayelitsha incident: how many P1 (immediate) vs P2 (urgent)?'),
    ).toMatchObject({
      type: 'none',
    });
  });
  it('passes over the fillers of a voice note, and reads "the injured, not the dead"', () => {
    expect(asked('so basically was there like any rape from 2020 onwards um - yes or no yeah')).toMatchObject(
      {
        type: 'yes_no',
        value: true,
        complete: true,
      },
    );
    expect(
      asked(
        'so basically um how many people got hurt in total in the murder cases, the injured not the dead yeah',
      ),
    ).toMatchObject({ measure: expect.stringMatching(/^people injured/) });
  });

  it('keeps the ranking an ask names, whatever a statement after it says', () => {
    expect(
      asked(
        'Which municipality has logged the most incidents since 1 January 2020? That is the precinct I would red-flag first for a new development.',
      ),
    ).toMatchObject({ type: 'ranking', measure: expect.stringMatching(/^the municipalities/) });
  });

  it('reads a quiz blank, "more" after its noun, and a written question to a minister', () => {
    expect(asked('Fill in the blank: in total, ____ police officers were among the victims.')).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(
      asked(
        'How many murder incidents were there more in the province Western Cape than in the province Free State?',
      ),
    ).toMatchObject({ type: 'number', value: 0 });
    expect(
      asked(
        'To ask the Minister of Police whether any incident of carjacking in the Western Cape is recorded in the releases in this notebook (a yes or no answer is requested)?',
      ),
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
  });

  it('takes the victims whose sex the releases say as the base of a share', () => {
    expect(
      asked(
        "um what percent of the victims were female like out of the ones where they say if it's a man or a woman, round it to a whole number yeah",
      ),
    ).toMatchObject({ value: 50, complete: true });
  });

  it('refuses education, compensation and who called the police, which no release records', () => {
    expect(
      asked(
        'Which school education (for example Matric or less) did the arrested suspects have, on average?',
      ),
    ).toMatchObject({ type: 'none' });
    expect(asked('How many families of those killed received compensation from the state?')).toMatchObject({
      type: 'none',
    });
    expect(
      asked('In how many of these cases was it a neighbourhood watch who first phoned the police?'),
    ).toMatchObject({
      type: 'none',
    });
  });
  it('reads a place named twice, once by its name and once by its initials, as one condition', () => {
    expect(
      asked(
        'How many people were killed in the Western Cape? How many people were killed altogether in the WC incidents?',
      ),
    ).toMatchObject({ value: 3, complete: true });
  });
  it('reads a misspelt day in a heading, "the last decade" as ten years, and a decade restated by its dates', () => {
    expect(asked('Saterday only - swingani incidents, any crime at all?')).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('How many murders over the last decade?')).toMatchObject({ type: 'number', value: 3 });
    expect(
      asked(
        'Over the last decade, taken here as 1 January 2016 to 31 December 2025, which municipality saw the most suspects arrested in total?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Rustenburg', value: 5 }] });
  });

  it('takes "where they said if male or female" as which victims count, not as a comparison', () => {
    expect(
      asked(
        'what percnt of the victims were female?? only counting the ones where they said if male or female',
      ),
    ).toMatchObject({ value: 50, measure: expect.stringMatching(/^the per cent of female victims/) });
  });
});

describe('session 34, round thirty-seven: words written by ear, spreadsheet formulas, map layers, Chichewa, and crimes put aside after they are named', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-05',
      province: 'Eastern Cape',
      municipality: 'Buffalo City',
      location: 'Mdantsane',
      crime_committed: 'Business robbery',
      victims: { count: 2, female: 1, male: 1, ages: [] },
      victims_killed: 1,
      victims_injured: 1,
      suspects_female: 0,
      suspects_arrested: 3,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2022-03-09',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      location: 'Umlazi',
      crime_committed: 'Murder, Attempted murder',
      victims: { count: 3, female: 2, male: 1, ages: [] },
      victims_killed: 2,
      victims_injured: 1,
      suspects_female: 0,
      suspects_arrested: 0,
      arrest_made: false,
    }),
    fixtureEvent(3, {
      date: '2021-11-13',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      location: 'Inanda',
      crime_committed: 'Attempted murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_injured: 1,
      suspects_female: 0,
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(4, {
      date: '2020-02-19',
      province: 'KwaZulu-Natal',
      municipality: 'Msunduzi',
      location: 'Pietermaritzburg',
      crime_committed: 'Murder',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_killed: 1,
      suspects_female: 0,
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(5, {
      date: '2019-06-01',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      location: 'Soweto',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_injured: 4,
      suspects_arrested: 0,
      arrest_made: false,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;
  const readAs = (question: string) => analyse(question, events, '2025-06-01').text.split('\n')[0] ?? '';

  it('reads words spelt by ear as the words they sound like, and says so', () => {
    expect(asked('how many pipol was injured in Isten Cape')).toMatchObject({ value: 1, complete: true });
    expect(readAs('how many pipol was injured in Isten Cape')).toContain(
      '"Isten Cape" read as "Eastern Cape"',
    );
    expect(asked('wich provins polis arrest most suspek?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Eastern Cape', value: 3 }],
    });
    expect(asked('how many bizness robery in dis reports')).toMatchObject({ value: 1, complete: true });
    expect(asked('How many of these incidents they happen on a Wensday?')).toMatchObject({ value: 3 });
  });

  it('leaves a word of English and a name as written, however they sound', () => {
    // "match" is one letter from March, "Senzo" sounds like "since", "plus" like "police".
    expect(readAs('how many murders? exact category match please')).not.toContain('march');
    expect(readAs('Senzo asks: how many murders were there?')).not.toContain('"since"');
    expect(asked('how many murders plus rapes were there?')).toMatchObject({ value: 3 });
  });

  it('reads spreadsheet formulas, pivots and filters, and says back how each was read', () => {
    expect(asked('=COUNTIFS(province,"KwaZulu-Natal", crimes,"murder")')).toMatchObject({ value: 2 });
    expect(readAs('=COUNTIFS(province,"KwaZulu-Natal", crimes,"murder")')).toContain(
      'read as "how many incidents in KwaZulu-Natal and about murder"',
    );
    expect(
      asked('SUMIFS(injured, event_date, ">=2020-01-01", event_date, "<=2022-12-31") - blanks as 0'),
    ).toMatchObject({ value: 2, complete: true });
    expect(
      asked('pivot: rows = province, values = SUM of people killed, sort desc. what is row 1?'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'KwaZulu-Natal', value: 3 }] });
    expect(asked('filter by WEEKDAY(event_date) in (Sat, Sun) -> COUNTA of rows?')).toMatchObject({
      value: 2,
    });
    expect(asked('COUNTIF(YEAR(event_date)=2022) minus COUNTIF(YEAR(event_date)=2021)')).toMatchObject({
      value: 0,
    });
    expect(asked('MIN(event_date) where province = "KwaZulu-Natal"')).toMatchObject({
      type: 'date',
      value: '2020-02-19',
    });
  });

  it('reads two date bounds joined by "and" as one window between them', () => {
    expect(
      asked('how many incidents on or after 1 January 2020 and on or before 31 December 2022?'),
    ).toMatchObject({ value: 3, complete: true });
    expect(asked('how many incidents after 2019 but before 2023?')).toMatchObject({ value: 3 });
  });

  it('keeps murder when its attempt is put aside after it, in brackets or in a clause', () => {
    expect(
      asked(
        'Of the incidents classified as murder (and I would ask that attempted murder be excluded), how many resulted in no arrest as at the date of the relevant release?',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      asked('how many murders in KwaZulu-Natal? attempted murder rows should not be counted'),
    ).toMatchObject({ value: 2, measure: 'events about murder in KwaZulu-Natal' });
    expect(
      asked(
        'Among incidents involving murder (attempted murder alone does not qualify), how many were in KZN?',
      ),
    ).toMatchObject({ value: 2 });
  });

  it('reads a female suspect asked for in the singular, and arrests written as "nabbing nobody"', () => {
    expect(
      asked('Do any of the releases record a female suspect, whether arrested or merely sought by police?'),
    ).toMatchObject({ type: 'yes_no', value: false, complete: false });
    expect(asked('Was any suspect a woman?')).toMatchObject({
      type: 'yes_no',
      measure: 'events with at least 1 female suspect',
    });
    expect(
      asked('What percentage of the murder cases ended with the cops nabbing nobody at all?'),
    ).toMatchObject({
      value: 50,
    });
  });

  it('reads a map analyst, a Chichewa speaker and a polite learner without dropping their asks', () => {
    expect(
      asked(
        'Spatial join of the incident points to municipality polygons: which polygon ends up with the highest point count?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'eThekwini', value: 2 }] });
    expect(asked('Amayi and girls, zikomo for telling me: how many women victims in total?')).toMatchObject({
      value: 5,
      complete: true,
    });
    expect(
      asked(
        'Excuse me, I am sorry to trouble you. May I kindly ask how many incidents were happened in Gauteng?',
      ),
    ).toMatchObject({ value: 1, complete: true });
  });

  it('refuses the score of a match a victim played, which no release records', () => {
    expect(
      asked(
        'The footballer shot in Umlazi: what was the score in the last match he played before that night?',
      ),
    ).toMatchObject({ type: 'none' });
  });

  it('reads the police as the ones who arrest in a relative clause, and a purpose before a comma', () => {
    expect(asked('How many suspects the police arrested in KwaZulu-Natal?')).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(
      asked('In KwaZulu-Natal, how many cases where the police they arrest nobody at all?'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(
      asked(
        'For the purposes of a bail application, could you confirm the total number of suspects arrested?',
      ),
    ).toMatchObject({ value: 5, complete: true });
  });

  it('reads women said again in brackets as the women, and refuses the hour of the day and the victims work', () => {
    expect(asked('how many women (female persons) were victims?')).toMatchObject({
      value: 5,
      complete: true,
    });
    expect(asked('Which hour of the day had the most incidents?')).toMatchObject({ type: 'none' });
    expect(asked('How many of the people murdered were farm workers, not farmers?')).toMatchObject({
      type: 'none',
      measure: 'the work the victims did, which the events do not record',
    });
  });

  it('reads a question typed as SQL, and says the query back', () => {
    const sql =
      "SELECT COUNT(*) FROM events WHERE 'attempted murder' = ANY(crimes) AND EXTRACT(DOW FROM event_date) IN (0, 6);";
    expect(asked(sql)).toMatchObject({ value: 1, complete: true });
    expect(readAs(sql)).toContain(
      'read as "how many incidents about attempted murder and on Sundays or Saturdays"',
    );
    expect(
      asked('SELECT province, SUM(victims_injured) FROM events GROUP BY province ORDER BY 2 DESC LIMIT 1;'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 4 }] });
  });

  it("passes over a letter's opening clauses about the writer, up to the request", () => {
    expect(
      asked(
        'Since I have relatives in Gauteng who, though they do not complain, are plainly uneasy, I would ask what percentage of the incidents recorded in KwaZulu-Natal involved a murder.',
      ),
    ).toMatchObject({ value: 67, complete: true });
    expect(
      asked(
        'Having lately moved to Soweto, where I hope to spend my remaining years in peace, I would ask whether any murder was recorded in KwaZulu-Natal after the end of 2021; a plain yes or no would suffice.',
      ),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('takes back what was dictated before "scratch that", and reads after the end of a year as after it', () => {
    expect(
      asked(
        'how many incidents happened on a wednesday question mark scratch that how many happened on a saturday or a sunday question mark',
      ),
    ).toMatchObject({ value: 2, complete: true });
    expect(asked('how many incidents after the end of 2021?')).toMatchObject({ value: 2, complete: true });
  });

  it('reads sign-language gloss, Egyptian Arabic and street slang', () => {
    expect(asked('MURDER, KWAZULU-NATAL, HOW-MANY?')).toMatchObject({ value: 2, complete: true });
    expect(asked('RAPE CASE, SUSPECT ARREST NONE, HAVE? YES NO')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(
      asked('Kam incident happened fi shahr March? All the years together, mesh one year bas'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked("When was the last time someone's ride got jacked?")).toMatchObject({ type: 'none' });
  });

  it('reads a sum asked as SQL as a total, a difference put as arithmetic, and a plain yes or no', () => {
    expect(asked("SELECT SUM(victims_injured) FROM events WHERE province = 'KwaZulu-Natal';")).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(
      asked(
        'Take the people killed in KwaZulu-Natal, then subtract the people killed in the Eastern Cape. What number remains?',
      ),
    ).toMatchObject({ value: 2, complete: true });
    expect(
      asked('I would ask whether any murder was recorded in Gauteng; a plain yes or no would suffice.'),
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
  });

  it("keeps a letter's opening clause when the ask points back to its place", () => {
    expect(
      asked(
        'Since I have lived in KwaZulu-Natal all my life, I would ask how many incidents were recorded in that province.',
      ),
    ).toMatchObject({ value: 3 });
  });

  it('counts the people a "how many" names, whatever frame of "in all these incidents" comes before it', () => {
    expect(asked('In all these incidents together, how many women were victims?')).toMatchObject({
      value: 5,
      measure: 'female victims, in all, in the events that say how many',
    });
  });

  it('reads a learner\'s "how meny" and "most resent", and an investigator\'s file shorthand and bullets', () => {
    expect(asked('how meny peple were killd in KZN??')).toMatchObject({ value: 3, complete: true });
    expect(asked('wen was the most resent murder?')).toMatchObject({ type: 'date', value: '2022-03-09' });
    expect(asked('- KZN only: total inj. vics across all incidents?')).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(asked('- LM / metro w/ highest total no. of susp. arrested?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Buffalo City', value: 3 }],
    });
  });

  it('reads "ranks first", "net of" and "minus", and a set named by a letter', () => {
    expect(
      asked('Rank the provinces by the total number of suspects arrested. Which province ranks first?'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Eastern Cape', value: 3 }] });
    expect(
      asked('How many suspects were arrested in total, net of the business robbery cases?'),
    ).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(asked('People killed: KwaZulu-Natal minus Eastern Cape = ?')).toMatchObject({
      value: 2,
      measure: 'the difference in people killed between KwaZulu-Natal and Eastern Cape',
    });
    expect(
      asked(
        'Let W be the set of incidents whose event date falls on a Saturday or a Sunday. Express |W| as a percentage of all incidents with a known event date.',
      ),
    ).toMatchObject({ value: 40, complete: true });
  });

  it('reads people who "die", Sesotho for the police arresting, and refuses licensing decisions', () => {
    expect(asked('KwaZulu-Natal only, how many people die?')).toMatchObject({ value: 3, complete: true });
    expect(
      asked('In the murder cases, how many suspects did the mapolisa tshwere altogether?'),
    ).toMatchObject({ value: 1, complete: true });
    expect(asked('How many taverns had their liquor licence taken away?')).toMatchObject({
      type: 'none',
      measure: 'licensing decisions, which the events do not record',
    });
  });

  it('leaves a word with an apostrophe and a word of another language alone, however they sound', () => {
    // "Let's" sounds like "latest", isiXhosa "ubuza" (asks) like "abuse".
    expect(
      asked("Let's talk weekends. How many of these incidents happened on a Saturday or a Sunday?"),
    ).toMatchObject({
      type: 'number',
      value: 2,
    });
    expect(readAs('Utatomkhulu ubuza: how many murders were there?')).not.toContain('abuse');
  });
});

describe('session 35, round forty: council minutes, a caller on air, claims jargon, pipe queries, Afrikaans and Portuguese question words', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-05',
      province: 'Eastern Cape',
      municipality: 'Buffalo City',
      location: 'Mdantsane',
      crime_committed: 'Business robbery',
      victims: { count: 2, female: 1, male: 1, ages: [] },
      victims_killed: 1,
      victims_injured: 1,
      suspects_arrested: 3,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2022-03-09',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      location: 'Umlazi',
      crime_committed: 'Murder, Attempted murder',
      victims: { count: 3, female: 2, male: 1, ages: [] },
      victims_killed: 2,
      victims_injured: 1,
      suspects_arrested: 0,
      arrest_made: false,
    }),
    fixtureEvent(3, {
      date: '2021-11-13',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      location: 'Inanda',
      crime_committed: 'Attempted murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_injured: 1,
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(4, {
      date: '2020-02-19',
      province: 'KwaZulu-Natal',
      municipality: 'Msunduzi',
      location: 'Pietermaritzburg',
      crime_committed: 'Murder',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_killed: 1,
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(5, {
      date: '2019-06-01',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      location: 'Soweto',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_injured: 4,
      suspects_arrested: 0,
      arrest_made: false,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;
  const readAs = (question: string) => analyse(question, events, '2025-06-01').text.split('\n')[0] ?? '';

  it('ranks the places a "which" asks for, whatever other place words come first', () => {
    expect(asked('Per region, which province is carrying the most injured people?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Gauteng', value: 4 }],
    });
  });

  it('counts the harm a question keeps, not the one it rules out', () => {
    expect(asked('which province had the most people injured, not the ones who died?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Gauteng', value: 4 }],
      complete: true,
    });
  });

  it("reads a council's minutes: the item's number and the body that requests say nothing of what is counted", () => {
    expect(
      asked('Item 4.2: Council requests the number of murders recorded in KwaZulu-Natal.'),
    ).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(readAs('Council requests the number of murders.')).not.toContain('inquests');
    expect(
      asked(
        'Noted: concerns raised about taxi violence. Council requests confirmation (yes/no) whether any rape was recorded in Gauteng.',
      ),
    ).toMatchObject({ type: 'yes_no', value: true });
    expect(
      asked('Resolved that the Speaker be informed of the number of murders recorded in KwaZulu-Natal.'),
    ).toMatchObject({ value: 2, complete: true });
  });

  it("leaves out the asker's own guess, the work the answer is for and how they reached us", () => {
    expect(
      asked('which municipality has the most incidents fr i thought it would be msunduzi but idk'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'eThekwini', value: 2 }] });
    expect(asked('lowkey need this for my LO project how many murders were there')).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(
      asked(
        'Uhm, hi, yes, hello? So I am phoning about the, uhm, the murders, like how many murders were there in KZN?',
      ),
    ).toMatchObject({ value: 2, complete: true });
    expect(
      asked(
        'In my novel a surgeon at a township hospital works every weekend. Which province had the most people injured across these incidents?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 4 }] });
  });

  it('reads a long asking word with one vowel wrong, and rules undated incidents out in so many words', () => {
    expect(asked('what percantage of the cases had an arrest, whole number pls')).toMatchObject({
      value: 60,
    });
    expect(
      asked(
        'How many murders occurred before 1 January 2022? Matters without a stated incident date should not be counted.',
      ),
    ).toMatchObject({ value: 1, complete: true });
  });

  it('reads question words of Afrikaans and Portuguese, and never a word of either by a sound of another length', () => {
    expect(asked('Hoeveel meer moorde was daar in KwaZulu-Natal as in Gauteng?')).toMatchObject({ value: 2 });
    expect(asked('Wanneer was die heel eerste moord?')).toMatchObject({ type: 'date', value: '2020-02-19' });
    expect(readAs('Was daar enige moord in die Wes-Kaap? Ja of nee is genoeg.')).not.toContain('gang');
    expect(asked('Quantos presos in the roubo cases? por favor')).toMatchObject({ value: 3, complete: true });
    expect(asked('Roubo - o último, qual a data?')).toMatchObject({ type: 'date', value: '2023-07-05' });
  });

  it('refuses an amount taken, and reads a pause, a sex-stated base said loosely and "Em" before a year', () => {
    expect(
      asked("What's the total rand quantum on the robbery losses - how much was actually taken?"),
    ).toMatchObject({
      type: 'none',
    });
    expect(asked('wait what percentage of the cases had an arrest')).toMatchObject({
      value: 60,
      complete: true,
    });
    expect(
      asked(
        'whats the percentage of victims that were female, only out of the ones where they actually say if its male or female',
      ),
    ).toMatchObject({ value: 63, measure: expect.stringContaining('per cent of female victims') });
    expect(asked('Em 2022, quantos homens suspeitos? total')).toMatchObject({ complete: true });
  });

  it('lists no events for a condition no event mentions, rather than every event without it', () => {
    const taxi = [
      fixtureEvent(1, { summary: 'A taxi owner was shot dead in Mdantsane.' }),
      fixtureEvent(2, { summary: 'A shopkeeper was robbed in Umlazi.' }),
    ];
    const answer = analyse('Which events involved a taxi driver?', taxi, '2025-06-01');
    expect(answer.result).toMatchObject({ type: 'none' });
    expect(answer.text).toContain('do not say anything about "driver"');
    expect(analyse('Which events involved a taxi?', taxi, '2025-06-01').result).toMatchObject({
      type: 'list',
      value: [1],
    });
  });

  it("reads pipe queries by the development set's column names, and a claims handler's words", () => {
    expect(asked("filter province='KwaZulu-Natal' | sum(victims_killed)")).toMatchObject({ value: 3 });
    expect(asked("exists(crime='rape' AND province='Gauteng') -> bool")).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(asked("exists(crime='rape' AND province='Eastern Cape') -> bool")).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(
      asked('Pull the loss events with a murder peril in KZN - how many are on the book?'),
    ).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(asked('YTD 2023, how many loss events have we got so far?')).toMatchObject({
      value: 1,
      complete: true,
    });
  });
});

describe('session 35, round forty-one: ordinary users - instructions, headings that name whom an ask counts, refusals of what releases never hold', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-05',
      province: 'Eastern Cape',
      municipality: 'Buffalo City',
      location: 'Mdantsane',
      crime_committed: 'Carjacking, Kidnapping',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_police: 1,
      suspects_male: 2,
      suspects_arrested: 2,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2022-03-09',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      location: 'Umlazi',
      crime_committed: 'Carjacking',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      suspects_male: 3,
      suspects_arrested: 0,
      arrest_made: false,
    }),
    fixtureEvent(3, {
      date: '2021-11-13',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      location: 'Inanda',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_police: 2,
      suspects_male: 1,
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(4, {
      date: '2020-02-19',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      location: 'Soweto',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      suspects_arrested: 0,
      arrest_made: false,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('takes an instruction before the ask as part of it', () => {
    const ranked = asked(
      'Rank the municipalities by number of incidents. Which is first, and with how many?',
    );
    expect(ranked).toMatchObject({ type: 'ranking', measure: 'the municipalities with the most events' });
    expect(ranked?.value).toEqual([{ name: 'eThekwini', value: 2 }]);
  });

  it('counts the people a heading names when the ask after it does not name them', () => {
    expect(asked('Male suspects: what is the total across every incident?')).toMatchObject({ value: 6 });
    expect(
      asked(
        "Male suspects: I need the total across every incident, arrested or still wanted - where a release doesn't give a number, count it as zero.",
      ),
    ).toMatchObject({ value: 6, complete: true });
    expect(asked('cops among the victims - how many police officers all up in this lot?')).toMatchObject({
      value: 3,
    });
  });

  it('reads the ask behind a purpose and an ask in the first person, but not a request after the ask', () => {
    expect(
      asked('For the intro I want one big number. How many incidents were there altogether?'),
    ).toMatchObject({
      value: 4,
      complete: true,
    });
    expect(
      asked(
        "How many incidents has eThekwini had in these releases? I need the figure for Thursday's imbizo.",
      ),
    ).toMatchObject({ value: 2 });
  });

  it('reads both crimes a case "also carried", an arrest "at least one" of, and a case that "led to" one', () => {
    expect(asked('How many hijackings, vehicle or truck, also carried a kidnapping charge?')).toMatchObject({
      value: 1,
    });
    expect(
      asked('In what percentage of the rape cases was at least one arrest made by the time of the release?'),
    ).toMatchObject({
      value: 50,
    });
    expect(
      asked('In eThekwini, how many of the cases actually led to someone being arrested?'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
    expect(asked('How many rapes? Please exclude any incident without a known date.')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('reads police officers as members of the service or as "victimised", and a woman among the suspects', () => {
    expect(
      asked(
        'On what date did the most recent incident in which a member of the South African Police Service was among the victims occur?',
      ),
    ).toMatchObject({ type: 'date', value: '2023-07-05' });
    expect(asked('How many police officers were victimised in KwaZulu-Natal?')).toMatchObject({ value: 2 });
    expect(asked('Is there any incident in which at least one of the suspects was a woman?')).toMatchObject({
      type: 'yes_no',
      measure: expect.stringContaining('female suspect'),
    });
  });

  it("refuses suspects' earlier convictions, years in jail and money lost, which no release holds", () => {
    expect(
      asked('What proportion of the arrested suspects had previous convictions for violent offences?'),
    ).toMatchObject({
      type: 'none',
    });
    expect(asked('how many years in jail did the rape accused get, all cases added up?')).toMatchObject({
      type: 'none',
    });
    expect(asked('Total cash value lost in the carjackings, in rand?')).toMatchObject({ type: 'none' });
  });
});

describe('session 35, round forty-two: an editor checking figures, headings with a verb, kinds listed after a crime', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-05',
      province: 'Limpopo',
      municipality: 'Polokwane',
      location: 'Seshego',
      crime_committed: 'Murder, Armed robbery',
      victims: { count: 2, female: 1, male: 1, ages: [] },
      victims_killed: 1,
      victims_injured: 1,
      victims_children: 1,
      suspects_female: 1,
      suspects_male: 2,
      suspects_arrested: 3,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2022-03-09',
      province: 'Limpopo',
      municipality: 'Polokwane',
      location: 'Mankweng',
      crime_committed: 'Murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_killed: 1,
      suspects_female: 0,
      suspects_male: 1,
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(3, {
      date: '2021-11-13',
      province: 'Mpumalanga',
      municipality: 'Bushbuckridge',
      location: 'Mhala',
      crime_committed: 'Cash-in-transit robbery',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_injured: 2,
      suspects_male: 4,
      suspects_arrested: 0,
      arrest_made: false,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('answers a claimed figure with the right one, and a claim that no woman was a suspect with a no', () => {
    expect(
      asked('Reporter totals 30 suspects arrested in Limpopo. Confirm or correct that number.'),
    ).toMatchObject({
      type: 'number',
      value: 4,
    });
    expect(asked('It is claimed that 30 suspects were arrested in Limpopo. Is that right?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(
      asked(
        'Our reporter writes that not a single woman was among the suspects in these cases. Is that correct - yes or no?',
      ),
    ).toMatchObject({ type: 'yes_no', value: false });
    expect(
      asked('The piece says Limpopo had more murder incidents than Mpumalanga. How many more exactly?'),
    ).toMatchObject({
      value: 2,
    });
  });

  it('gives a figure for each place named "respectively", and one figure for places named together', () => {
    expect(
      asked('How many incidents were recorded in Limpopo and in Mpumalanga, respectively?'),
    ).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Limpopo', value: 2 },
        { name: 'Mpumalanga', value: 1 },
      ],
    });
    expect(asked('How many incidents were recorded in Limpopo and in Mpumalanga?')).toMatchObject({
      type: 'number',
      value: 3,
    });
  });

  it('reads a heading that has a verb, a place heading before a yes or no, and "leaving aside" a harm', () => {
    expect(
      asked('Children who were victims - how many in total for Polokwane and Bushbuckridge put together?'),
    ).toMatchObject({
      value: 1,
    });
    expect(asked('Bushbuckridge - is there any case there where nobody got arrested?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(asked('Leaving aside those who died, how many people in total were injured?')).toMatchObject({
      value: 3,
    });
  });

  it('takes kinds listed after a crime as that crime, a bar chart as no bar, and crimes a lead names when the ask points back', () => {
    expect(asked('Male suspects on robbery jobs (armed/house/business/CIT/common) - total?')).toMatchObject({
      value: 6,
    });
    expect(
      asked('Total suspects arrested across all robbery cases - armed, house, business, CIT?'),
    ).toMatchObject({
      value: 3,
      complete: true,
    });
    expect(asked('what percentage of all incidents were murders? need it for a bar chart')).toMatchObject({
      value: 67,
    });
    expect(
      asked(
        'For our report on killings (murder and culpable homicide), how many victims were women in those cases?',
      ),
    ).toMatchObject({ value: 1 });
  });
});

describe('session 36, round forty-three: an attempt put aside in its own sentence, minutes, response times and referrals', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-07-05',
      province: 'Eastern Cape',
      location: 'Centane',
      crime_committed: 'Murder, Attempted murder',
      victims_killed: 2,
    }),
    fixtureEvent(2, {
      date: '2022-03-09',
      province: 'Eastern Cape',
      location: 'Tabankulu',
      crime_committed: 'Murder',
    }),
    fixtureEvent(3, {
      date: '2021-11-13',
      province: 'Eastern Cape',
      location: 'Mthatha',
      crime_committed: 'Attempted murder',
    }),
    fixtureEvent(4, {
      date: '2021-10-01',
      province: 'Free State',
      location: 'Botshabelo',
      crime_committed: 'Rape',
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('reads an attempt put aside in a sentence of its own as what the crime means, not as events left out', () => {
    expect(
      asked(
        'How many incidents involving murder were recorded in the Eastern Cape? Please leave out attempted murder.',
      ),
    ).toMatchObject({ value: 2, complete: true });
    expect(
      asked('How many murders in the Eastern Cape? Leave out the ones that also involved attempted murder.'),
    ).toMatchObject({ value: 1 });
  });

  it('keeps what an ask named before it trailed off and started again', () => {
    expect(
      asked('Uhm, which, which province had the... like where did the most murders happen, you know?'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Eastern Cape', value: 2 }] });
  });

  it('takes "for the minutes" as why the figure is wanted', () => {
    expect(asked('Please give the number of murders in the Eastern Cape for the minutes.')).toMatchObject({
      value: 2,
      complete: true,
      not_applied: [],
    });
  });

  it('refuses police response times and referrals for care, which no release records', () => {
    expect(
      asked(
        'What was the average police response time, from the first call to officers arriving on the scene?',
      ),
    ).toMatchObject({ type: 'none' });
    expect(asked('How many of the rape survivors were referred to a Thuthuzela Care Centre?')).toMatchObject({
      type: 'none',
    });
  });
});

describe('session 36, round forty-four: claims of a count, an MP who speaks, years from start to end, crimes defined', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-03-05',
      province: 'Mpumalanga',
      municipality: 'Madibeng',
      crime_committed: 'Rape',
      suspects_arrested: 1,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2020-06-09',
      province: 'Mpumalanga',
      municipality: 'Madibeng',
      crime_committed: 'Business robbery',
      victims_injured: 2,
      arrest_made: false,
    }),
    fixtureEvent(3, {
      date: '2021-11-13',
      province: 'Eastern Cape',
      municipality: 'Buffalo City',
      crime_committed: 'Cash-in-transit robbery',
      victims_injured: 3,
      victims_police: 1,
    }),
    fixtureEvent(4, {
      date: '2022-10-01',
      province: 'Free State',
      municipality: 'Mangaung',
      crime_committed: 'Armed robbery, Attempted murder',
      victims_injured: 4,
      victims_police: 0,
    }),
    fixtureEvent(5, {
      date: '2022-10-02',
      province: 'Free State',
      municipality: 'Mangaung',
      crime_committed: 'House robbery',
      victims_injured: 1,
    }),
    fixtureEvent(6, {
      date: '2023-04-04',
      province: 'Mpumalanga',
      municipality: 'Madibeng',
      crime_committed: 'Cash-in-transit robbery',
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('checks a count a claim puts forward, and takes an MP who claims for a person, not the province', () => {
    expect(asked('The minister says there were 10 rapes in Mpumalanga. Is that right?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(asked('Is it true that there was 1 rape in Mpumalanga?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(
      asked('An MP claimed that every robbery in these releases led to an arrest. Is that correct?'),
    ).toMatchObject({ type: 'yes_no', value: false, measure: expect.not.stringContaining('Mpumalanga') });
    expect(asked('robberies in MP - how many?')).toMatchObject({ value: 2 });
  });

  it('reads "between the start of 2019 and the end of 2021" as the three years', () => {
    expect(asked('How many incidents occurred between the start of 2019 and the end of 2021?')).toMatchObject(
      {
        value: 3,
      },
    );
  });

  it('reads a police officer "among its victims" and victims who "survived with injuries"', () => {
    expect(
      asked('Did any incident in the Eastern Cape have a police officer among its victims?'),
    ).toMatchObject({ type: 'yes_no', value: true, not_applied: [] });
    expect(
      asked('How many victims survived with injuries in the incidents that involved attempted murder?'),
    ).toMatchObject({ value: 4, complete: true });
  });

  it('refuses whether anyone was under the influence of alcohol', () => {
    expect(
      asked('In how many of the robberies was the perpetrator under the influence of alcohol?'),
    ).toMatchObject({
      type: 'none',
    });
  });

  it('takes a bracket that says a kind is included as the whole crime, and a crime defined by the crimes after it as those', () => {
    expect(asked('How many people were injured in the robberies (any type, CIT included)?')).toMatchObject({
      value: 10,
    });
    expect(
      asked(
        'Which municipality has the most commercial robberies, meaning business robberies and CIT heists taken together?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Madibeng', value: 2 }], complete: true });
  });
});

describe('session 36, round forty-five: arrests the police made, statements issued, how people were killed, convictions in the end', () => {
  const events = [
    fixtureEvent(1, { date: '2021-03-05', crime_committed: 'Murder', victims_killed: 2, arrest_made: true }),
    fixtureEvent(2, { date: '2021-06-09', crime_committed: 'Murder', victims_killed: 3, arrest_made: false }),
    fixtureEvent(3, { date: '2022-11-13', crime_committed: 'Murder', victims_killed: 1, arrest_made: true }),
    fixtureEvent(4, { date: '2022-10-01', crime_committed: 'Rape', arrest_made: true }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('reads an arrest the police made, or made none, and a statement issued as where the facts come from', () => {
    expect(
      asked(
        'In what percentage of the murder cases had the police made at least one arrest by the time the statement was issued?',
      ),
    ).toMatchObject({ value: 67, complete: true, not_applied: [] });
    expect(
      asked('How many people were killed in the incidents where the police have made no arrest at all?'),
    ).toMatchObject({ value: 3, complete: true, not_applied: [] });
  });

  it('refuses how people were killed and whether the arrested were convicted in the end', () => {
    expect(
      asked('Of the people murdered in these cases, how many were shot and how many were stabbed?'),
    ).toMatchObject({
      type: 'none',
    });
    expect(
      asked('Do we know how many of the people who got arrested were actually convicted in the end?'),
    ).toMatchObject({ type: 'none' });
    expect(asked('How many people were shot dead?')).toMatchObject({ type: 'number', value: 6 });
  });
});

describe("session 36, round forty-six: a chart's bar, the Member who wishes to know, shares of the victims in some cases", () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-05',
      province: 'Northern Cape',
      municipality: 'Sol Plaatje',
      crime_committed: 'Rape',
      victims: { count: 2, female: 2, male: 0, ages: [] },
      victims_children: 1,
      victims_police: 1,
      suspects_female: 1,
    }),
    fixtureEvent(2, {
      date: '2021-06-09',
      province: 'Northern Cape',
      municipality: 'Sol Plaatje',
      crime_committed: 'Murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_police: 2,
    }),
    fixtureEvent(3, {
      date: '2022-11-13',
      province: 'Free State',
      municipality: 'Mangaung',
      crime_committed: 'Drug dealing',
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('takes the top bar of a chart as the chart, not a bar where something happened', () => {
    expect(
      asked('Which municipality has the most incidents? That will be the top bar of the chart.'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Sol Plaatje', value: 2 }] });
  });

  it('reads "the Member wishes to know" as who asks, and women or girls among the suspects', () => {
    expect(
      asked(
        'The Member wishes to know the total number of police officers who were among the victims in these incidents.',
      ),
    ).toMatchObject({ value: 3, complete: true });
    expect(asked('How many of the suspects, arrested or still sought, were women or girls?')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('reads a share of the victims in some cases, and a difference of the sexes with "were there" between', () => {
    expect(
      asked('Of the victims in the rape incidents, what percentage were children under 18?'),
    ).toMatchObject({
      value: 50,
      complete: true,
    });
    expect(
      asked('In the Northern Cape, how many more female victims were there than male victims?'),
    ).toMatchObject({ value: 1, complete: true });
  });

  it('refuses the street value in rand of drugs seized', () => {
    expect(
      asked('What was the total street value in rand of the drugs seized across these cases?'),
    ).toMatchObject({
      type: 'none',
    });
  });
});

describe('session 37, round forty-seven: a claim that names what is ranked, all the accused by sex, a place explained mid-sentence, the kind of goods, one incident of several crimes', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-05',
      province: 'North West',
      municipality: 'Rustenburg',
      crime_committed: 'Cash-in-transit robbery',
      suspects_arrested: 2,
      suspects_male: 3,
      victims_killed: 1,
    }),
    fixtureEvent(2, {
      date: '2021-06-09',
      province: 'Free State',
      municipality: 'Mangaung',
      location: 'Bloemfontein',
      crime_committed: 'Truck hijacking',
      suspects_arrested: 5,
      suspects_male: 4,
      suspects_female: 1,
      victims_killed: 4,
    }),
    fixtureEvent(3, {
      date: '2022-11-13',
      province: 'Free State',
      municipality: 'Mangaung',
      crime_committed: 'Business robbery',
      suspects_arrested: 1,
      victims_killed: 0,
    }),
    fixtureEvent(4, {
      date: '2023-01-20',
      province: 'Mpumalanga',
      municipality: 'Mbombela',
      crime_committed: 'Carjacking',
      victims_killed: 2,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('ranks the provinces a claim before the ask credits, instead of counting within the one it names', () => {
    expect(
      asked(
        'The minister credited the North West with the most arrests. According to these releases, which province had the highest total number of suspects arrested?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Free State', value: 6 }] });
  });

  it('counts the sex asked of all the accused named far back in the sentence', () => {
    expect(
      asked(
        'Counting all the accused across these cases, both those arrested and those still being sought, how many were male?',
      ),
    ).toMatchObject({ type: 'number', value: 7 });
  });

  it('takes "the province around Bloemfontein" as explaining the Free State, not as a third side', () => {
    expect(
      asked(
        'How many more people were killed in the Free State, the province around Bloemfontein, than in Mpumalanga, the province bordering the Kruger National Park?',
      ),
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('refuses the kind of cars hijackers take, which no event records', () => {
    expect(asked('what kind of cars do the hijackers go for mostly?')).toMatchObject({ type: 'none' });
  });

  it('finds the one incident when crimes are named in the singular after "which", and compares crimes in the plural', () => {
    expect(
      asked('Which CIT heist, business robbery or truck hijacking had the most suspects arrested?'),
    ).toMatchObject({ type: 'ranking', value: [{ value: 5 }] });
    expect(asked('Which CIT heists or truck hijackings had more suspects arrested?')).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Truck hijacking', value: 5 },
        { name: 'Cash-in-transit robbery', value: 2 },
      ],
    });
  });
});

describe("session 37, round forty-eight: a claim a count stands beside, a heading of the asker's places, slips in two-word places and words of asking, a rank checked yes or no", () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-05',
      province: 'Gauteng',
      municipality: 'City of Ekurhuleni',
      location: 'Tembisa',
      crime_committed: 'Murder',
      victims_killed: 12,
      victims_children: 2,
      victims_police: 1,
      suspects_arrested: 3,
    }),
    fixtureEvent(2, {
      date: '2021-06-09',
      province: 'Gauteng',
      municipality: 'City of Tshwane',
      location: 'Soshanguve',
      crime_committed: 'Murder',
      victims_killed: 10,
      suspects_arrested: 2,
    }),
    fixtureEvent(3, {
      date: '2022-11-13',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      location: 'Cape Town',
      crime_committed: 'Murder',
      victims_killed: 4,
      victims_children: 3,
      victims_police: 2,
      suspects_arrested: 1,
    }),
    fixtureEvent(4, {
      date: '2023-01-20',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      location: 'Cape Town',
      crime_committed: 'Robbery',
      victims_killed: 6,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('sums the people a claim put a bound on, instead of keeping only the events past the bound', () => {
    expect(
      asked(
        'A caller claimed more than 20 people were killed across all these incidents. Check this - how many people were actually killed?',
      ),
    ).toMatchObject({ type: 'number', value: 32 });
  });

  it('counts people where more of them were killed without asking for a murder', () => {
    expect(
      asked('How many people were killed in incidents where more than 5 people were killed?'),
    ).toMatchObject({
      type: 'number',
      value: 28,
    });
  });

  it("reads a heading of the asker's own places as the places asked about", () => {
    expect(
      asked(
        'I work in community safety for Ekurhuleni. Our metro plus our neighbours Joburg and Tshwane - how many incidents altogether?',
      ),
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('puts right a slip in a two-word place and in words of asking', () => {
    expect(
      asked('how many kids were among the victims in Cape Twon, all the incidents put together'),
    ).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(asked('What porportion of the incidents in the Western Cape involved murder?')).toMatchObject({
      type: 'number',
      value: 50,
    });
    expect(asked('how many police oficers were victims, on duty or off duty?')).toMatchObject({
      type: 'number',
      value: 3,
    });
  });

  it('counts the people an ask names without a question word', () => {
    expect(asked('People killed in Gauteng?')).toMatchObject({ type: 'number', value: 22 });
    expect(
      asked("I'm with Tshwane. Suspects arrested in Tshwane and our neighbour Ekurhuleni combined?"),
    ).toMatchObject({
      type: 'number',
      value: 5,
      complete: true,
    });
  });

  it('refuses convictions found later', () => {
    expect(asked('how many of the people the cops arrested were found guilty in court later?')).toMatchObject(
      {
        type: 'none',
      },
    );
  });

  it('answers yes or no on whether a place comes first, over every place of its level', () => {
    expect(asked('Was Gauteng the province with the most murders?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(asked('Was the Western Cape the province with the most murders?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(
      asked('Someone said Gauteng has had more people killed than any other province. Is that true?'),
    ).toMatchObject({ type: 'yes_no', value: true });
    expect(asked('Did the Western Cape have the fewest suspects arrested of any province?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('session 37: one sex asked after both are named', () => {
  const events = [
    fixtureEvent(1, { victims: { count: 3, female: 2, male: 1, ages: [] } }),
    fixtureEvent(2, { victims: { count: 2, female: 1, male: 1, ages: [] } }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('counts the sex the ask ends on, not both side by side', () => {
    expect(asked('Of the victims in these cases, both men and women, how many were female?')).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(asked('Were more victims men or women?')).toMatchObject({ type: 'ranking' });
  });
});

describe('session 37, round forty-nine: blank fields, crimes defined by a list, provinces by nickname, sides set by "than", harm to anyone of a kind', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-03-05',
      province: 'Eastern Cape',
      municipality: 'Buffalo City',
      police_station: 'Mdantsane',
      crime_committed: 'Business robbery',
      victims_killed: 3,
      victims_injured: 1,
      suspect_ages: [24, 31],
    }),
    fixtureEvent(2, {
      date: '2021-06-09',
      province: 'Eastern Cape',
      municipality: null,
      crime_committed: 'Truck hijacking',
      victims_killed: 1,
      victims_injured: 2,
    }),
    fixtureEvent(3, {
      date: '2022-11-13',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      crime_committed: 'Cash-in-transit robbery',
      victims_killed: 0,
      victims_injured: 0,
      suspect_ages: [40],
    }),
    fixtureEvent(4, {
      date: '2023-01-20',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      crime_committed: 'House robbery',
      victims_killed: 2,
      victims_injured: 5,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-01').result;

  it('counts the records that leave a field blank or state it, and the ages stated', () => {
    expect(asked('Quick data-quality check: how many records are missing a municipality?')).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(asked('What percentage of the records name a police station?')).toMatchObject({ value: 25 });
    expect(asked('How many records list at least one suspect age?')).toMatchObject({ value: 2 });
    expect(
      asked('How many suspect ages are recorded in total, counting each suspect separately?'),
    ).toMatchObject({
      type: 'number',
      value: 3,
    });
  });

  it('keeps only the records that state a field when the blank ones are left out', () => {
    expect(
      asked('Which municipality has the most incidents, excluding incidents with no municipality recorded?'),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'City of Cape Town', value: 2 }] });
  });

  it('reads a crime defined by the crimes listed after it, in brackets, after a dash or with "meaning"', () => {
    expect(
      asked(
        'Counting robberies at work only (business/shop robberies, cash-in-transit robberies and truck hijackings), how many people were injured in total?',
      ),
    ).toMatchObject({ type: 'number', value: 3 });
    expect(
      asked(
        'What percentage of all the incidents were robberies at a workplace, meaning business robberies, cash-in-transit robberies or truck hijackings?',
      ),
    ).toMatchObject({ type: 'number', value: 75 });
  });

  it('takes a province called by a nickname as the province named after it', () => {
    expect(
      asked(
        'How many more people were killed in the Wild Coast province (Eastern Cape) than in the Garden Route province (Western Cape)?',
      ),
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('sets periods against each other when "than" stands before a period, whatever crimes are listed', () => {
    expect(
      asked(
        'How many more business robberies, CIT robberies and truck hijackings were there from 2020 onwards than before 2020?',
      ),
    ).toMatchObject({ type: 'number', value: 1 });
  });

  it('reads "deceased victims" as people killed and a place left out in brackets', () => {
    expect(
      asked(
        'How many more deceased victims were there in the Eastern Cape matters than in the Western Cape ones?',
      ),
    ).toMatchObject({ type: 'number', value: 2 });
    expect(asked('How many incidents in the Western Cape (not Gauteng)?')).toMatchObject({ value: 2 });
  });

  it('checks a harm to anyone of a kind, and says a kind it cannot tell', () => {
    expect(asked('Was any security guard killed in a cash-in-transit robbery?')).toMatchObject({
      type: 'none',
    });
    expect(asked('Was anyone killed in a cash-in-transit robbery?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads "where the number killed is stated" as the records that state it, not as a murder', () => {
    expect(
      asked(
        'What is the mean number of victims killed per incident, using only the incidents where the number killed is stated? Give it to one decimal.',
      ),
    ).toMatchObject({ type: 'number', value: 1.5, complete: true });
  });

  it('keeps a statement after a count from turning it into a ranking', () => {
    expect(
      asked(
        'How many people were killed in cash-in-transit robberies? Most of the victims in those are our guards.',
      ),
    ).toMatchObject({ type: 'number', value: 0 });
  });
});

describe('session 37, round fifty: a claimed date, places pointed back to as "those two", who says what sex, survivors', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-03-05',
      province: 'Gauteng',
      municipality: 'City of Ekurhuleni',
      crime_committed: 'Kidnapping',
      victims: { count: 3, female: 1, male: 2, ages: [] },
      victims_injured: 2,
    }),
    fixtureEvent(2, {
      date: '2025-05-29',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      crime_committed: 'Kidnapping',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_police: 1,
    }),
    fixtureEvent(3, {
      date: '2025-04-23',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      crime_committed: 'Kidnapping',
      victims_injured: 1,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('checks a claimed date instead of looking only within it', () => {
    expect(
      asked(
        'Reporter has the latest kidnapping as April 2025 - what is the actual date of the most recent kidnapping?',
      ),
    ).toMatchObject({ type: 'date', value: '2025-05-29' });
    expect(
      asked('The draft says the oldest case goes back to 2020. Date of the earliest incident?'),
    ).toMatchObject({
      type: 'date',
      value: '2019-03-05',
    });
  });

  it('counts the places a statement named when the ask points back to "those two"', () => {
    expect(
      asked("Our clients are mostly in Ekurhuleni and the Jo'burg metro. Total incidents across those two?"),
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('reads whose sex the report says, and the people who were harmed, as the victims', () => {
    expect(
      asked(
        'what percantage of the victims were women? (only counting victims where the report says if they are male or female)',
      ),
    ).toMatchObject({ type: 'number', value: 50 });
    expect(
      asked(
        'Thinking about the people who were harmed, where the reports say whether they were female or male, what percentage of them were women and girls?',
      ),
    ).toMatchObject({ type: 'number', value: 50 });
  });

  it('counts those who survived but were left injured, and a police officer recorded as a victim', () => {
    expect(asked('How many people survived their attack but were left injured?')).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(
      asked('Was any police officer recorded as a victim in a Western Cape incident? Yes or no.'),
    ).toMatchObject({ type: 'yes_no', value: false });
  });
});

describe('session 38, round fifty-one: groups listed by name, a date pointed back to, places the asker explains, a heading narrowed', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-03-05',
      location: 'KwaNobuhle',
      province: 'Eastern Cape',
      municipality: 'Nelson Mandela Bay',
      crime_committed: 'Murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_killed: 1,
    }),
    fixtureEvent(2, {
      date: '2021-06-10',
      location: 'New Brighton',
      province: 'Eastern Cape',
      municipality: 'Nelson Mandela Bay',
      crime_committed: 'Murder',
      victims_killed: 2,
    }),
    fixtureEvent(3, {
      date: '2022-01-15',
      location: 'Umlazi',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      crime_committed: 'Rape',
      victims_killed: 5,
    }),
    fixtureEvent(4, {
      date: '2023-08-01',
      location: 'Soweto',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      crime_committed: 'Sexual assault',
      victims_killed: 1,
    }),
    fixtureEvent(5, {
      date: '2024-02-02',
      location: 'Midrand',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      crime_committed: 'Domestic violence',
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;
  const names = (question: string) => {
    const result = asked(question);
    // A ranking's value is its groups, top first.
    return result.type === 'ranking' ? (result.value as { name: string }[]).map((r) => r.name) : result;
  };

  it('names the groups a list verb asks for, not the events', () => {
    expect(names('List the municipalities in Gauteng where incidents were recorded.')).toEqual([
      'City of Johannesburg',
    ]);
    expect(names('Name the provinces with murders.')).toEqual(['Eastern Cape']);
    expect(asked('List the murders in the Eastern Cape.')).toMatchObject({ type: 'list', value: [2, 1] });
  });

  it('groups one level below the one place named, and reads "which villages" as places asked for', () => {
    expect(names('which areas in nmb had incidents? list them pls')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^KwaNobuhle/), expect.stringMatching(/^New Brighton/)]),
    );
    expect(asked('which villages in the eastern cape had murders? list pls')).toMatchObject({
      type: 'ranking',
      not_applied: [],
    });
  });

  it('reads "from that date onward" as from the date written before it', () => {
    expect(
      asked(
        'Comparing murder incidents before 1 January 2020 with those from that date onward, how many more were recorded in the later period?',
      ),
    ).toMatchObject({ type: 'number', value: 0 });
  });

  it('takes the place the asker says they mean after the ask, and leaves out places that describe a province', () => {
    expect(
      asked(
        'When did the most recent incident in the Durban area take place? I mean the eThekwini metro, so Durban and its suburbs and townships.',
      ),
    ).toMatchObject({ type: 'date', value: '2022-01-15' });
    expect(
      asked(
        "Compared with Gauteng, the Jo'burg and Pretoria province, how many more people were killed in KwaZulu-Natal, the province around Durban?",
      ),
    ).toMatchObject({ type: 'number', value: 4 });
  });

  it('ranks the metros named after "Of the big metros -" as municipalities, not their suburbs', () => {
    expect(
      names(
        "Of the big metros - Port Elizabeth (which I gather is now Nelson Mandela Bay), Jo'burg and Durban (eThekwini) - which one has the fewest incidents?",
      ),
    ).toEqual(['eThekwini']);
  });

  it('counts the crimes an ask names under a heading of the crime that takes them in', () => {
    expect(asked('GBV count: how many rape / sex assault cases in the book?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('refuses a vehicle make and model, which no release records', () => {
    expect(asked('Which vehicle make and model was murdered most often?')).toMatchObject({ type: 'none' });
  });
});

describe('session 38: robberies by their street names, with a crime left out in a sentence of its own', () => {
  const events = [
    fixtureEvent(1, { date: '2023-01-05', province: 'Mpumalanga', crime_committed: 'Armed robbery' }),
    fixtureEvent(2, { date: '2023-02-05', province: 'Mpumalanga', crime_committed: 'Carjacking' }),
    fixtureEvent(3, { date: '2023-03-05', province: 'Gauteng', crime_committed: 'Business robbery' }),
    fixtureEvent(4, { date: '2023-04-05', province: 'Gauteng', crime_committed: 'Stock theft' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('reads hold-ups and stick-ups as robberies, and "Not car hijackings though." as leaving them out', () => {
    expect(
      asked(
        'How many hold-ups are there in total? Any kind of robbery counts - houses, shops, cash vans, the lot. Not car hijackings though.',
      ),
    ).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(asked('Stick-ups in Mpumalanga - how many? Any robbery, not hijackings.')).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
  });

  it('keeps the place of a crime heading whose ask leaves a crime out', () => {
    expect(asked('Robberies in Gauteng: how many? Any robbery, not hijackings.')).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('reads stokdiefstal as stock theft', () => {
    expect(
      asked('The farmers are asking: the latest stokdiefstal case, on which date did it happen?'),
    ).toMatchObject({ type: 'date', value: '2023-04-05' });
  });
});

describe('session 38: a figure per calendar period, averaged over the window', () => {
  const events = [
    fixtureEvent(1, { date: '2019-03-05', crime_committed: 'Murder', victims_killed: 2 }),
    fixtureEvent(2, { date: '2019-07-05', crime_committed: 'Murder', victims_killed: 1 }),
    fixtureEvent(3, { date: '2021-01-15', crime_committed: 'Murder', victims_killed: 3 }),
    fixtureEvent(4, { date: '2022-05-01', crime_committed: 'Robbery' }),
    fixtureEvent(5, { date: '2023-05-01', crime_committed: 'Murder' }),
  ];
  const analysed = (question: string) => analyse(question, events, '2025-11-01');
  const asked = (question: string) => analysed(question).result;

  it('divides the events of a closed window by its years, empty years included', () => {
    const answer = analysed(
      'Averaged over the five calendar years 2019 to 2023 inclusive, how many murder incidents per year? One decimal place please.',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 0.8, complete: true, not_applied: [] });
    expect(answer.text).toContain('By year: 2019: 2; 2020: 0; 2021: 1; 2022: 0; 2023: 1.');
    expect(asked('Incidents per year for murder over 2020-2021 inclusive, to one decimal?')).toMatchObject({
      type: 'number',
      value: 0.5,
    });
  });

  it('adds up people before sharing them over the years, and takes the years the notebook spans when none are named', () => {
    expect(asked('On average, how many people were killed per year?')).toMatchObject({
      type: 'number',
      value: 1.2,
    });
  });

  it('keeps an average per incident and a breakdown per year as they were', () => {
    expect(asked('What is the average number of people killed per incident?')).toMatchObject({
      type: 'number',
      value: 2,
    });
    expect(asked('How many murders per year?').type).toBe('series');
  });
});

describe('session 38, round fifty-two: spreadsheet words, a hijacking of any kind, women against men attacked, occupations, a province by its capital', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-04-01',
      province: 'Limpopo',
      municipality: 'Polokwane',
      location: 'Seshego',
      crime_committed: 'Murder',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      victims_killed: 1,
    }),
    fixtureEvent(2, {
      date: '2022-06-01',
      province: 'Limpopo',
      municipality: 'Thulamela',
      location: 'Thohoyandou',
      crime_committed: 'Rape',
      victims: { count: 2, female: 2, male: 0, ages: [] },
      victims_children: 1,
      victims_killed: 2,
    }),
    fixtureEvent(3, {
      date: '2023-02-01',
      province: 'Gauteng',
      crime_committed: 'Truck hijacking',
      victims: { count: 3, female: 0, male: 3, ages: [] },
      suspects_arrested: 2,
    }),
    fixtureEvent(4, {
      date: '2020-02-01',
      province: 'Gauteng',
      crime_committed: 'Cash-in-transit robbery',
      suspects_arrested: 6,
    }),
    fixtureEvent(5, {
      date: '2019-02-01',
      province: 'Mpumalanga',
      crime_committed: 'Rhino poaching',
      suspects_arrested: 1,
    }),
  ];
  const analysed = (question: string) => analyse(question, events, '2025-11-01');
  const asked = (question: string) => analysed(question).result;

  it('reads countif, max of event date and blanks excluded as a spreadsheet user means them', () => {
    expect(asked("countif on the crimes column = 'murder' - how many rows?")).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(asked('max of event date, filter by crime = rape?')).toMatchObject({
      type: 'date',
      value: '2022-06-01',
    });
    expect(asked('avg of the number of victims per row, blanks excluded, to 1 decimal?')).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('counts a truck taken as a hijacking, and reads the robberies of cash-in-transit vans', () => {
    expect(asked('When was the most recent hijacking? The day it happened pls.')).toMatchObject({
      type: 'date',
      value: '2023-02-01',
    });
    expect(
      asked(
        'Could you list for me the provinces in which the robberies of those armoured cash-in-transit vans took place?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 1 }] });
  });

  it('sets women and girls attacked against men and boys', () => {
    expect(asked('were more women and girls attacked than men and boys? yes or no')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('finds the single biggest bust when "where was it?" follows a dash, and a poaching case with zero arrested', () => {
    expect(
      asked("What's the biggest bust here, the one case with the most suspects arrested - where was it?"),
    ).toMatchObject({ type: 'ranking', value: [{ value: 6 }] });
    expect(
      asked('Any poaching story in here where zero suspects got cuffed? Just a yes or no'),
    ).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads a victim recorded as under 18 as a child, and the purpose of the ask as no condition', () => {
    expect(
      asked('Of all rape incidents, what percentage involved at least one victim recorded as under 18?'),
    ).toMatchObject({ type: 'number', value: 100 });
    expect(
      asked(
        'So that we may remember them in prayer, how many women and girls were victims in the rape cases?',
      ),
    ).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(
      asked('For the ward brief, kindly provide the number of incidents recorded in Limpopo.'),
    ).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('refuses occupations other than the police, and reads a province named by its capital', () => {
    expect(asked('Of all the ppl killed, how many were taxi drivers?')).toMatchObject({ type: 'none' });
    expect(
      asked(
        'In the province of which Pietersburg is the capital, Limpopo as it is now, how many people lost their lives in these incidents?',
      ),
    ).toMatchObject({ type: 'number', value: 3, complete: true });
  });
});

describe('session 38, round fifty-three: charges that give rise, arrests effected, a ranking shown biggest first, "i.e." inside an ask, a difference written as minus', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-07-05',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      crime_committed: 'Murder',
      victims: { count: 2, female: 0, male: 2, ages: [30, 40] },
      victims_killed: 1,
      suspect_ages: [20, 30, 40],
    }),
    fixtureEvent(2, {
      date: '2020-07-05',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [20] },
    }),
    fixtureEvent(3, {
      date: '2021-07-15',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      crime_committed: 'Murder',
      victims: { count: 3, female: 0, male: 3, ages: [] },
      victims_killed: 2,
      arrest_made: false,
      suspects_arrested: 0,
    }),
  ];
  const analysed = (question: string) => analyse(question, events, '2025-11-01');
  const asked = (question: string) => analysed(question).result;

  it('reads "giving rise to a charge" as what a charge came of, not a rise', () => {
    expect(
      asked('What is the date of the earliest incident giving rise to a charge of murder?'),
    ).toMatchObject({
      type: 'date',
      value: '2019-07-05',
    });
  });

  it('reads an arrest not effected as no arrest, and a ranking shown biggest first as a ranking', () => {
    expect(
      asked('In how many matters had no arrest been effected at the time of the release?'),
    ).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(asked('List the top 2 munis by number of incidents, biggest cluster first.')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'City of Cape Town', value: 2 }, { name: 'City of Johannesburg' }],
    });
  });

  it('keeps an ask whole across "i.e.", and a newsroom phrase a slip had broken', () => {
    expect(
      asked(
        'which calendar month (all years together) has the most fatal incidnets, i.e. where someone died?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ name: 'July', value: 2 }], complete: true });
  });

  it('reads a difference written as minus, a slip in "median", and no cap as nothing', () => {
    expect(asked('Total male victims minus total female victims - what is the difference?')).toMatchObject({
      type: 'number',
      value: 4,
    });
    expect(asked('wat is the medain age of the suspects?')).toMatchObject({ type: 'number', value: 30 });
    expect(asked('wat % of cases had a murder no cap')).toMatchObject({ type: 'number', complete: true });
  });

  it('refuses bail fixed and who had been drinking, and says ages are not kept by sex', () => {
    expect(asked('What amount of bail was fixed for the accused?')).toMatchObject({ type: 'none' });
    expect(asked('How many of the suspects had been drinking?')).toMatchObject({ type: 'none' });
    expect(asked('What was the average age of the women who were victims?')).toMatchObject({
      type: 'number',
      value: 30,
      complete: false,
    });
  });
});

describe('session 38: two months of any year set against each other', () => {
  const events = [
    fixtureEvent(1, { date: '2019-07-05', crime_committed: 'Murder' }),
    fixtureEvent(2, { date: '2020-07-09', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: '2021-07-15', crime_committed: 'Rape' }),
    fixtureEvent(4, { date: '2021-12-15', crime_committed: 'Rape' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('compares July with December over all years, and still counts them together when asked so', () => {
    expect(
      asked('How many more incidents occurred in July than in December, all years combined?'),
    ).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(asked('How many incidents happened in July or December of any year?')).toMatchObject({
      type: 'number',
      value: 4,
    });
  });
});

describe('session 38, round fifty-four: places left out as a list, the metros left out, neighbours pointed back to, a claim checked after a dash', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-02-01',
      province: 'Gauteng',
      municipality: 'City of Ekurhuleni',
      crime_committed: 'Rape',
      suspects_arrested: 1,
      arrest_made: true,
      victims_injured: 1,
      suspect_ages: [19, 40],
    }),
    fixtureEvent(2, {
      date: '2024-03-01',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      crime_committed: 'Rape',
      arrest_made: false,
      victims_injured: 4,
    }),
    fixtureEvent(3, {
      date: '2024-05-01',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      crime_committed: 'Murder',
      victims_killed: 2,
    }),
    fixtureEvent(4, {
      date: '2024-06-01',
      province: 'Western Cape',
      municipality: 'Swartland',
      crime_committed: 'Stock theft',
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('leaves out every place of a list after "excluding", and the eight metros when they are left out', () => {
    expect(asked('How many incidents excluding Gauteng and KwaZulu-Natal?')).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(asked('Excluding Gauteng, how many incidents in KwaZulu-Natal?')).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(asked('Leaving out the big metros, which municipality has the most incidents?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Swartland', value: 1 }],
    });
  });

  it('takes the neighbours the asker names as the place of "their latest incident", and CoJ as Johannesburg', () => {
    expect(asked('Our neighbours in Ekurhuleni - when was their latest incident?')).toMatchObject({
      type: 'date',
      value: '2023-02-01',
    });
    const plainly = asked('How many incidents in the City of Johannesburg altogether?');
    expect(asked('How many incidents in CoJ (City of Joburg) altogether?')).toMatchObject({
      type: 'number',
      value: plainly.value,
      complete: true,
    });
  });

  it('checks a claim put before "- is that right?", and refuses gang membership', () => {
    expect(
      asked('A columnist wrote that every rape in these releases led to an arrest - is that right?'),
    ).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(
      analyse('A columnist wrote that every rape led to an arrest - is that right?', events, '2025-11-01')
        .text,
    ).not.toMatch(/"-" read as/);
    expect(asked('how many of the suspects were gang members?')).toMatchObject({ type: 'none' });
  });

  it('reads the most injured beside a mass-casualty event, and ages the police gave as stated ages', () => {
    expect(
      asked('Which single incident had the most injured? Where was it - mass casualty type event'),
    ).toMatchObject({
      type: 'ranking',
      value: [{ value: 4 }],
    });
    expect(
      asked('How old was the youngest of the suspects whose age the police actually gave?'),
    ).toMatchObject({
      type: 'number',
      value: 19,
      complete: true,
    });
  });
});

describe('session 38: people per incident, and one people figure divided by another', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-02-01',
      crime_committed: 'Murder',
      victims_killed: 2,
      victims_injured: 1,
      suspects_arrested: 3,
    }),
    fixtureEvent(2, {
      date: '2023-03-01',
      crime_committed: 'Murder',
      victims_killed: 2,
      victims_injured: 2,
      suspects_arrested: 1,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('reads "how many suspects per incident" as their average per event', () => {
    expect(asked('How many suspects per incident?')).toMatchObject({ type: 'number', value: 2 });
    expect(asked('How many people were killed per incident?')).toMatchObject({ type: 'number', value: 2 });
    expect(asked('How many suspects were arrested, adding up the arrests per case?')).toMatchObject({
      type: 'number',
      value: 4,
    });
  });

  it('reads "total victims injured divided by total victims killed" as injured for every one killed', () => {
    expect(
      asked(
        'Define the injury-to-fatality ratio as total victims injured divided by total victims killed. What is it, to two decimals?',
      ),
    ).toMatchObject({ type: 'number', value: 0.75 });
  });
});

describe('session 38: a crime related to another', () => {
  const events = [
    fixtureEvent(1, { date: '2023-02-01', crime_committed: 'Murder, Gang-related violence' }),
    fixtureEvent(2, { date: '2023-03-01', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: '2023-04-01', crime_committed: 'Gang-related violence' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('counts gang-related murders as murders that were gang-related, not either', () => {
    expect(asked('How many gang-related murders were there?')).toMatchObject({ type: 'number', value: 1 });
    expect(asked('How many gang-related incidents or murders were there?')).toMatchObject({
      type: 'number',
      value: 3,
    });
  });
});

describe('session 39: words typed without their vowels', () => {
  const events = [
    fixtureEvent(1, { date: '2023-02-01', crime_committed: 'Murder', victims_injured: 2 }),
    fixtureEvent(2, { date: '2023-03-01', crime_committed: 'Robbery', victims_injured: 1 }),
    fixtureEvent(3, { date: '2023-04-01', crime_committed: 'Murder', victims_injured: 4 }),
  ];
  const read = (question: string) => analyse(question, events, '2025-11-01');

  it('reads "injrd" and "mrdrs" as the words they leave the vowels out of, and says so', () => {
    const answer = read('how many ppl were injrd in mrdrs?');
    expect(answer.result).toMatchObject({ type: 'number', value: 6, complete: true });
    expect(answer.text).toContain('"injrd" read as "injured"');
    expect(answer.text).toContain('"mrdrs" read as "murders"');
  });

  it('leaves a vowelless word that could be two words unread', () => {
    expect(read('how many mrd events?').result).not.toMatchObject({ value: 2, complete: true });
  });
});

describe('session 39, round fifty-five: vehicles and goods taken, a station of our own, claims checked and asked afresh', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-02-01',
      crime_committed: 'Carjacking',
      arrest_made: true,
      victims_injured: 1,
    }),
    fixtureEvent(2, { date: '2025-04-23', crime_committed: 'Truck hijacking', arrest_made: false }),
    fixtureEvent(3, { date: '2022-03-01', crime_committed: 'Theft of motor vehicle', province: 'Limpopo' }),
    fixtureEvent(4, {
      date: '2023-04-01',
      crime_committed: 'Murder, Attempted murder',
      police_station: 'Johannesburg Central',
      victims_injured: 7,
      location: 'Khayelitsha',
      province: 'Western Cape',
    }),
    fixtureEvent(5, {
      date: '2023-05-01',
      crime_committed: 'Kidnapping',
      police_station: 'Hillbrow',
      victims_injured: 9,
      location: 'Sweetwaters',
      province: 'KwaZulu-Natal',
    }),
    fixtureEvent(6, {
      date: '2023-06-01',
      crime_committed: 'Kidnapping',
      suspects_female: 1,
      suspects_male: 1,
    }),
    fixtureEvent(7, { date: '2023-07-01', crime_committed: 'Kidnapping', province: 'Limpopo' }),
    fixtureEvent(8, { date: '2023-08-01', crime_committed: 'Burglary', province: 'Limpopo' }),
  ];
  const read = (question: string) => analyse(question, events, '2025-11-01');
  const asked = (question: string) => read(question).result;

  it('counts a vehicle taken as a hijacking or a vehicle theft, and goods taken as every crime of taking', () => {
    expect(asked('In how many incidents was a motor vehicle taken?')).toMatchObject({
      value: 3,
      complete: true,
    });
    expect(asked('How many incidents involved a theft of a vehicle?')).toMatchObject({ value: 1 });
    expect(asked('In how many incidents were goods or a vehicle taken?')).toMatchObject({ value: 4 });
  });

  it('pools a family listed beside one of its kinds: "carjacking, hijacking or vehicle theft"', () => {
    expect(asked('When was the latest carjacking, hijacking or vehicle theft?')).toMatchObject({
      type: 'date',
      value: '2025-04-23',
    });
  });

  it('reads "Kindly confirm whether" as a yes or no, and "A yes or no will suffice" as the form of the answer', () => {
    expect(
      asked(
        'Kindly confirm whether a truck hijacking is recorded without an arrest. A yes or no will suffice.',
      ),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('filters by the station the asker calls their own only when the ask points back to it', () => {
    expect(
      asked('Our station is Johannesburg Central. How many of these came out of our station?'),
    ).toMatchObject({
      value: 1,
    });
    expect(asked('Our station is Johannesburg Central. How many kidnappings were there?')).toMatchObject({
      value: 3,
    });
  });

  it('reads a crime set apart in defining another as a definition, not as events left out', () => {
    expect(
      asked(
        'How many incidents involved murder, operationalised as the offence of murder itself and excluding attempted murder?',
      ),
    ).toMatchObject({ value: 1 });
    expect(asked('How many murders but not attempted murders?')).toMatchObject({ value: 0 });
  });

  it('reads a range named as the period of a difference between two places as one span', () => {
    expect(
      asked(
        'By how many did the number injured in KwaZulu-Natal exceed the number injured in the Western Cape for the period 1 January 2023 to 31 December 2023?',
      ),
    ).toMatchObject({ value: 2 });
  });

  it('counts the incidents with one suspect of a sex, however the sex is said after the suspect', () => {
    expect(
      asked(
        'Over the full period covered by the releases, in how many incidents was at least one suspect identified as female?',
      ),
    ).toMatchObject({ value: 1, measure: 'events with at least 1 female suspect', complete: true });
  });

  it('counts the cases where nobody was arrested, not the arrests in them', () => {
    expect(
      asked('Truck hijacking cases where nobody was arrested, suspects still loose. How many?'),
    ).toMatchObject({
      value: 1,
    });
  });

  it('checks "more than half of the X in P" and a claim of it as a share of the X', () => {
    expect(asked('Were more than half of the kidnapping cases in Limpopo?')).toMatchObject({ value: false });
    expect(
      asked('Someone says more than a quarter of all the kidnapping cases were in Limpopo - right?'),
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('answers the fact asked afresh after a claim, not the claim', () => {
    expect(
      asked(
        'Viral claim: the Khayelitsha shooting left the most people injured of any single incident. Which incident actually had the most injured?',
      ),
    ).toMatchObject({ type: 'ranking', value: [{ value: 9 }] });
  });

  it('checks "nobody was arrested for any of the X" over all of them', () => {
    expect(asked('Is it true that nobody was arrested for any of the carjackings?')).toMatchObject({
      value: false,
    });
    expect(asked('Is it true that nobody was arrested for any of the truck hijackings?')).toMatchObject({
      value: true,
    });
  });

  it('reads an example of everything as no crime, a busy asker as context, and out of school as no school', () => {
    expect(
      asked(
        'We are planning our patrols, so how many incidents were there in 2023? The kidnappings and so on, everything.',
      ),
    ).toMatchObject({ value: 5, complete: true });
    expect(read('How many suspects were under 21, barely out of school?').text).not.toContain('at a school');
  });

  it('reads Afrikaans "rowers" as robbers and "Top 3 crimes - go!" as the ranking asked', () => {
    expect(read('Hoeveel rowers were arrested?').text).toContain('"rowers" read as "robbers"');
    expect(asked('Top 3 crimes in this batch - go!')).toMatchObject({ type: 'ranking' });
  });
});

describe('session 39, round fifty-six: ratios of people, degrees set apart, isiZulu, stated ages and dates, struck askers', () => {
  const events = [
    fixtureEvent(1, {
      date: '2020-02-01',
      crime_committed: 'Murder',
      province: 'Eastern Cape',
      municipality: 'Mnquma',
      victims_killed: 3,
      victims_injured: 1,
      victims: { count: 3, female: 1, male: 2, ages: [] },
      suspects_female: 1,
      suspect_ages: [17, 30],
    }),
    fixtureEvent(2, {
      date: '2023-03-01',
      crime_committed: 'Attempted murder',
      province: 'Eastern Cape',
      municipality: 'Nelson Mandela Bay',
      victims_killed: 0,
      victims_injured: 2,
      victims: { count: 2, female: 0, male: 2, ages: [] },
      suspects_female: 0,
    }),
    fixtureEvent(3, {
      date: '2023-05-01',
      crime_committed: 'Rape',
      location: 'Umlazi',
      province: 'KwaZulu-Natal',
      municipality: 'eThekwini',
      victims: { count: 1, female: 1, male: 0, ages: [] },
      arrest_made: false,
    }),
    fixtureEvent(4, { date: null, crime_committed: 'Robbery', arrest_made: false }),
  ];
  const read = (question: string) => analyse(question, events, '2025-11-01');
  const asked = (question: string) => read(question).result;

  it('reads "the ratio of A to B" of people as A for every one of B', () => {
    expect(
      asked('What is the ratio of people killed to people injured, rounded to one decimal place?'),
    ).toMatchObject({
      type: 'number',
      value: 1,
    });
    expect(
      asked('What is the ratio of male victims to female victims, expressed as males per female?'),
    ).toMatchObject({ value: 2, complete: true });
  });

  it('reads "attempted murder on its own should not count as a murder" as a definition', () => {
    expect(
      asked(
        'Of the incidents in the Eastern Cape, what percentage involved a murder? Attempted murder on its own should not count as a murder.',
      ),
    ).toMatchObject({ value: 50 });
  });

  it('reads a percentage change between two years as one, not as a difference', () => {
    expect(asked('Percentage change in the number of incidents from 2020 to 2023?')).toMatchObject({
      value: 100,
    });
  });

  it('keeps only the dated events when "any without an incident date" are excluded', () => {
    expect(
      asked(
        'Restricting attention to the incidents where nobody was arrested, and excluding any without an incident date, what is the earliest incident date?',
      ),
    ).toMatchObject({ type: 'date', value: '2023-05-01', complete: true });
  });

  it('reads isiZulu crime words and province names, and a municipality joined to its locative prefix', () => {
    expect(asked('Ukubulala cases eMpumalanga Kapa - mangaki?')).toMatchObject({ value: 1, complete: true });
    expect(asked('How many incidents are on record for eThekwni metro?')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('sets aside what struck the asker and what they expect, and counts a count asked after a check', () => {
    expect(
      asked(
        'Here is the most surprising bit for me, women among the suspects, how many female suspects are there altogether?',
      ),
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(
      asked(
        'Is it correct that some of the suspects were women? State how many female suspects there were in total.',
      ),
    ).toMatchObject({ type: 'number', value: 1 });
    expect(
      asked(
        'Of everyone who lost their life across these incidents, what share died in the Eastern Cape, I have a hunch it is large?',
      ),
    ).toMatchObject({ value: 100, complete: true });
  });

  it('reads teenage suspects, a share of the women where it says, and lists the municipalities asked for', () => {
    expect(asked('were any of the suspects teenagers?? like 19 or younger. yes or no!')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(
      asked('what % of the victims were women or girls? only the ones where it actually says'),
    ).toMatchObject({
      value: 33,
    });
    expect(
      asked(
        'For the district forums, list the local and metro municipalities in the Eastern Cape that had a murder.',
      ),
    ).toMatchObject({ value: [{ name: 'Mnquma' }] });
  });

  it('refuses the households displaced, which no release records', () => {
    expect(asked('How many households were displaced by the murders?')).toMatchObject({ type: 'none' });
  });
});

describe('session 39: a known incident date is a day', () => {
  const events = [
    fixtureEvent(1, { date: '2023-06-03', crime_committed: 'Murder' }),
    fixtureEvent(2, { date: '2023-06-05', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: null, incident_month: '2023-03', crime_committed: 'Murder' }),
    fixtureEvent(4, { date: null, crime_committed: 'Murder' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('leaves a release that gives only the month out of the dated incidents, as of a share of weekends', () => {
    expect(asked('Of the incidents with a known date, what percentage fell on a weekend?')).toMatchObject({
      value: 50,
    });
    expect(asked('How many incidents have no incident date?')).toMatchObject({ value: 2 });
  });
});

describe('session 39, round fifty-seven: stories told, the place of the one found, gang-related murders, Kaaps', () => {
  const events = [
    fixtureEvent(1, {
      date: '2018-06-04',
      crime_committed: 'Cash-in-transit robbery',
      location: 'Malmesbury',
      province: 'Western Cape',
      municipality: 'Swartland',
      victims_killed: 1,
      suspects_arrested: 2,
    }),
    fixtureEvent(2, {
      date: '2014-10-26',
      crime_committed: 'Armed robbery',
      location: 'Moorreesburg',
      province: 'Western Cape',
      municipality: 'Swartland',
      suspects_arrested: 3,
    }),
    fixtureEvent(3, {
      date: '2022-07-15',
      crime_committed: 'Murder, Gang-related violence',
      location: 'Site B, Khayelitsha',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      victims_killed: 7,
      suspects_arrested: 1,
    }),
    fixtureEvent(4, {
      date: '2023-01-01',
      crime_committed: 'Murder',
      location: 'Mitchells Plain',
      province: 'Western Cape',
      municipality: 'City of Cape Town',
      victims_killed: 1,
      suspects_arrested: 4,
    }),
    fixtureEvent(5, { date: '2023-02-01', crime_committed: 'Poaching', suspects_arrested: 5 }),
  ];
  const read = (question: string) => analyse(question, events, '2025-11-01');
  const asked = (question: string) => read(question).result;

  it('sets aside the scene painted before the ask', () => {
    expect(
      asked(
        "There's a heist story I keep coming back to - armoured van, open road, rifles everywhere. When was the very first robbery in these releases?",
      ),
    ).toMatchObject({ type: 'date', value: '2014-10-26' });
  });

  it('answers the one incident asked for, not a grouping, when "Where did it happen?" follows', () => {
    expect(
      asked('Which single incident in here was the deadliest - the most people killed? Where did it happen?'),
    ).toMatchObject({ type: 'ranking', value: [{ value: 7 }] });
  });

  it('leaves out a municipality set aside, and lists the towns and villages of one', () => {
    expect(
      asked(
        'Setting aside the City of Cape Town, which municipality in the Western Cape recorded the most incidents?',
      ),
    ).toMatchObject({ value: [{ name: 'Swartland' }] });
    expect(
      asked('Could you kindly list the towns and villages within Swartland where the incidents took place?'),
    ).toMatchObject({
      complete: true,
      value: [{ value: 1 }, { value: 1 }],
    });
  });

  it('reads "how many of the murders were gang-related" as murders that were, not either', () => {
    expect(asked('How many of the murders were gang-related?')).toMatchObject({ value: 1 });
  });

  it('reads Kaaps: "net moord, nie attempted murder nie", "skollies gevang", "van die"', () => {
    expect(asked('hoeveel moord cases in die Wes-Kaap? net moord, nie attempted murder nie')).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(asked('hoeveel van die moorde was gang-related?')).toMatchObject({ value: 1 });
  });

  it('leaves out incidents tagged with a crime, and a list of crimes left out in brackets', () => {
    expect(
      asked('Sum of suspects arrested across all incidents, excluding any incident tagged poaching.'),
    ).toMatchObject({
      value: 10,
      complete: true,
    });
  });

  it('does not read a wish ("may the Lord keep you") as the month of May, nor a blessing as a topic', () => {
    expect(
      asked(
        'God bless you. When did the most recent murder in the Western Cape happen? Thank you, and may the Lord keep you.',
      ),
    ).toMatchObject({ type: 'date', value: '2023-01-01', complete: true });
  });

  it('reads "max" as the most, and a year-on-year drop in % as a percentage', () => {
    expect(asked('What is the maximum number of people killed in a single incident?')).toMatchObject({
      type: 'number',
      value: 7,
    });
    expect(asked('yoy rise in incident count from 2022 to 2023, in %?')).toMatchObject({ value: 100 });
  });
});

describe('session 39: greetings one after another', () => {
  it('reads "Hi there, quick question: Good day. ..." as the ask after them', () => {
    const plain = planQuestion('I write for the council. How many murders were there?', '2025-11-01');
    expect(
      planQuestion(
        'Hi there, quick question: Good day. I write for the council. How many murders were there?',
        '2025-11-01',
      ),
    ).toEqual(plain);
  });
});

describe('session 39, round fifty-eight: deaths said twice, case fatality, ties left out, metros, formulas, Mpuma', () => {
  const events = [
    fixtureEvent(1, {
      date: '2023-01-01',
      crime_committed: 'Murder',
      province: 'Mpumalanga',
      municipality: 'Bushbuckridge',
      victims_killed: 2,
      victims_injured: 2,
      relationship: 'partner',
      arrest_made: false,
    }),
    fixtureEvent(2, {
      date: '2023-02-01',
      crime_committed: 'Assault GBH',
      province: 'Gauteng',
      municipality: 'City of Johannesburg',
      victims_killed: 0,
      victims_injured: 0,
      relationship: 'acquaintance',
      arrest_made: true,
    }),
    fixtureEvent(3, {
      date: '2023-03-01',
      crime_committed: 'Robbery',
      location: 'a farm',
      province: 'Limpopo',
      municipality: null,
      victims_killed: 1,
      arrest_made: true,
    }),
    fixtureEvent(4, {
      date: '2023-04-01',
      crime_committed: 'Robbery',
      province: 'Limpopo',
      municipality: 'Polokwane',
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('counts people killed, not murders, when deaths are named twice over', () => {
    expect(
      asked(
        'Across the incidents that state a number of deaths (zeros included), what is the mean number of people killed per incident?',
      ),
    ).toMatchObject({ value: 1 });
  });

  it('reads "what percentage died" of all casualties as the killed among the killed and injured', () => {
    expect(
      asked(
        'Case fatality: of all casualties (killed plus injured, stated figures only), what percentage died?',
      ),
    ).toMatchObject({ value: 60 });
  });

  it('leaves out a tie said to be excluded', () => {
    expect(
      asked(
        "Where the attacker is the victim's partner or a family member (acquaintances excluded), how many victims were killed?",
      ),
    ).toMatchObject({ value: 2 });
  });

  it('does not count an event whose municipality is unknown as outside the metros', () => {
    expect(asked('How many incidents happened outside the metros?')).toMatchObject({ value: 2 });
  });

  it('reads a count over a count as a share, and COUNTA of a column as the incidents that state it', () => {
    expect(asked('=COUNTIF(arrest_made,FALSE)/COUNTA(incident) as a %')).toMatchObject({ value: 25 });
    expect(asked('=COUNTIF(relationship,"acquaintance")/COUNTA(relationship) as %')).toMatchObject({
      value: 50,
    });
  });

  it('reads "Mpuma" as Mpumalanga', () => {
    expect(asked('Which municipality in Limpopo or Mpuma lost the most lives?')).toMatchObject({
      value: [{ name: 'Bushbuckridge' }],
    });
  });
});

describe('session 39, round fifty-nine: "don\'t count", a chart\'s bar, the police catching someone, a reason after the ask', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-02-01',
      crime_committed: 'Murder',
      province: 'Free State',
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2019-03-01',
      crime_committed: 'Attempted murder',
      province: 'Free State',
      arrest_made: false,
    }),
    fixtureEvent(3, { date: null, crime_committed: 'Murder', province: 'Free State', arrest_made: true }),
    fixtureEvent(4, {
      date: '2020-01-01',
      crime_committed: 'Murder',
      province: 'Northern Cape',
      victims_police: 2,
    }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-11-01').result;

  it('reads "don\'t count" as leaving out, of undated incidents and of a crime of another degree', () => {
    expect(
      asked(
        "Year-by-year chart, need the 2019 bar: how many incidents happened in 2019? Don't count undated ones.",
      ),
    ).toMatchObject({ value: 2 });
    expect(
      asked(
        "How many more murder incidents in the Free State than in the Northern Cape? Don't count attempted murders.",
      ),
    ).toMatchObject({ value: 1 });
  });

  it('reads "did the police catch someone" as an arrest, and "as a percent please" as a share', () => {
    expect(
      asked(
        'In how many of the incidents did the police catch someone? As a percent please, not the number.',
      ),
    ).toMatchObject({
      value: 50,
    });
  });

  it('sets aside why the figure is needed, said after the ask', () => {
    expect(
      asked(
        'How many police officers were victims, on or off duty? Need it to set against attacks on SAPS members in KZN.',
      ),
    ).toMatchObject({ value: 2, complete: true });
  });
});

describe('session 40: the place of the first or last incident', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('answers "where" of the earliest or latest incident with its place, not its date', () => {
    expect(asked('where did the earliest murder hapen')).toMatchObject({
      type: 'list',
      value: ['Mthatha, Eastern Cape'],
    });
    expect(asked('Where was the most recent murder?')).toMatchObject({
      type: 'list',
      value: ['Tembisa, Gauteng'],
    });
  });

  it('answers at the level the question names, and keeps "when" a date', () => {
    expect(asked('Which province had the latest truck hijacking?')).toMatchObject({
      type: 'list',
      value: ['Gauteng'],
    });
    expect(asked('When was the latest murder?')).toMatchObject({ type: 'date', value: '2024-01-13' });
  });
});

describe('session 40: the bar of a timeline and the words of legal English', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('reads "the 2024 bar for the timeline" as a chart, not a bar where it happened', () => {
    expect(asked('2024 bar for the timeline: how many incidents happened in 2024?')).toMatchObject({
      value: 3,
      complete: true,
    });
  });

  it('passes over "viz." and "several", which choose no events', () => {
    expect(
      asked('Counting each stated age once, viz. every age given, what is the oldest suspect age?'),
    ).toMatchObject({ value: 44, complete: true });
    expect(
      asked('Of the murders, inter alia those with several charges, how many were in Gauteng?'),
    ).toMatchObject({
      value: 2,
      complete: true,
    });
  });
});

describe('session 40: a place put as the subject of a superlative, to be checked', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('checks whether the place comes first among its level, not what comes first within it', () => {
    expect(asked("I think it's Gauteng that has the most incidents overall, confirm?")).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(asked('Eastern Cape had the most murders?')).toMatchObject({ type: 'yes_no', value: false });
    expect(asked('Limpopo has the fewest incidents, right?')).toMatchObject({ type: 'yes_no', value: true });
  });

  it('keeps a ranking within a place that is only where it counts', () => {
    expect(asked('In Gauteng, which crime had the most incidents?')).toMatchObject({ type: 'ranking' });
  });
});

describe('session 40: a date put forward for the first or last incident', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('answers with the date found, the claimed date neither a window nor a count', () => {
    for (const question of [
      'Earliest incident date - I have 5 March 2022, is that correct?',
      'Earliest incident date - I have 10 June 2023. Is that correct?',
      'Date of the first incident: I got 10 June 2023, right?',
    ])
      expect(asked(question), question).toMatchObject({ type: 'date', value: '2022-03-05' });
    expect(asked('latest murder: I got 2 March 2024, right?')).toMatchObject({
      type: 'date',
      value: '2024-01-13',
    });
  });
});

describe('session 40: queries typed with an OR group and a row asked for', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('reads an OR of equalities on one column as either value', () => {
    expect(
      asked('count rows where province="Gauteng" AND (crimes="murder" OR crimes="truck hijacking")'),
    ).toMatchObject({ value: 3 });
    expect(
      asked(
        "SELECT COUNT(*) FROM events WHERE province='Eastern Cape' AND (crimes='murder' OR crimes='house robbery')",
      ),
    ).toMatchObject({ value: 2 });
  });

  it('reads "which one is row 1" of a sorted grouping as the top of a ranking', () => {
    expect(asked('group by province, SUM(victims_injured), sort desc - which one is row 1?')).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Gauteng', value: 5 }],
    });
  });
});

describe('session 40: a grouping by period with its top asked for', () => {
  it('ranks the periods when "which month" or "which year" asks for the most', () => {
    expect(analyse('murders by year: which year had the most?', EVENTS, '2025-06-15').result).toMatchObject({
      type: 'ranking',
      value: [{ name: '2022' }, { name: '2023' }, { name: '2024' }],
    });
    expect(
      analyse('people injured by month, all years pooled: which month is the max?', EVENTS, '2025-06-15')
        .result,
    ).toMatchObject({ type: 'ranking', value: [{ name: 'June', value: 5 }] });
  });
});

describe('session 40: the mode, the most frequent value', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('gives the most frequent figure per event, not a ranking, though "most frequent" is said', () => {
    // Injured stated: 2 and 5; police stated: 1, 0, 2; the suspects' ages 19, 44, 31, 27 each once.
    expect(
      asked(
        'What is the mode of the number of police victims per incident? (the most frequent value, not the mean)',
      ),
    ).toMatchObject({ type: 'list', value: ['0', '1', '2'] });
    expect(asked('mode of the number injured per incident, only where stated')).toMatchObject({
      type: 'list',
      value: ['2', '5'],
    });
  });

  it('gives one age when one is most frequent', () => {
    const events = [
      fixtureEvent(1, { suspect_ages: [22, 30] }),
      fixtureEvent(2, { suspect_ages: [30] }),
      fixtureEvent(3, { suspect_ages: [41] }),
    ];
    expect(analyse('What is the modal age of the suspects?', events, '2025-06-15').result).toMatchObject({
      type: 'number',
      value: 30,
    });
  });
});

describe("session 40: the undated left out of a share's base", () => {
  const events = [
    fixtureEvent(1, { date: '2021-03-01', crime_committed: 'Murder' }),
    fixtureEvent(2, { date: '2022-03-01', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: '2023-03-01', crime_committed: 'Murder' }),
    fixtureEvent(4, { date: '2020-03-01', crime_committed: 'Murder' }),
    fixtureEvent(5, { date: null, published_date: '2024-01-10', crime_committed: 'Murder' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('takes the share of the dated incidents, however the base is said to be dated', () => {
    for (const question of [
      "What percentage of the dated incidents happened in 2022 or later? Don't count the undated releases in the base either.",
      'What share of the incidents happened in 2022 or later? Leave the undated ones out of the base.',
    ])
      expect(asked(question), question).toMatchObject({ value: 50 });
  });
});

describe('session 40: a place set against the larger place that holds it', () => {
  const events = [
    fixtureEvent(1, { location: 'Soweto', province: 'Gauteng', victims_killed: 3 }),
    fixtureEvent(2, { location: 'Soweto', province: 'Gauteng', victims_killed: 2 }),
    fixtureEvent(3, { location: 'Tembisa', province: 'Gauteng', victims_killed: 1 }),
    fixtureEvent(4, { location: 'Pretoria', province: 'Gauteng', victims_killed: 1 }),
    fixtureEvent(5, { location: 'Polokwane', province: 'Limpopo', victims_killed: 9 }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('sets it against the rest of the larger place', () => {
    expect(
      asked('How many more people were killed in Soweto than in all the other places of Gauteng combined?'),
    ).toMatchObject({ type: 'number', value: 3 });
    expect(asked('Were there more incidents in Soweto than in the rest of Gauteng?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });
});

describe('session 40: every kind listed after "whether"', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('counts them all when the list only says every kind is in', () => {
    expect(
      asked(
        'How many police officers were among the victims, whether killed, injured or otherwise attacked?',
      ),
    ).toMatchObject({ value: 3, complete: true });
  });

  it('keeps a list of kinds of people that defines the count', () => {
    expect(
      asked('In how many incidents did the victim know the attacker, whether a partner or a family member?'),
    ).toMatchObject({ value: 2 });
  });
});

describe('session 40, round sixty: claims that hold up, ratios of the sexes, costs and family, examples in brackets', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('reads "does that hold up" as a check of the claim, not as a robbery', () => {
    expect(
      asked('We say Gauteng had more murders than the Eastern Cape in these releases - does that hold up?'),
    ).toMatchObject({ type: 'yes_no', value: true });
    expect(asked('How many hold-ups in Gauteng?')).toMatchObject({ value: 0 });
  });

  it('reads "a dozen" as twelve', () => {
    expect(asked('We say more than a dozen people were injured. Does that hold up?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads "the ratio of female to male victims" with the noun said once', () => {
    const events = [
      fixtureEvent(1, { victims: { count: 3, female: 1, male: 2, ages: [] } }),
      fixtureEvent(2, { victims: { count: 3, female: 2, male: 1, ages: [] } }),
      fixtureEvent(3, { victims: { count: 2, female: 0, male: 2, ages: [] } }),
    ];
    expect(
      analyse('What is the ratio of female to male victims?', events, '2025-06-15').result,
    ).toMatchObject({
      type: 'number',
      value: 0.6,
    });
  });

  it('refuses costs and family situations, which no release records', () => {
    expect(asked('What was the average cost to the state per arrest?')).toMatchObject({ type: 'none' });
    expect(asked('How many of the child victims were orphans or living in foster care?')).toMatchObject({
      type: 'none',
      complete: true,
    });
  });

  it('takes places in brackets that end "etc" as examples of the place before them', () => {
    expect(asked('Soweto (Emdeni, Orlando, Meadowlands etc) - how many incidents there?')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('reads the City of Cape Town and the police station by their short and Afrikaans names', () => {
    expect(planQuestion('How many incidents in the CCT metro?', '2025-06-15').filters.places).toEqual([
      'City of Cape Town',
    ]);
    expect(planQuestion('In watter jaar were the most murders?', '2025-06-15').group_by).toBe('year');
  });
});

describe('session 40: what a checked claim says is what is asked', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('refuses a claim about what no event records, never answering "yes" about every event', () => {
    expect(asked('We say the suspects were unemployed - is that true?')).toMatchObject({ type: 'none' });
    expect(asked('Someone says most of the suspects were unemployed - is that true?')).toMatchObject({
      type: 'none',
    });
  });

  it('counts what the claim names when the ask only asks for the figure', () => {
    expect(
      asked(
        'We say about a quarter of the incidents here involved a child victim - what is the actual percentage?',
      ),
    ).toMatchObject({ type: 'number', value: 17 });
  });

  it('takes who made the claim as no topic of it', () => {
    expect(
      asked('An MEC claimed Gauteng had more murder incidents than the Eastern Cape. Is that true?'),
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });
});

describe('session 40: convictions asked "later in court"', () => {
  it('says what courts decided later is not in the releases', () => {
    expect(
      analyse('Of all the arrested suspects, how many were later in court convicted?', EVENTS, '2025-06-15')
        .result,
    ).toMatchObject({ type: 'none' });
  });
});

describe('session 40: a weekday checked for first place', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('checks whether the day named comes first among the days of the week', () => {
    // Saturdays: 5 March 2022, 10 June 2023, 13 January 2024, 17 August 2024, 2 November 2024.
    expect(
      asked('We say Saturday comes up more often than any other day of the week - does that hold up?'),
    ).toMatchObject({ type: 'yes_no', value: true });
    expect(asked('Were there more incidents on Thursdays than on any other day?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });
});

describe('session 40: a figure asked "in rand", with or without its question mark', () => {
  it('refuses it either way', () => {
    for (const question of [
      'Total cash value lost in the robberies, in rand?',
      'Total cash value lost in the robberies, in rand',
    ])
      expect(analyse(question, EVENTS, '2025-06-15').result, question).toMatchObject({
        type: 'none',
        complete: true,
      });
  });
});

describe('session 40: tags, a taxi rank, the month of a moment and one incident', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('reads a misspelt crime written as a tag', () => {
    expect(asked('latest #hijackng case date?')).toMatchObject({ type: 'date', value: '2025-02-20' });
  });

  it('takes "the rank" where people wait for taxis as no ranking', () => {
    expect(
      asked('people at the rank say so, but how many of the murders happened on a Saturday?'),
    ).toMatchObject({
      type: 'number',
      value: 3,
    });
  });

  it('gives the month or year of the first or last incident when that is asked', () => {
    expect(asked('In which month did the earliest murder take place?')).toMatchObject({
      type: 'list',
      value: ['March 2022'],
    });
    expect(asked('In what year was the most recent hijacking?')).toMatchObject({
      type: 'list',
      value: ['2025'],
    });
  });

  it('reads "in connection with one incident" as the most in one incident', () => {
    const events = [
      fixtureEvent(1, { suspects_arrested: 3 }),
      fixtureEvent(2, { suspects_arrested: 5 }),
      fixtureEvent(3, { suspects_arrested: 1 }),
    ];
    expect(
      analyse(
        'What was the largest number of suspects arrested in connection with one incident?',
        events,
        '2025-06-15',
      ).result,
    ).toMatchObject({ type: 'number', value: 5 });
  });
});

describe('session 40: "Yes or no," opening a second ask', () => {
  it('answers yes or no', () => {
    expect(
      analyse(
        'In Gauteng, was there any hijacking where the cops did catch somebody? Yes or no, did they arrest anybody?',
        [fixtureEvent(1, { crime_committed: 'Truck hijacking', suspects_arrested: 2, arrest_made: true })],
        '2025-06-15',
      ).result,
    ).toMatchObject({ type: 'yes_no', value: true });
  });
});

describe('session 40: a difference asked, then a yes or no put after it', () => {
  it('answers the difference', () => {
    expect(
      analyse(
        'How many more murders were there in Gauteng than in the Eastern Cape? Is Gauteng worse?',
        EVENTS,
        '2025-06-15',
      ).result,
    ).toMatchObject({ type: 'number', value: 1 });
  });
});

describe('session 40: a place named to locate the one before it', () => {
  it('is no side of its own', () => {
    const events = [
      fixtureEvent(1, { location: 'Umlazi', province: 'KwaZulu-Natal' }),
      fixtureEvent(2, { location: 'Durban', province: 'KwaZulu-Natal' }),
      fixtureEvent(3, { location: 'Polokwane', province: 'Limpopo' }),
      fixtureEvent(4, { location: 'Seshego', province: 'Limpopo' }),
    ];
    expect(
      analyse(
        'How many more incidents were there in Limpopo than in the eThekwini metro around Durban?',
        events,
        '2025-06-15',
      ).result,
    ).toMatchObject({ type: 'number', value: 0 });
  });
});

describe('session 40, round sixty-one: official figures, Sesotho, "relative to", records that lack a date', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('refuses a comparison with the official statistics instead of failing on "official SAPS"', () => {
    expect(
      asked(
        'How do these incident counts compare with the official SAPS quarterly crime statistics for the same provinces?',
      ),
    ).toMatchObject({ type: 'none', complete: true });
  });

  it('reads the Sesotho words for murders, victims, how many and the provinces', () => {
    expect(asked('Dipolao tse kae di etsahetse Gauteng?')).toMatchObject({ value: 2, complete: true });
    expect(
      asked('Mapolesa a makae - how many police officers were victims ko Kapa Botjhabela?'),
    ).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('reads "relative to 2023" as the base of a change, not a relative', () => {
    expect(
      asked(
        'What was the percentage increase in the number of incidents from 2023 to 2024, relative to 2023?',
      ),
    ).toMatchObject({ value: 200 });
  });

  it('reads records that "lack an event date" as the undated', () => {
    const events = [
      fixtureEvent(1, {}),
      fixtureEvent(2, { date: null }),
      fixtureEvent(3, {}),
      fixtureEvent(4, {}),
    ];
    expect(
      analyse(
        'What proportion of incident records lack an event date? Use all incidents as the base.',
        events,
        '2025-06-15',
      ).result,
    ).toMatchObject({ value: 25 });
  });

  it('reads "did any ... go down" as happening, not a fall', () => {
    expect(asked('Did any murder go down over a weekend? y/n')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('session 40: people "recorded as" killed', () => {
  it('are the people killed, not the murders', () => {
    expect(
      analyse(
        'Of all persons recorded as killed, what percentage were killed in Gauteng?',
        [
          fixtureEvent(1, { province: 'Gauteng', victims_killed: 1 }),
          fixtureEvent(2, { province: 'Limpopo', location: 'Polokwane', victims_killed: 3 }),
        ],
        '2025-06-15',
      ).result,
    ).toMatchObject({ type: 'number', value: 25 });
  });
});

describe('session 40, round sixty-one: districts, conditional probabilities, legal English', () => {
  const asked = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('counts an event in a local municipality as in its district', () => {
    const events = [
      fixtureEvent(1, {
        location: 'Butterworth',
        province: 'Eastern Cape',
        municipality: 'Mnquma',
        victims_killed: 2,
      }),
      fixtureEvent(2, {
        location: 'Mthatha',
        province: 'Eastern Cape',
        municipality: 'King Sabata Dalindyebo',
        victims_killed: 5,
      }),
    ];
    expect(
      analyse('Amathole district - how many people killed altogether?', events, '2025-06-15').result,
    ).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('reads "conditional on ..., the probability that it ..." as a share of the condition', () => {
    expect(
      asked(
        'Conditional on the incident involving a murder, what is the probability that it occurred in Gauteng?',
      ),
    ).toMatchObject({ value: 67 });
    expect(
      asked(
        'Conditional on an incident being in Gauteng, what is the expected number of people injured per incident?',
      ),
    ).toMatchObject({
      value: 5,
    });
  });

  it('reads "of the female sex" and "lost his or her life"', () => {
    const events = [
      fixtureEvent(1, { suspects_female: 2, victims_killed: 1 }),
      fixtureEvent(2, { suspects_female: 1, victims_killed: 0 }),
    ];
    expect(
      analyse('How many of the accused were of the female sex?', events, '2025-06-15').result,
    ).toMatchObject({
      value: 3,
      complete: true,
    });
    expect(
      analyse(
        'How many matters were there in which at least one person lost his or her life?',
        events,
        '2025-06-15',
      ).result,
    ).toMatchObject({ value: 1, complete: true });
  });
});

describe('session 41: ranges, stations written in lower case, bail, and a place set aside', () => {
  const events = [
    fixtureEvent(1, { victims_killed: 7, suspect_ages: [19, 30], police_station: 'Johannesburg Central' }),
    fixtureEvent(2, { victims_killed: 1, suspect_ages: [58], police_station: 'Johannesburg Central' }),
    fixtureEvent(3, { victims_killed: null, police_station: 'Hillbrow', location: 'Hillbrow' }),
    fixtureEvent(4, {
      victims_killed: 2,
      location: 'Umlazi',
      province: 'KwaZulu-Natal',
      police_station: 'Umlazi',
    }),
    fixtureEvent(5, { victims_killed: 3, location: 'Glenwood, Durban', province: 'KwaZulu-Natal' }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');
  const plan = (question: string) => planQuestion(question, '2025-06-15');

  it('gives the range of a per-incident figure, the range spelt out asking for no incident', () => {
    const range = ask(
      'Determine the range of the number of people killed per incident, that is, the largest number killed in one incident minus the smallest, over the incidents where it is stated.',
    );
    expect(range.result).toMatchObject({ type: 'number', value: 6, complete: true, not_applied: [] });
    expect(range.text).toContain('the fewest people killed any event states is 1 and the most 7');
  });

  it('gives the range of stated ages, oldest minus youngest', () => {
    const range = ask("What is the range of the suspects' ages?");
    expect(range.result).toMatchObject({ type: 'number', value: 39 });
    expect(range.text).toContain('the youngest is 19, the oldest 58');
  });

  it('reads a police station written in lower case when it starts with a town, and never a province', () => {
    expect(ask('how many cases came thru joburg central police station tho').result).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(plan('which gauteng police station had the most murders').filters.stations).toBe(undefined);
    expect(plan('Which Gauteng police station had the most murders?').filters.places).toEqual(['Gauteng']);
    expect(plan('how many murders did the local police station handle').filters.stations).toBe(undefined);
  });

  it('refuses any ask about bail, which no event records', () => {
    expect(ask('how much was bail for the suspects tho, like the avg amount').text).toContain(
      'do not record bail',
    );
    expect(
      plan('For the purposes of a bail application, how many murders were there in 2024?').asks_unrecorded,
    ).toBeFalsy();
  });

  it('does not take a place set aside ("not the whole of eThekwini") as the place pointed back to', () => {
    const umlazi = ask(
      'Umlazi, not the whole of eThekwini - whats the body count there? How many people were killed in Umlazi incidents?',
    );
    expect(umlazi.result).toMatchObject({ value: 2, complete: true });
  });
});

describe('session 41: what someone says after the ask, a heading "in here", short names', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-05-01',
      location: 'Tembisa',
      municipality: 'City of Ekurhuleni',
      crime_committed: 'House robbery',
    }),
    fixtureEvent(2, {
      date: '2020-05-01',
      location: 'Soweto',
      municipality: 'City of Johannesburg',
      crime_committed: 'House robbery',
    }),
    fixtureEvent(3, {
      date: '2021-05-01',
      location: 'Kimberley',
      province: 'Northern Cape',
      victims: { count: 3, female: 2, male: 1, ages: [] },
    }),
    fixtureEvent(4, {
      date: '2022-05-01',
      location: 'Giyani',
      province: 'Limpopo',
      crime_committed: 'Murder',
    }),
    fixtureEvent(5, {
      date: '2023-05-06',
      location: 'Polokwane',
      province: 'Limpopo',
      crime_committed: 'Robbery',
    }),
    fixtureEvent(6, { date: '2018-06-04', location: 'Meyerton', crime_committed: 'Cash-in-transit robbery' }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15').result;

  it('takes what people say after the ask as no condition', () => {
    expect(ask('hw many house robberies in ekurhuleni?? ppl keep saying its only a jhb thing')).toMatchObject(
      {
        value: 1,
        complete: true,
      },
    );
    expect(ask('hw many female victims in the northern cape? some1 said its mostly men there')).toMatchObject(
      {
        value: 2,
        complete: true,
      },
    );
    expect(
      planQuestion('which municipality has the most incidents? thought it was mbombela lol', '2025-06-15')
        .filters.places,
    ).toEqual([]);
  });

  it('keeps the incident a heading names "in here" when the ask after it only asks its date', () => {
    expect(ask('The first CIT heist in here. The earliest one. What date did it happen?')).toMatchObject({
      type: 'date',
      value: '2018-06-04',
    });
    expect(
      ask('Most recent Lim incident in here. What date? Thohoyandou studio wants it for the bulletin.'),
    ).toMatchObject({
      type: 'date',
      value: '2023-05-06',
    });
  });

  it('reads "Lim" as Limpopo and "wk" as week', () => {
    expect(ask('Lim murders. How many cases in this notebook?')).toMatchObject({ value: 1, complete: true });
    expect(planQuestion('which day of the wk had the most ppl killd', '2025-06-15').group_by).toBe('weekday');
  });
});

describe('session 41: quarters, a province no event is in, queries typed without FROM, the dark figure', () => {
  const events = [
    fixtureEvent(1, { date: '2023-02-10', police_station: 'Moroka', municipality: 'City of Johannesburg' }),
    fixtureEvent(2, { date: '2024-03-12', police_station: 'Moroka', municipality: 'City of Johannesburg' }),
    fixtureEvent(3, {
      date: '2024-07-19',
      police_station: 'Umlazi',
      municipality: 'eThekwini',
      province: 'KwaZulu-Natal',
      location: 'Umlazi',
      victims_killed: 2,
    }),
    fixtureEvent(4, { date: null, police_station: null, municipality: null, victims_killed: 1 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads a quarter with no year as that quarter of every year, and "this quarter" as the current one', () => {
    expect(ask('How many incidents in the first quarter?').result).toMatchObject({
      value: 2,
      complete: true,
    });
    expect(ask('How many incidents in Q3?').result).toMatchObject({ value: 1, complete: true });
    expect(planQuestion('How many incidents this quarter?', '2025-06-15').filters.periods).toMatchObject([
      { from: '2025-04-01', to: '2025-06-30' },
    ]);
    expect(planQuestion('How many incidents last quarter?', '2025-06-15').filters.periods).toMatchObject([
      { from: '2025-01-01', to: '2025-03-31' },
    ]);
  });

  it('never reads a province spelt right as another because only the other has events', () => {
    expect(ask('How many incidents in the Eastern Cape?').text).not.toContain('Western Cape');
    expect(ask('How many incidents in the Eastern Cape?').result).toMatchObject({ value: 0 });
  });

  it('reads a query typed without FROM, or opening with count(distinct ...), and IS NULL', () => {
    expect(ask('count(distinct police_station) where police_station is not null').result).toMatchObject({
      value: 2,
    });
    expect(ask('SELECT COUNT(*) FROM events WHERE municipality IS NULL;').result).toMatchObject({ value: 1 });
    expect(ask('how many rows have null event_date').result).toMatchObject({ value: 1, complete: true });
    expect(
      ask('count(*) where victims_killed > 0 group by dayname(event_date) order by 2 desc limit 1').result,
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Friday', value: 1 }] });
  });

  it('refuses the dark figure and unreported crime, which leave no release', () => {
    expect(
      ask(
        "For the purposes of this question, the 'dark figure' of crime is the proportion of offences never reported to the police. What is the dark figure for rape?",
      ).result,
    ).toMatchObject({ type: 'none' });
    expect(ask('How many unreported murders were there?').result).toMatchObject({ type: 'none' });
    expect(ask('How many murders were reported in Soweto?').result).toMatchObject({ type: 'number' });
  });
});

describe('session 41: claims put by a client, places listed or addressed, suspects of a sex', () => {
  const events = [
    fixtureEvent(1, { date: '2021-11-17', location: 'Hillbrow', crime_committed: 'Carjacking, Kidnapping' }),
    fixtureEvent(2, {
      date: '2020-03-08',
      location: 'Site B, Khayelitsha',
      province: 'Western Cape',
      crime_committed: 'Mass shooting',
      victims: { count: 14, female: 0, male: 14, ages: [] },
      suspects_arrested: 1,
    }),
    fixtureEvent(3, {
      date: '2022-01-05',
      location: 'Umlazi',
      province: 'KwaZulu-Natal',
      crime_committed: 'Cash-in-transit robbery',
      suspects_female: 1,
    }),
    fixtureEvent(4, {
      date: '2023-01-05',
      location: 'Mthatha',
      province: 'Eastern Cape',
      crime_committed: 'Cash-in-transit robbery',
      summary: 'Suspects fled towards Polokwane.',
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15').result;

  it('counts what a claim names when the ask after it names nothing of its own', () => {
    expect(
      ask(
        "Verify: my client's affidavit says there were three cash-in-transit robberies in the Eastern Cape in these records. How many do the records actually show?",
      ),
    ).toMatchObject({ value: 1, complete: true });
  });

  it('checks the date a client puts forward rather than searching in it', () => {
    expect(
      ask(
        'My client says the Hillbrow hijacking and kidnapping took place in December 2021. On what date did it happen according to the record?',
      ),
    ).toMatchObject({ type: 'date', value: '2021-11-17', complete: true });
  });

  it('reads a place after a comma that holds the one before as its address, and a listed place as a place', () => {
    expect(
      ask(
        'Is it correct that the mass shooting at Site C, Khayelitsha had more than ten victims and that only one suspect was arrested?',
      ),
    ).toMatchObject({ type: 'yes_no', value: false });
    expect(ask('Umlazi, Inanda or KwaMashu - any of them in this lot at all? y/n')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(ask('Is there even one case from Polokwane in these reports? Yes or no.')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads suspects of a sex with the records named between', () => {
    expect(ask('Were any of the suspects in these reports women? Just yes or no please.')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('session 41: who sets the asker to work, what they live with, headings and quoted claims', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-05-04',
      location: 'Delft',
      province: 'Western Cape',
      crime_committed: 'Attempted murder',
      victims_killed: 0,
    }),
    fixtureEvent(2, {
      date: '2020-05-06',
      location: 'Soweto',
      crime_committed: 'Kidnapping',
      victims_killed: 1,
    }),
    fixtureEvent(3, { date: '2021-05-08', location: 'Soweto', crime_committed: 'Murder', victims_killed: 2 }),
    fixtureEvent(4, {
      date: '2022-05-09',
      location: 'Kimberley',
      province: 'Northern Cape',
      crime_committed: 'Rape',
    }),
    fixtureEvent(5, {
      date: '2023-05-10',
      location: 'Upington',
      province: 'Northern Cape',
      crime_committed: 'Rape',
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15').result;

  it('takes a school project, a teacher, an apology and examples "or whatever" as no condition', () => {
    expect(
      ask(
        'hi sorry im doing a project for school and i need to know how many kidnapings there was from 2019 onwards',
      ),
    ).toMatchObject({ value: 1, complete: true });
    expect(
      ask(
        'ok so my teacher says we must look at patterns so on which day of the week did the most incidents where someone died happen, like monday or tuesday or whatever',
      ),
    ).toMatchObject({ type: 'ranking', complete: true });
    expect(
      ask('how many rape cases were there in the Northern Cape, sorry if this is a dumb question'),
    ).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('takes what the asker lives with, after the ask, as no condition', () => {
    expect(ask('hoeveel attempted murders altogether? By ons in Delft its every weekend')).toMatchObject({
      value: 1,
      complete: true,
    });
  });

  it('keeps the base a share names when a heading names the part first', () => {
    expect(
      ask(
        'Kidnapping in Gauteng: what percentage of Gauteng incidents involved a kidnapping? One decimal place.',
      ),
    ).toMatchObject({ value: 50 });
  });

  it('reads a quoted claim the ask only checks as the claim, and "borne out" as true', () => {
    expect(
      ask(
        'The draft says: "The Northern Cape recorded more rape cases than any other province." Is that borne out?',
      ),
    ).toMatchObject({ type: 'yes_no', value: true });
    expect(ask('my friend says Gauteng had more murders than the Northern Cape, is it true?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('session 41: a claim that there were none, defined terms, female accused', () => {
  const ask = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('checks a claim of none as none, so that a right claim is answered yes', () => {
    expect(
      ask("An old colleague reckons there isn't a single murder docket in Limpopo. Is he right, y/n?"),
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(ask('Someone says there were no murders in Gauteng. Is that right?')).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('reads a term the question defines as what it means', () => {
    expect(
      ask(
        'For the purposes of this analysis, "lethal violence" means any incident recorded as murder or culpable homicide. How many incidents of lethal violence are recorded?',
      ),
    ).toMatchObject({ complete: true, measure: expect.stringContaining('murder or culpable homicide') });
  });

  it('reads "at least one female among the accused" as a female suspect', () => {
    expect(
      planQuestion('How many dockets had at least one female among the accused?', '2025-06-15').filters
        .people,
    ).toEqual([{ field: 'female_suspects', min: 1 }]);
  });
});

describe('session 41: words typed together, table places, indirect yes or no, dates known, running totals', () => {
  const events = [
    fixtureEvent(1, { date: '2018-05-05', province: 'Gauteng', suspects_arrested: 2, victims_injured: 0 }),
    fixtureEvent(2, { date: '2019-05-06', province: 'Gauteng', suspects_arrested: 1, victims_injured: 0 }),
    fixtureEvent(3, {
      date: '2020-05-09',
      location: 'Umlazi',
      province: 'KwaZulu-Natal',
      suspects_arrested: 5,
      victims_injured: 3,
    }),
    fixtureEvent(4, { date: null, location: 'Umlazi', province: 'KwaZulu-Natal', victims_injured: 1 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15').result;

  it('splits a question word typed against the next word', () => {
    expect(ask('howmany incidents in kzn')).toMatchObject({ value: 2, complete: true });
    expect(ask('whichprovince had the most incidents')).toMatchObject({ type: 'ranking', complete: true });
  });

  it('reads "the province in first place" as the top of a ranking', () => {
    expect(
      ask('Rank the provinces by the number of suspects arrested and name the province in first place.'),
    ).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'KwaZulu-Natal', value: 5 },
        { name: 'Gauteng', value: 3 },
      ],
    });
  });

  it('answers "tell me whether any ..." yes or no', () => {
    expect(ask('Could you tell me whether any incident in Umlazi happened on a Saturday?')).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('reads incidents "whose date is known" as the dated ones, and sets publication dates aside', () => {
    expect(
      ask('Of the incidents whose date is known, what percentage happened on a Saturday?'),
    ).toMatchObject({
      value: 67,
    });
    expect(ask('Count the incidents from 2019 to 2020. Ignore publication dates.')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('reads "up to and including" a year as a running total to its end', () => {
    expect(ask('Cumulative count: how many incidents happened up to and including 2019?')).toMatchObject({
      value: 2,
      complete: true,
    });
  });

  it('reads "the most common value" as the mode and a range explained in brackets', () => {
    expect(ask('Most common value for the number of people injured per incident?')).toMatchObject({
      value: 0,
    });
    expect(ask('What is the range (highest minus lowest) of people injured per incident?')).toMatchObject({
      value: 3,
    });
  });

  it('refuses ward boundaries and reads isiZulu "kangaki" and "yebo or cha"', () => {
    expect(ask('How many of these incidents happened inside my ward boundaries?')).toMatchObject({
      type: 'none',
    });
    expect(ask('Kangaki incidents in Gauteng?')).toMatchObject({ value: 2, complete: true });
    expect(ask('Any incident in Umlazi? Yebo or cha?')).toMatchObject({ type: 'yes_no', value: true });
  });
});

describe('session 41: spreadsheet functions, rates written as their parts, motives and makes of cars', () => {
  const ask = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('reads AVERAGEIF with the averaged column last, MINIFS as the earliest date, and COUNTIFS minus COUNTIFS', () => {
    expect(planQuestion('AVERAGEIF(crimes,"kidnapping",num_suspects_arrested)', '2025-06-15')).toMatchObject({
      measure: { kind: 'average', field: 'suspects_arrested' },
      filters: { crimes: [{ name: 'kidnapping' }] },
    });
    expect(
      planQuestion('MINIFS(event_date, province, "Gauteng", crimes, "murder")', '2025-06-15'),
    ).toMatchObject({
      intent: 'when',
      moment: 'earliest',
      filters: { places: ['Gauteng'] },
    });
    expect(
      ask('=COUNTIFS(province,"Gauteng",crimes,"murder")-COUNTIFS(province,"Eastern Cape",crimes,"murder")'),
    ).toMatchObject({ type: 'number', complete: true, measure: expect.stringContaining('difference') });
  });

  it('reads a share written as numerator and denominator, and "female as % of victims"', () => {
    expect(
      planQuestion(
        'Arrest rate — numerator: incidents where an arrest was made; denominator: all incidents in the notebook.',
        '2025-06-15',
      ).filters.arrest,
    ).toBe('made');
  });

  it('refuses the motive behind murders and the make and colour of cars taken', () => {
    expect(ask('What was the most common motive behind the murders in these releases?')).toMatchObject({
      type: 'none',
    });
    expect(ask('wat cars were taken in the hijackings? make n colour pls asap')).toMatchObject({
      type: 'none',
    });
  });

  it('reads "unyaka 2020 to now" as from 2020', () => {
    expect(
      planQuestion('from unyaka 2020 to now, how many murders?', '2025-06-15').filters.periods,
    ).toMatchObject([{ from: '2020-01-01' }]);
  });
});

describe('session 41: a claim that none did, "what date did it go down", when the asker publishes', () => {
  const ask = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('checks "none of these incidents happened on a Sunday" as a claim of none', () => {
    expect(
      planQuestion(
        'A producer claims that none of these incidents happened on a Sunday. Is that right - yes or no?',
        '2025-06-15',
      ),
    ).toMatchObject({ yes_no_bounds: { max: 0 } });
  });

  it('reads "what date did it go down" as the date of the incident, not a fall', () => {
    expect(ask('Last hijacking in Gauteng - what date did it go down?')).toMatchObject({ type: 'date' });
  });

  it('takes the day the asker broadcasts as no period, and figures left out when unstated as nothing more', () => {
    expect(
      planQuestion('If we broadcast on 1 June 2026, what was the date of the earliest murder?', '2025-06-15')
        .filters.periods,
    ).toEqual([]);
    expect(
      planQuestion(
        'What is the mean number of victims in the murder incidents, leaving out any without a stated count?',
        '2025-06-15',
      ).filters.words,
    ).toEqual([]);
  });
});

describe('session 41: incidents that "dropped" on a day, and which date counts said in brackets', () => {
  it('counts incidents that dropped on a day, and takes "(by incident date)" as no grouping', () => {
    expect(
      planQuestion(
        'How many incidents dropped on a Friday or Saturday night-out day? (by incident date)',
        '2025-06-15',
      ),
    ).toMatchObject({ intent: 'count', filters: { weekdays: [{ days: [5] }, { days: [6] }] } });
    expect(planQuestion('Did murders drop in 2023?', '2025-06-15').intent).toBe('trend');
  });
});

describe("session 41: what everyone says before the ask, the asker's farm, people pointed back to", () => {
  it('takes a saying put to the ask after it as no condition', () => {
    expect(
      planQuestion(
        'Everyone says Friday night is when it all goes down, right? So which day of the week had the most incidents where at least one person died?',
        '2025-06-15',
      ),
    ).toMatchObject({ group_by: 'weekday', filters: { weekdays: [] } });
    expect(
      planQuestion(
        'Ek boer near Worcester. Did any incident in the Western Cape happen on a farm? ja/nee',
        '2025-06-15',
      ).filters.places,
    ).toEqual(['Western Cape']);
  });

  it('ranks by the people a superlative points back to with "them"', () => {
    expect(
      planQuestion(
        'Summing the stated figures of child victims, which province accounts for the largest number of them?',
        '2025-06-15',
      ),
    ).toMatchObject({
      measure: { kind: 'sum', field: 'child_victims' },
      group_by: 'province',
      filters: { words: [] },
    });
  });

  it('reads "stock theif cases" as stock theft', () => {
    expect(
      planQuestion('Hoeveel stock theif cases are there in the Wes-Kaap?', '2025-06-15').filters,
    ).toMatchObject({
      crimes: [{ name: 'stock theft' }],
      words: [],
    });
  });
});

describe('session 41: arithmetic said in words, blanks left out of a list, names of officers', () => {
  const ask = (question: string) => analyse(question, EVENTS, '2025-06-15').result;

  it('reads "take away" between two counts as their difference', () => {
    expect(
      planQuestion('How many kidnapings are there, take away the number of carjackings?', '2025-06-15')
        .intent,
    ).toBe('compare');
    expect(
      ask('Murders in Gauteng take away murders in the Eastern Cape - what is the answer?'),
    ).toMatchObject({ type: 'number', measure: expect.stringContaining('difference') });
  });

  it('reads "add up ... and divide by the number of incidents" as the average per incident', () => {
    expect(
      planQuestion(
        'Add up all the suspects arrested and divide by the number of incidents. What is the answer?',
        '2025-06-15',
      ).measure,
    ).toEqual({ kind: 'average', field: 'suspects_arrested' });
  });

  it('leaves out the blanks named last in a list that "excluding" opens', () => {
    expect(
      planQuestion(
        'Excluding Mangaung and incidents with no municipality recorded: how many incidents occurred in local municipalities?',
        '2025-06-15',
      ).filters.fields_stated,
    ).toEqual([{ field: 'municipality', stated: true }]);
  });

  it("refuses the officers' names and drops the isiZulu plural before an English noun", () => {
    expect(ask('What are the officers names?')).toMatchObject({ type: 'none' });
    expect(planQuestion('ama-hijackings in Gauteng, how many?', '2025-06-15').filters.words).toEqual([]);
  });
});

describe('session 41: two sides named before "how many more", incidents with people harmed, zeros that count', () => {
  it('compares the sides a heading names when the ask says "how many more"', () => {
    expect(
      planQuestion('Lim against Mpumalanga. How many more people were killed in Lim?', '2025-06-15').intent,
    ).toBe('compare');
  });

  it('counts incidents "with people injured" as incidents with one at least', () => {
    expect(planQuestion('How many incidents with people injured?', '2025-06-15')).toMatchObject({
      measure: { kind: 'events' },
      filters: { people: [{ field: 'injured_victims', min: 1 }] },
    });
  });

  it('takes "an incident that says there were zero victims counts as 0" as no condition', () => {
    expect(
      planQuestion(
        'range of the number of victims per incident - largest minus smallest. and yes an incident that says there were zero victims counts as 0, only the ones that say nothing are left out',
        '2025-06-15',
      ).filters.people,
    ).toEqual([]);
  });
});

describe('session 42: the dead set against the wounded, hijackings of cars and trucks said after the noun', () => {
  const harmed = [
    fixtureEvent(1, { victims_killed: 3, victims_injured: 1 }),
    fixtureEvent(2, { victims_killed: 1, victims_injured: 2 }),
  ];

  it('answers whether the dead outnumbered the wounded, in the order asked', () => {
    expect(analyse('Did the dead outnumber the wounded?', harmed, '2025-06-15').result).toMatchObject({
      type: 'yes_no',
      value: true,
      measure: 'people killed against people injured',
    });
    expect(analyse('Did the wounded exceed the dead?', harmed, '2025-06-15').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('counts every hijacking when cars and trucks are named after the plural', () => {
    expect(ask('Vehicle hijackngs - cars and trucks together, how many?').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });
});

describe('session 42: isiZulu asks, the police as who arrests, what the asker lives with after the ask', () => {
  it('reads malini as how many, abafile as killed and amasuspect as suspects', () => {
    expect(planQuestion('Malini abantu abafile in KZN, all the cases together?', '2025-06-15')).toMatchObject(
      {
        intent: 'count',
        measure: { kind: 'sum', field: 'killed_victims' },
        filters: { places: ['KwaZulu-Natal'] },
      },
    );
    expect(
      planQuestion('Malini amasuspect that amaphoyisa arrested in Mpumalanga all together?', '2025-06-15'),
    ).toMatchObject({
      measure: { kind: 'sum', field: 'suspects_arrested' },
      filters: { places: ['Mpumalanga'], words: [] },
    });
    expect(planQuestion('kidnapings in Gauteng - cnt??', '2025-06-15')).toMatchObject({ intent: 'count' });
  });

  it('counts what a "when" opening goes on to ask with "how many", without the asker\'s month-end', () => {
    expect(
      planQuestion(
        'Nini do the murders happen, malini murder cases were on a Friday or a Saturday? Month-end friday and saterday is when our taxis carry the most cash',
        '2025-06-15',
      ),
    ).toMatchObject({ intent: 'count', filters: { weekdays: [{ days: [5] }, { days: [6] }] } });
  });

  it('keeps a heading that names the cases, and drops the committee a question is put for', () => {
    expect(
      planQuestion('For the house and business robberies: total number of victims?', '2025-06-15').filters
        .crimes,
    ).toHaveLength(2);
    expect(planQuestion('For Gauteng: how many murders?', '2025-06-15').filters.places).toEqual(['Gauteng']);
    expect(
      planQuestion(
        'The committee would be grateful for the median number of suspects arrested per incident in the Eastern Cape.',
        '2025-06-15',
      ),
    ).toMatchObject({ measure: { statistic: 'median' }, filters: { places: ['Eastern Cape'], words: [] } });
  });

  it('counts robberies of any type listed in brackets that also involved a firearm as both together', () => {
    expect(
      planQuestion(
        'How many robbery incidents of any type (armed, common, house, business, cash-in-transit) also involved illegal possession of a firearm?',
        '2025-06-15',
      ).filters.crimes_match,
    ).toBe('all');
  });

  it('leaves "that municipality" unapplied when the ask names only a province', () => {
    expect(
      analyse(
        'The member asserts that most incidents occurred within the City of Johannesburg. What share of the Gauteng incidents fell within that municipality?',
        EVENTS,
        '2025-06-15',
      ).result,
    ).toMatchObject({ complete: false, not_applied: ['that municipality'] });
  });
});

describe('session 42: the same number, as many as, zeros included, years listed, "could you work that out"', () => {
  it('answers whether two places have the same number, yes or no', () => {
    const events = [
      fixtureEvent(1, { province: 'North West' }),
      fixtureEvent(2, { province: 'Northern Cape' }),
      fixtureEvent(3, { province: 'North West' }),
    ];
    const sameNumber = (list: AnswerEvent[]) =>
      analyse(
        'Compare North West and the Northern Cape: 1. count the incidents in each, 2. do the two provinces have exactly the same number? Answer yes or no.',
        list,
        '2025-06-15',
      ).result;
    expect(sameNumber(events)).toMatchObject({ type: 'yes_no', value: false });
    expect(sameNumber([...events, fixtureEvent(4, { province: 'Northern Cape' })])).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(planQuestion('Did Limpopo have as many murders as Mpumalanga?', '2025-06-15')).toMatchObject({
      direction: 'same',
      yes_no: true,
    });
  });

  it('reads "as many as 5" as five or more', () => {
    expect(ask('Were there as many as 5 murders in Gauteng?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
    expect(ask('Were there as many as 2 murders in Gauteng?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('answers whether the dead outnumbered the wounded after a heading', () => {
    const level = [fixtureEvent(1, { victims_killed: 2, victims_injured: 2 })];
    expect(
      analyse('Site B mass shooting: did the dead outnumber the wounded? Y/N only', level, '2025-06-15')
        .result,
    ).toMatchObject({ type: 'yes_no', value: false });
  });

  it('takes "incidents with zero arrests included" as how zeros count, not as a condition', () => {
    expect(
      planQuestion(
        'What is the median number of suspects arrested per incident, over all incidents with a stated arrest figure, incidents with zero arrests included?',
        '2025-06-15',
      ),
    ).toMatchObject({ measure: { statistic: 'median' }, filters: { arrest: null } });
  });

  it('lists the years in which a crime took place, in order', () => {
    for (const question of [
      'List every year in which a cash-in-transit robbery took place.',
      '1. List every year in which a murder took place. 2. Put the years in order from earliest to latest.',
    ])
      expect(planQuestion(question, '2025-06-15')).toMatchObject({ intent: 'breakdown', group_by: 'year' });
  });

  it('reads the request before "Could you work that out?" as the ask, and refuses a rate per head', () => {
    expect(
      ask(
        'For our annual report I need the murder rate per 100,000 residents in each of the four provinces covered here. Could you work that out?',
      ).text,
    ).toContain('Rates per head need population figures');
  });
});

describe('session 42: periods set against each other, claims that nobody was arrested, names put over lists', () => {
  it('sets a range against a range when the first is followed by "exceed"', () => {
    const plan = planQuestion(
      'By how many incidents did the period 2022 to 2024 exceed the period 2017 to 2019?',
      '2025-06-15',
    );
    expect(plan.filters.periods.map((p) => [p.from, p.to])).toEqual([
      ['2022-01-01', '2024-12-31'],
      ['2017-01-01', '2019-12-31'],
    ]);
  });

  it('checks a claim that the police arrested nobody in any of the cases of a place', () => {
    expect(
      planQuestion(
        'The police did not arrest anybody in any of the Soweto cases, is that true?',
        '2025-06-15',
      ),
    ).toMatchObject({ filters: { arrest: 'made' }, yes_no: true, yes_no_bounds: { max: 0 } });
  });

  it('takes the word put over a list of crimes as the name of the list', () => {
    for (const question of [
      'How many property-crime incidents (burglary, theft, arson) were there?',
      'What share of all incidents are violent crimes - murder, rape or assault?',
    ])
      expect(planQuestion(question, '2025-06-15').filters.words).toEqual([]);
    expect(planQuestion('How many violent crimes?', '2025-06-15').filters.words).toEqual(['violent']);
  });

  it('reads "of them" after people named as the base', () => {
    expect(
      planQuestion(
        'Base: all people reported killed across the notebook. What percentage of them were killed in KwaZulu-Natal?',
        '2025-06-15',
      ),
    ).toMatchObject({
      measure: { kind: 'sum', field: 'killed_victims' },
      filters: { places: ['KwaZulu-Natal'] },
    });
  });
});

describe('session 42: a metro named again by its city, ratios of people, a caller and "not even one"', () => {
  it('takes "Cape Town" after "the City of Cape Town" as the same side', () => {
    expect(
      planQuestion(
        'Compare the two big metros: (a) count the incidents in the City of Cape Town, (b) count those in the City of Johannesburg, (c) how many more does Cape Town have?',
        '2025-06-15',
      ).filters.places,
    ).toEqual(['City of Cape Town', 'City of Johannesburg']);
  });

  it('reads the ratio of suspects arrested to victims killed as arrests per death', () => {
    for (const question of [
      'Please compute the ratio of total suspects arrested to total victims killed, rounded to two decimals.',
      'How many suspects were arrested per person killed?',
    ])
      expect(planQuestion(question, '2025-06-15').measure).toMatchObject({
        kind: 'ratio',
        part: 'suspects_arrested',
        whole: 'killed_victims',
        per: 'one',
      });
  });

  it("checks a caller's claim of not even one case, without the caller's town", () => {
    expect(
      planQuestion(
        'Caller from Polokwane says there is not even one Limpopo case in this lot of releases. Ke nnete? yes or no',
        '2025-06-15',
      ),
    ).toMatchObject({ yes_no: true, yes_no_bounds: { max: 0 }, filters: { places: ['Limpopo'], words: [] } });
  });
});

describe('session 42: a claim of none put to the asked, with "a single" on the way', () => {
  it('answers No when a claimed none of female suspects is not borne out', () => {
    const events = [
      fixtureEvent(1, { suspects_female: 1, suspects_arrested: 2 }),
      fixtureEvent(2, { suspects_female: 0, suspects_arrested: 1 }),
    ];
    const answer = analyse(
      'I put it to you that not a single female suspect was taken into custody in these matters. Is that correct, yes or no?',
      events,
      '2025-06-15',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false });
    expect(answer.text).toContain('No: 1 female suspect');
  });
});

describe('session 42: words of emphasis', () => {
  it('reads "was a police officer actually among the victims" as without "actually"', () => {
    expect(
      planQuestion('In how many incidents was a police officer actually among the victims?', '2025-06-15')
        .filters.people,
    ).toEqual([{ field: 'police_victims', min: 1 }]);
  });
});

describe('session 42: places explained in brackets, spreadsheet filters, periods named and given as dates', () => {
  it('takes places in brackets after the place that holds them, or after "which municipality", as no sides', () => {
    expect(
      planQuestion(
        'Did the City of Matlosana (Klerksdorp, Stilfontein, Khuma) record more victims in total than Rustenburg? Yes or no.',
        '2025-06-15',
      ).filters.places,
    ).toEqual(['City of Matlosana', 'Rustenburg']);
    expect(
      planQuestion(
        'Within Gauteng only, which municipality (Johannesburg, Ekurhuleni, Tshwane or Midvaal) had the most incidents?',
        '2025-06-15',
      ),
    ).toMatchObject({ intent: 'which-most', group_by: 'municipality', filters: { places: ['Gauteng'] } });
  });

  it('reads "filter: ..., then SUM(...)" and COUNTA, with blanks and undated rows as every figure has them', () => {
    expect(
      planQuestion(
        'filter: arrest_made = FALSE, then SUM(victims_killed). Blank cells count as 0.',
        '2025-06-15',
      ),
    ).toMatchObject({
      measure: { kind: 'sum', field: 'killed_victims' },
      filters: { arrest: 'none', words: [] },
    });
    expect(
      planQuestion(
        'filter: event_date >= 2020-06-01 AND event_date <= 2021-06-30, then COUNTA the rows (rows with no event_date drop out)',
        '2025-06-15',
      ),
    ).toMatchObject({ intent: 'count', filters: { has_date: null, words: [] } });
  });

  it('counts in a period the asker names and then gives as dates, and in the austral winter', () => {
    expect(
      planQuestion(
        'Operationalising the first year of the Covid-19 period as 1 April 2020 to 31 March 2021 inclusive (by incident date), how many incidents in that window involved a murder?',
        '2025-06-15',
      ),
    ).toMatchObject({ intent: 'count', moment: null, filters: { words: [] } });
    expect(
      planQuestion(
        'How many incidents occurred in the austral winter, i.e. June, July and August?',
        '2025-06-15',
      ).filters.words,
    ).toEqual([]);
    expect(
      planQuestion(
        'Unit of analysis = incident. How many rape incidents were there in the Northern Cape?',
        '2025-06-15',
      ).filters.words,
    ).toEqual([]);
  });

  it('sets aside "mos" and reads "kwi" as in', () => {
    expect(
      planQuestion('eish zingaphi murdas in the Eastern Cape mos? just the number sharp :)', '2025-06-15'),
    ).toMatchObject({ intent: 'count', filters: { places: ['Eastern Cape'], words: [] } });
    expect(
      planQuestion('abantu abangaphi were killed kwi North West? total pls', '2025-06-15').filters.places,
    ).toEqual(['North West']);
  });
});

describe('session 42: an ask that opens with "Pls" after a statement, with no question mark anywhere', () => {
  it('takes the statement before "Pls list ..." as the asker telling, not a condition', () => {
    expect(
      planQuestion(
        'Parents at the school meeting in Lenasia are scared stiff of kidnappings after what happened. Pls list for me all the places in Gauteng where a kidnapping happened, according to these releases.',
        '2025-06-15',
      ),
    ).toMatchObject({ group_by: 'place', filters: { places: ['Gauteng'], scenes: [], words: [] } });
  });
});

describe('session 42: doubled question marks, a misspelt school project, undated ones included', () => {
  it('checks a friend\'s claim asked with "??" as the comparison it is', () => {
    expect(
      planQuestion(
        'my freind says there are more rape cases than murder cases in here. is that true??',
        '2025-06-15',
      ),
    ).toMatchObject({ intent: 'compare', yes_no: true });
  });

  it('sets aside "im doing a school projet about crime" and "(undated ones included)"', () => {
    expect(
      planQuestion(
        'hi im doing a school projet about crime. what is the most common crime in these reports?',
        '2025-06-15',
      ).filters.scenes,
    ).toEqual([]);
    expect(
      planQuestion(
        'What is the median number of victims per incident, taking only incidents whose release states a victim count (undated ones included)?',
        '2025-06-15',
      ).filters.has_date,
    ).toBeNull();
  });
});

describe('session 43: month ranges abbreviated, subject lines, misspelt accused, records of the past', () => {
  it('reads "Mar-May, all years lumped together" as March to May of every year, not of one year', () => {
    const plan = planQuestion(
      'How many murder incidents fell in Mar-May (autumn), all years lumped together?',
      '2025-06-15',
    );
    expect(plan.filters).toMatchObject({ periods: [], months_of_year: [3, 4, 5] });
  });

  it('reads a subject line ("Re ...", "Client query regarding ...") as the ask, leaving no word unused', () => {
    expect(ask('Re the murder in Soweto: how many people were injured?').result).toMatchObject({
      type: 'number',
      value: 5,
      complete: true,
    });
    expect(
      ask('Client query regarding the murder in Soweto - how many people were injured?').result,
    ).toMatchObject({
      type: 'number',
      value: 5,
      complete: true,
      not_applied: [],
    });
  });

  it('finds the youngest accused when "accused" is misspelt', () => {
    expect(
      ask('Across the murder mattres in this file, how old was the youngest accussed?').result,
    ).toMatchObject({
      type: 'number',
      value: 19,
    });
  });

  it('refuses convictions before the arrest and marks on stolen animals', () => {
    expect(ask('Of the murderers caught, how many had been convicted of murder before?').result?.type).toBe(
      'none',
    );
    expect(
      ask('Of the animals taken in these cases, how many were branded or ear-tagged?').result?.type,
    ).toBe('none');
  });

  it('drops the tail of a list of examples ("and the rest")', () => {
    expect(ask('In Gauteng - Soweto, Tembisa and the rest - how many murders?').result).toMatchObject({
      value: 2,
      complete: true,
    });
  });
});

describe('session 43: what the asker wants to know after the ask, a road with a name, a site outside a town', () => {
  it('keeps what a chairperson asked about as the ask, not as who asks', () => {
    const result = ask(
      'The Chairperson has asked about women as perpetrators. How many female suspects, whether arrested or still being sought, appear across these incidents?',
    ).result;
    expect(result).toMatchObject({ complete: true, not_applied: [] });
  });

  it('does not count churches when the asker only explains why Sundays matter', () => {
    const plan = planQuestion(
      'How many of the incidents happened on a Sunday? The dominee wants to know whether the skelms do their work while the congregation is in church.',
      '2025-06-15',
    );
    expect(plan.filters).toMatchObject({ scenes: [], weekdays: [{ days: [0] }] });
  });

  it('reads "the Askham road outside Upington" as at Upington, not on any road and not outside it', () => {
    const plan = planQuestion(
      'About the stock theft on the Askham road outside Upington: how many people were arrested there?',
      '2025-06-15',
    );
    expect(plan.filters).toMatchObject({
      scenes: [],
      places: ['Upington'],
      names: ['askham'],
    });
    expect(plan.filters).not.toHaveProperty('excluded_places');
    expect(planQuestion('How many incidents outside Upington?', '2025-06-15').filters).toMatchObject({
      excluded_places: ['Upington'],
    });
  });
});

describe('session 43: numbered questions, one place against the rest, figures per incident', () => {
  it('reads "Q2:" and "Q3 (a)" as the numbers of questions, and "Q4 (Oct-Dec)" as a quarter', () => {
    expect(
      planQuestion('Q2: list every province where a murder happened', '2025-06-15').filters,
    ).toMatchObject({
      months_of_year: [],
    });
    expect(planQuestion('Q3 (a) how many murders?', '2025-06-15').filters).toMatchObject({
      months_of_year: [],
    });
    expect(
      planQuestion('Q4 (Oct-Dec), all years together: how many murders?', '2025-06-15').filters,
    ).toMatchObject({ months_of_year: [10, 11, 12] });
  });

  it('reads "was an arrest actually made" as an arrest made, not a word to look for', () => {
    expect(
      planQuestion('In what percentage of incidents was an arrest actually made?', '2025-06-15').filters,
    ).toMatchObject({ arrest: 'made', words: [] });
  });

  it('sets one place against every event outside it', () => {
    const answer = ask('Were there more murders in Gauteng than in all the other provinces put together?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true, complete: true });
    expect(answer.text).toContain('2 against 1');
    expect(ask('Did the Eastern Cape have more murders than the rest of the country?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('averages a figure asked per incident of crimes joined or combined', () => {
    expect(
      planQuestion('Arrests per hijacking incident, car and truck combined, 1 dp.', '2025-06-15'),
    ).toMatchObject({
      measure: { kind: 'average', field: 'suspects_arrested' },
    });
    expect(planQuestion('Suspects arrested per CIT/business robbery incident?', '2025-06-15')).toMatchObject({
      measure: { kind: 'average', field: 'suspects_arrested' },
    });
  });

  it('ranks quarters for "busiest quarter", refuses a recovery rate, and keeps murders beside an attempt', () => {
    expect(planQuestion('Busiest quarter for murders, all years pooled?', '2025-06-15')).toMatchObject({
      group_by: 'quarter-of-year',
    });
    expect(ask('Recovery rate on the hijacked vehicles - what % were recovered?').result?.type).toBe('none');
    expect(
      planQuestion(
        'Murder incidents only (the category murder itself, not attempted murder): how many?',
        '2025-06-15',
      ).filters,
    ).toMatchObject({ excluded_crimes: [] });
  });
});

describe('session 43: a quoted claim checked by a bare "yes or no", what courts did later', () => {
  it('checks a comparison claimed in quotes when the ask after it is only "yes or no?"', () => {
    const result = ask(
      "An MEC said: 'More people were injured in Gauteng than in the other provinces combined.' Is that borne out by these releases — yes or no?",
    ).result;
    expect(result).toMatchObject({ type: 'yes_no', value: true });
    expect(result?.measure).toContain('Gauteng has more people injured');
  });

  it('refuses "how many were actually convicted", and reads "an arrest actually made" as an arrest', () => {
    expect(
      ask('Someone says most of the people arrested were later convicted. How many were actually convicted?')
        .result?.type,
    ).toBe('none');
  });
});

describe('session 43: rounding asked after a formula that spells the share out', () => {
  it('rounds the share of female suspects to one decimal when the formula comes first', () => {
    const events = [fixtureEvent(1, { suspects_female: 1, suspects_male: 28, suspects_arrested: 29 })];
    const result = analyse(
      'Of the suspects whose sex is recorded, what percentage were female? i.e. female / (female + male) * 100, to one decimal.',
      events,
      '2025-06-15',
    ).result;
    expect(result).toMatchObject({ type: 'number', value: 3.4 });
  });
});

describe('session 43: a share over the incidents that state a figure', () => {
  const events = [
    fixtureEvent(1, { victims_children: 2 }),
    fixtureEvent(2, { victims_children: 0 }),
    fixtureEvent(3, { victims_children: 0 }),
    fixtureEvent(4, { victims_children: 1 }),
    fixtureEvent(5, {}),
    fixtureEvent(6, {}),
  ];

  it('takes the incidents that state the number of child victims as the base', () => {
    const answer = analyse(
      'Of the incidents that state the number of child victims, what percentage had at least one child victim?',
      events,
      '2025-06-15',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 50, complete: true });
    expect(
      planQuestion(
        'Among incidents where the number of child victims is known, how many had a child victim?',
        '2025-06-15',
      ).filters,
    ).toMatchObject({
      fields_stated: [{ field: 'children', stated: true }],
    });
  });
});

describe('session 43: when the asker heard the question, a committee after a comma, a closing please', () => {
  it('does not read "At our last meeting" as the last incident', () => {
    const plan = planQuestion(
      'At our last meeting oom Koos said that every murder case ended with somebody arrested. Is that so, ja of nee?',
      '2025-06-15',
    );
    expect(plan.moment).toBeNull();
  });

  it('sets aside a committee that requests after a comma, and refuses sentences imposed since', () => {
    expect(
      ask(
        'For the purposes of the brief, the Committee requests the mean age of the suspects in Gauteng, calculated over every suspect whose age is stated.',
      ).result,
    ).toMatchObject({ type: 'number', value: 29, complete: true, not_applied: [] });
    expect(
      ask(
        'The Committee requests the number of cases that have since resulted in a conviction, with the sentences imposed.',
      ).result?.type,
    ).toBe('none');
  });

  it('takes a closing "pls" as the question mark a question without one lacks', () => {
    expect(ask('people injured in Soweto in total pls').result).toMatchObject({ type: 'number', value: 5 });
  });
});

describe('session 43: Afrikaans for the latest and for more ... than', () => {
  it('reads "die mees onlangse" as the latest and "het meer mense gesterf ... as in" as a comparison', () => {
    expect(planQuestion('Wanneer was die mees onlangse moord?', '2025-06-15')).toMatchObject({
      moment: 'latest',
    });
    expect(
      ask(
        'Ja of nee: het meer mense gesterf in die Oos-Kaap as in Gauteng? Count all the people killed asseblief.',
      ).result,
    ).toMatchObject({ type: 'yes_no', measure: 'whether Eastern Cape has more people killed than Gauteng' });
  });
});

describe('session 43: a base declared, injured people stated, one place exceeding the rest', () => {
  const events = [
    fixtureEvent(1, {
      province: 'Gauteng',
      crime_committed: 'Kidnapping',
      victims_injured: 0,
      victims_killed: 0,
    }),
    fixtureEvent(2, {
      province: 'Gauteng',
      crime_committed: 'Kidnapping',
      victims_injured: 2,
      victims_killed: 1,
    }),
    fixtureEvent(3, { province: 'Limpopo', crime_committed: 'Kidnapping', victims_killed: 0 }),
    fixtureEvent(4, { province: 'Limpopo', crime_committed: 'Murder' }),
  ];
  const asked = (question: string) => analyse(question, events, '2025-06-15').result;

  it('takes "Base = incidents where ..." as what the share is of', () => {
    expect(
      asked('Base = incidents where the number killed is stated. What share of them had zero people killed?'),
    ).toMatchObject({ type: 'number', value: 67 });
    expect(
      asked(
        'Out of the incidents where the number of injured people is stated, what percentage had at least one person injured?',
      ),
    ).toMatchObject({ type: 'number', value: 50 });
  });

  it('sets one place against the rest when it is said to exceed them', () => {
    expect(
      asked('By how many kidnapping incidents does Gauteng exceed all the other provinces combined?'),
    ).toMatchObject({
      type: 'number',
      value: 1,
    });
  });
});

describe('session 43: Sepedi yes or no, a short crime word with two letters swapped, where victims came from', () => {
  it('reads "Ee or aowa" as yes or no', () => {
    expect(ask('Ee or aowa. Were there more murder cases in 2024 than in 2021?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('reads "raep" as rape, and "more than one person die" as people killed', () => {
    expect(
      planQuestion('how many kids were victims in the raep cases fr', '2025-06-15').filters,
    ).toMatchObject({
      crimes: [{ name: 'rape' }],
    });
    expect(
      planQuestion('out of all the murders how many had more than one person die', '2025-06-15').filters,
    ).toMatchObject({ people: [{ field: 'killed_victims', min: 2 }] });
  });

  it('refuses where victims were originally from', () => {
    expect(ask('Of all these victims, how many were originally from Polokwane?').result?.type).toBe('none');
  });
});

describe('session 43: a dashboard designer: slices, tiles, ranked bars, a crime charged', () => {
  it('reads "what % slice" as a share and a tile as where the figure goes', () => {
    expect(
      ask('Donut chart of incidents by province: what % slice does Gauteng get? Whole number please').result,
    ).toMatchObject({ type: 'number', value: 50 });
    expect(
      ask('KPI tile: people injured, filter event year = 2023. What value goes on the tile?').result,
    ).toMatchObject({
      type: 'number',
      value: 5,
      complete: true,
    });
  });

  it('ranks the top three asked again as "which three, in order", under a ranked bar', () => {
    expect(
      planQuestion(
        'Ranked bar, top 3 crime categories by number of incidents - which three, in order?',
        '2025-06-15',
      ),
    ).toMatchObject({ limit: 3, group_by: 'crime' });
  });

  it('reads "was murder charged" as the crime, not how far the case got', () => {
    expect(planQuestion('In how many matters was murder charged?', '2025-06-15').filters).toMatchObject({
      outcomes: [],
      crimes: [{ name: 'murder' }],
    });
  });
});

describe('session 43: "which day has the most" after a heading that groups by weekday', () => {
  it('ranks the days of the week when the grouping sits in the heading', () => {
    expect(
      planQuestion(
        'Fatal incidents only (at least one person killed), sliced by weekday - which day is the tallest bar?',
        '2025-06-15',
      ),
    ).toMatchObject({ intent: 'which-most', group_by: 'weekday' });
  });
});

describe('shares compared side by side (session 44)', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Murder',
      province: 'Gauteng',
      location: 'Soweto',
      arrest_made: true,
    }),
    fixtureEvent(2, {
      crime_committed: 'Murder',
      province: 'Gauteng',
      location: 'Soweto',
      arrest_made: true,
    }),
    fixtureEvent(3, {
      crime_committed: 'Robbery',
      province: 'Gauteng',
      location: 'Soweto',
      arrest_made: true,
    }),
    fixtureEvent(4, {
      crime_committed: 'Murder',
      province: 'Gauteng',
      location: 'Soweto',
      arrest_made: false,
    }),
    fixtureEvent(5, {
      crime_committed: 'Murder',
      province: 'Limpopo',
      location: 'Polokwane',
      arrest_made: true,
    }),
    fixtureEvent(6, {
      crime_committed: 'Murder',
      province: 'Limpopo',
      location: 'Polokwane',
      arrest_made: false,
    }),
  ];
  const compare = (question: string) => analyse(question, events, '2025-06-15');

  it('sets the arrest rates of two places against each other, not their counts of arrests', () => {
    const answer = compare('Is the arrest rate higher in Gauteng or in Limpopo?');
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Gauteng', value: 75 },
        { name: 'Limpopo', value: 50 },
      ],
    });
    expect(answer.text).toContain(
      'Gauteng has the higher per cent of events where someone was arrested: 75 % against 50 %',
    );
  });

  it('gives the difference of two shares in percentage points, "points" not read as incidents', () => {
    const answer = compare(
      'By how many percentage points does the arrest rate in Gauteng differ from Limpopo?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 25 });
    expect(answer.text).toContain('The difference is 25 percentage points.');
    expect(answer.text).not.toContain('read as "incidents"');
  });

  it('takes each side as a share of the crime the question names', () => {
    const answer = compare('What percentage of murders led to an arrest in Gauteng compared with Limpopo?');
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Gauteng', value: 67 },
        { name: 'Limpopo', value: 50 },
      ],
    });
  });
});

describe('records that state a figure, and the incidents with one at least (session 44)', () => {
  const events = [
    fixtureEvent(1, {
      victims: { count: 3, female: null, male: null, ages: [] },
      victims_children: 2,
      victims_killed: 1,
    }),
    fixtureEvent(2, {
      victims: { count: 2, female: null, male: null, ages: [] },
      victims_children: 0,
      victims_killed: 0,
    }),
    fixtureEvent(3, { victims: { count: 1, female: null, male: null, ages: [] }, victims_children: 0 }),
    fixtureEvent(4, {
      victims: { count: 4, female: null, male: null, ages: [] },
      victims_children: 1,
      victims_killed: 2,
    }),
    fixtureEvent(5, {}),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "the incidents that state how many children were victims" as the base, and "at least one" as children', () => {
    const answer = ask(
      'Of the incidents that state how many children were victims, what share had at least one?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 50 });
    expect(answer.text).toContain(
      'Read as: the number of events with at least 1 child victim, as a share of the events that state how many victims were children.',
    );
  });

  it('leaves "State how many people were killed" an ask for the figure', () => {
    expect(ask('State how many people were killed.').result).toMatchObject({ type: 'number', value: 3 });
  });

  it('reads a column with a bound before the column is said in words', () => {
    const answer = ask(
      'Among incidents where victims_children is not NA, what proportion have victims_children > 0?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 50 });
    expect(answer.text).toContain('"victims_children > 0" read as "more than 0 children among the victims"');
  });

  it('reads two fields stated together', () => {
    const answer = ask('In how many incidents were both the victim count and the killed count stated?');
    expect(answer.result).toMatchObject({ type: 'number', value: 3 });
    expect(answer.text).toContain('events that state the number of victims and how many were killed');
  });
});

describe('an aside in brackets after a count of people (session 44)', () => {
  const events = [
    fixtureEvent(1, { location: 'Khayelitsha, Cape Town', province: 'Western Cape', victims_killed: 3 }),
    fixtureEvent(2, { location: 'Mitchells Plain, Cape Town', province: 'Western Cape', victims_killed: 2 }),
    fixtureEvent(3, { location: 'Paarl', province: 'Western Cape', victims_killed: 4 }),
  ];

  it.each([
    'ppl killed in cape town total pls (the city not whole WC)',
    'people killed in cape town total please (the city)',
    'people killed in cape town in total (the city)',
  ])('%s', (question) => {
    expect(analyse(question, events, '2025-06-15').result).toMatchObject({ type: 'number', value: 5 });
  });
});

describe('a difference of two means (session 44)', () => {
  const events = [
    fixtureEvent(1, { province: 'Gauteng', location: 'Soweto', suspect_ages: [30, 35.6] }),
    fixtureEvent(2, { province: 'Limpopo', location: 'Polokwane', suspect_ages: [32.4] }),
  ];

  it.each([
    'What is the mean suspect age in Gauteng minus the mean suspect age in Limpopo?',
    'What is the difference between the mean suspect age in Gauteng and in Limpopo?',
  ])('%s', (question) => {
    const answer = analyse(question, events, '2025-06-15');
    expect(answer.result).toMatchObject({ type: 'number', value: 0.4 });
    expect(answer.text).toContain(
      'Gauteng has the higher average age of suspects: 32.8 against 32.4 (0.4 higher).',
    );
  });
});

describe('session 44: people per period and per group, shorthand shares and differences', () => {
  const events = [
    fixtureEvent(1, {
      date: '2022-03-05',
      province: 'Gauteng',
      location: 'Soweto',
      victims_killed: 2,
      arrest_made: true,
    }),
    fixtureEvent(2, {
      date: '2022-07-09',
      province: 'Gauteng',
      location: 'Soweto',
      victims_killed: 1,
      arrest_made: false,
    }),
    fixtureEvent(3, {
      date: '2023-01-14',
      province: 'Limpopo',
      location: 'Polokwane',
      victims_killed: 4,
      arrest_made: true,
    }),
    fixtureEvent(4, { date: '2023-02-11', province: 'Limpopo', location: 'Polokwane', arrest_made: true }),
    fixtureEvent(5, {
      date: '2023-05-06',
      province: 'Limpopo',
      location: 'Polokwane',
      crime_committed: 'Robbery',
      victims: { count: 4, female: 1, male: 3, ages: [] },
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it.each([
    'killed (n) by yr, 2022 -> 2023?',
    'people killed per year from 2022 to 2023',
    'How many people were killed each year, 2022 to 2023?',
  ])('adds up the people of each year for "%s"', (question) => {
    const answer = ask(question);
    expect(answer.result).toMatchObject({
      type: 'series',
      value: [
        { name: '2022', value: 3 },
        { name: '2023', value: 4 },
      ],
    });
    expect(answer.text).toContain('2 events do not say how many people killed and add nothing.');
  });

  it('adds up the people of each province, largest first', () => {
    expect(ask('killed by province').result).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Limpopo', value: 4 },
        { name: 'Gauteng', value: 3 },
      ],
    });
  });

  it('reads "female share (%) of sex-stated victims" as the share of those victims that were female', () => {
    expect(
      ask('victims by sex: female share (%) of sex-stated victims, nearest whole %?').result,
    ).toMatchObject({
      type: 'number',
      value: 25,
    });
  });

  it('reads "share (%) w/ an arrest" as a share, not a count', () => {
    expect(ask('murder cases: share (%) w/ an arrest, n = all murder incidents?').result).toMatchObject({
      type: 'number',
      value: 75,
    });
  });

  it('answers a year-on-year delta of two years with their difference', () => {
    expect(ask('incidents YoY, 2022 -> 2023: delta (n)?').result).toMatchObject({ type: 'number', value: 1 });
  });

  it('takes "for our drivers" in a heading as who the answer is for', () => {
    expect(
      ask('Weekend exposure for our drivers: how many incidents happened on a Saturday?').result,
    ).toMatchObject({
      type: 'number',
      value: 5,
      complete: true,
    });
  });
});

describe('session 44: two figures asked together, a crime charged, a spreadsheet UNIQUE', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Attempted murder',
      victims_killed: 1,
      victims_injured: 3,
      province: 'Gauteng',
    }),
    fixtureEvent(2, {
      crime_committed: 'Attempted murder',
      victims_killed: 0,
      victims_injured: 2,
      province: 'Limpopo',
    }),
    fixtureEvent(3, { crime_committed: 'Stock theft', province: 'Free State', location: 'Reitz' }),
    fixtureEvent(4, { crime_committed: 'Murder', victims_killed: 5, province: 'Gauteng' }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('gives both figures asked "respectively", in a case whose crime "was charged"', () => {
    const answer = ask(
      'Across the incidents in which an attempted murder was charged, what were the total numbers of people killed and of people injured, respectively?',
    );
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'people injured', value: 5 },
        { name: 'people killed', value: 1 },
      ],
      complete: true,
    });
    expect(answer.text).toContain('1 person killed and 5 people injured');
  });

  it('gives both figures of "how many ... and how many ..." and takes "on the basis of what the releases state" as the source', () => {
    expect(
      ask(
        'How many people were killed and how many were injured, on the basis of what the releases state about each victim?',
      ).result,
    ).toMatchObject({ type: 'ranking', complete: true, not_applied: [] });
  });

  it('reads =UNIQUE(FILTER(column, condition)) as the different values of the filtered rows', () => {
    expect(ask('=UNIQUE(FILTER(provnce, crimes="stock theft"))').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Free State', value: 1 }],
    });
  });
});

describe('session 44: "add up" counts people, suspects shot by the police set aside', () => {
  const events = [
    fixtureEvent(1, { victims_police: 2, victims_killed: 1 }),
    fixtureEvent(2, { victims_police: 1, victims_killed: 0 }),
    fixtureEvent(3, {}),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('adds up the victims who were police officers', () => {
    expect(
      ask('Go through every incident and add up the victims who were police officers, on or off duty.')
        .result,
    ).toMatchObject({ type: 'number', value: 3, complete: true });
  });

  it('takes "leaving aside any suspects shot by the police" as what the victims\' figures already do', () => {
    expect(
      ask(
        'Leaving aside any suspects shot by the police, in how many incidents was at least one victim killed?',
      ).result,
    ).toMatchObject({ type: 'number', value: 1, complete: true, not_applied: [] });
  });
});

describe('session 44: radio procedure, words to an assistant, reported speech, dictation', () => {
  const events = [
    fixtureEvent(1, {
      crime_committed: 'Kidnapping',
      province: 'Gauteng',
      location: 'Soweto',
      victims_injured: 2,
    }),
    fixtureEvent(2, {
      crime_committed: 'Kidnapping',
      province: 'Gauteng',
      location: 'Tembisa',
      suspect_ages: [30, 40],
    }),
    fixtureEvent(3, {
      crime_committed: 'Murder',
      province: 'Limpopo',
      location: 'Polokwane',
      victims_killed: 3,
    }),
    fixtureEvent(4, {
      crime_committed: 'Murder',
      province: 'Gauteng',
      location: 'Soweto',
      victims_killed: 1,
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "affirmative or negative" as yes or no, and "copy", "sitrep", "over" as framing', () => {
    expect(ask('Confirm affirmative or negative: any kidnapings in Gauteng? Over.').result).toMatchObject({
      type: 'yes_no',
      value: true,
      not_applied: [],
    });
    expect(ask('Copy, control. How many murders in the Limpopo sector? Over.').result).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
  });

  it('sets aside a role, a task label and the form the answer should take', () => {
    expect(
      ask(
        'You are a data assistant. Task: compute the median age of all suspects whose age is stated. Return only the number.',
      ).result,
    ).toMatchObject({ type: 'number', value: 35, complete: true });
    expect(
      ask(
        'Output a list of the two crime categories that occur in the most incidents. Category names only, no commentary.',
      ).result,
    ).toMatchObject({ type: 'ranking', complete: true, value: [{ name: 'Kidnapping' }, { name: 'Murder' }] });
  });

  it('reads "The witness asks ..." as who passes the question on, and "a yes or a no" as a yes or no', () => {
    expect(
      ask('The witness asks how many people were injured in all of these reports together.').result,
    ).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(
      ask(
        'The elder asks whether more people were killed in Limpopo than in Gauteng. He would like a yes or a no.',
      ).result,
    ).toMatchObject({ type: 'yes_no', value: true });
  });

  it('hears dictation: "this hole lot", a crime "component", ages "from youngest to oldest"', () => {
    expect(ask('how many kidnappings are in this hole lot').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(ask('How many incidents carried a kidnapping component?').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(
      ask('Suppose we arrange the suspect ages from youngest to oldest. What is the median age?').result,
    ).toMatchObject({ type: 'number', value: 35 });
  });

  it('takes all the people killed in one place and subtracts those of another', () => {
    expect(
      ask(
        'If we take all the people killed in the Limpopo incidents and subtract all the people killed in the Gauteng incidents, what number are we left with?',
      ).result,
    ).toMatchObject({ type: 'number', value: 2 });
  });

  it('refuses the kind of gun and the companies carrying the cash', () => {
    expect(ask('what kind of guns did the robbers use, ak forty sevens or pistols').result).toMatchObject({
      type: 'none',
    });
  });
});

describe('session 44: an age bound written in words', () => {
  const events = [fixtureEvent(1, { suspect_ages: [19, 24, 31] }), fixtureEvent(2, { suspect_ages: [40] })];

  it.each([
    ['How many of the suspects whose ages are given were younger than twenty-five years?', 2],
    ['Suppose we line up every suspect whose age is given. How many of them are younger than thirty?', 2],
    ['How many suspects were over thirty?', 2],
  ])('%s', (question, count) => {
    expect(analyse(question, events, '2025-06-15').result).toMatchObject({
      type: 'number',
      value: count,
      complete: true,
    });
  });
});

describe('what a question asks of the single top incident (session 45)', () => {
  const events = [
    fixtureEvent(1, { date: '2024-03-10', location: 'Soweto', province: 'Gauteng', victims_killed: 4 }),
    fixtureEvent(2, { date: '2024-03-12', location: 'Tembisa', province: 'Gauteng', victims_killed: 1 }),
    fixtureEvent(3, { date: '2024-05-04', location: 'Umlazi', province: 'KwaZulu-Natal', victims_killed: 2 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('names the weekday of the incident with the most people killed when asked for it', () => {
    const answer = ask('On which weekday did the incident with the most people killed take place?');
    expect(answer.text).toContain(
      'Read as: the single incident with the most people killed, and its weekday.',
    );
    expect(answer.text).toContain('took place on a Sunday, 10 March 2024, in Soweto, Gauteng [#1]');
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Soweto, Gauteng, Sunday 10 March 2024 [#1]' }],
    });
  });

  it('answers "when" with the top incident\'s date', () => {
    expect(ask('When did the incident with the most people killed happen?').result).toMatchObject({
      type: 'date',
      value: '2024-03-10',
    });
  });

  it('names the incident alone when nothing more is asked of it', () => {
    const answer = ask('Which incident had the most people killed?');
    expect(answer.text).toContain('Read as: the single incident with the most people killed.');
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Soweto, Gauteng, 10 March 2024 [#1]' }],
    });
  });
});

describe('one year or place taken away from another (session 45)', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-10',
      crime_committed: 'Murder',
      victims: { count: 2, female: null, male: null, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2022-03-12',
      crime_committed: 'Murder',
      victims: { count: 5, female: null, male: null, ages: [] },
    }),
    fixtureEvent(3, {
      date: '2022-05-04',
      crime_committed: 'Murder',
      victims: { count: 3, female: null, male: null, ages: [] },
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "murders in 2022 minus murders in 2021" as a difference, not as leaving murders out', () => {
    const answer = ask('murders in 2022 minus murders in 2021');
    expect(answer.text).not.toContain('leaving out');
    expect(answer.result).toMatchObject({ type: 'number', value: 1 });
  });

  it('reads "the mean in 2022 minus the mean in 2021" as the difference of two averages', () => {
    const answer = ask('What is the mean number of victims per incident in 2022 minus the mean in 2021?');
    expect(answer.result).toMatchObject({ type: 'number', value: 2 });
    expect(answer.text).toContain('4 against 2 (2 higher)');
  });
});

describe('suspects of an age, and ages no reader used (session 45)', () => {
  const events = [
    fixtureEvent(1, {
      suspect_ages: [16, 34],
      victims_killed: 2,
      victims: { count: 2, female: 1, male: 1, ages: [] },
    }),
    fixtureEvent(2, {
      suspect_ages: [41],
      victims_killed: 1,
      victims: { count: 2, female: 2, male: 0, ages: [] },
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads minors, juveniles and children said of suspects as suspects under 18', () => {
    for (const question of [
      'How many suspects were minors?',
      'Were any of the accused juveniles?',
      'Did the police arrest any children?',
      'Was anyone under 18 arrested?',
    ]) {
      const answer = ask(question);
      expect(answer.text, question).toContain(
        'Read as: the number of suspects under 18, of those whose age is stated',
      );
      expect(answer.result?.value, question).toSatisfy((v) => v === 1 || v === true);
    }
  });

  it('says it could not apply an age set on people it cannot tell apart by age', () => {
    const answer = ask('How many people over 60 were killed?');
    expect(answer.result).toMatchObject({ complete: false, not_applied: ['over 60'] });
    expect(ask('How many women over 30 were victims?').result).toMatchObject({ not_applied: ['over 30'] });
  });
});

describe('the largest change from one period to the next (session 45)', () => {
  const dated = (id: number, date: string) => fixtureEvent(id, { date });
  const events = [
    dated(1, '2020-02-01'),
    dated(2, '2021-02-01'),
    dated(3, '2021-03-01'),
    dated(4, '2021-04-01'),
    dated(5, '2021-05-01'),
    dated(6, '2022-02-01'),
    dated(7, '2023-02-01'),
    dated(8, '2023-03-01'),
  ];
  const ask = (question: string) => analyse(question, events, '2024-06-15');

  it('names the year whose rise over the year before is the largest, not a ranking of years', () => {
    const answer = ask('Which year had the largest increase in incidents over the previous year?');
    expect(answer.text).toContain(
      'The largest rise in events from one year to the next is 2020 to 2021: 1 to 4 (3 more).',
    );
    expect(answer.result).toMatchObject({ type: 'ranking', value: [{ name: '2020 to 2021', value: 3 }] });
  });

  it('finds the largest fall between consecutive years, and its size when that is asked', () => {
    expect(ask('Between which two consecutive years did incidents fall the most?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: '2021 to 2022', value: 3 }],
    });
    expect(ask('How big was the biggest year-on-year drop in incidents?').result).toMatchObject({
      type: 'number',
      value: 3,
      complete: true,
    });
  });
});

describe('ways of asking that a second language or a sermon brings (session 45)', () => {
  const events = [
    fixtureEvent(1, {
      date: '2020-03-01',
      crime_committed: 'Carjacking',
      arrest_made: true,
      victims_killed: 2,
      suspects_arrested: 3,
    }),
    fixtureEvent(2, {
      date: '2022-03-01',
      crime_committed: 'Carjacking',
      arrest_made: false,
      victims_killed: 1,
    }),
    fixtureEvent(3, {
      date: '2022-05-01',
      crime_committed: 'Rape',
      arrest_made: true,
      suspects_arrested: 1,
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2024-06-15');

  it('reads "in every carjacking ... or no?" as a claim about every case, asked yes or no', () => {
    const answer = ask('police catch somebody in every carjacking or no?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false });
    expect(answer.text).toContain('Not every case: 1 of the 2 events about carjacking is not among them');
  });

  it('reads souls that were lost as people killed', () => {
    expect(ask('How many souls were lost altogether?').result).toMatchObject({ type: 'number', value: 3 });
  });

  it('takes the police as who arrested, with the helping verb a second language keeps', () => {
    expect(ask('how many suspect police is arrest in total?').result).toMatchObject({
      type: 'number',
      value: 4,
      complete: true,
    });
  });

  it('leaves out words of feeling around a crime', () => {
    expect(ask('What share of incidents involved the terrible crime of rape?').result).toMatchObject({
      value: 33,
      complete: true,
    });
  });

  it('gives each period its own count when asked "respectively"', () => {
    const answer = ask('How many incidents took place in 2020 and in 2022 respectively?');
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [
        { name: '2022', value: 2 },
        { name: '2020', value: 1 },
      ],
    });
  });
});

describe('a base said again after the ask (session 45)', () => {
  const events = [
    fixtureEvent(1, { date: '2022-11-03' }),
    fixtureEvent(2, { date: '2023-02-10' }),
    fixtureEvent(3, { date: '2023-05-10' }),
    fixtureEvent(4, { date: '2023-12-01' }),
    fixtureEvent(5, { date: null, published_date: '2023-12-20' }),
  ];

  it('keeps the dated incidents as the base when a sentence after the ask declares it again', () => {
    const answer = analyse(
      'What percentage of dated incidents fell in October to December, all years pooled? The base is incidents with a known date; undated ones are excluded.',
      events,
      '2024-06-15',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 50 });
  });
});

describe('speech, second thoughts and a French turn of phrase (session 45)', () => {
  const events = [
    fixtureEvent(1, {
      date: '2019-03-01',
      crime_committed: 'Kidnapping',
      victims_killed: 2,
      arrest_made: true,
    }),
    fixtureEvent(2, { date: '2020-06-01', crime_committed: 'Murder', victims_killed: 3, arrest_made: false }),
    fixtureEvent(3, {
      date: '2021-06-01',
      crime_committed: 'Kidnapping',
      victims_killed: 1,
      arrest_made: true,
    }),
    fixtureEvent(4, {
      date: '2022-06-01',
      crime_committed: 'Illegal mining',
      suspects_arrested: 12,
      arrest_made: true,
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2024-06-15');

  it('takes back what "no wait, I mean" corrects', () => {
    expect(
      ask('Uh, when was the latest kidnapping... no wait, I mean the earliest one?').result,
    ).toMatchObject({
      type: 'date',
      value: '2019-03-01',
    });
    const answer = ask('How many murders in 2021, sorry, I mean 2020?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1 });
    expect(answer.text).toContain('"2021, sorry, I mean 2020" read as "2020"');
  });

  it('reads spoken years after a filler as the range they bound', () => {
    expect(
      ask('Hey um, how many people got killed between, like, twenty nineteen and twenty twenty-one?').result,
    ).toMatchObject({ type: 'number', value: 6, complete: true });
  });

  it('gives a count per year as a series, each year with its figure', () => {
    expect(ask('How many incidents were there each year, 2019 to 2021?').result).toMatchObject({
      type: 'series',
      value: [
        { name: '2019', value: 1 },
        { name: '2020', value: 1 },
        { name: '2021', value: 1 },
      ],
    });
  });

  it('reads "the totality of", "an arrest of the suspects" and "how many of them were nabbed"', () => {
    expect(ask('How many victims were killed in the totality of the incidents?').result).toMatchObject({
      value: 6,
      complete: true,
    });
    expect(
      ask('Which is the percentage of the incidents where there was an arrest of the suspects?').result,
    ).toMatchObject({ value: 75, complete: true });
    expect(
      ask('The zama zamas are a danger. How many of them were nabbed in the illegal mining busts?').result,
    ).toMatchObject({ value: 12, complete: true });
  });
});

describe('rankings by a rate, by the smallest, and by a place other than the first (session 45)', () => {
  const event = (id: number, province: string, crime: string, arrest: boolean, killed: number) =>
    fixtureEvent(id, {
      province,
      location: province,
      crime_committed: crime,
      arrest_made: arrest,
      victims_killed: killed,
    });
  const events = [
    event(1, 'Gauteng', 'Murder', true, 1),
    event(2, 'Gauteng', 'Murder', true, 1),
    event(3, 'Gauteng', 'Robbery', false, 0),
    event(4, 'Gauteng', 'Robbery', false, 0),
    event(5, 'Limpopo', 'Murder', true, 4),
    event(6, 'Limpopo', 'Rape', false, 0),
    event(7, 'Free State', 'Murder', true, 2),
  ];
  const ask = (question: string) => analyse(question, events, '2024-06-15');

  it('ranks provinces by the share of their own events with an arrest, not by their count', () => {
    const answer = ask('Which province had the highest arrest rate?');
    expect(answer.result).toMatchObject({ type: 'ranking', value: [{ name: 'Free State', value: 100 }] });
    expect(answer.text).toContain('Free State, 100 % (1 of 1 event)');
    expect(ask('Which province had the smallest share of incidents with an arrest?').result).toMatchObject({
      value: [
        { name: 'Gauteng', value: 50 },
        { name: 'Limpopo', value: 50 },
      ],
    });
  });

  it('reads "smallest" as the end of a ranking', () => {
    expect(ask('Which province had the smallest number of incidents?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Free State', value: 1 }],
    });
  });

  it('gives the group in second or third place, with those ahead of it', () => {
    const answer = ask('What was the second most common crime?');
    expect(answer.text).toContain('In second place by most events: Robbery (2)');
    expect(answer.text).toContain('Ahead: Murder (4).');
    expect(answer.result).toMatchObject({ complete: true, value: [{ name: 'Robbery', value: 2 }] });
    expect(ask('Which province had the second most people killed?').result).toMatchObject({
      value: [
        { name: 'Free State', value: 2 },
        { name: 'Gauteng', value: 2 },
      ],
    });
  });

  it('reads a ratio of people to incidents as people per incident', () => {
    expect(ask('What is the ratio of people killed to incidents?').result).toMatchObject({
      type: 'number',
      value: 1.1,
    });
  });
});

describe('cases with a kind of victim, bases defined, words a record lacks (session 45)', () => {
  const events = [
    fixtureEvent(1, {
      province: 'KwaZulu-Natal',
      crime_committed: 'Murder',
      victims: { count: 2, female: 1, male: 1, ages: [] },
      victims_children: 1,
      victims_killed: 1,
    }),
    fixtureEvent(2, {
      province: 'Gauteng',
      crime_committed: 'Murder',
      victims: { count: 1, female: 0, male: 1, ages: [] },
      victims_children: 0,
      victims_killed: 1,
    }),
    fixtureEvent(3, { province: 'Gauteng', crime_committed: 'Robbery', victims_injured: 2 }),
    fixtureEvent(4, {
      province: 'Gauteng',
      crime_committed: 'Rape',
      victims: { count: 1, female: 1, male: 0, ages: [] },
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('counts cases with a victim of a sex or a child, not the victims', () => {
    expect(ask('How many incidents had female victims?').result).toMatchObject({ value: 2, complete: true });
    expect(ask('How many murders had child victims?').result).toMatchObject({ value: 1, complete: true });
    expect(ask('How many robberies left people injured?').result).toMatchObject({ value: 1, complete: true });
    expect(ask('Of all the murder cases, what percent had women as victims?').result).toMatchObject({
      value: 50,
      complete: true,
    });
  });

  it('takes a base from a case definition before the ask', () => {
    const answer = ask(
      'Case definition: any incident recording murder. What proportion of those cases occurred in KwaZulu-Natal (numerator KZN murder incidents, denominator all murder incidents)?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 50 });
  });

  it('refuses race and ethnicity, which the releases do not record', () => {
    expect(ask('What is the racial breakdown of the victims?').result).toMatchObject({ type: 'none' });
  });

  it('reads a peak as the most, and "man" said to the listener as nothing', () => {
    expect(ask('When did murders peak?').text).toContain(
      'Read as: the year with the most events about murder',
    );
    expect(ask('Shame, man. How many children were victims?').result).toMatchObject({
      value: 1,
      complete: true,
    });
  });
});

describe('a child said with its age, and one of the complainants (session 45)', () => {
  const events = [
    fixtureEvent(1, { province: 'Mpumalanga', crime_committed: 'Rape', victims_children: 0 }),
    fixtureEvent(2, { province: 'Gauteng', crime_committed: 'Rape', victims_children: 1 }),
    fixtureEvent(3, { province: 'Gauteng', crime_committed: 'Rape', victims_children: 2 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('does not take "under 18" after a child as a bound on the number of events', () => {
    const answer = ask('Yes or no: in the Mpumalanga incidents, was any of the victims a child under 18?');
    expect(answer.text).not.toContain('at most 17 events');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: false });
  });

  it('reads "the complainant, or one of the complainants, a minor" as cases with a child victim', () => {
    expect(
      ask(
        'In how many rape matters was the complainant, or one of the complainants, a minor under the age of eighteen?',
      ).result,
    ).toMatchObject({ type: 'number', value: 2, complete: true });
  });
});

describe('two crimes in one incident, and the suspect of a sex (session 45)', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Murder, Robbery', suspects_female: 1 }),
    fixtureEvent(2, { crime_committed: 'Murder', suspects_female: 0 }),
    fixtureEvent(3, { crime_committed: 'Robbery', suspects_female: 0 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "had a murder and a robbery" as both in one incident, "murders and robberies" as either', () => {
    expect(ask('How many incidents had a murder and a robbery?').result).toMatchObject({ value: 1 });
    expect(ask('How many murders and robberies were there?').result).toMatchObject({ value: 3 });
  });

  it('reads "where the suspect was a woman" as incidents with a female suspect, not words to find', () => {
    for (const question of [
      'How many incidents were there where the suspect was a woman?',
      'In how many cases were the suspects women?',
    ]) {
      const answer = ask(question);
      expect(answer.text, question).toContain(
        'Read as: the number of events with at least 1 female suspect.',
      );
      expect(answer.result, question).toMatchObject({ value: 1 });
    }
  });
});

describe('a comparison asked in percentage terms (session 45)', () => {
  const events = [
    fixtureEvent(1, { date: '2022-02-01', crime_committed: 'Murder' }),
    fixtureEvent(2, { date: '2022-03-01', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: '2022-04-01', crime_committed: 'Murder' }),
    fixtureEvent(4, { date: '2022-05-01', crime_committed: 'Murder' }),
    fixtureEvent(5, { date: '2023-02-01', crime_committed: 'Murder' }),
  ];

  it('gives the per cent change from the year compared against', () => {
    const answer = analyse(
      'How did murders in 2023 compare with 2022 in percentage terms?',
      events,
      '2025-06-15',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: -75 });
    expect(answer.text).toContain('The per cent change in events about murder from 2022 to 2023 is -75 %.');
  });
});

describe('a crime committed by a gang (session 45)', () => {
  const events = [
    fixtureEvent(1, { crime_committed: 'Murder' }),
    fixtureEvent(2, { crime_committed: 'Robbery' }),
  ];

  it('reads "murders committed by gangs" as both together, and says so when there are none', () => {
    const answer = analyse('How many murders were committed by gangs?', events, '2025-06-15');
    expect(answer.text).toContain(
      'Read as: the number of events about both murder and gang-related violence together.',
    );
    expect(answer.text).toContain('is about both murder and gang-related violence together.');
    expect(answer.result).toMatchObject({ type: 'number', value: 0 });
  });
});

describe('the fewest people may be none (session 45)', () => {
  const events = [
    fixtureEvent(1, { date: '2021-03-01', victims_killed: 2 }),
    fixtureEvent(2, { date: '2022-03-01', victims_killed: 0 }),
    fixtureEvent(3, { date: '2023-03-01', victims_killed: 1 }),
    fixtureEvent(4, { date: '2024-03-01' }),
  ];

  it('ranks a year whose events state nobody killed first for the fewest, and leaves out a year that says nothing', () => {
    expect(
      analyse('In which year were the fewest people killed?', events, '2025-06-15').result,
    ).toMatchObject({
      type: 'ranking',
      value: [{ name: '2022', value: 0 }],
    });
  });
});

describe('ages as a share, and ages by decade (session 45)', () => {
  const events = [
    fixtureEvent(1, { suspect_ages: [22, 27, 35, 41] }),
    fixtureEvent(2, { suspect_ages: [29] }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('gives the share of stated ages under a bound when a percentage is asked', () => {
    const answer = ask('What percentage of the suspects were under 30?');
    expect(answer.text).toContain(
      'Read as: the per cent of suspects under 30, of those whose age is stated.',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 60 });
    expect(ask('How many suspects were under 30?').result).toMatchObject({ value: 3 });
  });

  it('reads "in their twenties" as aged 20 to 29', () => {
    expect(ask('How many suspects in their twenties were arrested?').result).toMatchObject({
      value: 3,
      complete: true,
    });
  });
});

describe("a quiz writer's claims and counts of places (session 45)", () => {
  const events = [
    fixtureEvent(1, { province: 'Free State', location: 'Bloemfontein', victims_killed: 12 }),
    fixtureEvent(2, { province: 'Free State', location: 'Welkom', victims_killed: 10 }),
    fixtureEvent(3, { province: 'Limpopo', location: 'Polokwane', victims_killed: 1 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('checks a "true or false" claim about people against their total, not each incident', () => {
    expect(ask('True or false: more than 20 people were killed in the Free State.').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(ask('True or false: more than 20 people were killed in one incident.').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('counts the different provinces when asked how many appear', () => {
    expect(ask('For one point: how many provinces appear in these releases?').result).toMatchObject({
      type: 'number',
      value: 2,
    });
  });
});

describe('places pointed back to, sides asked which, and tables topped (session 46)', () => {
  const events = [
    fixtureEvent(1, { date: '2024-03-10', location: 'Umlazi', province: 'KwaZulu-Natal', victims_killed: 4 }),
    fixtureEvent(2, { date: '2024-03-12', location: 'Soweto', province: 'Gauteng', victims_killed: 1 }),
    fixtureEvent(3, { date: '2024-05-04', location: 'Durban', province: 'KwaZulu-Natal', victims_killed: 2 }),
    fixtureEvent(4, { date: '2024-06-04', location: 'Tembisa', province: 'Gauteng', suspects_arrested: 5 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('counts in the province a sentence before the ask named, when the ask says "in the province"', () => {
    const answer = ask(
      'Readers ask how many lives were lost across KwaZulu-Natal. What is the total number of people killed in the province?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 6 });
  });

  it('still ranks when "the province" is the one with the most', () => {
    expect(ask('How many people were killed in the province with the most incidents?').result).toMatchObject({
      type: 'ranking',
    });
  });

  it('compares two places named before "between the two ..., which one had more"', () => {
    const answer = ask(
      'People say Gauteng is worse than KwaZulu-Natal. Between the two provinces, which one had more people killed?',
    );
    expect(answer.result).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'KwaZulu-Natal', value: 6 },
        { name: 'Gauteng', value: 1 },
      ],
    });
  });

  it('reads "top of the log for" as the most of what follows', () => {
    const answer = ask('Which province is top of the log for suspects arrested?');
    expect(answer.text).toContain('"is top of the log for" read as "has the most"');
    expect(answer.result).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 5 }] });
  });

  it('declines a time of day given as clock times after a sentence of context', () => {
    const answer = ask(
      'Our circular must advise parents. How many incidents took place during school hours, that is between 07:30 and 14:30 on a weekday?',
    );
    expect(answer.result).toMatchObject({ type: 'none' });
    expect(answer.text).toContain('not the time of day');
  });

  it('takes "round to int" as how to round, not a word to match', () => {
    const answer = ask('share of incidents in Gauteng, as a percentage, round to int');
    expect(answer.result).toMatchObject({ type: 'number', value: 50, complete: true });
  });
});

describe('asides, judgements and people of a kind (session 46)', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-10',
      location: 'Khayelitsha',
      province: 'Western Cape',
      crime_committed: 'Rape',
      victims_children: 1,
      victims_killed: 2,
    }),
    fixtureEvent(2, {
      date: '2022-03-12',
      location: 'Polokwane',
      province: 'Limpopo',
      crime_committed: 'Rape',
      victims_killed: 3,
      suspects_female: 1,
      arrest_made: false,
    }),
    fixtureEvent(3, {
      date: '2022-05-04',
      location: 'Mbombela',
      province: 'Mpumalanga',
      crime_committed: 'Murder',
      victims_killed: 1,
      victims: { count: 1, female: 1, male: null, ages: [] },
      arrest_made: true,
    }),
    fixtureEvent(4, { date: '2023-06-04', location: 'Soweto', province: 'Gauteng', victims_killed: 9 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('takes a judgement asked before a countable ask as its reason, and counts where "there" points', () => {
    const answer = ask(
      'Is Khayelitsha safe enough for a tour with overseas guests? How many people were killed there altogether?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('declines to judge whether a place is safe, but still compares when asked which is more dangerous', () => {
    const answer = ask('Is Khayelitsha safe for tourists?');
    expect(answer.result).toMatchObject({ type: 'none' });
    expect(answer.text).toContain('Whether a place is safe is a judgement the events cannot make');
    expect(ask('Is Gauteng more dangerous than Limpopo?').result).toMatchObject({ type: 'yes_no' });
  });

  it('leaves "there" unapplied when no place was named, rather than counting everywhere as if complete', () => {
    expect(ask('How many people were killed there?').result).toMatchObject({
      complete: false,
      not_applied: ['there'],
    });
  });

  it('sets aside a reason about the asker\'s family and a teacher\'s "students should find"', () => {
    expect(
      ask('How many incidents happened from 2022 onwards, since her grandson moved to the city?').result,
    ).toMatchObject({ type: 'number', value: 3, complete: true });
    expect(
      ask('Exercise 3: Students should find the province where the most people were killed.').result,
    ).toMatchObject({ type: 'ranking', value: [{ name: 'Gauteng', value: 9 }], complete: true });
  });

  it('reads "in real life" as nothing and a closing "A percentage would help me." as a share asked', () => {
    const answer = ask(
      'In real life, how often does a rape case end up with nobody arrested? A percentage would help me.',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 50, complete: true });
  });

  it('reads female suspects "involved" or "had" as incidents with one, and "any female victims" likewise', () => {
    expect(ask('Were female suspects involved in any Limpopo case?').result).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
    expect(ask('How many incidents had female suspects?').result).toMatchObject({ value: 1, complete: true });
    expect(ask('Were there any female victims in Mpumalanga?').result).toMatchObject({
      type: 'yes_no',
      value: true,
      complete: true,
    });
  });

  it('does not join a sex to a harm the events keep apart', () => {
    expect(ask('Were any female victims killed in Mpumalanga?').result).toMatchObject({
      complete: false,
      not_applied: ['female'],
    });
  });

  it('reads "a learner or other minor as a victim" as a child victim', () => {
    const answer = ask('Of the rape cases, what percentage involved a learner or other minor as a victim?');
    expect(answer.result).toMatchObject({ type: 'number', value: 50, complete: true });
  });

  it('ranks the provinces that towns named before "which of those provinces" lie in', () => {
    const answer = ask(
      'Our trip: Polokwane, Mbombela and Khayelitsha. Which of those provinces had the most people killed?',
    );
    expect(answer.result).toMatchObject({ type: 'ranking' });
    expect(answer.result?.value).toContainEqual({ name: 'Limpopo', value: 3 });
    expect(answer.result?.value).not.toContainEqual({ name: 'Gauteng', value: 9 });
  });

  it('answers by how much one year came out ahead of another named in a statement before', () => {
    const answer = ask(
      "The 2022 death toll against 2021's. By how many did 2022 come out ahead on people killed?",
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 2 });
  });

  it('gives a count per year in time order for "the year by year count", and each year for "three figures"', () => {
    expect(ask('Give me the year by year count of incidents').result).toMatchObject({ type: 'series' });
    expect(
      ask('How many incidents happened in 2021, in 2022 and in 2023? Give three figures.').result,
    ).toMatchObject({ type: 'ranking', value: expect.arrayContaining([{ name: '2022', value: 2 }]) });
  });
});

describe('one incident among the incidents, and differences named twice (session 46)', () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-10',
      province: 'Gauteng',
      location: 'Soweto',
      victims_killed: 1,
      suspects_arrested: 4,
      crime_committed: 'Armed robbery',
    }),
    fixtureEvent(2, {
      date: '2022-03-12',
      province: 'Gauteng',
      location: 'Tembisa',
      victims_killed: 5,
      suspects_arrested: 1,
      crime_committed: 'Armed robbery',
    }),
    fixtureEvent(3, {
      date: '2022-05-04',
      province: 'Limpopo',
      location: 'Polokwane',
      victims_killed: 9,
      suspects_arrested: 2,
      crime_committed: 'Armed robbery',
    }),
    fixtureEvent(4, {
      date: '2022-06-04',
      province: 'Limpopo',
      location: 'Tzaneen',
      crime_committed: 'Murder',
    }),
    fixtureEvent(5, {
      date: '2021-06-04',
      province: 'Limpopo',
      location: 'Musina',
      crime_committed: 'Murder',
    }),
    fixtureEvent(6, {
      date: '2022-07-04',
      province: 'Limpopo',
      location: 'Giyani',
      crime_committed: 'Murder',
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('lists the incidents asked for as "which of these incidents"', () => {
    expect(ask('Which of these incidents had more than two suspects arrested?').result).toMatchObject({
      type: 'list',
      value: [1],
    });
  });

  it('finds the one incident with the fewest, not the most, when the measure holds the word', () => {
    expect(ask('Which incident had the fewest suspects arrested?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Tembisa, Gauteng, 12 March 2022 [#2]', value: 1 }],
    });
  });

  it('reads "which of the incidents in Gauteng was the deadliest" as one incident, not a kind of crime', () => {
    for (const question of [
      'Which incident in Gauteng was the deadliest?',
      'Which of the incidents had the most people killed?',
    ])
      expect(ask(question).text).toContain('Read as: the single incident with the most people killed');
  });

  it('takes "murders 2022 minus murders 2021" as how many more in one year than the other', () => {
    expect(ask('murders 2022 minus murders 2021').result).toMatchObject({ type: 'number', value: 1 });
  });
});

describe("an interpreter's word order, a coach's afternoons and a parent's occasion (session 46)", () => {
  const events = [
    fixtureEvent(1, {
      date: '2021-03-13',
      province: 'Eastern Cape',
      location: 'Mthatha',
      crime_committed: 'Rape',
      suspects_arrested: 2,
      suspect_ages: [24, 30],
      victims_children: 1,
    }),
    fixtureEvent(2, {
      date: '2022-03-12',
      province: 'Eastern Cape',
      location: 'Gqeberha',
      crime_committed: 'Rape',
      suspects_arrested: 1,
      suspect_ages: [40],
      victims_children: 0,
    }),
    fixtureEvent(3, { date: '2022-05-04', province: 'Gauteng', location: 'Vosloorus', victims_children: 0 }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "the ones who were caught" as the suspects arrested', () => {
    expect(
      ask('The ones who were caught in the Eastern Cape, in all the cases there, they are how many?').result,
    ).toMatchObject({ type: 'number', value: 3, complete: true });
  });

  it('declines "his name it is what?" as a name the events do not record', () => {
    expect(ask('The man who robbed the shop in Mthatha, his name it is what?').result).toMatchObject({
      type: 'none',
      measure: "people's names, which the events do not record",
    });
  });

  it('sets aside "it breaks my heart to ask, but" and reads "their middle age" as the median', () => {
    expect(
      ask('It breaks my heart to ask, but in how many of the rape cases was the victim a child?').result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(ask('The men arrested for rape, what is their middle age, the median?').result).toMatchObject({
      type: 'number',
      value: 30,
      complete: true,
    });
  });

  it('declines "a Saturday afternoon" as a time of day', () => {
    expect(ask('How many of these happened on a Saturday afternoon?').result).toMatchObject({ type: 'none' });
  });

  it('takes the occasion in "Parents are asking before our away game in Vosloorus:" as who asks, its place as "there"', () => {
    expect(
      ask(
        'Parents are asking before our away game in Vosloorus: were any kids among the victims of incidents there? y/n',
      ).result,
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
  });
});

describe('metros as places, and a heading that names incidents (session 46)', () => {
  const events = [
    fixtureEvent(1, { date: '2024-03-09', province: 'Gauteng', location: 'Soweto', victims_injured: 3 }),
    fixtureEvent(2, { date: '2024-03-12', province: 'Limpopo', location: 'Polokwane', victims_injured: 2 }),
    fixtureEvent(3, {
      date: '2024-05-04',
      province: 'KwaZulu-Natal',
      location: 'Umlazi',
      victims_injured: 0,
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('counts the incidents in any metro, naming the metros it took', () => {
    const answer = ask('How many incidents happened in one of the eight metropolitan municipalities?');
    expect(answer.result).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(answer.text).toContain('City of Johannesburg');
  });

  it('counts incidents, not people, when a heading names incidents with people as their condition', () => {
    expect(ask('incidents w/ ppl injured - how many?').result).toMatchObject({ type: 'number', value: 2 });
  });
});

describe('a letter, a call-centre script and code shorthand (session 46)', () => {
  const events = [
    fixtureEvent(1, {
      date: '2020-03-10',
      province: 'Free State',
      location: 'Kroonstad',
      crime_committed: 'Rape',
      victims: { count: 2, female: 2, male: null, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2021-03-12',
      province: 'Gauteng',
      location: 'Soweto',
      crime_committed: 'Murder',
      victims: { count: 1, female: 1, male: null, ages: [] },
    }),
    fixtureEvent(3, {
      date: '2022-05-04',
      province: 'Gauteng',
      location: 'Tembisa',
      crime_committed: 'Murder',
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "I should be most grateful to learn" as a request, not a ranking, and the story before it as context', () => {
    const answer = ask(
      "Dear Sir or Madam, for many years I ran the girls' debating society at a school in Kroonstad, and I still take a keen interest in how women fare. I should be most grateful to learn how many women and girls in all were among the victims in these reports.",
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 3, complete: true });
    expect(
      ask('I should be most grateful to learn how many incidents involved a murder.').result,
    ).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it('does not take a relative "which" in the story as an ask', () => {
    const answer = ask(
      'I volunteer at a shelter on Tuesdays, which has taught me a great deal. I should be most grateful to learn the date of the most recent rape, that is, the day on which it took place.',
    );
    expect(answer.result).toMatchObject({ type: 'date', value: '2020-03-10', complete: true });
  });

  it('declines to predict where or how often crime will happen', () => {
    for (const question of [
      'Caller wants to know: in which area will the next murder happen, so they can avoid it?',
      'How many murders will there be next year?',
    ])
      expect(ask(question).text).toContain('they cannot say what will happen');
    expect(ask('Will you tell me how many murders there were?').result).toMatchObject({
      type: 'number',
      value: 2,
    });
  });

  it('leaves out a place "if we leave out" it', () => {
    expect(ask('What is the total if we leave out Gauteng?').result).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('reads "2020..2022" as a range of years', () => {
    expect(ask('count group by year for 2020..2022 - series, oldest first').result).toMatchObject({
      type: 'series',
      value: [
        { name: '2020', value: 1 },
        { name: '2021', value: 1 },
        { name: '2022', value: 1 },
      ],
    });
  });
});

describe("a librarian's definitions and a tow-truck driver's spelling (session 46)", () => {
  const events = [
    fixtureEvent(1, { date: '2020-03-10', province: 'Gauteng', crime_committed: 'Carjacking' }),
    fixtureEvent(2, { date: '2021-03-12', province: 'Gauteng', crime_committed: 'Truck hijacking' }),
    fixtureEvent(3, { date: '2022-05-04', province: 'Limpopo', crime_committed: 'Attempted murder' }),
    fixtureEvent(4, { date: '2022-06-04', province: 'Limpopo', crime_committed: 'Attempted murder, Murder' }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads a misspelt crime as near its singular as its plural', () => {
    expect(ask('Which province gets the most hijackins, car or truck?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Gauteng', value: 2 }],
    });
  });

  it('takes "the one with more first" as the order of a ranking, not the earliest event', () => {
    expect(
      ask('Could you list the two provinces with the most incidents, the one with more first?').result,
    ).toMatchObject({ type: 'ranking' });
  });

  it('gives a figure for each of the years named', () => {
    expect(
      ask('How many incidents were recorded in each of the years 2020, 2021 and 2022?').result,
    ).toMatchObject({
      type: 'ranking',
      value: expect.arrayContaining([{ name: '2022', value: 2 }]),
    });
  });

  it('leaves out a crime "without also being recorded as" it', () => {
    expect(
      ask('How many incidents are recorded as attempted murder without also being recorded as a murder?')
        .result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });
});

describe("a driver's roster, an imam's notice, a priest's letter and a spaza owner's phone (session 46)", () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-03-13',
      province: 'Gauteng',
      crime_committed: 'Business robbery',
      victims_killed: 3,
      victims_children: 1,
      victims: { count: 3, female: 1, male: 2, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2024-03-20',
      province: 'Gauteng',
      crime_committed: 'Armed robbery',
      victims_killed: 1,
    }),
    fixtureEvent(3, {
      date: '2024-05-04',
      province: 'Limpopo',
      crime_committed: 'Extortion',
      victims_killed: 2,
      victims_police: 1,
      relationship: 'family',
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "which day do most of the robberies go down on" as a weekday, not a fall', () => {
    expect(ask('Wich day of the week do most of the robberies go down on?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Wednesday', value: 2 }],
    });
  });

  it('takes "our brothers and sisters", "our sisters" and "the hardest hit first" as the people, the women and an order', () => {
    expect(
      ask(
        'As we prepare our Friday prayers, could you tell me in which two provinces the most of our brothers and sisters lost their lives, the hardest hit first?',
      ).result,
    ).toMatchObject({
      type: 'ranking',
      value: [
        { name: 'Gauteng', value: 4 },
        { name: 'Limpopo', value: 2 },
      ],
    });
    expect(
      ask(
        'Among the victims where it is told whether they were men or women, what share were our sisters, as a percentage?',
      ).result,
    ).toMatchObject({ type: 'number', value: 33 });
  });

  it('counts incidents with a child "among those who were harmed", and "the one who did harm" as the attacker', () => {
    expect(
      ask('In how many incidents was at least one child among those who were harmed?').result,
    ).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(
      ask(
        'So that families may take care, in how many incidents was the one who did harm known to the victim?',
      ).result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it("sets aside a letter's purpose after the ask, its Latin and its opening wish", () => {
    expect(
      ask(
        'I should be grateful to know how many persons in all lost their lives in this collection, so that they may be remembered at Mass.',
      ).result,
    ).toMatchObject({ type: 'number', value: 6, complete: true });
    expect(
      ask(
        'I should wish to know whether, inter alia, any member of the police was among those harmed in Limpopo.',
      ).result,
    ).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('reads "biz robberies" as business robberies', () => {
    expect(ask('how many biz robberies n extortion cases altogether').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
  });

  it('gives a figure per year "for each incident year"', () => {
    expect(
      ask('For each incident year from 2023 to 2024, how many records are dated in that year?').result,
    ).toMatchObject({
      type: 'series',
    });
  });
});

describe("a social worker's harmed people, a ranger's radio calls and a shift boss's guys (session 46)", () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-03-13',
      province: 'Northern Cape',
      crime_committed: 'Rape',
      victims_children: 2,
      suspects_arrested: 3,
      relationship: 'family',
      victims: { count: 2, female: 2, male: null, ages: [] },
    }),
    fixtureEvent(2, {
      date: '2024-03-20',
      province: 'Northern Cape',
      crime_committed: 'Cable and copper theft',
      suspects_arrested: 4,
    }),
    fixtureEvent(3, {
      date: '2024-05-04',
      province: 'Limpopo',
      crime_committed: 'Rhino poaching',
      suspects_arrested: 1,
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('reads "the people who were harmed" as the victims and "the person who caused the harm" as the attacker', () => {
    expect(
      ask('How many children under the age of eighteen were among the people who were harmed?').result,
    ).toMatchObject({ type: 'number', value: 2, complete: true });
    expect(
      ask('In how many incidents was the person who caused the harm someone the victim already knew?').result,
    ).toMatchObject({ type: 'number', value: 1, complete: true });
    expect(
      ask('In what percentage of the rape cases was the survivor harmed by someone she or he already knew?')
        .result,
    ).toMatchObject({ type: 'number', value: 100, complete: true });
  });

  it('sets aside "Ranger here." and "Over." and reads "how many guys got arrested"', () => {
    expect(ask('Ranger here. Poaching cases in this notebook, how many? Over.').result).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
    expect(ask('Copper and cable theft - how many guys got arrested all together?').result).toMatchObject({
      type: 'number',
      value: 4,
      complete: true,
    });
  });

  it('takes "relative to all incidents in that province" as the base already named', () => {
    expect(
      ask(
        'What proportion of Northern Cape incidents involved rape, relative to all incidents recorded in that province?',
      ).result,
    ).toMatchObject({ type: 'number', value: 50, complete: true });
  });

  it('declines "will they hit again" as a prediction', () => {
    expect(ask('Will the zama-zamas hit Primrose again this year?').result).toMatchObject({ type: 'none' });
  });

  it('reads "whether" before people a reader has taken as a yes or no', () => {
    expect(
      ask('Please tell me whether any child was among the victims in the Northern Cape.').result,
    ).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });
});

describe('groups ranked by how many different places they hold (session 46)', () => {
  const events = [
    fixtureEvent(1, { date: '2024-03-13', province: 'Limpopo', location: 'Polokwane' }),
    fixtureEvent(2, { date: '2024-03-20', province: 'Limpopo', location: 'Polokwane' }),
    fixtureEvent(3, { date: '2024-05-04', province: 'Northern Cape', location: 'Kimberley' }),
    fixtureEvent(4, { date: '2024-05-05', province: 'Northern Cape', location: 'Upington' }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('ranks provinces by their distinct municipalities, not their events', () => {
    const answer = ask('Which province has the largest number of distinct municipalities recorded?');
    expect(answer.text).toContain('Read as: the province with the most different municipalities');
    expect(answer.result).toMatchObject({ type: 'ranking', value: [{ name: 'Northern Cape', value: 2 }] });
  });
});

describe('names of those killed and counts of horns (session 46)', () => {
  const events = [
    fixtureEvent(1, { date: '2024-03-13', province: 'Limpopo', crime_committed: 'Rhino poaching, Murder' }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('declines the names of those who were killed', () => {
    expect(
      ask(
        'Could you kindly give me the names of those who were killed, so that we may remember each of them?',
      ).result,
    ).toMatchObject({ type: 'none', measure: "people's names, which the events do not record" });
  });

  it('declines how many horns or carcasses, but still counts poaching cases', () => {
    expect(ask('How many rhino horns were recovered in total?').result).toMatchObject({ type: 'none' });
    expect(ask('How many rhino poaching cases?').result).toMatchObject({ type: 'number', value: 1 });
  });
});

describe("a spokesperson's province and a trend projected (session 46)", () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-03-13',
      province: 'North West',
      crime_committed: 'Possession of unlicensed firearm and ammunition',
    }),
    fixtureEvent(2, { date: '2024-03-20', province: 'North West', crime_committed: 'Murder' }),
    fixtureEvent(3, { date: '2024-05-04', province: 'Limpopo', crime_committed: 'Murder' }),
    fixtureEvent(4, { date: '2024-05-05', province: 'Limpopo', crime_committed: 'Murder' }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('takes the share of the incidents "in our province, North West," with that province as the base', () => {
    expect(
      ask(
        'What percentage of the incidents in our province, North West, involved illegal firearm possession?',
      ).result,
    ).toMatchObject({ type: 'number', value: 50 });
  });

  it('declines to project a trend into next year', () => {
    expect(
      ask('If the current trend continues, how many murders should we expect next year?').result,
    ).toMatchObject({
      type: 'none',
      measure: 'what will happen, which no record of past incidents can say',
    });
  });
});

describe('a health worker\'s greetings and a quiz researcher\'s "name the gunman" (session 46)', () => {
  const events = [
    fixtureEvent(1, {
      date: '2024-03-13',
      province: 'Limpopo',
      crime_committed: 'Rape',
      victims_children: 1,
    }),
    fixtureEvent(2, {
      date: '2024-03-20',
      province: 'Limpopo',
      crime_committed: 'Rape',
      victims_children: 0,
    }),
  ];
  const ask = (question: string) => analyse(question, events, '2025-06-15');

  it('takes "Thobela" as a greeting and "had children as the victims" as cases with a child victim', () => {
    expect(ask('Thobela, how many rape cases had children as the victims?').result).toMatchObject({
      type: 'number',
      value: 1,
      complete: true,
    });
  });

  it('declines to name the gunman', () => {
    expect(ask('Name the gunman behind the shooting in Limpopo.').result).toMatchObject({ type: 'none' });
  });
});
