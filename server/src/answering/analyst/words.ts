import { TENS, UNITS } from '../../corpus/numbers';
import { wordTable } from '../../corpus/word-table';
/** Numbers questions write out in words: one to twelve, and the tens ("more than thirty people"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries([
  ...Object.entries(UNITS).filter(([, n]) => n >= 1 && n <= 12),
  ...Object.entries(TENS),
]);

/** Words of a text, lower-cased, with apostrophes kept inside words ("magistrate's"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** Plurals that suffix stripping cannot undo. */
const IRREGULAR: Readonly<Record<string, string>> = wordTable({
  women: 'woman',
  men: 'man',
  children: 'child',
  people: 'person',
  persons: 'person',
  police: 'police',
  news: 'news',
});

const IRREGULAR_STEMS = new Set(Object.values(IRREGULAR));

/**
 * Text that every word with this stem contains, for a cheap substring test before stemming a whole
 * text: "story" comes from "stories", so the "y" is left off; irregular stems have no such text.
 */
export function stemRoot(stemmed: string): string {
  if (IRREGULAR_STEMS.has(stemmed)) return '';
  return stemmed.endsWith('y') ? stemmed.slice(0, -1) : stemmed;
}

/**
 * A light stemmer: enough that "guards", "guard's" and "guard" or "stabbed" and "stabbing" meet,
 * applied the same way to question and event words, so both sides always agree.
 */
export function stem(word: string): string {
  const plain = word.replace(/['’]s?$/, '');
  const irregular = IRREGULAR[plain];
  if (irregular) return irregular;
  if (plain.length <= 4) return plain;
  if (plain.endsWith('ies')) return `${plain.slice(0, -3)}y`;
  if (plain.endsWith('ings')) return plain.slice(0, -4);
  if (plain.endsWith('ing') && plain.length > 5) return plain.slice(0, -3);
  if (plain.endsWith('ed') && plain.length > 5) return plain.slice(0, -2);
  if (plain.endsWith('es') && /(?:ss|sh|ch|x|z)es$/.test(plain)) return plain.slice(0, -2);
  if (plain.endsWith('s') && !plain.endsWith('ss')) return plain.slice(0, -1);
  return plain;
}

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.trim().split(/\s+/));
}

/**
 * Words that carry no topic of their own: grammar, question words, the vocabulary of asking about a
 * notebook (counts, places, periods, ranking) and the filler analysts write around a crime ("murder
 * rate", "carjacking offenders"), which no event needs to say. Whatever else a question says is a
 * topic the events must mention, or the question cannot be answered from them.
 */
