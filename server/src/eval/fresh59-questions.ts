/**
 * The fifty-ninth fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, in three voices that each put five questions to each notebook.
 *
 * - An actuary modelling risk: ratios, rates per incident, medians, percentage differences, counts
 *   with exact thresholds and pooled calendar periods.
 * - A crime novelist researching settings: long, chatty questions that tell a story first, about kinds
 *   of scene, the earliest and latest cases of a kind, and what the suspects were like.
 * - A farmers' union representative: stock theft, farm killings, provinces, weapons, whether arrests
 *   followed, and one thing per notebook that the releases never state (the refusals).
 *
 * Every expectation is computed from the ground truth rows of the question's notebook, never typed by
 * hand. The readings chosen:
 *
 * 1. An incident is one release (one row). "Murder", "kidnapping", "stock theft", "illegal mining"
 *    and "illegal guns" are rows whose `crimes` hold `murder`, `kidnapping`, `stock theft`,
 *    `illegal mining` and `illegal firearm possession`; poaching (abalone, rhino) is not stock theft.
 * 2. "Arrested" and "nobody arrested" read `arrest_made` (true / false); "how many suspects were
 *    arrested" sums `num_suspects_arrested`.
 * 3. Dates, years and months are the incident's `event_date`; an undated incident is in no period and
 *    is neither the earliest nor the latest of anything. Pooled months count every year together.
 * 4. People counts sum only the stated figures of the people model (`victims_killed`,
 *    `suspects_female`, `victims_female`, `victims_male`); a figure the release does not state adds
 *    nothing. The killed are victims: suspects shot dead by the police are not in `victims_killed`,
 *    and the questions say so.
 * 5. Suspect ages are `suspect_ages`, one stated age per suspect; an age range ("aged between 20 and
 *    43") gives no age. The median of an even number of ages is the mean of the middle two.
 * 6. "Victims per incident" is the mean of `num_victims` over the incidents that state it, to one
 *    decimal. "Male victims for every female victim" is the sum of `victims_male` over the sum of
 *    `victims_female`, to one decimal.
 * 7. Thresholds are exact as worded: "five or more" counts five; "more than ten" does not count ten.
 * 8. A percentage difference is (later − earlier) / earlier × 100, to the nearest whole percent; a
 *    share is rounded to the nearest whole percent.
 * 9. A province's "mean number of suspects arrested per incident" is its summed
 *    `num_suspects_arrested` over its incidents that state the figure.
 * 10. A murder "on a farm" is a murder whose `location` names a farm as the place itself ("Lismor
 *     farm, near Kestell", "farm near Glen"), not one merely near a farm ("near Klippan farm, …").
 * 11. A single named case (Glebelands, De Aar, Spitskop) is the one row whose location holds that
 *     name; a question about it answers from that row's `arrest_made`.
 * 12. The rankings are tallies over the notebook (kept with each question) whose top is unique; the
 *     misspelt places ("Khayalitsha", "Estern Cape", "Mpumalanaga") are read as Khayelitsha, the
 *     Eastern Cape and Mpumalanga.
 * 13. The refusals were checked against the release texts of their notebook: notebook `a` says nothing
 *     of compensation or insurance for stolen stock, and notebook `b` gives no farm's size in hectares
 *     or acres.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  meanOf,
  notArrested,
  number,
  refusal,
  rounded,
  sum,
} from './ground-truth-questions';

/** The one row whose location holds the name; none or several is an error in the question. */
export function onlyRowAt(rows: readonly DevRow[], name: string): DevRow {
  const found = rows.filter((r) => r.location.toLowerCase().includes(name.toLowerCase()));
  if (found.length !== 1) throw new Error(`${found.length} incidents at ${name}`);
  return found[0] as DevRow;
}

/** The median of the values; an even count takes the mean of the middle two; none is an error. */
export function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return number(value);
}

/** A murder whose location names a farm as the place itself, not merely a farm it was near. */
export const farmMurder = (r: DevRow) =>
  r.crimes.includes('murder') && /\bfarm\b/i.test(r.location) && !/^(near|outside) /i.test(r.location.trim());

