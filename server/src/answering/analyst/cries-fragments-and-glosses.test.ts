import { describe, expect, it } from 'vitest';
import { fixtureEvent, fixtureVictims as victims } from '../../testing/fixture-notebook';
import { analyse } from './index';

const events = [
  fixtureEvent(1, {
    date: '2020-03-09',
    province: 'Western Cape',
    municipality: 'City of Cape Town',
    crime_committed: 'Murder, Attempted murder',
    victims_killed: 2,
  }),
  fixtureEvent(2, {
    date: '2021-07-12',
    province: 'Western Cape',
    municipality: 'Drakenstein',
    crime_committed: 'Murder',
    victims_killed: 1,
  }),
  fixtureEvent(3, {
    date: '2022-07-20',
    province: 'Limpopo',
    municipality: 'Polokwane',
    crime_committed: 'Possession of unlicensed firearm and ammunition',
    victims: victims(1, 2),
    victims_police: 1,
  }),
  fixtureEvent(4, {
    date: '2018-01-05',
    province: 'Limpopo',
    municipality: 'Polokwane',
    crime_committed: 'Possession of unlicensed firearm and ammunition',
    victims: victims(0, 1),
  }),
  fixtureEvent(5, {
    date: '2023-02-14',
    province: 'KwaZulu-Natal',
    municipality: 'eThekwini',
    crime_committed: 'Culpable homicide',
    victims_killed: 1,
  }),
  fixtureEvent(6, {
    date: '2024-02-14',
    province: 'KwaZulu-Natal',
    crime_committed: 'Murder',
    victims_killed: 1,
  }),
  fixtureEvent(7, {
    date: '2023-09-01',
    province: 'Eastern Cape',
    crime_committed: 'Stock theft',
    suspects_arrested: 2,
    arrest_made: true,
  }),
  fixtureEvent(8, { date: '2022-05-02', province: 'Western Cape', crime_committed: 'Rape' }),
];
const ask = (question: string) => analyse(question, events, '2025-06-15');
const complete = (value: number | string) => ({ value, complete: true });

describe('what is told before a bare ask (session 52 first tries)', () => {
  it('counts the crimes a cry names when the ask names none ("Illegal guns! How many since 2019?")', () => {
    expect(ask('Pieces! Illegal guns! How many incidents since 2019?').result).toMatchObject(complete(1));
    expect(ask('Murders! How many incidents in the Western Cape?').result).toMatchObject(complete(2));
  });

  it('keeps a cry with words of its own, or before an ask naming its own crime, as a cry', () => {
    expect(ask('Murder terror! When was the most recent murder?').result).toMatchObject({
      type: 'date',
      ...complete('2024-02-14'),
    });
  });

  it('counts what a verbless sentence before "How many?" names', () => {
    expect(
      ask('Western Cape. Murder AND attempted murder in the same job. How many jobs like that?').result,
    ).toMatchObject(complete(1));
    expect(ask('Limpopo. Guys who were victims, male ones. How many? Shout it.').result).toMatchObject(
      complete(3),
    );
  });

  it('leaves a statement with a verb of its own as the occasion of an ask that names its own crime', () => {
    expect(
      ask('Mass shootings worry every taxi owner. How many murders were there in the Western Cape?').result,
    ).toMatchObject(complete(2));
  });
});

describe('words of the trade and of other languages', () => {
  it('reads "coppers" among the victims as police officers, never as all victims', () => {
    expect(ask('How many coppers were among the victims, all told?').result).toMatchObject(complete(1));
  });

  it('reads "nicked" as arrested and "pinching cows or sheep" as stock theft', () => {
    expect(
      ask('Was anybody ever nicked for pinching cows or sheep in the Eastern Cape?').result,
    ).toMatchObject({
      type: 'yes_no',
      ...complete(true as unknown as number),
    });
  });

  it('reads "per favore" as please and "everybody killed" as the people killed', () => {
    expect(ask('How many murders were there, per favore?').result).toMatchObject(complete(3));
    expect(ask('Of everybody killed, what percent died in the Western Cape?').result).toMatchObject(
      complete(60),
    );
  });

  it('takes a word glossed at once by a word it reads ("ringed (arrested)", "ringed, i.e. arrested")', () => {
    expect(ask('Total no. of suspects ringed (arrested) in the Eastern Cape?').result).toMatchObject(
      complete(2),
    );
    expect(ask('How many suspects were ringed, i.e. arrested, in the Eastern Cape?').result).toMatchObject(
      complete(2),
    );
  });

  it('still says a glossed word it cannot apply when the bracket holds several words', () => {
    expect(ask('How many murders were there in the Westcape (yes, that province)?').result).not.toMatchObject(
      complete(2),
    );
  });
});

describe('crimes set apart and places filed under', () => {
  it('leaves out a crime after "and not" or "nor", counting the crime asked for', () => {
    expect(
      ask(
        'How many murders in KwaZulu-Natal? I mean murder strictly, not attempted murder and not culpable homicide.',
      ).result,
    ).toMatchObject(complete(1));
    expect(ask('How many murders, neither attempted murder nor culpable homicide?').result).toMatchObject(
      complete(3),
    );
  });

  it('reads "gathered under KwaZulu-Natal" as the province, but keeps "fall under it" as a word not applied', () => {
    expect(
      ask('Of the entries gathered under KwaZulu-Natal, how many record a murder?').result,
    ).toMatchObject(complete(1));
    expect(ask("Taking 'homicide' as I define it, how many incidents fall under it?").result).toMatchObject({
      complete: false,
    });
  });

  it('answers "which municipality ..., the one with the most killed" by municipality, not by incident', () => {
    expect(
      ask(
        'If every death was a stop on my route, which municipality would be the end of the line, the one with the most people killed?',
      ).result,
    ).toMatchObject({ type: 'ranking', complete: true, value: [{ name: 'City of Cape Town', value: 2 }] });
  });
});

