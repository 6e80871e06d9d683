import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH187_QUESTIONS } from './fresh187-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-seventh fresh question set (blind)', FRESH187_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH187_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH187_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eighty-seventh fresh set reads the ground truth as its header says', () => {
  it('sums the stated arrests of stock theft cases only, in the notebook asked about', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['stock theft', 'other'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', crimes: ['stock theft'], num_suspects_arrested: 5 }),
    ];
    expect(ask('stock theft cases', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('finds an EC village by the word in the location, in any case, and sums the stated female victims', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', location: 'Mpozolo Village, Willowvale', victims_female: 2 }),
      devRow({ province: 'Eastern Cape', location: 'near Gqunqe village', victims_female: 1 }),
      devRow({ province: 'Eastern Cape', location: 'Joe Slovo Township, Cofimvaba', victims_female: 5 }),
      devRow({ province: 'Eastern Cape', location: 'Huhudi location', victims_female: 4 }),
      devRow({ province: 'Eastern Cape', location: 'Ngcobo village', victims_female: null }),
      devRow({ province: 'Limpopo', location: 'Sonkwane village', victims_female: 3 }),
    ];
    expect(ask('EC villages only', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('reads the Amathole district through the municipality: Buffalo City and an unknown municipality are out', () => {
    const ec = (municipality: string | null, victims_killed: number | null) =>
      devRow({ province: 'Eastern Cape', municipality, crimes: ['murder'], victims_killed });
    const rows = [
      ec('Mbhashe', 2),
      ec('Mnquma', 3),
      ec('Raymond Mhlaba', null),
      ec('Buffalo City', 7),
      ec(null, 4),
      ec('King Sabata Dalindyebo', 1),
    ];
    expect(ask('Amathole distict', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('dates the latest OR Tambo incident by event date, ignoring undated rows and other districts', () => {
    const rows = [
      devRow({
        municipality: 'King Sabata Dalindyebo',
        event_date: '2019-05-13',
        published_date: '2019-05-14',
      }),
      devRow({ municipality: 'Ntabankulu', event_date: '2023-03-27', published_date: '2023-04-02' }),
      devRow({ municipality: 'Nyandeni', event_date: null, published_date: '2025-01-10' }),
      devRow({ municipality: 'Mbhashe', event_date: '2024-08-01' }),
    ];
    expect(ask('OR Tambo district', rows)).toEqual({ kind: 'date', value: '2023-03-27' });
  });

  it('averages Khayelitsha fatalities over the incidents with a stated toll only', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_killed: null }),
      devRow({ location: 'Gugulethu', victims_killed: 10 }),
    ];
    expect(ask('Conditional on an incident being located in Khayelitsha', rows)).toEqual({
      kind: 'number',
      value: 5.5,
    });
  });

  it('takes the weekend murder share over dated weekend incidents, by event date alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['theft'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Conditional on an incident having occurred on a Saturday', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('answers a police complainant in KZN only on a stated figure of one or more', () => {
    const none = [
      devRow({ province: 'KwaZulu-Natal', victims_police: 0 }),
      devRow({ province: 'KwaZulu-Natal', victims_police: null }),
      devRow({ province: 'Western Cape', victims_police: 6 }),
    ];
    expect(ask('Would you kindly confirm', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ province: 'KwaZulu-Natal', victims_police: 1 })];
    expect(ask('Would you kindly confirm', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks weekdays over dated fatal matters only, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-03', victims_killed: 1 }), // Wednesday
      devRow({ event_date: '2024-01-10', victims_killed: 0 }), // Wednesday, nobody killed
      devRow({ event_date: '2024-01-17', victims_killed: null }), // Wednesday, unstated
      devRow({ event_date: null, victims_killed: 3, published_date: '2024-01-03' }),
    ];
    expect(ask('Upon which day of the week', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ event_date: '2024-01-24', victims_killed: 1 })];
    expect(() => ask('Upon which day of the week', tied)).toThrow(/no single leader/);
  });

  it('answers EC in notebook b from notebook b alone', () => {
    const rows = [
      devRow({ notebook: 'a', province: 'Eastern Cape' }),
      devRow({ notebook: 'b', province: 'Free State' }),
    ];
    expect(ask('any EC cases', rows)).toEqual({ kind: 'text', value: 'No' });
    const withEc = [...rows, devRow({ notebook: 'b', province: 'Eastern Cape' })];
    expect(ask('any EC cases', withEc)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts stock theft with nobody arrested as a stated false, not an unstated arrest', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('stok theft cases', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('averages arrests over incidents with an arrest and a stated count', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: null }),
      devRow({ notebook: 'b', arrest_made: false, num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', arrest_made: null, num_suspects_arrested: null }),
    ];
    expect(ask('Conditional on an arrest having been made', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the child share over all rape incidents, an unstated child figure counting as none', () => {
    const rape = (victims_children: number | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], victims_children });
    const rows = [
      rape(1),
      rape(3),
      rape(0),
      rape(null),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('Among rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts the accused as known for a partner, family or acquaintance, never a stranger or unstated tie', () => {
    const rows = ['partner', 'family', 'acquaintance', 'stranger', null].map((relationship) =>
      devRow({ notebook: 'b', crimes: ['murder'], relationship }),
    );
    expect(ask('In how many of the matters before us', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts Mangaung matters of 2023 by event date and municipality', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Mangaung', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', municipality: 'Mangaung', event_date: '2023-12-31' }),
      devRow({ notebook: 'b', municipality: 'Mangaung', event_date: '2024-01-01' }),
      devRow({ notebook: 'b', municipality: 'Mangaung', event_date: null, published_date: '2023-06-01' }),
      devRow({ notebook: 'b', municipality: 'Maluti-a-Phofung', event_date: '2023-05-05' }),
    ];
    expect(ask('How many matters arising within the jurisdiction', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('ranks fatal incidents by month with all years pooled, undated ones left out', () => {
    const fatal = (event_date: string | null, victims_killed: number | null = 1) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2024-07-01' });
    const rows = [
      fatal('2022-07-15'),
      fatal('2020-07-26'),
      fatal('2021-03-01'),
      fatal(null),
      fatal('2023-03-02', 0),
    ];
    expect(ask('For seasonality purposes', rows)).toEqual({ kind: 'text', value: 'July' });
  });
});