export const NON_TOPIC_WORDS = wordSet(`
  a an the of in on at to for from by with about as into onto during between since before after until till
  than then there here their they them this that these those it its it's is are was were be been being am
  do does did done doing have has had having will would shall should can could may might must
  i me my we us our you your he she his her him hers who whom whose what which when where why how
  and or but if so not no nor any all each every some both either neither other others another such same
  very just only also too again ever yet still even much many more most less least fewer fewest few
  maybe perhaps possibly probably
  per vs versus via through thru against compare compared comparing comparison difference differ
  please tell show list give name find display get see know let want need like
  summarise summarize summary summaries overview describe description brief briefly recap highlight highlights
  key main overall general whole entire total totals number numbers count counts amount sum
  combined altogether together docket dockets matter matters file files charge charges attached told
  client clients affidavit affidavits cumulative cumulatively anywhere profile value values result results none summing summed majita bafethu
  treating treat regarding halves pool pooled pooling margin victim victims people persons
  analysis purposes purpose doesnt dont don't doesn't rows row null nulls num field fields column columns col cols kwa
  context trying understand wondering curious
  while
  event events incident incidents case cases crime crimes criminal report reports reported reporting
  release releases press notebook notebooks data record records dataset story stories item items entry entries
  happen happens happened happening occur occurs occurred occurring take takes took taken place placed
  commit commits committed involve involves involved involving related relating regarding concerning
  there's what's where's when's who's how's
  time times often frequently frequent frequency common commonest usual usually typical
  year years yearly annual annually month months monthly week weeks weekly day days daily date dates dated
  period periods quarter quarters decade span spans timespan timeframe timeframes interval
  trend trends trending rise rises rising risen rose increase increases increased increasing
  decrease decreases decreased decreasing fall falls falling fell drop drops dropped dropping
  decline declines declined declining grow grows growing grew go goes going gone went up down
  change changes changed changing over across throughout along
  top first last latest earliest recent recently newest oldest previous next early late later
  busiest busy quietest quiet riskiest risky highest high lowest low biggest largest smallest worst best deadliest bloodiest modal mode
  dangerous safest safe hotspot hotspots hot spot spots
  place places town towns area areas region regions location locations city cities suburb suburbs
  township townships village villages province provinces provincial municipality municipalities metro metros district districts
  where kind kinds type types category categories sort sorts offence offences offense offenses
  weekday weekdays
  one two three four five six seven eight nine ten eleven twelve
  happenings something anything everything nothing thing things way ways
  mention mentions mentioned mentioning say says said saying refer refers referred referring
  feature features featured featuring include includes included including contain contains contained
  make makes made making
  anyone anybody everybody someone somebody itself lined subset subsets samples sampled exhibit exhibits themselves co alongside accompany accompanies accompanied
  outnumber outnumbers outnumbered outnumbering exceed exceeds exceeded
  part parts country countrywide nationwide nation national south africa african sa mzansi local
  see sees saw seen seeing look looks looking
  pattern patterns situation picture statistics stats figures figure info information detail details
  bust busts busted raid raids crackdown crackdowns seizure seizures operation operations
  affected hit hardest loss losses
  share proportion percentage percent fraction
  rank ranks ranked ranking order ordered sort sorted
  breakdown break broken split distribution distributed spread grouped group groups
  single now nowadays currently present alone pooled pooling expressed express
  worse better higher lower greater bigger smaller
  yes okay ok hi hello thanks thank
  offender offenders perpetrator perpetrators rate rates recorded
  set sets collection collections lot lots bunch selection sample list lists batch group
  considering consider taking using counting count counted together altogether overall apart aside
  accounts account appear appears appeared turn turns turned show shows showed come comes came
  exact exactly determined determine identified identify individual individually given named stated known
  rounded round decimal decimals place places roughly approximately about around
  fine okay among amongst within inside outside near nearby close back aggregate compute calculate base wide cops cop
  edition editions bulletin bulletins headline headlines tracker trackers briefing desk deadline newsroom
  piece pieces column columns article articles check checks checking quick quickly matter matters
  got getting here lot onwards onward thereafter afterwards nearest whole int integer full percent per cent
  filter filtered filtering put stuff deal dealt handle handled handling
  left leave leaves leaving logged log logs registered open opened carried carry carries came out ended charged
  strictly whether plus fact facts hits arithmetic notes above below calendar office offices
  eish ja ag sho yebo hayi haibo bangata shame meaning hi hey hello neighbours neighbors everyone guys
  greetings grace god lord blessings blessed bless precious amen peace prayers prayer
  behalf executive mayor request requests requested
  sawubona sanibonani molo molweni dumela dumelang avuxeni ngiyabonga enkosi dankie cheers
  inclusive inclusively exclusive asseblief baie double twice verify verified recheck
  support supports claim claims claimed assert asserts asserted right true correct accurate confirm
  once ones actual sense state states start starting beginning begin begins began end
  myself ourselves yourself yourselves
  confine confining confined restrict restricting restricted limit limiting limited focus focusing focused attention
  focussing stick sticking keep keeping think thinking thought concentrate concentrating narrow narrowing
  site sites section sections extension extensions zone zones
  segment segments special specials show shows episode episodes podcast podcasts listener listeners
  programme programmes program programs slot slots air broadcast broadcasts wrap phone caller callers angle angles
  howzit ne né nê yoh shap lekker ous oke okes bru bra fussy whatever
  doesn't don't didn't isn't aren't wasn't weren't won't can't couldn't
  regard regards respect resulted resulting arising whatsoever obliged learn pray greatest person notwithstanding fortnight fortnights dj sms answer answers flagged flag precise side sides ntate mme descending ascending records entries
  station stations precinct precincts detective detectives investigator investigators cells
  proper real establish ascertain wrt lol lmao smh tbh ngl imo imho omg haha hahaha hehe btw fyi idk yeah yep yup nah fr yo oh sorry tho deadass giving lowkey highkey heavy dear morning evening afternoon
  ek wil net weet dit maak saak vir ons hier daar ook nie se sê hoe wat waar isnt ngempela aowa ngwanaka koko mma bagaetsho dumelang leboga ofe ke hood block
  act analyst analysts statistician statisticians expert experts return explanation explanations reasoning shown line step steps question questions
  measured exposure observation observations incidence population populations reconcile reconciled material relates bear bearing statement statements level levels cluster clusters traced tracing register saps municipal whilst load league live lives work works
  perpetrated perpetrate perpetrating cover covers covered sought lumped lump
  novel novels setting settings grim grimmer grimmest thriller plot plots
  tally tallies anyway anyhow occurrence occurrences indicate kindly furnish advise effected honest honestly truthfully rn atm asap jong nee dilo heatmap cell honourable hon casu inter alia prima facie
  bench forum caseload cite heads argument arguments submission donor donors impact indicator indicators dashboard
  catchment outreach justify programme checking
  insofar operationalise operationalize operationalised tentatively however trope tropes cf bracketing otherwise
  seasonality southern hemisphere literature framing verdict
  horror horrors bloodbath shock shocker carnage mayhem terror outrage scandal exclusive revealed
  comrade comrades branch
  polygon polygons layer layers attribute attributes feature features choropleth symbolise symbolize building
  statistical processing personal identifiable identifying subject subjects particulars de identified form
  purposes aggregate aggregated over copy desc dp ya point gets provide calculated calculating computed necessary
  tile tiles kpi kpis histogram histograms donut doughnut widget widgets dashboard dashboards sparkline infographic
  die het ooit wie gegee gehad djy nooit sies saam tel gee een hele desimaal uitgesit gepull gebeur
  window windows range ranges slice slices represented represent representing sidebar view already chart charts graphic graphics graph graphs table tables infographic
  denominator denominators numerator numerators universe scope reference estimate estimates estimated exceptions exception testing tested assess assessing assessment enforcement
  van op sake saak hierdie enige jy al self hulle julle asb asseblief waar wanneer hoekom nog toe reeds
  um uhm umm uhh ehm uh erm hmm own threshold thresholds walk lost adds add added adding metropolitan therewith herewith thereof
  goeie dag class i'm i've i'd we're we've gather believe hear bareetsi potso dikgang gompieno sharp parlance skat skattie
  scoreboard scoreboards innings stretch toss fixture fixtures sheet summed documented connection nuh
  prayer prayers worries worry worried makhulu umakhulu gogo granny grandmother grandfather grandson granddaughter
  excuse ask asking trouble bother bothering grateful apologies apologise apologize seminar
  temporal spatial remain remains remaining judged judging relevant respective
  moni zikomo kwambiri chonde abale muli bwanji salaam dis dat dese dem
  yani wallahi mashallah inshallah habibi aywa kasi hottest potential hold holds vibes talking
  viz videlicet namely implicated disclose disclosed disclosure several
  separate third thirds quarter quarters fifth fifths tenth tenths
  upon prior jurisdiction concerned located
  grievous wicked terrible horrible horrific horrifying awful heinous shocking senseless tragic tragically gruesome dreadful evil cruel
  series stratify stratified stratifying stratification
  sad saddening sickening appalling devastating heartbreaking heartbreak grieves grieving grief sorrow painful
  test tests expected expect expecting approx assert asserting outsider outsiders punt punter punters odds favourite favorite favourites favorites
  grid grids coverage survey surveying sermon preek kerspreek vriende groete pains pained trenches index knock sale nkateko lots roger
  postcode postcodes review clocked construed construe construes deemed deem herein hereunder hereto thereafter therein thereto whereby aforesaid aforementioned inclusive inclusively decisive
`);

/**
 * Content words that end in -ly like the adverbs the analyst passes over ("actually", "strictly"): an
 * age group, a tie or a kind of harm, which a question may turn on.
 */
const CONTENT_LY_WORDS = new Set(
  'elderly family bodily deadly friendly unfriendly disorderly unruly grisly assembly supply'.split(' '),
);

/**
 * An adverb of manner or stance ("actually", "strictly", "particularly", "roughly"): it says how the
 * asker means the question, never which events it is about.
 */
export const isAdverb = (word: string) =>
  word.length >= 6 && word.endsWith('ly') && !CONTENT_LY_WORDS.has(word);

/** "second", "3rd": the place an ordinal names, for quarters and for places in a ranking. */
export const ORDINAL_NUMBERS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};
