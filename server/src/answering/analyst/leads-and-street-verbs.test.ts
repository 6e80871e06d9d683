import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';

const events = [
  fixtureEvent(1, {
    province: 'Gauteng',
    crime_committed: 'Kidnapping',
    suspects_arrested: 3,
    arrest_made: true,
  }),
  fixtureEvent(2, {
    province: 'Gauteng',
    crime_committed: 'Carjacking',
    suspects_arrested: 2,
    arrest_made: true,
  }),
  fixtureEvent(3, { province: 'Gauteng', crime_committed: 'Murder', victims_killed: 2 }),
  fixtureEvent(4, { province: 'Gauteng', crime_committed: 'Carjacking', arrest_made: false }),
  fixtureEvent(5, {
    province: 'Free State',
    crime_committed: 'Murder',
    victims_killed: 3,
    suspects_arrested: 1,
  }),
  fixtureEvent(6, {
    province: 'Free State',
    crime_committed: 'Stock theft',
    suspects_arrested: 4,
    arrest_made: true,
  }),
  fixtureEvent(7, {
    province: 'Free State',
    crime_committed: 'Stock theft',
    suspects_arrested: 1,
    arrest_made: true,
  }),
  fixtureEvent(8, {
    province: 'North West',
    crime_committed: 'Illegal mining',
    suspects_arrested: 9,
    arrest_made: true,
  }),
  fixtureEvent(9, { province: 'North West', crime_committed: 'Illegal mining', arrest_made: false }),
  fixtureEvent(10, { province: 'North West', crime_committed: 'Murder', victims_killed: 5 }),
  fixtureEvent(11, {
    province: 'Eastern Cape',
    crime_committed: 'Murder, Attempted murder',
    victims_killed: 1,
  }),
  fixtureEvent(12, {
    province: 'Eastern Cape',
    crime_committed: 'Murder',
    victims_killed: 1,
    victims_children: 1,
  }),
  fixtureEvent(13, { province: 'Eastern Cape', crime_committed: 'Attempted murder', victims_children: 2 }),
  fixtureEvent(14, { province: 'Eastern Cape', crime_committed: 'House robbery', victims_injured: 1 }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');
const complete = (value: number | string | boolean) => ({ value, complete: true });

describe('a lead that names the whole of a share (session 53 first tries)', () => {
  it('reads "Gauteng: approx what % of incidents ..." as a share of the Gauteng incidents', () => {
    expect(ask('Gauteng: approx what % of incidents incl. a kidnapping? Whole number').result).toMatchObject(
      complete(25),
    );
  });

  it('reads a share of everyone who died, whatever words say they died, as a share of the killed', () => {
    expect(
      ask(
        'Of everyone who lost their lives in all of these incidents put together, what percentage were in the Free State?',
      ).result,
    ).toMatchObject(complete(25));
    expect(
      ask('Of all the deceased these releases record, what percentage died in North West?').result,
    ).toMatchObject(complete(42));
  });
});

describe('street verbs and nouns', () => {
  it('reads "guys the cops bust" as the suspects arrested', () => {
    expect(ask('how many guys did the cops bust in the Free State total').result).toMatchObject(complete(6));
  });

  it('reads "jacked for their cars" as carjacking, misspelt "there" too', () => {
    expect(ask('eish bru how many times did ppl get jacked for there cars').result).toMatchObject(
      complete(2),
    );
  });

  it('counts contraventions as incidents when a condition follows ("resulted in at least one suspect ...")', () => {
    expect(
      ask(
        'How many illegal mining contraventions in the North West resulted in at least one suspect being apprehended?',
      ).result,
    ).toMatchObject(complete(1));
  });

  it('reads "did the police manage to arrest somebody" in each case as an arrest in every one', () => {
    expect(
      ask(
        'In each one of those stock theft cases, did the police manage to arrest somebody? Ja or nee will do.',
      ).result,
    ).toMatchObject({ type: 'yes_no', ...complete(true) });
  });

  it('refuses the fines imposed, which no release records as a figure', () => {
    expect(
      ask(
        'What fines were imposed upon conviction of the apprehended suspects, and how many convictions have been secured to date?',
      ).result,
    ).toMatchObject({ type: 'none' });
  });
});

describe('the sense of a crime, and the words that only soften or colour an ask', () => {
  it('reads "not the attempted ones" and "and not attempted murder" as what murder means, not as murders left out', () => {
    expect(
      ask(
        'How many murders were there in the Eastern Cape altogether? Proper murders, mind, not the attempted ones.',
      ).result,
    ).toMatchObject(complete(2));
    expect(
      ask(
        'Murder cases in the Eastern Cape, strictly murder and not attempted murder, those ones: how many incidents?',
      ).result,
    ).toMatchObject(complete(2));
  });

  it('passes over "teh", "thier", "maybe" and a simile set off by "like"', () => {
    expect(
      ask('How many of teh incidents in thier reports were in the Eastern Cape, maybe?').result,
    ).toMatchObject(complete(4));
    expect(
      ask(
        'Which province had the most suspects arrested? Count the people, like I count the buttons for every school shirt.',
      ).result,
    ).toMatchObject({ type: 'ranking', value: [{ name: 'North West', value: 9 }], complete: true });
  });

  it('keeps the ask that follows a likeness after a comma', () => {
    expect(
      ask(
        'If you lined up every suspect arrested, like I line up the buttons to sort them, how many would there be in the Free State?',
      ).result,
    ).toMatchObject(complete(6));
  });

  it('reads paediatric victims as child victims', () => {
    expect(
      ask('Paediatric victims, Eastern Cape incidents - total number of children?').result,
    ).toMatchObject(complete(3));
  });

  it('leaves out a province put aside in a sentence of its own ("Not GP obviously")', () => {
    expect(ask('Which province had the most suspects arrested! Not NW obviously haha').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'Free State', value: 6 }],
    });
  });

  it('refuses harm to animals, hospital stays and boats seized, which no release records', () => {
    for (const question of [
      'In the EC house robberies how many dogs got hurt or stolen?? so sad!',
      'Did the robbers poison the guard dogs first in any of these?! how many times!',
      'Could you tell me maybe how long the injured victims had to stay in hosptial on average?',
      'Of the injured in these reports, how many required hospital admission and how many were treated and discharged the same day?',
      'How many boats and skiffs did cops seize off the coast in these?',
    ])
      expect(ask(question).result, question).toMatchObject({ type: 'none' });
  });
});