/** At least the given number of victims killed, as stated. */
const killedAtLeast = (n: number) => (r: DevRow) => (r.victims_killed ?? 0) >= n;

/** The mean of the stated arrest figures per province. */
const meanArrestsByProvince = (rows: readonly DevRow[]) => {
  const stated = rows.filter((r) => r.num_suspects_arrested !== null);
  const totals = tallyOf(
    stated,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
  const counts = tallyOf(stated, (r) => r.province);
  return new Map([...totals].map(([province, total]) => [province, total / (counts.get(province) ?? 1)]));
};

export const FRESH59_QUESTIONS: BlindQuestion[] = [
  // Notebook a — the actuary.
  {
    notebook: 'a',
    question:
      'For a frequency-severity model I need victims per incident. Taking only the releases that state how many victims there were, what is the mean number of victims per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'What is the median age of the suspects, using only the ages the releases give for individual suspects (no age ranges)?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents that involved a murder, what percentage ended with nobody arrested? Round to the nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const murders = rowsWhere(rows, has('murder'));
      return percentage(murders.filter(notArrested).length, murders.length);
    },
  },
  {
    notebook: 'a',
    question: 'How many incidents saw five or more suspects arrested? An incident with exactly five counts.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => (r.num_suspects_arrested ?? 0) >= 5)),
  },
  {
    notebook: 'a',
    question:
      'Pooling all the years together, how many incidents took place in the winter months of June, July or August?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },

  // Notebook a — the crime novelist.
  {
    notebook: 'a',
    question:
      "I'm drafting a novel that opens with a massacre, maybe a man with a bush knife going from house to house, maybe gunmen bursting into a hostel room, I haven't decided yet, and I want real history behind it. Counting only the victims who died, not robbers or gunmen shot by the police, when was the earliest incident in these releases where three or more people were killed?",
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rowsWhere(rows, killedAtLeast(3)), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "One of my chapters is set in a men's hostel in Umlazi, a group drinking in a room late at night when the shooting starts. I've read a little about the Glebelands case and I'm basing the scene on it, but I need to know how it really ended before I write the aftermath: did the police arrest anyone for that shooting?",
    covers: ['yes/no'],
    expect: (rows) => yesNo(arrested(onlyRowAt(rows, 'Glebelands'))),
  },
  {
    notebook: 'a',
    question:
      "My antagonist runs a kidnap-for-ransom crew, and my editor keeps asking how big these gangs really are by the time the police close in. So here's what I'd like: adding up every kidnapping case in this notebook, how many suspects were arrested altogether?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('kidnapping')))),
  },
  {
    notebook: 'a',
    question:
      'I want the setting of my book to feel properly dangerous without tipping into melodrama, so I am comparing provinces before I pick one. Counting the victims who were killed, and not the suspects shot by police, which province has the highest death toll in this notebook?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'The last act of my story happens in Khayalitsha, among the shacks and barber shops and taverns. I spent a few months there years ago, but I want a recent real case to anchor the ending. What is the date of the most recent incident in Khayalitsha in these releases?',
    covers: ['date', 'misspelling'],
    expect: (rows) =>
      dateAt(
        rowsWhere(rows, (r) => r.location.includes('Khayelitsha')),
        'latest',
      ),
  },

  // Notebook a — the farmers' union representative.
  {
    notebook: 'a',
    question:
      "How many times did the skelms go after farmers' livestock in this lot? Sheep and cattle, I mean, not abalone or rhino.",
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'))),
  },
  {
    notebook: 'a',
    question: 'Did every stock theft case in here end with somebody being arrested?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const thefts = rowsWhere(rows, has('stock theft'));
      if (thefts.length === 0) throw new Error('no stock theft to ask about');
      return yesNo(thefts.every(arrested));
    },
  },
  {
    notebook: 'a',
    question: 'Which province had the most people arrested for stock theft?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rowsWhere(rows, has('stock theft')),
          (r) => r.province,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'How much compensation or insurance money did the farmers get for the sheep and cattle that were stolen from them?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'In the Estern Cape, how many of the murder cases ended with an arrest?',
    covers: ['misspelling', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), has('murder'), arrested)),
  },

  // Notebook b — the actuary.
  {
    notebook: 'b',
    question:
      "In the releases that give the victims' sex, how many male victims are there for every female victim? Give the ratio to one decimal place.",
    covers: ['people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      if (female === 0) throw new Error('no female victim to divide by');
      return number(rounded(sum(rows.map((r) => r.victims_male)) / female, 1));
    },
  },
  {
    notebook: 'b',
    question:
      'Dating incidents by when they happened, by what percentage did the number of incidents in 2023 exceed the number in 2022? To the nearest whole percent.',
    covers: ['calendar', 'share'],
    expect: (rows) => {
      const earlier = count(rows, inYear(2022));
      const later = count(rows, inYear(2023));
      if (later <= earlier) throw new Error(`2023 (${later}) does not exceed 2022 (${earlier})`);
      return percentage(later - earlier, earlier);
    },
  },
  {
    notebook: 'b',
    question:
      'What proportion of the murder incidents resulted in at least one arrest? Please give it as a whole percentage.',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const murders = rowsWhere(rows, has('murder'));
      return percentage(murders.filter(arrested).length, murders.length);
    },
  },
  {
    notebook: 'b',
    question:
      'How many incidents had more than ten suspects arrested? Strictly more than ten, so ten itself would not count.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => (r.num_suspects_arrested ?? 0) > 10)),
  },
  {
    notebook: 'b',
    question: 'Which province has the highest mean number of suspects arrested per incident?',
    covers: ['ranking'],
    ...ranking(meanArrestsByProvince),
  },

  // Notebook b — the crime novelist.
  {
    notebook: 'b',
    question:
      "My heroine is a police hostage negotiator who asks for a transfer somewhere quiet and discovers it isn't quiet at all. I've seen releases about ransom calls and abductions from all over, and I'd like to post her where they happen most. Which province has the most kidnapping cases in this notebook?",
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, has('kidnapping')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      "My writing group keeps telling me my female villain isn't believable, that women are never part of these gangs in real life. I'd love to prove them wrong with numbers. Across all these releases, how many of the suspects were women?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'There is an elder in my story, a respected man in his village who turns out to be behind a killing, and I worry he is too old to be credible. How old was the oldest suspect whose age is actually given in these releases?',
    covers: ['people'],
    expect: (rows) => {
      const ages = suspectAges(rows);
      if (ages.length === 0) throw new Error('no stated suspect age');
      return number(Math.max(...ages));
    },
  },
  {
    notebook: 'b',
    question:
      'A subplot follows a teenage girl who accuses a senior policeman, and her family fighting to get anyone to act on it. I came across a case at a guest house in De Aar that sounds close to what I have in mind. Was the officer in that case ever arrested?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(arrested(onlyRowAt(rows, 'De Aar'))),
  },
  {
    notebook: 'b',
    question:
      'The climax of my book happens underground, in an abandoned mine full of armed zama zamas, and I want the details to feel fresh rather than dated. When was the most recent zama zama bust in these releases?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('illegal mining')), 'latest'),
  },

  // Notebook b — the farmers' union representative.
  {
    notebook: 'b',
    question: 'When was the earliest murder committed on a farm in this notebook?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, farmMurder), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Which province got hit hardest by stock theft, going by the number of cases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, has('stock theft')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'How many cases involving illegal guns were there in Mpumalanaga?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), anyCrime('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question: 'About the eighty sheep stolen around Spitskop near Thaba Nchu: was anybody arrested for it?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(arrested(onlyRowAt(rows, 'Spitskop'))),
  },
  {
    notebook: 'b',
    question: 'How many hectares is the Lismor farm near Kestell, where the seven farmworkers were killed?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh59QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH59_QUESTIONS, rows);
