/** Shorthand, idioms and borrowed words of many trades and languages, kept in the one table they grew in. */

import { METROS } from '../../../corpus/gazetteer';
import { joinOr } from '../format';
import { capitals, lowerCase, type NewsroomWord, word } from './shared';

/** The provinces with a coastline, and those without one. */
const COASTAL_PROVINCES = ['Western Cape', 'Eastern Cape', 'KwaZulu-Natal', 'Northern Cape'];
const INLAND_PROVINCES = ['Gauteng', 'Free State', 'North West', 'Limpopo', 'Mpumalanga'];

/** The shorthand of messages and posts: "avg", "ppl", "w/", "pls". */
export const TEXT_WORDS: readonly NewsroomWord[] = [
  { pattern: word('avg'), meaning: 'average' },
  { pattern: word('pct'), meaning: 'percent' },
  { pattern: word('ppl|pple|peeps'), meaning: 'people' },
  { pattern: word('pls|plz'), meaning: 'please' },
  { pattern: word('some1'), meaning: 'someone' },
  // "- KZN only: total inj. vics?": a bullet before a line says nothing of what is asked.
  { pattern: /^[ \t]*[-*•][ \t]+/gmu, meaning: '' },
  // "how meny", "how mny": the words of asking a count, as a learner or a thumb types them.
  { pattern: word('how\\s+(?:meny|mny|mani|manny|mamy|maney|mnay)'), meaning: 'how many' },
  { pattern: word('most\\s+resent'), meaning: 'most recent' },
  // An investigator's file shorthand: "DOI" the date of the incident, "susp." suspects, "inj."
  // injured, "LM" a local municipality.
  { pattern: capitals('DOI'), meaning: 'incident date' },
  { pattern: /(?<![\p{L}\p{N}])susp\.(?=\s|$)/giu, meaning: 'suspects' },
  { pattern: /(?<![\p{L}\p{N}])inj\.(?=\s|$)/giu, meaning: 'injured' },
  { pattern: capitals('LM'), meaning: 'municipality' },
  // Typed in lower case only: "Da Gama Road" is a name, Afrikaans "Wit" a colour.
  { pattern: lowerCase('wit'), meaning: 'with' },
  { pattern: lowerCase('da'), meaning: 'the' },
  { pattern: word('gettin'), meaning: 'getting' },
  // Sepedi "ke kgopela" (please) and "ba bakae" (how many).
  { pattern: word('ke\\s+kgopela'), meaning: 'please' },
  { pattern: word('(?:ba|di|tše|tse|a)\\s+(?:ba|ma)?kae|bakae|makae'), meaning: 'how many' },
  // Sesotho: "dipolao" murders, "diphofu" victims, "ho etsahala" to happen; the provinces by their
  // Sesotho names; "ko" in, as "ko Kapa Bophirima".
  { pattern: word('dipolao'), meaning: 'murders' },
  { pattern: word('polao'), meaning: 'murder' },
  { pattern: word('(?:ba\\s+bileng\\s+)?diphofu'), meaning: 'victims' },
  { pattern: word('(?:di\\s+|e\\s+)?etsahetse|(?:di\\s+|e\\s+)?etsahala'), meaning: 'happened' },
  { pattern: word('Foreisetata|Freistata'), meaning: 'Free State' },
  { pattern: word('Kapa\\s+Bophirima'), meaning: 'Western Cape' },
  { pattern: word('Kapa\\s+Botjhabela'), meaning: 'Eastern Cape' },
  { pattern: word('Kapa\\s+Leboya'), meaning: 'Northern Cape' },
  { pattern: lowerCase('ko'), meaning: 'in' },
  { pattern: word('togetha|togeda'), meaning: 'together' },
  // "fatal incidents", "were fatal": incidents where someone was killed.
  {
    pattern: word('fatal\\s+(incidents|cases|attacks|events|shootings|matters)'),
    meaning: '$1 where someone was killed',
  },
  {
    pattern: word('mass[- ]casualty(?:[- ](?:type|kind|sort|style))?\\s+(?:events?|incidents?|cases?)'),
    meaning: 'incident',
  },
  { pattern: /\bexcl\.?(?=\s)/giu, meaning: 'excluding' },
  { pattern: word('any1'), meaning: 'anyone' },
  { pattern: word('every1'), meaning: 'everyone' },
  { pattern: word('some1'), meaning: 'someone' },
  // Voice-to-text homophones: "over the weak end", "during the weak", "more then to suspects".
  { pattern: word('weak[\\s-]?ends?'), meaning: 'weekend' },
  { pattern: word('(?<=\\b(?:the|a|this|last|next|per)\\s+)weak'), meaning: 'week' },
  // Texting: "which day of the wk", "2 wks ago".
  { pattern: word('wk'), meaning: 'week' },
  { pattern: word('wks'), meaning: 'weeks' },
  {
    pattern: word('(?<=\\bthan\\s+)to(?=\\s+(?:suspects|people|persons|victims|accused)\\b)'),
    meaning: 'two',
  },
  { pattern: word('fire\\s+arms'), meaning: 'firearms' },
  // An auditor's "variance" between two figures is their difference.
  { pattern: word('variance'), meaning: 'difference' },
  // "the 2019 season": a sportswriter's year.
  { pattern: word('(?<=\\b(?:19|20)\\d{2}\\s+)season'), meaning: '' },
  // A sportswriter's words for counts by year: "season-by-season scoreline" is a figure per year, "on the
  // scoresheet" and "on the North West team sheet" are in the records (of the place).
  { pattern: word('season[\\s-]+(?:by|on|to)[\\s-]+season'), meaning: 'year by year' },
  { pattern: word('(?:score[\\s-]?lines?|score[\\s-]?cards?|tall(?:y|ies))(?=\\s+of\\b)'), meaning: 'count' },
  {
    pattern:
      /\bon\s+the\s+((?:[\p{Lu}][\p{L}-]*\s+){0,3})(?:score[\s-]?sheets?|team[\s-]?sheets?|score[\s-]?boards?|score[\s-]?cards?)\b/gu,
    meaning: 'in $1',
  },
  // "Build a small series.", "draw up a quick table": the form wanted, which an answer gives anyway.
  {
    pattern:
      /\b(?:build|make|draw\s+up|produce|prepare|create|put\s+together)\s+(?:a|an|the)\s+(?:small\s+|short\s+|simple\s+|quick\s+|little\s+)?(series|table|chart|graph|list|tally)\b/giu,
    meaning: 'give the $1',
  },
  // "... ? A percentage would help me.": the figure asked for, as a share.
  {
    pattern:
      /(?<=[?.!]\s*)(?:an?\s+|as\s+an?\s+)?(percentage|per\s*cent|share|proportion)\s+(?:would|will|is|please|might)\b[^?.!]*[.!]?\s*$/giu,
    meaning: 'As a $1?',
  },
  // "The ones who were caught in the Eastern Cape": the suspects arrested, as an interpreter renders it.
  {
    pattern:
      /\b(?:the\s+ones|those|the\s+people|the\s+persons|the\s+men|the\s+people)\s+who\s+(?:were|got)\s+(?:caught|arrested|nabbed|apprehended)\b/giu,
    meaning: 'the suspects arrested',
  },
  // "their middle age, the median": the age in the middle, which is the median.
  { pattern: /\b(their|the|his|her)\s+midd?le\s+(ages?|value|figure)\b/giu, meaning: '$1 median $2' },
  // "the PB for suspects arrested - the biggest total haul": a runner's best, the most.
  {
    pattern: word('(?:holds?|held|has|had)\\s+the\\s+(?:pb|personal\\s+best)\\s+for'),
    meaning: 'has the most',
  },
  { pattern: word('(?:total\\s+)?haul'), meaning: 'total' },
  { pattern: /\bmeasure\s+up\s+(?=(?:the\s+)?\p{Lu})/gu, meaning: 'in ' },
  // "the pre-2020 layer", "post-2019": before or after the year, not in it.
  { pattern: /(?<![\p{L}-])pre-?((?:19|20)\d\d)(?!\d)/giu, meaning: 'before $1' },
  { pattern: /(?<![\p{L}-])post-?((?:19|20)\d\d)(?!\d)/giu, meaning: 'after $1' },
  // "how many head were arrested", "head of poachers": a count of people, as of cattle.
  { pattern: /(?<=\bhow\s+many\s+)head\s+(?=(?:were|was|got|have|had)\b)/giu, meaning: 'people ' },
  {
    pattern:
      /\bhead\s+of\s+(?=(?:people|persons|suspects|victims|men|women|children|thieves|[a-z]+ers)\b)/giu,
    meaning: '',
  },
  // "jobs where somebody got arrested - arrest made, yes": a form's field and its value, the condition
  // said again.
  {
    pattern: /\barrest(?:_|\s+)made\s*[,:=]?\s*(?:yes|true|y)\b/giu,
    meaning: 'where someone was arrested',
  },
  { pattern: /\barrest(?:_|\s+)made\s*[,:=]?\s*(?:no|false|n)\b/giu, meaning: 'where nobody was arrested' },
  // "Entry 12: first murder on the log": a logbook's numbering, no figure of the question's.
  { pattern: /^\s*entry\s+(?:no\.?\s*)?\d+\s*[:.)-]\s*/giu, meaning: '' },
  // A butcher's "the whole carcass" is everything; "what cut" is what share.
  { pattern: /\b(?:the\s+)?whole\s+carcass\b\s*(?:,\s*nothing\s+trimmed)?/giu, meaning: 'everything' },
  { pattern: /\bwhat\s+cut\b/giu, meaning: 'what share' },
  // "the head count of children": the number of them.
  { pattern: /\bhead[-\s]?count\s+of\b/giu, meaning: 'number of' },
  { pattern: word('hump\\s+day'), meaning: 'Wednesday' },
  // A clinician's "On examination", "Presenting:": how a note opens, not what it asks.
  { pattern: /\b(?:on\s+examination(?:\s+of)?|presenting\s*:)\s*/giu, meaning: '' },
  // "how many poachers were taken in", "hauled in": arrested.
  {
    pattern:
      /(?<=\b(?:were|was|got|been|get)\s+)(?:taken|hauled|pulled|brought)\s+in\b(?!\s+(?:by|for\s+treatment|total|all|each|every|the|a|an|this|that|these|those|\d)\b)/giu,
    meaning: 'arrested',
  },
  // A mechanic's "on the card", an electrician's "on the board": what an incident's record holds.
  { pattern: word('on\\s+the\\s+(?:(?:job\\s+)?card|board)'), meaning: 'recorded' },
  // "a baker's dozen": thirteen; "plain robbery": robbery of no other kind named.
  { pattern: /\ba\s+baker['’]?s\s+dozen\b/giu, meaning: '13' },
  { pattern: /\bplain\s+(?=robber)/giu, meaning: '' },
  // A wine's year: "the vintage 2022", "a blend of all the vintages".
  { pattern: word('vintage(?=\\s+(?:19|20)\\d\\d\\b)'), meaning: 'year' },
  { pattern: word('vintages'), meaning: 'years' },
  { pattern: word('a\\s+blend\\s+of'), meaning: '' },
  // "scanner keeps saying hijack": where the asker heard of the incidents, not one of their words.
  { pattern: word('(?:the\\s+)?scanner\\s+(?:keeps\\s+saying|is\\s+saying|says|said)'), meaning: '' },
  // "What age sits right in the middle of the batch - the median?", "what is the middle one, the median
  // age?": the middle said in plain words before the median is named.
  {
    pattern:
      /\b(?:sits|falls|lies|lands|comes\s+out|is)\s+(?:right\s+|smack\s+|bang\s+|dead\s+|exactly\s+)?in\s+the\s+midd?le(?:\s+of\s+(?:the\s+|this\s+|that\s+|my\s+)?[\p{L}-]+)?(?=[^?]*\bmedian\b)/giu,
    meaning: 'is',
  },
  {
    pattern: /\bthe\s+midd?le(?:\s+one|\s+of\s+(?:the\s+)?[\p{L}-]+)?\s*[,-]?\s*(?=(?:the\s+)?median\b)/giu,
    meaning: '',
  },
  // "Where the ages of the suspects are given, what's the median age?": the age of the people the
  // question named, when it named suspects and no victims.
  {
    pattern:
      /(?<=\b(?:suspects?|accused)\b[\s\S]*?)(?<!\bvictims?\b[\s\S]*)\b(median|average|mean)\s+age\b(?!\s+(?:of|for|among)\b)(?![\s\S]*\bvictims?\b)/giu,
    meaning: '$1 suspect age',
  },
  // "MIDDLE AGE (MEDIAN)", "middle figure of suspects arrested, the median": the median said in plain
  // words, then named.
  {
    pattern: /\bmidd?le\s+(ages?|value|figure|number)\b(?:\s*\(\s*median\s*\)|(?=[^?]*\bmedian\b))/giu,
    meaning: 'median $1',
  },
  // "the median age ..., the median she means": the asker's word for it, said again.
  {
    pattern: /,?\s*\bthe\s+(?:median|mean|average|total|number)\s+(?:she|he|they|i|we)\s+means?\b/giu,
    meaning: '',
  },
  // "the people who were harmed", "those harmed", "were harmed": the victims, as care workers say it;
  // "the person who caused the harm" is the attacker.
  {
    pattern: /\b(?:the\s+)?(?:people|persons|ones|those)\s+(?:who\s+(?:were|was)\s+)?harmed\b/giu,
    meaning: 'the victims',
  },
  { pattern: /\bthe\s+(?:person|one)\s+who\s+caused\s+(?:the\s+)?harm\b/giu, meaning: 'the attacker' },
  { pattern: /\b(?:were|was)\s+harmed(?=\s+(?:in|during|across|by)\b)/giu, meaning: 'were victims' },
  { pattern: /\bharmed\s+by\s+(?=someone|somebody|a\s+person|people)/giu, meaning: 'attacked by ' },
  // "how many guys got arrested", "how many okes were nabbed": the suspects arrested.
  {
    pattern:
      /\bhow\s+many\s+(?:guys|okes|ous|men|people|persons|individuals|tsotsis|of\s+them)\s+(?:got|were|was)\s+(?:arrested|nabbed|caught|locked\s+up|taken\s+in)\b/giu,
    meaning: 'how many suspects were arrested',
  },
  // "the rape cases described here": the notebook's own, which every count is of.
  { pattern: /\s+(?:described|listed|covered|set\s+down)\s+(?:here|in\s+here)\b/giu, meaning: '' },
  // "..., relative to all incidents recorded in that province": the share's base, said again.
  {
    pattern:
      /,?\s*\brelative\s+to\s+(?:all\s+(?:the\s+)?)?(?:incidents|cases|events)\s+(?:recorded\s+|reported\s+)?in\s+(?:that|the\s+same|this)\s+(?:province|municipality|place|area)\b/giu,
    meaning: '',
  },
  // "in our province, North West, ...", "our province, the Eastern Cape": the place named after it is
  // the one meant.
  {
    pattern: /\bour\s+(?:province|municipality|metro|town|city|district)\s*,\s*(?=(?:the\s+)?\p{Lu})/gu,
    meaning: '',
  },
  // A congregation's "our brothers and sisters", "our sisters": the people, the women, the men.
  { pattern: /\bour\s+brothers\s+(?:and|&)\s+sisters\b/giu, meaning: 'people' },
  { pattern: /\bour\s+sisters\b/giu, meaning: 'women' },
  { pattern: /\bour\s+brothers\b/giu, meaning: 'men' },
  // "the one who did harm", "the person who did it": the attacker.
  {
    pattern:
      /\bthe\s+(?:one|person|man|woman)\s+who\s+(?:did\s+(?:the\s+)?(?:harm|it)|harmed\s+(?:them|him|her))\b/giu,
    meaning: 'the attacker',
  },
  // "any member of the police", "members of the SAPS": police officers.
  {
    pattern: /\bany\s+members?\s+of\s+the\s+(?:police(?:\s+service)?|saps)\b/giu,
    meaning: 'any police officer',
  },
  {
    pattern: /\b(?:an?\s+)?members?\s+of\s+the\s+(?:police(?:\s+service)?|saps)\b/giu,
    meaning: 'a police officer',
  },
  // "biz robberies": business robberies.
  { pattern: /\bbiz(?=\s+robber)/giu, meaning: 'business' },
  // "whether, inter alia, any ...": a letter's Latin set off by commas after "whether" adds nothing.
  { pattern: /(?<=\b(?:whether|if|that))\s*,\s*inter\s+alia\s*,/giu, meaning: '' },
  // "For each incident year from 2019 to 2022": a figure per year.
  { pattern: /\b(?:for|in)\s+(?:each|every)\s+(?:incident\s+|calendar\s+)?year\b/giu, meaning: 'per year' },
  // "In real life, how often ...", "What is realistic here:": a writer's wish for the real figure,
  // which every answer from the releases already is.
  { pattern: /\b(?:in\s+real\s+life|in\s+reality|realistically)\s*,?\s*/giu, meaning: '' },
  { pattern: /^\s*what\s+is\s+realistic(?:\s+here)?\s*[:,-]\s*/giu, meaning: '' },
  // "By how many did 2022 come out ahead on people killed?": had more of what follows.
  {
    pattern: /\b(?:come|came|comes|coming)\s+out\s+(?:ahead|in\s+front)(?:\s+(?:on|in|for))?\b/giu,
    meaning: 'have more',
  },
  // "If I sort the municipalities by injured victims, descending, which one sits at the top?": "which
  // one" is one of the groups sorted, not one incident. An ascending sort is left to be read as asked.
  {
    pattern:
      /\b(?:if\s+(?:i|we|you)\s+)?(?:sort|rank|order)(?:ed)?\s+(?:the\s+|all\s+(?:the\s+)?)?(provinces|municipalities|metros|districts|towns|places|areas|months|years|crimes)\s+by\s+([^,.:;?]+?)\s*(?:,?\s*(?:in\s+)?(?:descending|desc)(?:\s+order)?)?\s*[,.:;]\s*(?:then\s+)?which\s+(?:one|of\s+them)\b/giu,
    meaning: 'ranking the $1 by $2, which of the $1',
  },
  // "Which of the incidents had the most people killed?": one incident among them, not a kind of crime.
  {
    pattern:
      /\bwhich\s+(?:one\s+)?of\s+(?:the|these|those|all\s+(?:the\s+)?(?:these\s+)?)\s*(?:incidents|cases|events|attacks)\b(?=[^?]*\b(?:most|fewest|least|highest|lowest|largest|biggest|deadliest|bloodiest|worst)\b)/giu,
    meaning: 'which single incident',
  },
  // "in one of the eight metropolitan municipalities", "in a metro": in any metro, each named.
  {
    pattern:
      /\b(?:in|inside|within|from)\s+(?:(?:one\s+of\s+)?(?:the\s+)?(?:(?:eight|8|big|large)\s+)?(?:metros|metropolitan\s+(?:municipalities|areas|councils)|metro\s+(?:municipalities|areas))|an?\s+(?:metro|metropolitan\s+(?:municipality|area)))\b/giu,
    meaning: `in ${joinOr([...METROS])}`,
  },
  // "down in the coastal provinces", "the inland provinces": the provinces on the sea, or away from it,
  // each named; "the coastal Northern Cape" is the province. A group set against a place ("more in
  // the inland provinces than in ...") is no list of sides, so it stays unread.
  {
    pattern:
      /\b(?:(?:down\s+)?in\s+|along\s+|on\s+|from\s+|across\s+|of\s+)?(?:the\s+|all\s+(?:the\s+)?|our\s+)?(?:four\s+)?(?:coastal|seaside|maritime)\s+provinces\b(?![^?.!]*\bthan\b)(?<!\bthan\b[^?.!]*)/giu,
    meaning: `in ${joinOr(COASTAL_PROVINCES)}`,
  },
  {
    pattern:
      /\b(?:(?:up\s+)?in\s+|from\s+|across\s+|of\s+)?(?:the\s+|all\s+(?:the\s+)?|our\s+)?(?:five\s+)?(?:inland|landlocked)\s+provinces\b(?![^?.!]*\bthan\b)(?<!\bthan\b[^?.!]*)/giu,
    meaning: `in ${joinOr(INLAND_PROVINCES)}`,
  },
  {
    pattern:
      /\b(?:coastal|landlocked|inland)\s+(?=(?:Western|Eastern|Northern)\s+Cape\b|KwaZulu|KZN\b|Gauteng\b|Free\s+State\b|North\s+West\b|Limpopo\b|Mpumalanga\b)/giu,
    meaning: '',
  },
  // "2020..2022": a range of years as code writes one.
  { pattern: /\b((?:19|20)\d\d)\s*\.{2,3}\s*((?:19|20)\d\d)\b/gu, meaning: 'from $1 to $2' },
  // A punter's words: "who's the favourite in the field?", "which one wins it?" (of two named), "a
  // two-horse race": which has the most, or the more.
  {
    pattern:
      /\b(?:who|which|what)(?:['’]s|\s+is|\s+was|\s+are)\s+(?:the\s+)?(?:(?:hot|clear|firm|red-hot)\s+)?(?:favourites?|favorites?|front-?runners?|top\s+dogs?)(?:\s+in\s+(?:the\s+)?field)?\b/giu,
    meaning: 'which has the most',
  },
  { pattern: /\bwhich\s+(?:one\s+)?(?:wins|won|takes|took)\s+it\b/giu, meaning: 'which has more' },
  {
    pattern:
      /\b(?:is|are|was)\s+(?:the\s+)?(?:clear\s+|hot\s+)?(?:favourites?|favorites?|front-?runners?)\b/giu,
    meaning: 'has the most',
  },
  {
    pattern:
      /,?\s*(?:out\s+in\s+front|in\s+front\s+of\s+the\s+(?:field|pack|rest))(?:\s+of\s+the\s+(?:field|pack|rest))?/giu,
    meaning: '',
  },

  { pattern: /\b(?:a\s+)?two-?horse\s+race\s+(?:on|for|in)\b/giu, meaning: 'comparing' },
  // "odds-on": likelier than not, so more than half.
  {
    pattern:
      /\bodds-?on(?:\s+(?:favourite|favorite|bet))?(?=\s*,?\s*(?:i\.?\s?e\.?|that\s+is|meaning)?\s*,?\s*(?:for|of|to|more|over)\b|\s*[?.!])/giu,
    meaning: 'more than half',
  },
  { pattern: /\b(?:what['’]s|what\s+is)\s+the\s+form\s+(?:on|of|for)\b/giu, meaning: 'looking at' },
  // "Were more than half of them in Gauteng? Yes or no.": a yes-or-no question about a share, followed
  // by the form of answer wanted, which it asks already; read as a check of its own, the share's
  // fraction became a claimed count.
  {
    pattern:
      /(?<=(?:^|[.!:;]\s*)(?:is|are|was|were|did|do|does|has|have|had)\b[^?!]*\b(?:half|third|quarter|majority|minority|per\s*cent|percent|share|proportion)\b[^?!]*\?)\s*(?:(?:just\s+|simply\s+|please\s+)?(?:answer\s+)?(?:yes\s+or\s+no|yes\/no|y\/n|true\s+or\s+false))\s*[.?!]*\s*$/giu,
    meaning: '',
  },
  // "which muni comes out on top?": the one with the most.
  {
    pattern: /\b(?:come|came|comes|coming)\s+out\s+on\s+top(?:\s+(?:on|in|for))?\b/giu,
    meaning: 'has the most',
  },
  // A mortuary's or a court's intake: "cases brought in with a fatality", "brought in under an attempted
  // murder charge" are the cases with it, charged with it.
  {
    pattern: word('(?:that\\s+were\\s+|which\\s+were\\s+)?brought\\s+in(?=\\s+(?:under|with|for|on)\\b)'),
    meaning: '',
  },
  { pattern: /\bunder\s+(?:an?\s+|the\s+)?([\p{L}\s-]{3,40}?)\s+charges?\b/giu, meaning: 'with a $1 charge' },
  // "had homicide as the manner of death": the crime named is what is asked; no release records a
  // manner of death apart from the crime.
  { pattern: /\s+as\s+the\s+(?:manner|mode)\s+of\s+death\b/giu, meaning: '' },
  // "the SAPS apprehended how many suspects": the count asked after its verb.
  {
    pattern:
      /\b(?:arrested|apprehended|nabbed|detained|caught)\s+how\s+many\s+(suspects|people|persons|accused|men|women)\b/giu,
    meaning: 'how many $1 were arrested',
  },
  { pattern: word('prov'), meaning: 'province' },
  { pattern: word('hw'), meaning: 'how' },
  { pattern: word('wen'), meaning: 'when' },
  { pattern: word('wat'), meaning: 'what' },
  { pattern: word('wich'), meaning: 'which' },
  { pattern: word('wer'), meaning: 'were' },
  { pattern: word('yrs?(?= old)'), meaning: 'year' },
  // Afrikaans that English questions borrow: "hoeveel" (how many).
  { pattern: word('hoeveel'), meaning: 'how many' },
  { pattern: word('mense'), meaning: 'people' },
  // Setswana "ba le kae", isiXhosa "abangaphi", isiZulu "bangaki": how many.
  {
    pattern: word(
      '(?:ba|bo|di|tse|tsa)\\s+le\\s+kae|abangaphi|bangaphi|ezingaphi|zingaphi|bangaki|zingaki|kangaki|mangaki|ezingaki',
    ),
    meaning: 'how many',
  },
  { pattern: word('mmasepala|masepala'), meaning: 'municipality' },
  // Shona "mangani": how many.
  { pattern: word('mangani|vangani'), meaning: 'how many' },
  // isiZulu "malini" (how much), said of any number; "nini" when, "kuphi" where; "abafile" and
  // "ababulawa" the dead, the ones killed.
  { pattern: word('malini'), meaning: 'how many' },
  { pattern: word('nini'), meaning: 'when' },
  { pattern: word('kuphi'), meaning: 'where' },
  { pattern: word('abafile|ababulawa|ababulewe|abashonile'), meaning: 'killed' },
  // "was a police officer actually among the victims", "was an arrest actually made": a word of
  // emphasis, which asks nothing more; "actually convicted" tells of what courts did later, which is
  // read as such.
  {
    pattern:
      /\s(?:actually|really|in\s+fact|truly|indeed)(?=\s+(?:among|one\s+of|part\s+of|made|caught|taken|held|(?!convicted|sentenced|jailed|acquitted|imprisoned)\p{L}+ed)\b)/giu,
    meaning: '',
  },
  // "the austral winter": the southern-hemisphere season, as every season here is.
  { pattern: /\b(?:austral|southern[- ]hemisphere)\s+(?=(?:winter|summer|autumn|spring)\b)/giu, meaning: '' },
  // "murdas in the Eastern Cape mos?": the Afrikaans "mos" (after all) asks nothing; isiXhosa "kwi"
  // is "in".
  { pattern: /\s+mos(?=\s*[?!.,]|\s*$)/gu, meaning: '' },
  { pattern: word('kwi'), meaning: 'in' },
  // "filter: arrest_made = FALSE, then SUM(...)": the rows a spreadsheet filter keeps; COUNTA counts them.
  {
    pattern:
      /\bfilter(?:ed)?\s*(?:to|on|by|for)?\s*:?\s+(?!(?:the\s+|all\s+)?(?:incidents|rows|events|cases|records)\b)/giu,
    meaning: 'incidents where ',
  },
  { pattern: word('counta|countrows'), meaning: 'count' },
  // "cnt": a count, as a spreadsheet heading shortens it.
  { pattern: word('cnt'), meaning: 'count' },
  // "how much people got hurt": how many, for things that are counted.
  {
    pattern:
      /\bhow\s+much(?=\s+(?:people|ppl|persons|suspects|victims|bad\s+guys|criminals|children|kids|women|men|incidents|cases|murders|robberies|crimes|times|killings)\b)/giu,
    meaning: 'how many',
  },
  // Sesotho: "ke kopa" is please; "ke nnete?" is it true?
  { pattern: word('ke\\s+kopa'), meaning: 'please' },
  { pattern: word('(?:na\\s+)?ke\\s+nnete'), meaning: 'is it true' },
  { pattern: word('(?:is|was|were)\\s+dood(?:\\s*gemaak)?'), meaning: 'were killed' },
  // isiZulu borrowed into English questions: "amapoyisa" are the police.
  { pattern: word('amapoyisa|amaphoyisa'), meaning: 'police officers' },
  { pattern: word('provs'), meaning: 'provinces' },
  { pattern: word('munis|munics'), meaning: 'municipalities' },
  { pattern: word('muni|munic'), meaning: 'municipality' },
  { pattern: word('wknds?|w/e'), meaning: 'weekend' },
  { pattern: word('wkdays?'), meaning: 'weekday' },
  { pattern: word('yr'), meaning: 'year' },
  // "the largest increase over the previous year", "fell the most from one year to the next": a change
  // from each period to the one before, not a period "last year".
  {
    pattern:
      /(?<=\b(?:increase|rise|jump|growth|spike|surge|drop|fall|decrease|decline|reduction|dip|change|swing|increased|rose|risen|grew|grown|jumped|fell|fallen|dropped|declined|decreased)s?\b[^?.]{0,60}?)\s+(?:over|compared\s+(?:with|to)|from|on|than|against|relative\s+to|versus|vs\.?)\s+(?:the\s+)?(?:(?:previous|prior|preceding|last)\s+(year|month)|(year|month)\s+before)\b|\s+(?:from\s+)?(?:one|a)\s+(year|month)\s+to\s+the\s+next\b/giu,
    meaning: ' $1$2$3 on $1$2$3',
  },
  // "Between which two consecutive years did incidents fall the most?"
  {
    pattern: /\bbetween\s+which\s+two\s+(?:consecutive|successive|back[- ]to[- ]back)\s+(year|month)s\b/giu,
    meaning: 'in which $1, $1 on $1,',
  },
  { pattern: /\b(?:two\s+)?(?:consecutive|successive)\s+(year|month)s\b/giu, meaning: '$1 on $1' },
  // Growth from one year to the next is a percentage; a "year-on-year change" may be a count.
  { pattern: word('(?:yoy|year[- ]on[- ]year)\\s+growth'), meaning: 'percentage growth' },
  // "yoy drop in incident count from 2019 to 2020, in %": a percentage drop, its unit said after it.
  {
    pattern:
      /\b(?:yoy|y\/?y|year[- ]on[- ]year)\s+(drop|fall|rise|increase|decrease|decline|change)\b(?=[^?]*?,?\s*(?:in\s*%|in\s+per\s*cent|as\s+a\s+percentage)(?![\p{L}]))/giu,
    meaning: 'percentage $1',
  },
  { pattern: /,?\s*in\s*%(?=\s*(?:[(?.,;]|$))/giu, meaning: '' },
  { pattern: word('yoy'), meaning: 'year-on-year' },
  { pattern: word('yrs'), meaning: 'years' },
  { pattern: word('mth|mnth'), meaning: 'month' },
  // "#1 muni", "the #1 province": the first of a ranking.
  { pattern: /(?<![\p{L}\p{N}])(?:no\.\s*|#\s*)1(?![\p{N}])/giu, meaning: 'top' },
  // "Murders '20 vs '24": a year shortened to its last two figures.
  { pattern: /(?<![\p{L}\p{N}])['’‘](?=[0-2]\d(?![\p{L}\p{N}]))/gu, meaning: '20' },
  // "wait what percentage ...", "hold on, which ...": a pause before the ask.
  {
    pattern:
      /^\s*(?:wait|hold\s+on|hang\s+on)\s*[,!.]?\s+(?=(?:what|how|which|who|when|where|so|and|but|is|are|was|were|did|do|does)\b)/giu,
    meaning: '',
  },
  // "exists(...) -> bool": the answer's kind after the arrow, a yes or no.
  { pattern: /\s*->\s*(?:bool(?:ean)?|yes\s*\/\s*no|y\/n)\b/giu, meaning: ', yes or no' },
  // "... -> how many more": an arrow leads to the ask.
  { pattern: /\s*(?:->|→|=>)\s*/gu, meaning: ': ' },
  { pattern: word('mths|mnths'), meaning: 'months' },
  // "2017-2023 incl": a range with both ends in it, as ranges are read anyway; "all types incl CIT":
  // a kind taken in.
  { pattern: /(?<![\p{L}\p{N}])incl\.?(?=\s+\p{L})(?!\s+(?:and|or|to|but)\b)/giu, meaning: 'including' },
  { pattern: word('incl'), meaning: 'inclusive' },
  // "how many rape cases r there": "are", as a thumb types it.
  {
    pattern: /(?<![\p{L}\p{N}])r(?=\s+(?:there|they|these|those|we|you|u|the|any|all)\b)/giu,
    meaning: 'are',
  },
  // "leaving out the catch-all 'other'": a category no answer ranks anyway.
  {
    pattern:
      /,?\s*(?:leaving\s+out|excluding|not\s+counting|ignoring|apart\s+from)\s+(?:the\s+)?catch-?all(?:\s+category)?(?:\s+['‘"“]?other['’"”]?)?/giu,
    meaning: '',
  },
  // "(drop an incident if it carries any of the three)": how a list left out is applied, as it is anyway.
  {
    pattern:
      /\s*\(?\s*drop\s+(?:an?|the|any)\s+(?:incident|case|event|row|record)s?\s+if\s+it\s+(?:carries|has|involves|includes|lists)\s+any\s+of\s+(?:the|them|these|those)(?:\s+[\p{L}]+)?\s*\)?/giu,
    meaning: '',
  },
  // "max victims in a single incident", "which month is the max?": the most.
  {
    pattern:
      /\bmax(?:imum)?\.?\s+(?=(?:victims|people|ppl|persons|suspects|arrests|killed|injured|deaths|incidents|murders|children|kids)\b)/giu,
    meaning: 'the most ',
  },
  { pattern: /\bmax(?:imum)?\.?\s+number\s+of\b/giu, meaning: 'largest number of' },
  { pattern: /\b(?:is|was)\s+the\s+max(?:imum)?\b/giu, meaning: 'has the most' },
  // "out of the suspects whose sex is given, not out of the victims (i confused those)": the people set
  // against those asked about, who are not counted.
  {
    pattern:
      /,?\s*(?:and\s+)?not\s+(?:out\s+of\s+|of\s+|among\s+)?the\s+(?:victims|suspects)(?:\s*\([^)]*\))?(?=\s*(?:[.,;?!-]|$))/giu,
    meaning: '',
  },
  // "were any of the suspects teenagers? like 19 or younger": suspects under 20, the gloss said with it.
  {
    pattern:
      /(?<=\b(?:were|was|are|is)\s+(?:any\s+)?(?:of\s+)?(?:the\s+)?suspects\s+|\bsuspects?\b[^?.!]{0,30}\b(?:were|was|are|is)\s+(?:any\s+)?)(?:teen(?:ager)?s|a\s+teenager)\b(?:[?!.]*\s*(?:like|i\.e\.?|so|meaning)?\s*(?:aged\s+)?19\s+or\s+(?:younger|under|less)\b)?/giu,
    meaning: 'under 20',
  },
  // "was the complainant, or one of the complainants, a minor": one of them at least, said twice.
  {
    pattern:
      /\b(?:the\s+)?(victim|complainant),?\s+or\s+(?:one|any)\s+of\s+the\s+(?:victims|complainants),?\s+/giu,
    meaning: 'one of the $1s ',
  },
  // "suspects in their twenties": aged 20 to 29.
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?twenties\b/giu,
    meaning: 'aged 20 to 29',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?thirties\b/giu,
    meaning: 'aged 30 to 39',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?forties\b/giu,
    meaning: 'aged 40 to 49',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?fifties\b/giu,
    meaning: 'aged 50 to 59',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?sixties\b/giu,
    meaning: 'aged 60 to 69',
  },
  {
    pattern: /\bin\s+(?:their|his|her)\s+(?:early\s+|late\s+|mid[- ])?seventies\b/giu,
    meaning: 'aged 70 to 79',
  },
  // "Die kinders man.", "The children, man!": "man" said to the listener, not a man.
  {
    pattern:
      /(?<![\s,](?:a|an|the|one|that|this|any|old|young|every|each|same|other|single|armed|dead|injured|unknown)),?\s+man(?=\s*[.!])/giu,
    meaning: '',
  },
  // "how many murders had child victims": murders counted, each with such a victim, not the victims.
  {
    pattern:
      /\bhow\s+many\s+((?:[\p{L}-]+\s+){0,2}?(?:murders|rapes|robberies|hijackings|carjackings|kidnappings|shootings|stabbings|attacks|assaults|killings|crimes))\s+(had|involved|included|saw|left)\b/giu,
    meaning: 'how many incidents of $1 $2',
  },
  // "what percent of rape cases had children as victims": cases with such a victim, as "child victims".
  {
    pattern:
      /\b(had|involved|with)\s+(?:a\s+|any\s+)?(?:children|kids|minors|a\s+child)\s+(?:as(?:\s+(?:the|their))?|among(?:st)?\s+(?:the|their))\s+victims?\b/giu,
    meaning: '$1 child victims',
  },
  {
    pattern:
      /\b(had|involved|with)\s+(?:a\s+|any\s+)?(?:women|girls|a\s+woman|women\s+or\s+girls)\s+(?:as|among(?:st)?\s+(?:the|their))\s+victims?\b/giu,
    meaning: '$1 female victims',
  },
  // "in which year did the number of deaths peak?": the year with the most; "when did murders peak?"
  // asks for the year; "which month saw deaths reach their peak?" for the month with the most.
  {
    pattern: /\bwhen\s+(?:did|do|does)\s+(?:the\s+(?:number|count|total)\s+of\s+)?([\p{L} -]+?)\s+peak\b/giu,
    meaning: 'in which year were there the most $1',
  },
  {
    pattern: /\bsaw\s+([\p{L} -]+?)\s+(?:reach|hit)\s+(?:its|their|a|the)\s+(?:peak|highest\s+point)\b/giu,
    meaning: 'saw the most $1',
  },
  {
    pattern:
      /\b(?:peak(?:ed|s)?|reach(?:ed|es)?\s+(?:its|their|a|the)\s+(?:peak|highest(?:\s+point)?|maximum|high))\b(?!\s+(?:hours?|season|times?|period)\b)/giu,
    meaning: 'was the highest',
  },
  { pattern: /\bmortality\b/giu, meaning: 'deaths' },
  // "the ratio of suspects arrested to incidents": suspects per incident, an average.
  {
    pattern:
      /\bratio\s+of\s+((?:[\p{L}-]+\s+){0,3}?(?:suspects(?:\s+arrested)?|arrests|victims|people\s+(?:killed|injured)|deaths|fatalities))\s+to\s+(?:the\s+)?(?:number\s+of\s+)?(?:incidents|events|cases)\b/giu,
    meaning: 'average $1 per incident',
  },
  // "in the totality of the incidents": in all of them.
  { pattern: /\bthe\s+totality\s+of\b/giu, meaning: 'all' },
  // "where there was an arrest of the suspects": an arrest, whoever of them it was.
  {
    pattern:
      /\b(an?\s+arrests?)\s+of\s+(?:the\s+|a\s+|any\s+)?(?:suspects?|accused|perpetrators?|culprits?|offenders?)\b/giu,
    meaning: '$1',
  },
  // "how many suspect police is arrest": an arrest told with a helping verb a second language keeps.
  {
    pattern: /\b(police|cops|saps)\s+(?:is|are|was|were)\s+(?:arrest|catch|nab|detain)\b/giu,
    meaning: '$1 arrested',
  },
  // "how many more people is die", "when is the last robbery happen": the past told with a helping verb
  // and a bare verb, as a second language may keep them.
  {
    pattern: /\b(?:is|are|was|were)\s+(?:die|dead)(?=\s+(?:in|at|on|during|from|than)\b)/giu,
    meaning: 'died',
  },
  { pattern: /\b(?:is|are|was|were)\s+happen\b/giu, meaning: 'happened' },
  // "the robbers one": the robbers' day, after "I want to know"; "do the robberies mostly land on": fall on.
  {
    pattern: /\b(?:mostly|usually|normally|often|tend\s+to)\s+land\s+on\b/giu,
    meaning: 'most often happen on',
  },
  // "Which day do the robberies mostly happen on?": the day they happen on most often.
  {
    pattern:
      /(?<=\b(?:which|what)\s+(?:day|month|year|province|municipality|town|place|time)\b[^?.]{0,60}?)\bmostly\b/giu,
    meaning: 'most often',
  },
  // "the full buffet", "every flavour of them", "the whole lot": all of what was named, said with relish.
  {
    pattern:
      /,?\s*\b(?:the\s+)?(?:full|whole|entire)\s+(?:buffet|menu|lot|works|shebang|spectrum|range|catalogue)\b|,?\s*\bevery\s+(?:flavour|flavor|kind|type|sort|variety)\s+of\s+(?:them|it|those)\b/giu,
    meaning: '',
  },
  // "Unstated figures to be excluded.", "excluding those whose date is not stated": what every answer does.
  {
    pattern:
      /\b(?:unstated|unknown|missing|blank)\s+(?:figures|values|numbers|ages|dates|counts)\s+(?:(?:are\s+|is\s+)?to\s+be|should\s+be|must\s+be|are)\s+(?:excluded|ignored|left\s+out|disregarded)\b\.?|,?\s*\b(?:excluding|leaving\s+out|ignoring)\s+(?:those|the\s+ones|incidents|events|cases)\s+(?:whose|where\s+the|with\s+an?)\s+(?:date|dates|figure|number|age)\s+(?:is|are)\s+(?:not\s+(?:stated|given|known|recorded)|unknown|unstated|missing)\b/giu,
    meaning: '',
  },
  // "were any of the suspects minors?", "juvenile offenders", "were any children arrested?", "was anyone
  // under 18 arrested?": suspects of an age, which the suspects' stated ages answer; never child victims.
  {
    pattern:
      /(?<=\b(?:were|was|are|is)\s+(?:any\s+)?(?:of\s+)?(?:the\s+)?(?:suspects|accused)\s+|\b(?:suspects?|accused)\b[^?.!]{0,30}\b(?:were|was|are|is)\s+(?:any\s+)?)(?:minors|juveniles|children|under[- ]?age|an?\s+(?:minor|juvenile|child))\b/giu,
    meaning: 'under 18',
  },
  {
    pattern: /\b(?:minor|juvenile|child|under[- ]?age)\s+(?:suspects?|offenders?|accused|perpetrators?)\b/giu,
    meaning: 'suspects under 18',
  },
  {
    pattern:
      /\b(?:were|was)\s+any\s+(?:minors|juveniles|children|kids|under[- ]?18s)\s+(?:arrested|detained|taken\s+in)\b|\b(?:(?:did|have|had)\s+(?:the\s+)?(?:police|cops|saps)\s+)?(?:arrest(?:ed)?|detain(?:ed)?)\s+any\s+(?:minors|juveniles|children|kids|under[- ]?18s)\b|\b(?:was|were)\s+(?:anyone|anybody|someone|somebody)\s+(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?18\s+(?:arrested|detained)\b/giu,
    meaning: 'were any suspects under 18',
  },
  {
    pattern:
      /\b(?:were|was)\s+any\s+(?:teenagers|teens)\s+(?:arrested|detained)\b|\b(?:(?:did|have|had)\s+(?:the\s+)?(?:police|cops|saps)\s+)?(?:arrest(?:ed)?|detain(?:ed)?)\s+any\s+(?:teenagers|teens)\b/giu,
    meaning: 'were any suspects under 20',
  },
  // "the ratio of male to female victims, expressed as males per female": the ratio's unit, said again.
  {
    pattern:
      /,?\s*(?:and\s+)?expressed\s+as\s+(?:the\s+)?(?:number\s+of\s+)?[\p{L}-]+\s+(?:per|for\s+every|to\s+each|to\s+one)\s+(?:one\s+|single\s+)?[\p{L}-]+/giu,
    meaning: '',
  },
  // "excluding suspects without a stated age": ages are taken where stated, as they are anyway.
  {
    pattern:
      /,?\s*(?:and\s+)?(?:excluding|leaving\s+out|not\s+counting|ignoring)\s+(?:the\s+|any\s+)?(?:suspects|victims|people|persons)\s+(?:without|with\s+no)\s+(?:an?\s+)?(?:stated|known|given|recorded)\s+ages?/giu,
    meaning: '',
  },
  // "please take the mean of the two": how a median of an even count is taken, as it is anyway.
  {
    pattern:
      /,?\s*(?:please\s+)?(?:take|use)\s+the\s+(?:mean|average)\s+of\s+the\s+two(?:\s+middle\s+(?:values|ones|figures))?/giu,
    meaning: '',
  },
  { pattern: word('no\\.?(?=\\s+of\\b)|nr(?=\\s+of\\b)'), meaning: 'number' },
  // "KZN incidents on a Sat or Sun, no.?": the number asked for, after the things counted.
  { pattern: /(?<=[,:–-]\s*)no\.(?=\s*\?)/giu, meaning: 'how many' },
  // A visitor's word for a municipality.
  { pattern: word('county'), meaning: 'municipality' },
  { pattern: word('counties'), meaning: 'municipalities' },
  { pattern: /(?<![\p{L}\p{N}])w\/o(?![\p{L}\p{N}])/giu, meaning: 'without' },
  { pattern: /(?<![\p{L}\p{N}])w\/(?=\s)/giu, meaning: 'with' },
  // "the feds cuffed more than 10 ppl at once": the bound on the people arrested, said before them.
  {
    pattern:
      /\b(?:arrested|nabbed|detained|apprehended|caught)\s+((?:more|fewer|less)\s+than|over|at\s+least|exactly)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(people|persons|suspects|men|women)\b/giu,
    meaning: '$1 $2 $3 arrested',
  },
  // "incidents with 3+ dead": at least that many people killed.
  {
    pattern: /(?<=\b\d{1,3})\s*\+\s*(?=(?:dead|killed|deaths|fatalities)\b)/giu,
    meaning: ' or more people ',
  },
];