describe("old names, shared names and today's terms", () => {
  const dated = [
    fixtureEvent(21, { province: 'Western Cape', date: '2023-02-10' }),
    fixtureEvent(22, { province: 'Western Cape', date: '2022-04-20' }),
    fixtureEvent(23, { province: 'Western Cape', date: '2022-07-01', crime_committed: 'Robbery' }),
    fixtureEvent(24, { province: 'KwaZulu-Natal', date: '2022-03-10' }),
    fixtureEvent(25, { province: 'KwaZulu-Natal', date: '2021-05-10' }),
    fixtureEvent(26, { province: 'KwaZulu-Natal', date: '2021-06-10' }),
    fixtureEvent(27, { province: 'Eastern Cape', date: '2018-05-10' }),
    fixtureEvent(28, { province: 'Gauteng', date: '2018-05-10', crime_committed: 'Robbery' }),
    fixtureEvent(29, { province: 'Gauteng', date: '2025-06-15', crime_committed: 'Robbery' }),
  ];
  const askDated = (question: string) => analyse(question, dated, '2025-06-15');

  it('reads "from January through to about April" as the four months', () => {
    expect(
      askDated(
        'We cut from January through to about April. How many incidents in the Western Cape happened in those four months, any year?',
      ).result,
    ).toMatchObject(complete(2));
  });

  it('reads Natal as KwaZulu-Natal and "the Western and Eastern Cape" as both provinces', () => {
    expect(
      askDated(
        'Natal, the Transvaal (that is, Gauteng), and the Western and Eastern Cape - which of them recorded the greatest number of murders?',
      ).result,
    ).toMatchObject({ type: 'ranking', value: [{ name: 'KwaZulu-Natal', value: 3 }] });
  });

  it('leaves a name already ending in Natal as written, however spelt', () => {
    for (const name of ['Kwazoulou-Natal', 'Kwa Zulu Natal', 'KwaZulu-Natal'])
      expect(askDated(`How many murders in the province of ${name}?`).result, name).toMatchObject(
        complete(3),
      );
  });

  it('takes "in today\'s terms" as no date', () => {
    expect(
      askDated(
        "Turning to the Transvaal - Gauteng, in today's terms - how many incidents took place from 2017 to 2019 inclusive?",
      ).result,
    ).toMatchObject(complete(1));
  });
});

