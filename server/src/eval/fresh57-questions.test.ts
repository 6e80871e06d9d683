import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { devSetFile, readDevReleases } from './dev-set';
import { FRESH57_QUESTIONS } from './fresh57-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-seventh fresh question set (blind)', FRESH57_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH57_QUESTIONS, question, rows);

const question = (start: string) => {
  const q = FRESH57_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starting "${start}"`);
  return q.question;
};

describe('the fifty-seventh fresh set reads the ground truth as its header says', () => {
  it('counts culpable homicide as homicide, and only the victims killed, per province', () => {
    const rows = [
      devRow({ province: 'Gauteng', location: 'G1', crimes: ['murder'], victims_killed: 2 }),
      devRow({ province: 'Limpopo', location: 'L1', crimes: ['culpable homicide'], victims_killed: 3 }),
      // Many dead in a robbery with no homicide charge: not a homicide.
      devRow({ province: 'Free State', location: 'F1', crimes: ['armed robbery'], victims_killed: 9 }),
    ];
    expect(ask(question("I'm covering South Africa"), rows)).toEqual({ kind: 'text', value: 'Limpopo' });
  });

  it('counts the Khayelitsha homicide incidents, not their dead', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder', 'attempted murder'], victims_killed: 4 }),
      devRow({ location: 'Enkanini, Khayelitsha', crimes: ['drug possession'] }),
      devRow({ location: 'Nyanga', crimes: ['murder'] }),
    ];
    expect(ask(question('How many separate homicide cases'), rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('keeps a homicide whose arrest is not stated in the whole but not among those without an arrest', () => {
    const rows = [
      devRow({ location: 'P1', crimes: ['murder'], arrest_made: false }),
      devRow({ location: 'P2', crimes: ['murder'], arrest_made: true }),
      devRow({ location: 'P3', crimes: ['murder'], arrest_made: null }),
      devRow({ location: 'P4', crimes: ['murder'], arrest_made: true }),
      devRow({ location: 'P5', crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask(question('Some context for my readers'), rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('leaves undated murders out of the weekend share', () => {
    const rows = [
      devRow({ location: 'W1', crimes: ['murder'], event_date: '2024-06-08' }), // Saturday
      devRow({ location: 'W2', crimes: ['murder'], event_date: '2024-06-09' }), // Sunday
      devRow({ location: 'W3', crimes: ['murder'], event_date: '2024-06-10' }), // Monday
      devRow({ location: 'W4', crimes: ['murder'], event_date: null }),
    ];
    expect(ask(question('Is it true that more than half of the murder'), rows)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('reads winter as June to August and summer as December to February, of any year', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', location: `S ${event_date}`, event_date });
    const rows = [
      b('2020-12-31'),
      b('2021-01-15'),
      b('2019-02-01'),
      b('2022-07-01'),
      b('2023-08-31'),
      b(null),
    ];
    expect(ask(question('Checking a claim'), rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask(question('Checking a claim'), [...rows, b('2018-06-01'), b('2017-06-30')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts a taxi hijacking as a carjacking, and an unstated arrest breaks "every one arrested"', () => {
    const rows = [
      devRow({ location: 'T1', crimes: ['carjacking'], arrest_made: true }),
      devRow({ location: 'T2', crimes: ['truck hijacking', 'kidnapping'], arrest_made: true }),
      devRow({ location: 'T3', crimes: ['cash-in-transit robbery'], arrest_made: true }),
    ];
    const everyOne = question('Did every truck hijacking');
    expect(ask(everyOne, rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(
      ask(everyOne, [...rows, devRow({ location: 'T4', crimes: ['carjacking'], arrest_made: null })]),
    ).toEqual({ kind: 'text', value: 'No' });
    expect(ask(question('Carjacking looks like'), rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts the guards as the victims of a cash-in-transit robbery and the zama zamas as its arrests', () => {
    const b = (fields: Parameters<typeof devRow>[0]) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({
        location: 'C1',
        crimes: ['cash-in-transit robbery', 'murder'],
        num_victims: 1,
        num_suspects_arrested: 4,
      }),
      b({ location: 'C2', crimes: ['cash-in-transit robbery'], num_victims: 3, num_suspects_arrested: 12 }),
      b({ location: 'M1', crimes: ['illegal mining'], num_suspects_arrested: 19 }),
      b({ location: 'M2', crimes: ['illegal mining', 'theft'], num_suspects_arrested: null }),
      b({ location: 'R1', crimes: ['theft'], num_victims: 5, num_suspects_arrested: 7 }),
    ];
    expect(ask(question('How many security guards'), rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask(question('How many zama zamas'), rows)).toEqual({ kind: 'number', value: 19 });
    expect(ask(question('Which of the cash-in-transit robberies'), rows)).toEqual({
      kind: 'text',
      value: ['C2'],
    });
  });

  it('counts only the stated injuries of guards in cash-van attacks', () => {
    const rows = [
      devRow({ location: 'V1', crimes: ['cash-in-transit robbery'], victims_injured: 3 }),
      devRow({ location: 'V2', crimes: ['cash-in-transit robbery'], victims_injured: null }),
      devRow({ location: 'V3', crimes: ['armed robbery'], victims_injured: 4 }),
    ];
    expect(ask(question('How many of our guards'), rows)).toEqual({ kind: 'number', value: 3 });
  });

  const file = devSetFile('releases.jsonl');
  it.skipIf(!file)('finds no employer named in the Mecklenburg cash-in-transit release (the refusal)', () => {
    const rows = file ? readDevReleases(file).filter((r) => r.notebook === 'b') : [];
    const about = rows.filter((r) => /Mecklenburg/i.test(`${r.title} ${r.location} ${r.context}`));
    expect(about).toHaveLength(1);
    const release = about[0];
    expect(release?.crimes).toContain('cash-in-transit robbery');
    const words = `${release?.title} ${release?.context}`;
    // The only company is "a security company vehicle"; no security or cash-in-transit firm is named.
    expect(words.match(/compan(?:y|ies)/gi)).toEqual(['company']);
    expect(words).toMatch(/a security company vehicle/);
    expect(words).not.toMatch(/\b[A-Z][\w-]* (?:Security|Cash|Protection|Guarding)\b/);
    expect(words).not.toMatch(/\b(?:SBV|G4S|Fidelity|Protea|Coin|Mafoko|Brink|Vetus|BIU|Magma)\b/i);
  });
});
