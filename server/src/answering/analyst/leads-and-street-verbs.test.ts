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
    ).toMatchObject(complete(30));
    expect(
      ask('Of all the deceased these releases record, what percentage died in North West?').result,
    ).toMatchObject(complete(50));
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