describe('a date asked for by naming it, and an attempt counted apart from the crime', () => {
  const few = [
    fixtureEvent(31, {
      crime_committed: 'Murder',
      location: 'Glebelands hostel, Umlazi',
      date: '2023-06-03',
    }),
    fixtureEvent(32, { crime_committed: 'Murder, Attempted murder', date: '2022-01-01' }),
    fixtureEvent(33, { crime_committed: 'Attempted murder', date: '2022-02-01' }),
  ];
  const askFew = (question: string) => analyse(question, few, '2025-06-15');

  it('answers "Exact date of the Glebelands shooting" with the date', () => {
    expect(askFew('Exact date of the Glebelands hostel shooting, Umlazi').result).toMatchObject({
      type: 'date',
      value: '2023-06-03',
    });
  });

  it('reads "attempted murders, not murders" as what is counted, not as murders left out', () => {
    expect(askFew('How many attempted murders, not murders?').result).toMatchObject(complete(2));
    expect(askFew('How many incidents of attempted murder but not murder?').result).toMatchObject(
      complete(1),
    );
  });
});

describe('the last batch: both crimes, fatalities and locking up', () => {
  const few = [
    fixtureEvent(41, { crime_committed: 'Murder, Kidnapping', date: '2023-10-03', victims_killed: 2 }),
    fixtureEvent(42, { crime_committed: 'Murder', date: '2022-11-01', victims_killed: 1 }),
    fixtureEvent(43, {
      crime_committed: 'Kidnapping',
      date: '2022-02-01',
      province: 'Gauteng',
      suspects_arrested: 3,
    }),
    fixtureEvent(44, {
      crime_committed: 'Robbery',
      date: '2022-02-01',
      province: 'Gauteng',
      suspects_arrested: 2,
    }),
  ];
  const askFew = (question: string) => analyse(question, few, '2025-06-15');

  it('reads "murders where somebody was kidnapped as well" as both crimes', () => {
    expect(askFew('Murders where somebody was kidnapped as well, how many of those').result).toMatchObject(
      complete(1),
    );
  });

  it('reads "Fatalities total" as the people killed', () => {
    expect(askFew('Fatalities total for incidents Oct to Dec, any year?').result).toMatchObject(complete(3));
  });

  it('takes "did the cops lock up" whole as the arrests counted', () => {
    expect(
      askFew('Robberies in Gauteng - how many suspects did the cops lock up across all of them').result,
    ).toMatchObject(complete(2));
  });
});

describe('releases of one case in a count (issue 27)', () => {
  const steps = [
    { step: 'reported', date: '2023-01-05' },
    { step: 'arrest', date: '2023-01-20' },
    { step: 'sentenced', date: '2024-06-03' },
  ] as const;
  const linked = [
    fixtureEvent(51, { crime_committed: 'Murder', date: '2023-01-05', incident_id: 7, case_steps: steps }),
    fixtureEvent(52, {
      crime_committed: 'Murder',
      date: '2023-01-05',
      incident_id: 7,
      title: 'Suspect arrested',
      case_steps: steps,
    }),
    fixtureEvent(53, {
      crime_committed: 'Murder',
      date: '2023-01-05',
      incident_id: 7,
      title: 'Sentenced',
      outcome: 'sentenced',
      case_steps: steps,
    }),
    fixtureEvent(54, { crime_committed: 'Murder', date: '2023-03-09', outcome: 'arrested' }),
  ];

  it('counts a crime by incident, saying how many releases tell it', () => {
    const answer = analyse('How many murders are in the notebook?', linked, '2025-06-15');
    expect(answer.result).toMatchObject({
      ...complete(2),
      measure: 'incidents about murder (releases of one case counted once)',
    });
    expect(answer.text).toContain(
      'Counted by incident: 4 releases, 2 of them reporting a case another of them reports too (an arrest, a court date or a copy), tell 2 incidents',
    );
  });

  it('counts releases when the ask is about releases, saying how many incidents they tell', () => {
    const answer = analyse('How many releases about murder are in the notebook?', linked, '2025-06-15');
    expect(answer.result).toMatchObject(complete(4));
    expect(answer.text).toContain(
      'These are releases: 2 of them report a case another of them reports too (an arrest, a court date or a copy), so they tell 2 incidents',
    );
  });

  it('says nothing of cases when every release stands alone', () => {
    const alone = linked.map((e) => ({ ...e, incident_id: null, case_steps: undefined }));
    const answer = analyse('How many murders are in the notebook?', alone, '2025-06-15');
    expect(answer.result).toMatchObject(complete(4));
    expect(answer.text).not.toContain('These are releases');
    expect(answer.text).not.toContain('Counted by incident');
  });

  it('reads how far a case got from any release of its incident, the notebook holding it or not', () => {
    const reportOnly = [linked[0], linked[3]].flatMap((e) => (e ? [e] : []));
    const answer = analyse(
      'How many of the murders reported in 2023 led to a conviction?',
      reportOnly,
      '2025-06-15',
    );
    expect(answer.result).toMatchObject(complete(1));
  });
});