describe('what the events do not record', () => {
  it('refuses the rand value of what was taken and the number of animals', () => {
    expect(
      ask("What's it all add up to in rands - the total value of everything the crooks made off with?")
        .result,
    ).toMatchObject({ type: 'none' });
    expect(ask('How many rhino were taken in the poaching cases, in total?').result).toMatchObject({
      type: 'none',
    });
  });
});

describe('the second batch of first tries (fresh313-315)', () => {
  it('reads a sentence of places alone as the places counted, whatever the ask names', () => {
    expect(ask('Western Cape and Eastern Cape. How many murders?').result).toMatchObject(complete(2));
  });

  it('never takes a word of English with a letter more for a crime ("grapes" is not "rapes")', () => {
    expect(
      ask('How many murders in the Western Cape? Quick, the grapes will not wait.').result,
    ).toMatchObject(complete(2));
  });

  it('reads "top up" as the asker\'s chore, not a ranking', () => {
    expect(
      ask(
        'Of all the incidents in Limpopo, what percentage were firearm cases? Round it off, I have barrels to top up.',
      ).result,
    ).toMatchObject({ type: 'number', ...complete(100) });
  });

  it('reads a clerk\'s "qty" as the number and "w.e.f." as since', () => {
    expect(ask('Kindly state the qty of incidents in Limpopo.').result).toMatchObject(complete(2));
    expect(
      ask('Firearm cases w.e.f. 1 January 2019: kindly provide the qty of incidents.').result,
    ).toMatchObject(complete(1));
  });

  it('asks yes or no after a place said as the asker\'s own ("Here in Limpopo, was there ...")', () => {
    expect(ask('Here in Limpopo, was there any firearm case?').result).toMatchObject({ type: 'yes_no' });
  });

  it('refuses the number of weapons seized and cases struck off the roll', () => {
    expect(
      ask('Qty of firearms seized in total? Please give the number of weapons, not the number of cases.')
        .result,
    ).toMatchObject({ type: 'none' });
    expect(ask('In how many of these cases was the matter struck off the court roll?').result).toMatchObject({
      type: 'none',
    });
  });
});

describe('the third batch of first tries (fresh316-318)', () => {
  it('reads the Cape provinces half in Afrikaans ("the Wes Cape", "Oos-Kaap")', () => {
    expect(ask('In the Wes Cape, how many murders were there?').result).toMatchObject(complete(2));
    expect(ask('How many stock theft cases in the Oos-Kaap?').result).toMatchObject(complete(1));
  });

  it('reads "carjacks" and texting\'s "carjax"', () => {
    const hijackings = [
      fixtureEvent(1, { crime_committed: 'Carjacking', province: 'Mpumalanga' }),
      fixtureEvent(2, { crime_committed: 'Truck hijacking', province: 'Mpumalanga' }),
      fixtureEvent(3, { crime_committed: 'Murder', province: 'Mpumalanga' }),
    ];
    expect(
      analyse('carjacks + truck hijacks in Mpumalanga, hw many total?', hijackings, '2025-06-15').result,
    ).toMatchObject(complete(2));
    expect(analyse('hw many carjax on ur list?', hijackings, '2025-06-15').result).toMatchObject(complete(1));
  });

  it('reads "the big top" as no ranking', () => {
    expect(ask('Across every act in the big top, how many people were killed?').result?.type).not.toBe(
      'ranking',
    );
  });

  it('counts the median age of "the population of arrested suspects", not a rate per head', () => {
    const aged = [fixtureEvent(1, { suspect_ages: [20, 30] }), fixtureEvent(2, { suspect_ages: [40] })];
    expect(
      analyse(
        'Considering the population of arrested suspects whose ages are recorded, what is the median age?',
        aged,
        '2025-06-15',
      ).result,
    ).toMatchObject({ type: 'number', value: 30 });
  });

  it('counts incidents "taken together", which are not goods taken', () => {
    expect(
      ask('How many incidents of illegal firearm possession occurred in July, all years taken together?')
        .result,
    ).toMatchObject({ type: 'number', ...complete(1) });
  });

  it('refuses boats confiscated, the species taken and the mass of what was seized', () => {
    expect(ask('How many boats did the cops confiscate off them poachers, all told?').result).toMatchObject({
      type: 'none',
    });
    expect(ask('Could you identify the species taken in the poaching cases?').result).toMatchObject({
      type: 'none',
    });
    expect(ask('What was the total mass of abalone seized?').result).toMatchObject({ type: 'none' });
  });

  it('refuses the language a victim gave a statement in, which no release records', () => {
    expect(
      ask(
        'In which language - isiZulu, isiXhosa, Afrikaans or English - did each victim give their statement to the police?',
      ).result,
    ).toMatchObject({ type: 'none' });
  });
});
