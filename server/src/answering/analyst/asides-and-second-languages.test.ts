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
    arrest_made: true,
    suspects_arrested: 2,
    relationship: 'family',
  }),
  fixtureEvent(2, {
    date: '2018-03-02',
    province: 'Gauteng',
    crime_committed: 'Armed robbery',
    victims_killed: 0,
    victims_injured: 3,
    arrest_made: false,
  }),
  fixtureEvent(3, {
    date: '2024-12-14',
    province: 'Free State',
    crime_committed: 'Possession of unlicensed firearm and ammunition',
    victims_killed: 0,
    arrest_made: true,
    suspects_arrested: 1,
  }),
  fixtureEvent(4, {
    date: '2023-12-01',
    province: 'KwaZulu-Natal',
    crime_committed: 'Murder',
    victims_killed: 1,
    arrest_made: true,
    suspects_arrested: 1,
  }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');

describe('what is said around the ask (session 47)', () => {
  it('sets aside what someone says or swears before "but" or "so" and the ask', () => {
    const answer = ask(
      'Hey so my client was saying the police never catch anyone, eish, but what percentage of all these incidents actually had somebody arrested?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 75 });
    const december = ask(
      'Eish, my client says robberies are always the worst in December, so how many of these incidents happened in a December, any year?',
    );
    expect(december.result).toMatchObject({ type: 'number', value: 2 });
  });

  it('reads an ask after an interjection that has no comma as the ask it is', () => {
    expect(ask('Hey were there any murders in KZN in 2021?').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
  });

  it('sets aside polite address and a plea for help before the ask', () => {
    for (const question of [
      'Please my brother, how many murders?',
      'Good day sir. How many murders?',
      'Please help me, how many murders?',
    ]) {
      const answer = ask(question);
      expect(answer.result, question).toMatchObject({ type: 'number', value: 2, complete: true });
    }
  });

  it('sets aside what the asker draws from the figure, and how a teacher wants it shown', () => {
    const share = ask(
      'What percentage of the murders ended without anyone being arrested, leaving families without that first step toward justice?',
    );
    expect(share.result).toMatchObject({ type: 'number', value: 0, complete: true });
    const homework = ask('Learners must find how many incidents took place in KZN. Explain with a figure.');
    expect(homework.result).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('does not take a day from a saying about every one of a kind told after the ask', () => {
    const answer = ask(
      'Which day of the week do the incidents mostly land on? Every kitchen has its Friday rush.',
    );
    expect(answer.result).toMatchObject({
      type: 'ranking',
      measure: 'the days of the week with the most events',
    });
  });
});

describe('how undertakers, second languages and classrooms put it (session 47)', () => {
  it('reads "passed on" and "bodies" as the people killed', () => {
    expect(ask('How many bodies altogether in KZN? I mean the people who passed on.').result).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(ask('When did the last person pass on in KZN?').result).toMatchObject({
      type: 'date',
      value: '2023-12-01',
    });
  });

  it('reads the killer and the deceased as attacker and victim, and "umndeni" as family', () => {
    const answer = ask(
      'In how many of the murders was the killer somebody the deceased knew - umndeni or a partner?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads a helping verb before a bare verb as the past', () => {
    const answer = ask('Please, how many more people is die in KwaZulu-Natal than in Gauteng?');
    expect(answer.result).toMatchObject({ type: 'number', value: 3 });
  });

  it('reads a decade as its ten years', () => {
    expect(ask('How many incidents in the 2010s?').result).toMatchObject({ type: 'number', value: 1 });
    expect(ask('Which province had the most incidents in the 2020s?').result).toMatchObject({
      type: 'ranking',
      value: [{ name: 'KwaZulu-Natal', value: 2 }],
    });
  });

  it('reads what the police found as what the incident was about', () => {
    const answer = ask('In how many incidents did the police find unlicensed guns?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads "injured victims total" as a sum of the injured', () => {
    expect(ask('Injured victims total, all murder scenes').result).toMatchObject({
      type: 'number',
      value: 1,
    });
  });

  it('declines to foresee which place will be hit next, and to name wound types or fire crews', () => {
    for (const question of [
      'Which township do you think is going to get hit next?',
      'Murder calls: how many GSW vs stab wounds?',
      'How many fire trucks turned out to each robbery?',
    ]) {
      expect(ask(question).result, question).toMatchObject({ type: 'none', value: null });
    }
  });
});

describe('a median of people per event (session 47)', () => {
  it('says what its total counts, people and not events', () => {
    const answer = ask('What is the median number of people killed per incident?');
    expect(answer.text).toContain(
      'The median number of people killed per event is 0.5, over the 4 events that say how many (3 people killed in all)',
    );
  });
});

describe('what the first tries of fresh240 to fresh244 asked (session 47)', () => {
  const refusal = { type: 'none', value: null };

  it.each([
    'Claim: most of the suspects arrested were out on parole at the time. True or false?',
    'A politician said KwaZulu-Natal has the highest murder rate per 100,000 residents. Is that right?',
    'H3: drink drives violence. Operationalised as the proportion of incidents where the suspect had been drinking - what is it?',
    'Out of the houses that got robbed, how many had an alarm or burglar bars already fitted?',
    'How many of these incidents took place within walking distance (say 500 m) of a taxi rank?',
    'Is the number of murders likely to rise next year?',
    'Was poor street lighting a factor in the murders?',
  ])('declines what no event records, also inside a claim it is asked to check: %s', (question) => {
    expect(ask(question).result).toMatchObject(refusal);
  });

  it('sets aside who the asker speaks for, told after the ask with a comma', () => {
    const answer = ask(
      'Gogo asks how many murders there were in KZN, she says it is getting bad in the villages',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('passes over a question tossed off with "or what?" before the one meant', () => {
    const answer = ask(
      'These suspects hey, are they mostly young guys or what? How many suspects were arrested in all?',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 4 });
  });

  it('reads courtesy and glosses as nothing to filter by', () => {
    for (const question of [
      'If possible, could you indicate how many murders there were?',
      'How many murders, and if possible to the nearest whole number?',
    ])
      expect(ask(question).result, question).toMatchObject({ type: 'number', value: 2, complete: true });
  });

  it('reads a shop that got robbed as a business robbery and a misspelt plural as the crime', () => {
    expect(ask('When was the last time a shop got robbed?').text).toContain('business robbery');
    expect(ask('How many robberys?').result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads a common English word as itself, not as a place one letter away', () => {
    expect(ask('Urban versus rural: how many murders?').text).not.toContain('Durban');
  });
});

describe('claims to check and shares bounded by a per cent (session 47)', () => {
  it('checks a share against a per cent the claim names', () => {
    const claim = ask('Please verify: the arrest rate exceeds 70%. True or false?');
    expect(claim.result).toMatchObject({ type: 'yes_no', value: true });
    expect(ask('Did more than 60% of the murders happen in Gauteng?').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('answers a claim of none with yes when there were none', () => {
    const answer = ask('Claim: there was not a single murder in 2019. True or false?');
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true });
  });

  it('reads "how many %" as a percentage, and "out of all the X" without a comma as its base', () => {
    const answer = ask('out of all the murder cases how many % had someone arrested, be honest with me');
    expect(answer.result).toMatchObject({ type: 'number', value: 100, complete: true });
  });
});

describe('what the first tries of fresh245 to fresh249 asked (session 47)', () => {
  it('ends an ask typed without punctuation where the asker starts telling of their people', () => {
    const answer = ask(
      'HOW MANY PEOPLE WHERE KILLED IN KWAZULU-NATAL ALTOGETHER MY SON LIVES IN GAUTENG AND I WORRY',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 3, complete: true });
  });

  it('reads military shorthand: KIA, WIA, AO and ops', () => {
    expect(ask('Sitrep KZN AO: total KIA, all ops.').result).toMatchObject({
      type: 'number',
      value: 3,
      complete: true,
    });
    expect(ask('Gauteng AO - WIA total?').result).toMatchObject({ type: 'number', value: 3, complete: true });
  });

  it("reads a child's words: the bad men, who they killed, whom the police caught", () => {
    expect(ask('how many peeple did the bad men kill in kzn').result).toMatchObject({
      type: 'number',
      value: 3,
    });
    expect(ask('how many bad men did the polise catch').result).toMatchObject({ type: 'number', value: 4 });
  });

  it('reads a range of financial years as one span', () => {
    const answer = ask('How many murders in the 2020/21 to 2023/24 financial years?');
    expect(answer.text).toContain('from 1 April 2020 to 31 March 2024');
    expect(answer.result).toMatchObject({ type: 'number', value: 2 });
  });

  it('reads "out of a hundred", "got caught" and "or nah"', () => {
    expect(ask('KZN cases, how many out of a hundred ended with somebody arrested?').result).toMatchObject({
      type: 'number',
      value: 100,
    });
    expect(ask('Murder cases where somebody actually got caught, how many?').result).toMatchObject({
      type: 'number',
      value: 2,
      complete: true,
    });
    expect(ask('was there any murder in gauteng or nah').result).toMatchObject({
      type: 'yes_no',
      value: false,
    });
  });

  it('declines the detectives on a case, hospital costs and a forecast said with "gonna"', () => {
    for (const question of [
      'What was the total number of detectives assigned to the murders?',
      'What did the hospital treatment of the victims cost per incident?',
      'Is it gonna be worse next year, more murders or less?',
    ])
      expect(ask(question).result, question).toMatchObject({ type: 'none', value: null });
  });
});

describe('what the first tries of fresh250 to fresh252 asked (session 47)', () => {
  it('reads learners as children, a gloss that names them again, and the township word for thugs', () => {
    expect(
      ask('How many of the victims were learners, that is, children under eighteen?').text,
    ).not.toContain('words not used');
    expect(ask('KZN how many amagintsa arrested total').result).toMatchObject({
      type: 'number',
      value: 3,
      complete: true,
    });
  });

  it('keeps the full stop after a shortened day, so the sentence before the ask stays a statement', () => {
    const answer = ask('Most away games are Sat or Sun. How many incidents happened on a weekend?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('reads an exam\'s "determine the percentage" after its base', () => {
    const answer = ask(
      'Of the incidents that took place in 2021, determine the percentage that involved a murder.',
    );
    expect(answer.result).toMatchObject({ type: 'number', value: 100 });
  });

  it('reads voice-to-text place names and sets aside "any kind of crime" and a reason after the ask', () => {
    expect(ask('was there any murder in kwa zulu natal yes or no').result).toMatchObject({
      type: 'yes_no',
      value: true,
    });
    expect(ask('How many cases in KZN? Any kind of crime, even robbery.').result).toMatchObject({
      type: 'number',
      value: 2,
    });
    expect(
      ask('Kindly confirm whether any murder was recorded in Gauteng, as some parents have raised concerns.')
        .result,
    ).toMatchObject({ type: 'yes_no', value: false, complete: true });
  });
});
