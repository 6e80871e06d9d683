/**
 * The thirty-first fresh question set, written blind: without reading the answering engine, the
 * earlier question sets or the project's notes on its fixes, and never asked of the product before it
 * is run once, first try. Its voices: a paramedic shift supervisor (the killed, the injured, children,
 * officers hurt on duty; practical, a little clinical), an Afrikaans-speaking community newspaper
 * editor writing in English with the odd Afrikaans word ("ag", "asseblief", "ja of nee", "veediefstal"),
 * and a busy TV producer typing on a phone (terse, lower case, abbreviations and typos). Each voice asks
 * five questions about each development notebook; every expectation is computed from the ground truth by
 * the code below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it. "Hijackings" are carjacking or truck hijacking; "CIT heists" are cash-in-transit
 *   robbery; "zama zama busts" are illegal mining; "veediefstal" is stock theft; "GP" is Gauteng, "KZN"
 *   KwaZulu-Natal, "NW" North West. "X that did not also involve Y" holds X and not Y.
 * - "Outside the City of Cape Town metro" is a Western Cape incident whose stated `municipality` is
 *   another one (an incident without a municipality would be in neither; the Western Cape has none).
 * - A window ("since 2020", "from 2020 onwards", "since 2022") is on `event_date`, both ends inclusive;
 *   "June, July or August" is those months of any year; a weekend incident's `event_date` falls on a
 *   Saturday or Sunday. An undated incident is in no window and on no weekday.
 * - People figures sum the stated figures: `victims_killed`, `victims_injured`, `victims_children`,
 *   `victims_police`, `suspects_female`, `num_suspects_arrested`; a null figure is not stated and adds
 *   nothing. "Injured (not killed)" is `victims_injured`. An incident "with a child among the victims"
 *   has a stated `victims_children` above 0; "more than one person killed" is a stated
 *   `victims_killed` above 1. Women among the suspects are `suspects_female` (arrested or sought).
 * - Shares are to the nearest whole percent: the murder incidents with more than one killed over all
 *   murder incidents; incidents with `arrest_made` false ("nobody got arrested") over all incidents;
 *   Free State incidents with `arrest_made` true over all Free State incidents.
 * - A ranking names the single top key: provinces by people killed and by rape incidents, crime
 *   categories by incidents within Gauteng, municipalities by suspects arrested (a municipality may be
 *   named with or without "City of"). "More ... than" is strict: equal is No.
 * - The earliest or latest date is over the dated incidents of the selection.
 * - Refused: the victims' blood-alcohol levels, the weather on the day (rain), and insurance payouts,
 *   which no release states (the release texts were searched for alcohol, drunk, blood-alcohol, weather,
 *   rain as a word, temperature, storm, insur and payout; "blood" occurs only as bloodstains, "rain" only
 *   inside "train", "brains" and "raincoats", "storm" only as "stormed").
 */
import {
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  stated,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const hijacking = (r: DevRow) => has('carjacking')(r) || has('truck hijacking')(r);
const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;
const severalKilled = (r: DevRow) => (stated('victims_killed')(r) ?? 0) > 1;
const killed = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);
const outsideCapeTownMetro = (r: DevRow) =>
  r.province === 'Western Cape' && r.municipality !== null && r.municipality !== 'City of Cape Town';

export const FRESH31_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the paramedic shift supervisor.
  {
    notebook: 'a',
    question:
      'I supervise the night shift on an ambulance crew in Cape Town and we keep our own tally. In the Western Cape incidents, how many victims were injured but not killed?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'How many people were killed in incidents that happened on a Saturday or a Sunday?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(killed(rows.filter(weekend))),
  },
  {
    notebook: 'a',
    question: 'Which province lost the most people, counting those killed in the incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'When was the most recent incident in which a child under 18 was one of the victims?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For our trauma audit: what was the average blood-alcohol level of the victims who were taken to hospital?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the Afrikaans community newspaper editor.
  {
    notebook: 'a',
    question:
      'Ag, quick one for our Boland edition: how many of the Western Cape incidents happened outside the City of Cape Town metro?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, outsideCapeTownMetro)),
  },
  {
    notebook: 'a',
    question: 'Which crime shows up most often in the Gauteng incidents, asseblief?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(inProvince('Gauteng')).flatMap((r) => r.crimes),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'a',
    question: 'Wanneer was dit? I mean: when did the earliest Eastern Cape incident take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Were there more incidents in the Western Cape than in the Eastern Cape? Ja or nee will do.',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(count(rows, inProvince('Western Cape')) > count(rows, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'For a feature on rural safety in KwaZulu-Natal: how many murder cases were there in that province from 2020 onwards? Dankie.',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), has('murder'), sinceYear(2020))),
  },
  // Notebook a: the TV producer on a phone.
  {
    notebook: 'a',
    question: 'cit heists gp + kzn, how many?',
    covers: ['slang', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rows,
          has('cash-in-transit robbery'),
          (r) => inProvince('Gauteng')(r) || inProvince('KwaZulu-Natal')(r),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'hijackings since 2020? just the number',
    covers: ['slang', 'calendar'],
    expect: (rows) => number(count(rows, hijacking, sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'latest kidnappng date pls',
    covers: ['misspelling', 'date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question: '% of incidents where nobody got arrested? whole number',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, notArrested), rows.length),
  },
  {
    notebook: 'a',
    question: 'total insurance payout on the cit vans that got hit?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the paramedic shift supervisor.
  {
    notebook: 'b',
    question:
      'What share of the murder cases had more than one person killed? Round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const murders = rows.filter(has('murder'));
      return percentage(murders.filter(severalKilled).length, murders.length);
    },
  },
  {
    notebook: 'b',
    question: 'How many attempted murder cases did not also involve a murder?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('attempted murder'), not(has('murder')))),
  },
  {
    notebook: 'b',
    question:
      'Winter is our busiest season on the road. How many incidents happened in June, July or August, in any year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'Were more people killed in the Free State incidents than in the North West incidents?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(killed(rows.filter(inProvince('Free State'))) > killed(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'How many police officers were among the victims, all incidents together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  // Notebook b: the Afrikaans community newspaper editor.
  {
    notebook: 'b',
    question:
      'Stock theft (veediefstal) is big news for our farming readers. How many stock theft incidents were there since 2020?',
    covers: ['slang', 'restricted count', 'calendar'],
    expect: (rows) => number(count(rows, has('stock theft'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most rape cases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(has('rape')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'What percentage of the Free State incidents led to an arrest? Whole number, asseblief.',
    covers: ['share'],
    expect: (rows) => {
      const freeState = rows.filter(inProvince('Free State'));
      return percentage(freeState.filter(arrested).length, freeState.length);
    },
  },
  {
    notebook: 'b',
    question: 'How many women were among the suspects? Female suspects, whether arrested or still sought.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Ag, and one for the weather page: on how many of the incident days was it raining?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the TV producer on a phone.
  {
    notebook: 'b',
    question: 'murders in limpopo + mpumalanga since 2022?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) =>
      number(
        count(
          rows,
          has('murder'),
          sinceYear(2022),
          (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'wich municipalty had the most suspects arrested',
    covers: ['ranking', 'misspelling', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.municipality,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      municipalityNames,
    ),
  },
  {
    notebook: 'b',
    question: 'zama zama busts - total arrested?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'more cit heists in limpopo than NW? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('cash-in-transit robbery'), inProvince('Limpopo')) >
          count(rows, has('cash-in-transit robbery'), inProvince('North West')),
      ),
  },
  {
    notebook: 'b',
    question: 'total child victims (under 18)?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh31QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH31_QUESTIONS, rows);
