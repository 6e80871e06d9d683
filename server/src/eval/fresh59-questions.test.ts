import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { devSetFile, readDevReleases } from './dev-set';
import { FRESH59_QUESTIONS, farmMurder, medianOf } from './fresh59-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-ninth fresh question set (blind)', FRESH59_QUESTIONS);

/** The question of the set that begins with the given words. */
const asked = (start: string) => {
  const q = FRESH59_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question begins: ${start}`);
  return q.question;
};

describe('the readings of the fifty-ninth fresh set, on invented rows', () => {
  it('counts only victims killed towards a massacre, and three killed is enough', () => {
    const question = asked("I'm drafting a novel that opens with a massacre");
    const rows = [
      // Suspects shot by the police are not victims: nothing stated here.
      devRow({ event_date: '2014-01-01', victims_killed: null }),
      devRow({ event_date: '2016-05-05', victims_killed: 2 }),
      devRow({ event_date: '2018-03-03', victims_killed: 3 }),
      devRow({ event_date: '2020-02-02', victims_killed: 7 }),
    ];
    expect(expectationIn(FRESH59_QUESTIONS, question, rows)).toEqual({ kind: 'date', value: '2018-03-03' });
  });

  it('takes the median of stated ages only, averaging the middle two of an even count', () => {
    expect(medianOf([40, 20, 30, 50])).toEqual({ kind: 'number', value: 35 });
    const question = asked('What is the median age of the suspects');
    const rows = [
      devRow({ suspect_ages: [19, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [33] }),
      devRow({ suspect_ages: [] }),
    ];
    expect(expectationIn(FRESH59_QUESTIONS, question, rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('holds exact thresholds: five or more counts five, more than ten leaves ten out', () => {
    const atLeastFive = asked('How many incidents saw five or more suspects arrested?');
    const moreThanTen = asked('How many incidents had more than ten suspects arrested?');
    const figures = [4, 5, 10, 11, null];
    const inA = figures.map((n) => devRow({ num_suspects_arrested: n }));
    const inB = figures.map((n) => devRow({ notebook: 'b', num_suspects_arrested: n }));
    expect(expectationIn(FRESH59_QUESTIONS, atLeastFive, inA)).toEqual({ kind: 'number', value: 3 });
    expect(expectationIn(FRESH59_QUESTIONS, moreThanTen, inB)).toEqual({ kind: 'number', value: 1 });
  });

  it('reads a farm murder as one at a farm itself, not one near a farm', () => {
    expect(farmMurder(devRow({ location: 'Lismor farm, near Kestell', crimes: ['murder'] }))).toBe(true);
    expect(farmMurder(devRow({ location: 'farm near Glen', crimes: ['murder', 'house robbery'] }))).toBe(
      true,
    );
    expect(farmMurder(devRow({ location: 'near Klippan farm, Slurry', crimes: ['murder'] }))).toBe(false);
    expect(farmMurder(devRow({ location: 'Spitskop Trust Farm', crimes: ['stock theft'] }))).toBe(false);
    const question = asked('When was the earliest murder committed on a farm');
    const rows = [
      devRow({
        notebook: 'b',
        location: 'near Klippan farm, Slurry',
        crimes: ['murder'],
        event_date: '2019-01-01',
      }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['murder'], event_date: null }),
      devRow({
        notebook: 'b',
        location: 'De Rots farm, Senekal',
        crimes: ['murder'],
        event_date: '2020-10-02',
      }),
    ];
    expect(expectationIn(FRESH59_QUESTIONS, question, rows)).toEqual({ kind: 'date', value: '2020-10-02' });
  });

  it('ranks provinces by the mean arrests per incident, not by the total', () => {
    const question = asked('Which province has the highest mean number of suspects arrested');
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
    ];
    expect(expectationIn(FRESH59_QUESTIONS, question, rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('sums the stated sexes for the victims ratio and the women among suspects', () => {
    const ratio = asked("In the releases that give the victims' sex");
    const women = asked('My writing group keeps telling me');
    const rows = [
      devRow({ notebook: 'b', victims_female: 2, victims_male: 3, suspects_female: 1 }),
      devRow({ notebook: 'b', victims_female: 3, victims_male: 4, suspects_female: null }),
      devRow({ notebook: 'b', victims_female: null, victims_male: null, suspects_female: 0 }),
    ];
    expect(expectationIn(FRESH59_QUESTIONS, ratio, rows)).toEqual({ kind: 'number', value: 1.4 });
    expect(expectationIn(FRESH59_QUESTIONS, women, rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks stock theft provinces by suspects arrested, and leaves poaching out of stock theft', () => {
    const question = asked('Which province had the most people arrested for stock theft?');
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['stock theft'], num_suspects_arrested: 7 }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'], num_suspects_arrested: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'], num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', crimes: ['poaching'], num_suspects_arrested: 19 }),
    ];
    expect(expectationIn(FRESH59_QUESTIONS, question, rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });
});

const file = devSetFile('releases.jsonl');

describe.skipIf(!file)('the refusals of the fifty-ninth fresh set, checked against the release texts', () => {
  const rows = file ? readDevReleases(file) : [];
  const textsOf = (notebook: 'a' | 'b') =>
    rows.filter((r) => r.notebook === notebook).map((r) => `${r.title}\n${r.context}`.toLowerCase());

  it('notebook a says nothing of compensation or insurance for stolen stock', () => {
    for (const text of textsOf('a'))
      for (const word of ['compensat', 'insur', 'payout', 'pay-out', 'pay out', 'reimburs'])
        expect(text.includes(word), word).toBe(false);
  });

  it("notebook b gives no farm's size", () => {
    for (const text of textsOf('b'))
      for (const word of ['hectare', 'acre', ' ha ', 'square metre', 'square kilometre', 'km²'])
        expect(text.includes(word), word).toBe(false);
  });
});
