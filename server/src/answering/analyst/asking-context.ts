/**
 * The parts of a question that say why it is asked rather than what: "For a first-year tutorial:",
 * "I'm compiling numbers for a wage-and-safety submission.", "it is for a GBV briefing". Analysts write
 * them around the question; read as part of it, "first" became "earliest" and "GBV" a crime filter.
 * They are set aside before any reader runs, so their words neither filter nor make the answer partial.
 */
import { PROVINCES } from '../../corpus/gazetteer';
import { findCrimeMentions } from './crime-terms';
import { findPlaceMentions, type PlaceMention } from './place-terms';
import { blank, type Span, spanOf } from './spans';
import { DAY_STEMS } from './weekday-terms';

/** Words of an ask that a question may open with or hold, however the asker spells them. */
const ASK_WORD = '(?:how|hw|what|wat|which|wich|when|where|who|any|total|number|count|tally|list)';
/** Words in the asker's own clause that would narrow what is counted, so that the clause is no aside. */
const NARROWING = String.raw`\b(?:only|just|exclud\w*|includ\w*|count\w*|limit\w*|restrict\w*|without|except|not|no|mean|care|interested|focus\w*|leav\w*\s+out|leave|omit\w*|ignor\w*|aside|apart|besides|other\s+than|drop\w*)\b`;

/**
 * A lead-in before a colon that says who asks or why: "On behalf of our members:", "Sub-editing a wrap
 * on X:", "For the purposes of a bail application,", "So that we may remember them in prayer,".
 */
const PURPOSE_LEAD =
  /^\s*for\s+the\s+purposes?\s+of\s+[^,?:]{1,80},\s*|^\s*so\s+that\s+(?:we|i|they|our\s+\w+|families|parents|people|(?:the\s+)?[\p{L}]+)\s+(?:may|can|could|might)\s+[^,?:]{1,80},\s*|^\s*(?:for|on\s+behalf\s+of|as|ahead\s+of|quick\s+one|sub-?editing|editing|deadline|our|my|we|we're|i|i'm|i\s+am|i'd|working\s+on|writing|preparing|mapping|compiling|context|let\s+us|let['’]s)\b(?:[^:?]{0,160}:(?!\d)|(?:[^:?.!]|[.!](?!\s)){0,160}?[\p{L})]\s[-–—]\s(?=[\p{L}"“'‘]))\s*/iu;

/**
 * "I would like to know what share is rape - the percentage of all incidents that include it": a lead
 * up to a dash that already asks is the ask, said again after the dash, not who asks.
 */
const asksBeforeDash = (lead: string) =>
  /[-–—]\s*$/.test(lead) && /\b(?:what|which|how\s+(?:many|much)|whether)\b/i.test(lead);

/**
 * "Operationalising the first year of the Covid-19 period as 1 April 2020 to 31 March 2021": a period
 * the asker names and then gives as dates; the dates are what is counted, the name says nothing more.
 */
const PERIOD_NAMED_AS_DATES =
  /(?<=^|[.:;]\s*)(?:operationali[sz]ing|defining|taking|treating|reading)\s+(?:the\s+|a\s+)?[^,?.]{1,80}?\s+as\s+(?=(?:the\s+period\s+)?(?:from\s+)?(?:\d{1,2}\s+\p{L}+\s+)?\d{4}\b)/giu;

/** "Unit of analysis = incident.": the rows counted, which are always the incidents. */
const UNIT_OF_ANALYSIS =
  /\bunit\s+of\s+(?:analysis|observation|count)\s*(?:=|:|is)\s*(?:the\s+|an?\s+|one\s+)?(?:incident|event|case|release|record|row)s?\b[.;,]?/giu;

/**
 * "The committee would be grateful for the median ...", "For the committee, what share ...": the body
 * a formal question is put for, which limits nothing.
 */
const FORMAL_REQUESTER =
  /(?<=^|[.!?:,]\s+)(?:(?:the\s+)?(?:portfolio\s+)?(?:committee|honourable\s+member|chair(?:person)?|minister|council|board)\s+(?:would\s+be\s+grateful\s+for|(?:further\s+|also\s+)?(?:requests?|asks\s+for|wants|wishes\s+to\s+(?:know|have|see)|would\s+like(?:\s+to\s+(?:know|have|see))?))\s+|for\s+the\s+(?:portfolio\s+)?(?:committee|honourable\s+member|chair(?:person)?|minister|council|board)\s*,\s*)/giu;

/**
 * "property-crime incidents (burglary, theft, arson)", "violent crimes - murder, rape and assault": the
 * word the asker puts over the crimes they then list is their name for the list, not a condition (a
 * crime's own name there, "robbery crime (armed, house ...)", stays the crime).
 */
const UMBRELLA_BEFORE_LIST =
  /\b[\p{L}]+(?=[- ]crimes?\b(?:\s+(?:incidents?|cases?|events?))?\s*(?:\(|[-–—:]\s|,?\s*(?:i\.?\s?e\.?|that\s+is|namely|meaning)\b))|\b(?:(?!(?:the|a|an|all|of|most|many|how|total|number|first|last|earliest|latest|any|these|those)\b)[\p{L}]+\s+){1,2}?(?=(?:incidents?|cases?|events?)\b(?:\s+[\p{L}-]+){0,6}?(?:,\s*|\s*\(\s*)(?:i\.?\s?e\.?|that\s+is|namely|meaning)\b)/giu;
function umbrellaWordsListed(question: string): Span[] {
  return [...question.matchAll(UMBRELLA_BEFORE_LIST)]
    .filter(
      (m) =>
        findCrimeMentions(m[0]).length === 0 &&
        findCrimeMentions(question.slice(m.index + m[0].length, m.index + m[0].length + 200)).length >= 2,
    )
    .map(spanOf);
}

/**
 * "the City of Matlosana (Klerksdorp, Stilfontein, Khuma)", "which municipality (Johannesburg,
 * Ekurhuleni or Tshwane)": places in brackets that say what a place holds, or which places a ranking is
 * among, explain the words before them; they are no sides of their own.
 */
const BRACKETED = /\(([^()]{2,160})\)/g;
const RANKED_LEVEL_BEFORE =
  /\b(?:which|what)\s+(?:municipalit(?:y|ies)|metros?|towns?|cit(?:y|ies)|districts?)\s*$/i;
function placesExplainedInBrackets(question: string): Span[] {
  const spans: Span[] = [];
  for (const m of question.matchAll(BRACKETED)) {
    const inside = findPlaceMentions(m[1] ?? '');
    if (inside.length === 0) continue;
    const before = question.slice(0, m.index);
    const owner = findPlaceMentions(before).find((p) => before.slice(p.end).trim() === '');
    const within = (place: PlaceMention) =>
      owner !== undefined &&
      place.candidates.some((c) => c.containers.includes(owner.label) || c.local === owner.label);
    if (inside.every(within) || RANKED_LEVEL_BEFORE.test(before)) spans.push(spanOf(m));
  }
  return spans;
}

/**
 * "For the house and business robberies:", "For Gauteng:": a heading naming only the cases the ask is
 * about (crimes and places, and words such as "the" or "incidents"), not who asks or why.
 */
const CASES_HEADING = /^\s*for\s+[^:?]{1,120}:\s*$/iu;
const HEADING_FILLER =
  /^(?:for|the|all|and|or|of|in|any|every|these|those|incidents?|cases?|events?|kinds?|types?)$/i;
function headsTheCases(lead: string): boolean {
  if (!CASES_HEADING.test(lead)) return false;
  const named = [...findCrimeMentions(lead), ...findPlaceMentions(lead)];
  if (named.length === 0) return false;
  const rest = blank(lead, named).replace(/[:,]/g, ' ');
  return rest.split(/\s+/).every((word) => word === '' || HEADING_FILLER.test(word));
}

/**
 * "hi im doing a project for school ... so my question is on the weekends how much ...": what comes
 * before the asker says which is their question tells why they ask.
 */
const MY_QUESTION =
  /^[^?]{0,300}?\b(?:so\s+)?(?:my|the|our)\s+(?:actual\s+|real\s+)?question\s+is\b\s*:?\s*/iu;

/**
 * "Good day, I speak for a farming community and ... is the thing people raise at every meeting, so I
 * would like to know, across all these reports ...": what comes before the asker says what they want
 * to know is who they are and why.
 */
const WANTS_TO_KNOW =
  /^[^?]{20,400}?,\s*(?:so\s+|and\s+(?:so\s+)?|therefore\s+)?(?:i|we)(?:['’]d|\s+would)\s+(?:like|love|want)\s+to\s+know\b\s*[,:]?\s*/iu;

/**
 * "..., I have a hunch it's larger than people assume?", "..., I may send a writer there myself": what
 * the asker expects or means to do, after the ask; it counts nothing.
 */
const HUNCH_AFTER =
  /,\s*(?:and\s+|but\s+)?(?:i|we)\s+(?:have\s+a\s+(?:hunch|feeling|suspicion|sense)|suspect|reckon|bet|imagine|may\s+(?:send|go|visit|write)|might\s+(?:send|go|visit|write)|want\s+to\s+(?:send|go|visit))\b[^?.!]*[?.!]*\s*$/iu;

/**
 * "... on or off duty? Need it to set against attacks on SAPS members in KZN.", "What date? Thohoyandou
 * studio wants it for the bulletin.": why, or for whom, after the ask.
 */
const NEEDED_FOR_AFTER =
  /(?<=[?!.]\s+)(?:I\s+|we\s+|(?:the\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:studio|desk|newsroom|editor|producer|team|office|boss|station|presenter|anchor)\s+)?(?:need|needs|want|wants)\s+(?:it|this|that|the\s+(?:figure|number|count|total|date))\s+(?:for|to|by|before)\b[^?]*$/iu;

/**
 * "Picture it: a township at night, shots fired into a crowd ... Of all the cases, which ...?", "There's
 * a heist story I keep coming back to - armoured van, open road. When was ...?": a scene the asker paints
 * before the ask, whose places and crimes set the mood, not the count.
 */
const STORY_TOLD =
  /^\s*(?:(?:ok(?:ay)?|so|right)\s*,?\s*)?(?:picture\s+(?:it|this)|imagine(?:\s+(?:it|this))?|this\s+one\s+gives\s+me\s+(?:chills|goosebumps)|there['’]s\s+an?\s+[^.?!]{0,60}?\bstory\b)[^?]*?[.!]\s+(?=[^.!?]*\?)/iu;

/**
 * "What surprised me most reading these was how often ..., how many ...", "Here is the most surprising
 * bit for me, ...": what struck the asker, before the ask; its "most" ranks nothing.
 */
const STRUCK_BY =
  /^\s*(?:what\s+(?:surprised|struck|shocked|worried|interested|puzzled|stood\s+out\s+to)\s+(?:me|us)\s+(?:the\s+)?most(?:\s+(?:reading|going\s+through|looking\s+at)\s+(?:these|them|this|those|the\s+[\p{L}-]+))?\s+(?:was|is)\s+[^,?]{0,120},\s*|(?:here\s+is|here['’]s|this\s+is)\s+(?:the\s+)?(?:most\s+)?(?:surprising|striking|shocking|interesting|worrying)\s+(?:bit|thing|part|finding)(?:\s+for\s+(?:me|us))?\s*[,:]\s*)/iu;

/**
 * "We are planning our patrols for the year, so which month ...": what the asker is busy with, before a
 * comma and the ask; it says why they ask.
 */
const BUSY_WITH =
  /^\s*(?:we|i)(?:\s+are|['’]re|\s+am|['’]m)\s+(?:planning|preparing|organi[sz]ing|putting\s+together|drawing\s+up|working\s+out|doing|writing|updating|reviewing)\s+[^,?.!:;]{1,80}?,\s*(?:so\s+|and\s+)?/iu;

/**
 * "Whilst the country was living under its lockdown rules, from ... to ..., how many ...": a clause of
 * circumstance with its own verb, before the ask, tells when or why, not what is counted.
 */
const WHILST_CLAUSE = /^\s*(?:whilst|while)\s+[^,?]{0,80}?\b(?:was|were|is|are|had|has)\b[^,?]{0,80},\s*/iu;

/**
 * "Since I have relatives in KwaZulu-Natal who ..., I would ask", "Having lately moved to Kimberley,
 * where ..., I would ask whether", "Because the protection of girls has been my concern ..., I would be
 * most grateful to know", "My late brother farmed there, and it is for that reason that I ask": a
 * letter's opening clauses about the writer, up to the request. Their places, people and words say why
 * the writer asks, never what is counted, unless the ask points back to them ("in that province").
 */
const LETTER_PREAMBLE =
  /^\s*(?:(?:since|because|as|having|being|in\s+preparing|given\s+that|seeing\s+that|mindful|conscious|aware|knowing)\b[^?]{10,400}?,\s*|[^?]{10,300}?,?\s+and\s+it\s+is\s+for\s+(?:that|this)\s+reason\s+that\s+)(?=I\s+(?:would|should|wish|want|must|ask|need|hope|shall|wonder|am\s+writing)\b|(?:could|would|can|will)\s+you\b|(?:please|kindly)\b)(?![^?]*\b(?:that|this|the\s+same)\s+(?:province|municipality|town|city|area|place|region|district)\b|[^?]*\bthere\b)/iu;

/**
 * "Next SMS, and I'm reading it just as it came in: 'how many ...'": who passes on a quoted ask, up to
 * the colon before the quote.
 */
const QUOTE_LEAD = /^\s*(?:[^:?'"‘“]|(?<=\p{L})['’](?=\p{L})){3,160}:\s*(?=['"‘“])/u;

/**
 * "Okay so for our segment on mass shootings and that, how many ...": the piece the answer is for,
 * before a comma and the ask. Its topic is why the asker asks; the ask says what it counts.
 */
const PURPOSE_PIECE =
  /^\s*(?:(?:okay|ok|so|right|alright|and)[\s,]+)*for\s+(?:the\s+purposes?\s+of\s+)?(?:our|my|a|an|the|this|tonight['’]s|tomorrow['’]s|today['’]s)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:segment|story|piece|proje?c?t|assignment|homework|essay|memo|novel|book|script|dissertation|speech|bulletin|report|feature|show|special|tutorial|submission|slide|lecture|class|course|session|briefing|article|column|podcast|episode|programme|wrap|package|insert|series|thread|post|newsletter|paper|thesis|chapter|presentation|workshop|edition|investigation|count|tally|study|review|audit|talk|sermon|address|devotion|homily|meeting|discussion)\b(?:[^?:,]{0,80},\s*|\s+)(?=(?:in\s+)?(?:what|how|which|when|where|who|did|do|does|were|was|is|are|can|could|has|have|give|tell|list|show)\b)/iu;

/**
 * A clause that only says who asks or why: "I'm mapping harm to learners ...", "it is for a GBV
 * briefing", "In my novel a surgeon is run off her feet every weekend", "For the intro I want one big number".
 */
const PURPOSE_CLAUSE =
  /^\s*(?:in\s+(?:my|our)\s+(?:novel|book|story|script|screenplay|film|play|series|thesis|dissertation|proje?c?t|research|article|piece|essay)|for\s+(?:the|my|our|a|an|this|that)\s+(?:[a-z'’-]+\s+){1,3}?(?:i|we)\s+(?:want|need|would\s+like|['’]d\s+like)\s+(?:one\s+|a\s+|an\s+|the\s+)?(?:[a-z]+\s+)?(?:number|figure|stat|statistic|answer)(?=\s*[.!,;:]?\s*$)|i|i'm|i\s+am|i'd|i've|we|we're|we've|our|my|it\s+is\s+for|it's\s+for|this\s+is\s+for|that\s+is\s+for|for\s+(?:a|an|the|our|my)\s+\w+(?:\s+\w+){0,3}\s*$)\b/i;

/**
 * "back in my day we had 187s coming in ...", "in the old days the squad in Hillbrow used to fill the
 * cells on a Friday night": a memory told before the ask. Its places, days and crimes are the asker's
 * past, not conditions on what is counted.
 */
const ANECDOTE =
  /\b(?:back\s+in\s+(?:my|the|our)\s+(?:day|days|time)|in\s+the\s+old\s+days|in\s+my\s+(?:day|days|time)|used\s+to|i\s+remember|i\s+recall|we\s+had|years\s+ago|those\s+were\s+the\s+days|when\s+i\s+was|(?:i\s+)?lost\s+(?:a|my|our)\s+(?:good\s+|dear\s+|old\s+)?(?:partner|friend|colleague|brother|sister|son|daughter|husband|wife|mother|father|cousin|uncle)\s+to)\b/i;

/**
 * "For the information of the Honourable Members,", "as we learned last week", "just checking before
 * the street committee meeting", "..., class.": who the answer is for, or what the asker did, around the ask.
 */
const AUDIENCE_OR_ERRAND =
  /\bfor\s+the\s+(?:information|benefit|attention|consideration)\s+of\s+[^,.:?]{1,60}[,:]|,?\s*\bas\s+(?:we|i|you)\s+(?:learned|learnt|discussed|did|saw|said|agreed|covered|practised|practiced)\b[^,.?!]*|,?\s*\bjust\s+(?:checking|asking|wondering)\b[^?.!]*(?=[?.!]?\s*$)|,\s*(?:class|learners|everyone|folks|guys|team|friends|listeners|comrades?|my\s+bru|my\s+skat|my\s+mense|ounooi)(?=\s*[.!?:]|\s*$)|[.?!]\s*(?:over|copy\??|over\s+and\s+out)\s*[.!?]?\s*$/giu;

/**
 * "Claim: "Police officers were among the victims in only one of these incidents." ... in how many
 * incidents ...?": a claim quoted to be checked, whose figures and dates are the claim's, when an ask
 * of its own follows it.
 */
const QUOTED_CLAIM =
  /(?:\bclaims?\b[^"“”?]{0,60}?[:,]?\s*)?(?:["“][^"“”]{12,240}["”]|(?<=\blike\s+)['‘][^'‘’]{12,240}['’])[.,:;]?(?=[^"“”]*\b(?:how\s+many|what|which|when|on\s+what|in\s+how\s+many|is\s+(?:that|it|this)|did|does|do|was|were)\b[^"“”]*\?)/giu;

/**
 * "(cf. the stranger-danger trope ...)", "- cf. the literature -", "insofar as the releases code both",
 * "so far as the learned authors of these releases report": a scholar's aside or hedge, which names
 * what the releases say, not a condition.
 */
const SCHOLARLY_ASIDE =
  /\(\s*cf\.?\s[^)]*\)|\s[-–—]\s+[^-–—?]*\bcf\.\s[^-–—?]*(?:[-–—]|(?=\?))|,?\s*\b(?:in\s*so\s*far\s+as|so\s+far\s+as|as\s+far\s+as)\s+(?:the\s+)?(?:releases?|learned\s+authors|authors|data|records?|reports?|police|statements?)\b[^,.?!;]*/giu;

/**
 * "the range of the number killed per incident, that is, the largest number killed in one incident minus
 * the smallest": a range spelt out after it is named says what a range is, and asks for no incident.
 */
const RANGE_SPELT_OUT =
  /(?<=\brange\s*)\([^()]*\bminus\b[^()]*\)|(?<=\brange\s+(?:of|in)\b[^?.;]{0,80}?),?\s*(?:(?:that\s+is|i\.e\.)\s*,?\s*)?(?:the\s+)?(?:largest|highest|biggest|maximum|max|oldest|most)\b[^?.;]{0,80}?\bminus\s+(?:the\s+)?(?:smallest|lowest|least|fewest|minimum|min|youngest)\b/gi;

/** "Was any police officer, one of our members, among the victims": the same people said again. */
const RESTATED_APPOSITIVE =
  /,\s*one\s+of\s+(?:(?:our|my|the)\s+)?(?:own\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*,(?=\s*(?:among|was|were|is|are|killed|injured|hurt)\b)/giu;

/**
 * "Rural safety desk here.", "Thandi from the Star here!": who asks, introduced; "The first CIT heist
 * in here." names what is asked about in this notebook.
 */
const INTRODUCTION =
  /^\s*[\p{L}\p{N}'’ -]{2,60}(?<!\b(?:in|from|of|out|around|near|over)\s*)\s+here\s*[.!]?\s*$/iu;

/** The words a question may open with in greeting: "Hello", "Good day to you", "Dear help desk", "Sawubona". */
const GREETING_WORDS =
  'hello|hallo|hi|hey|hiya|howzit|okay|ok|right|so|well|eish|ja\\s+nee|haibo|hayi|yo|ag|sho|shame|oh|ah|um+|uh+|er+|class|comrades?|sir,?\\s*[-–—]|habari|salaams?|assalamu\\s+alaikum|as-?salaam(?:u)?\\s+alaikum|copy(?:\\s+that)?|control\\s+to\\s+desk|10-4|good\\s+(?:morning|afternoon|evening|day)(?:\\s+to\\s+you)?|morning|greetings|ladies\\s+and\\s+gentlemen|(?:may|can|could)\\s+(?:we|i)\\s+have\\s+your\\s+(?:kind\\s+)?attention(?:,?\\s+please)?|dear\\s+[^,.!?]{1,30}?|sawubona|sanibonani|molo|molweni|dumela|dumelang|avuxeni|thobela|lotjhani|ndaa|goeie\\s+(?:dag|môre|more|middag)';
/**
 * "With the greatest respect,", "If I may be so bold,", "At your service.", "May I enquire what ...":
 * courtesies before the ask, whose "greatest" ranks nothing.
 */
const COURTESY =
  '(?:with\\s+(?:(?:the|my|all)\\s+)?(?:(?:greatest|utmost|deepest|highest|due|great|sincerest|warmest|best|kindest)\\s+)?(?:respect|compliments|regards|apologies)\\s*[,.!:;]\\s*|if\\s+I\\s+may(?:\\s+be\\s+so\\s+bold)?\\s*[,.!:]\\s*|at\\s+your\\s+service\\s*[,.!:]\\s*|(?:kindly\\s+)?(?:permit|allow)\\s+me\\s+to\\s+ask\\s*[,.!:]?\\s*|forgive\\s+me(?:\\s+for\\s+asking)?\\s*,?\\s*but\\s+|(?:I\\s+)?hate\\s+to\\s+ask(?:\\s+this(?:\\s+one)?)?[^,?]{0,30}?,?\\s+but\\s+|(?:may|might|could)\\s+I\\s+(?:enquire|inquire|ask)(?:\\s+of\\s+you)?\\s*,?\\s*(?=(?:what|which|how|whether|if|when|where|who)\\b))';
/**
 * "Hi there,", "Hello all!", "Hey were there ...", "Quick question:", "Hi, quick one:", "Could you tell me:", "Urgent!", "Re
 * the shooting ...", "Client query regarding ...", "Q2 (a)": a greeting, a request, a subject line, the
 * number of a question in a list or a word or two cried out, that an ask follows, before anything that
 * says who asks or why. "Q4 (Oct-Dec)" and "Q1 2023" are quarters, not numbers of questions.
 */
const OPENER = new RegExp(
  // The parts may come in any order and more than once: "Hi there, quick question: Good day. ...".
  `^\\s*(?:(?:${GREETING_WORDS})(?:\\s+(?:there|all|team|folks|everyone|sir|madam|ma['’]?am|my\\s+(?:brother|sister|friend)))?\\s*[,.!:]\\s*|(?:please\\s+)?(?:(?:my\\s+)?(?:brother|sister|friend)|bru|bra|sir|madam|ma['’]?am|boss)\\s*[,.!:]\\s*|(?:please\\s+)?help\\s+(?:me|us)(?:\\s+please)?\\s*[,.!:]\\s*|(?:hey|eish|yo|haibo|hayi|ag|sho|shame|wow|oh|ah|um+|uh+|er+|well|ja(?:\\s+so)?|ya(?:\\s+so)?|ok(?:ay)?\\s+so|right\\s+so|and\\s+so)\\s+(?=(?:how|what|which|when|where|who|is|are|was|were|did|do|does|has|have|had|can|could|any)\\b)|(?:a\\s+)?(?:quick|small|short|simple)\\s+(?:question|one|query|ask)\\s*[:,.!-]\\s*|(?:re|subject)\\s*[:-]?\\s+(?=\\p{L})|q\\d{1,2}\\s*(?:\\(\\s*[a-h]\\s*\\)|[:.]|[-–—](?=\\s))\\s*(?:\\(\\s*[a-h]\\s*\\)\\s*)?|(?:(?:a\\s+)?(?:client|reader|listener|member|media|press|customer)\\s+)?(?:query|enquiry|inquiry|request)\\s+(?:regarding|re|about|concerning)\\s+|tell\\s+me\\s+(?:one\\s+thing|this|something)\\s*[:,.!-]\\s*|(?:please\\s+)?(?:could|can|would|will)\\s+you\\s+(?:please\\s+)?(?:tell|give|show|let)\\s+(?:me|us)(?:\\s+know)?\\s*[:,-]\\s*|${COURTESY})*`,
  'iu',
);
/** "Urgent!", "Wow man!": a word or two cried out before the ask. */
const CRY = /^\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*!+\s+/u;

/**
 * Where the opening greetings, requests and cries end. A cry made wholly of crimes ("Illegal guns! How
 * many since 2019?", "Murders!") is the ask's topic, not an opener: the opening ends before it. A cry
 * with words of its own ("CIT terror!") or naming people ("Gangster GIRLS!") is only a cry.
 */
function openerEnd(text: string): number {
  let end = 0;
  for (let cry = CRY.exec(text); cry !== null && !isWhollyTopic(cry[0]); cry = CRY.exec(text.slice(end))) {
    end += cry[0].length;
  }
  return end + (OPENER.exec(text.slice(end))?.[0].length ?? 0);
}

const isWhollyTopic = (cry: string) => namesWholly(cry, false);
const withoutOpener = (text: string) => text.slice(openerEnd(text));

/**
 * "My boet in Polokwane reckons Limpopo had more murders ...", "A friend from Durban says ...": who
 * passes a claim on and where they are, which is no side of the claim; the verb stays, saying a claim
 * follows.
 */
const HEARSAY_FROM_A_PLACE =
  /(?:^|(?<=[.!?]\s+))(?:[Mm]y|[Oo]ur|[Aa]n?|[Tt]he|[Oo]ne\s+of\s+my)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:in|from|at|down\s+in|up\s+in|out\s+in)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?=\s+(?:says?|said|reckons?|thinks?|claims?|believes?|insists?|swears?)\b)/gu;

/** A greeting before the words that say who asks: "Hello, I work on a helpline." */
const GREETING = new RegExp(`^\\s*(?:${GREETING_WORDS})\\b[\\s,!.]*`, 'iu');

/** Who passes a question on or is told of around it: listeners, parents, a grandmother. */
const ASKER = `(?<=^|[.!?:]\\s+)(?:(?:a|an|the|one|our|my|this|some|another)\\s+)?(?:[\\p{L}'’-]+\\s+){0,3}?(?:listeners?|callers?|readers?|viewers?|mothers?|fathers?|parents?|farmers?|learners?|students?|colleagues?|editors?|members?|someone|somebody|clients?|she|he|they|residents?|neighbours?|friends?|boss|managers?|followers?|users?|journalists?|reporters?|researchers?|people|grandmothers?|grandfathers?|grannies|granny|gran|grandma|grandpa|gogo|makhulu|umakhulu|mkhulu|umkhulu|ouma|oupa|mom|mum|dad|aunt|aunty|auntie|uncle|teachers?|congregation|pastor|boss|wife|husband|son|daughter|dominee|predikant|priests?|ministers?|imams?|rabbis?|councillors?|principals?|headm(?:a|e)n|induna|chiefs?|boere|oom|tannie|witness(?:es)?|complainants?|elders?|applicants?|deponents?|plaintiffs?|defendants?|interpreters?)`;
/**
 * "A listener in Kimberley wants to settle an argument:", "She wants to know", "My learners asked",
 * "A mother texted in:", "Parents are asking before our away game in Ekurhuleni:": who passes the
 * question on, up to the verb of asking and the occasion. What follows is the
 * ask; a place in the frame is where the asker is, not a condition.
 */
const ASKER_FRAME = new RegExp(
  `${ASKER}\\b[^.?!:]{0,60}?\\b(?:wants?\\s+to\\s+(?:know|settle\\s+an\\s+argument|understand|check|find\\s+out)|wanted\\s+to\\s+know|asks?|asked|texted(?:\\s+in)?|called(?:\\s+in)?|wrote(?:\\s+in)?|writes(?:\\s+in)?|is\\s+asking|are\\s+asking|were\\s+asking|wonders?|wondered|would\\s+like\\s+to\\s+know|needs?\\s+to\\s+know)\\b(?:\\s+(?:us|me|in|about\\s+this)\\b)?(?:\\s+(?:before|ahead\\s+of|after|since)\\s+(?:our|my|their|his|her|the)\\s+[^.?!:]{1,60}?(?=\\s*:))?(?:\\s*:)?`,
  'giu',
);
/** "uMakhulu worries about abantwana.": what the asker's people feel, told before the ask. */
const ASKER_CONCERN = new RegExp(
  `${ASKER}\\s+(?:worries|worried|is\\s+worried|fears|is\\s+concerned|cares|prays|grieves|mourns)\\b[^.?!]*[.!]`,
  'giu',
);

/** "abantwana, I mean children under 18": a word corrected as the asker writes. */
const SELF_CORRECTION = /,?\s*\bI\s+mean\b/giu;

/**
 * "It breaks my heart to ask this, but what percentage ...": what the asker feels, before "but" and
 * the ask.
 */
const PREFACE_BEFORE_BUT =
  /^\s*[^?,]{3,80},\s*but\s+(?=(?:what|how|which|when|where|who|did|do|does|were|was|is|are|can|could|has|have)\b)/iu;

/**
 * "For our exposure model I need the number of ...", "For the bulletin, we want": why and who, up to
 * the request, before the words that say what is asked.
 */
const PURPOSE_REQUEST =
  /^\s*for\s+(?:our|my|the|a|an|this|his|her|their)\s+(?:[\p{L}'’-]+\s+){0,4}?[\p{L}'’-]+\s*,?\s*(?:i|we)(?:['’]d|\s+would)?\s+(?:need|want|like|require|am\s+looking\s+for|are\s+looking\s+for|have\s+to\s+know|must\s+know)(?:\s+to\s+know)?\b/iu;

/**
 * "how many ... for my learners.", "for our members?", "Weekend exposure for our drivers: ...": who the
 * answer is for, at the end of a clause or a heading.
 */
const FOR_WHOM = /,?\s+for\s+(?:my|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?(?=\s*[.?!:;,]|\s+[-–—]\s|\s*$)/giu;

/**
 * ", like I count the buttons for every school shirt", "- like counting how many small sizes I cut": a
 * likeness to the asker's own work, up to the next comma or stop ("like I line up a mamba to measure it,
 * what would ..." leaves the ask), which names nothing to count.
 */
const LIKENESS_AFTER =
  /(?:,|\s[-–—])\s*(?:just\s+)?like\s+(?:I|we|you|my|our|when\s+I|counting|adding|sorting|measuring|tallying)\b[^.?!;,]*/giu;

/**
 * "according to these releases", "in this data", "in the book", "when the police put out the statement": where and when
 * the figures were given, which is always the notebook's releases.
 */
const SOURCE_FRAME =
  /\b(?:in|from)\s+(?:the|this|my|our)\s+book\b|\b(?:according\s+to|based\s+on|going\s+by)\s+(?:these|the|this|your|our)\s+(?:releases?|data|dataset|notebook|records?|figures|statements?|reports?)\b|\b(?:on\s+the\s+basis\s+of|based\s+on|going\s+by)\s+what\s+(?:these|the|this|your|our)\s+(?:releases?|data|records?|statements?|reports?)\s+(?:say|says|state|states|show|shows|report|reports)(?:\s+about\s+(?:each|every|the)\s+[\p{L}-]+)?|\b(?:in\s+)?(?:these|the|those|such)\s+police(?:\s+officers)?\s+(?:reports?|releases?|statements?|records?|press\s+releases?)\b|\baccording\s+to\s+(?:the\s+)?(?:police(?:\s+officers)?|saps|cops)\b|\b(?:the\s+)?police\s+(?:say|says|said|report|reported|state|states|stated)\b|\b(?:that\s+|which\s+)?(?:the\s+)?police\s+(?:place|places|placed|put|puts)\b(?=\s+(?:on|at|in|near|as|under)\b)|\b(?:has|have|did|het)\s+(?:the\s+)?police\s+(?:ever\s+)?(?=[^?.]*\breported\b)|\b(?:when|by\s+the\s+time|at\s+the\s+time)\s+(?:the\s+)?(?:police|saps|they)\s+(?:put\s+out|issued|published|released|sent\s+out|gave\s+out|wrote\s+(?:it|this|that)\s+up|wrote)\s+(?:the\s+|their\s+|its\s+|a\s+)?(?:press\s+)?(?:statement|release|report|story|news)?|\b(?:by|at)\s+the\s+time\s+(?:the|its|their|each)\s+(?:press\s+)?(?:statement|release|report)\s+(?:was|were|got)\s+(?:issued|published|released|put\s+out|sent\s+out|written)\b|\b(?:as\s+(?:at|of)|at)\s+the\s+(?:date|time)\s+of\s+(?:the\s+|each\s+|its\s+|their\s+)?(?:relevant\s+)?(?:press\s+)?(?:release|statement|report|publication)s?\b/giu;

/**
 * "For this week's bulletin", "in tonight's episode", "for today's edition": when the asker publishes,
 * which is no period of the incidents.
 */
/** "Ignore publication dates.", "not the publication date": the incident's date is what every answer reads. */
/** "If we broadcast on 1 June 2026,", "Our segment airs on 1 March 2026.": when the asker publishes. */
const PUBLISHED_ON =
  /\b(?:if\s+(?:we|i)\s+(?:broadcast|publish|air|run\s+(?:it|this|the\s+story))|(?:our|my|the)\s+(?:segment|story|show|piece|episode|article|bulletin|programme|podcast)\s+(?:airs|runs|goes\s+out|is\s+published|publishes|broadcasts))\s+on\s+[^,.?]{4,30}[,.]?/giu;

/** "(by incident date)", "judged by the incident date": which date counts, which every answer reads already. */
const BY_INCIDENT_DATE =
  /\(\s*(?:by|judged\s+by|going\s+by|based\s+on|using)\s+(?:the\s+)?(?:incident|event|occurrence)\s+dates?\s*\)|,?\s*\b(?:judged|going|counted|reckoned)\s+by\s+(?:the\s+)?(?:incident|event|occurrence)\s+dates?\b/giu;

/** "3+ dead (victims killed)": a bracket that gives the field's name for the people just named. */
const FIELD_NAMED_IN_BRACKETS =
  /(?<=\b(?:dead|killed|deaths|fatalities|injured|wounded|hurt|arrested|arrests)\s*)\(\s*(?:victims?|people|suspects?|num)?[_\s]*(?:killed|injured|arrested|dead)\s*\)/giu;

/**
 * "and yes an incident that says there were zero victims counts as 0, only the ones that say nothing
 * are left out", ", incidents with zero arrests included": how stated zeros and blanks count, which every
 * figure answers already keep.
 */
const ZERO_COUNTS_AS_ZERO =
  /[.,;]?\s*(?:and\s+)?(?:yes\s*,?\s+)?(?:an?\s+|any\s+)?(?:incidents?|records?|rows?|events?|cases?)\s+(?:that|which)\s+says?\s+(?:there\s+(?:were|was)\s+)?(?:zero|0|no|none)\b[^,.;?]*?\bcounts?\s+as\s+(?:0|zero)\b(?:\s*,\s*only\s+the\s+ones\s+that\s+say\s+nothing\s+are\s+left\s+out)?|[,;(]\s*(?:(?:incidents?|records?|rows?|events?|cases?)\s+with\s+)?(?:zero|0|no)\s+(?:arrests?|suspects?(?:\s+arrested)?|deaths?|victims?|people\s+(?:killed|injured)|injuries)\s+(?:included|counted|counting\s+as\s+(?:0|zero))\s*\)?|(?<=^|[.;]\s*)blanks?(?:\s+cells)?\s+(?:count|counts|are\s+counted)\s+as\s+(?:0|zero)\s*[.;]?|\(\s*(?:rows|incidents|events|records|ones)\s+with\s+no\s+(?:event_date|event\s+date|incident\s+date|date)\s+(?:drop\s+out|are\s+dropped|are\s+left\s+out|are\s+excluded|don['’]?t\s+count)\s*\)|\(\s*(?:undated|dateless)\s+(?:ones|incidents|events|rows|cases|records)\s+(?:included|too|as\s+well|count)\s*\)/giu;

/**
 * "excluding incidents where the count is not stated", "leaving out the ones where it is unknown": every
 * figure already leaves out the events that do not say, so the words change nothing.
 */
const UNSTATED_LEFT_OUT =
  /,?\s*\b(?:excluding|leaving\s+out|ignoring|not\s+counting|except(?:ing)?|skipping|dropping)\s+(?:the\s+|any\s+)?(?:incidents?|events?|cases?|rows?|records?|ones|those)\s+(?:where|that|which|with|in\s+which)\s+(?:the\s+)?(?:[\p{L}]+\s+){0,2}?(?:is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)\s+(?:not\s+)?(?:stated|given|known|recorded|reported|unknown|unstated|missing|blank|specified)\b/giu;

/** "round it off": a figure rounded to a whole number, as shares and counts are already given. */
const ROUNDED_OFF = /,?\s*\bround(?:ed)?\s+(?:it|that|them|this|the\s+(?:figure|number|answer))\s+off\b/giu;

/**
 * "a kidnapping of the driver or occupants", "the driver or someone also got kidnapped": who is taken in
 * a hijacking, which every kidnapping beside one is of.
 */
const TAKEN_IN_THE_HIJACKING =
  /(?<=\b(?:kidnapp\w*|abduct\w*|hijack\w*)\s+)of\s+(?:the\s+)?(?:driver|occupants?|passengers?)(?:\s+(?:or|and)\s+(?:the\s+)?(?:driver|occupants?|passengers?))?\b|\b(?:the\s+)?(?:driver|occupants?|passengers?)\s+(?:or|and)\s+(?:someone|anyone|somebody|others?)\b(?=\s+(?:also\s+)?(?:got|was|were|being|been)\s+(?:kidnapp|abduct))/giu;

/**
 * "In planting season, October to December, ...", "..., winter time when the skelms are busy": the
 * asker's name for a stretch of the year, given with its months, or said of them after the ask.
 */
const SEASON_NAMED =
  /\b(?:in\s+)?(?:the\s+)?(?:[\p{L}-]+\s+)?(?:season|time)\s*,\s*(?=(?:from\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)|,\s*(?:[\p{L}-]+\s+){0,2}(?:time|season)\s+when\b(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)/giu;

/** "thats just up the road from us in saldanha": how near the asker lives, not a road the incidents were on. */
const UP_THE_ROAD =
  /,?\s*\b(?:(?:that|it|which)['’]?s\s+|thats\s+|its\s+)?(?:just\s+)?(?:up|down)\s+the\s+road\s+from\s+(?:us|me|here|home|my\s+[\p{L}-]+|our\s+[\p{L}-]+)(?:\s+(?:in|at)\s+[\p{L}-]+)?(?:\s+(?:boet|bru|bra|man|hey))?/giu;

/**
 * "..., had a farmer in at the clinic today asking", "..., the familys always ask us if anyone was caught":
 * who asked, told after the ask; it narrows nothing.
 */
const WHO_ASKED_AFTER_ASK = new RegExp(
  String.raw`(?<=\b${ASK_WORD}\b[^?.!]{5,}),\s*(?![^?]*${NARROWING})[^,?]{0,80}?\b(?:asking|asked|keeps?\s+asking|always\s+asks?|ask\s+(?:me|us)|wants?\s+to\s+know|wanted\s+to\s+know)\b(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)`,
  'giu',
);

/** "..., it worries me with the juniors": how the asker feels, after the ask. */
const FEELING_AFTER_ASK =
  /,\s*(?:and\s+)?(?:it|this|that)\s+(?:really\s+)?(?:worries|scares|bothers|upsets|concerns|saddens|breaks)\s+(?:me|us|my\s+heart|our\s+hearts)\b(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)/giu;

/** "Thank you for your patience with an old nurse.": thanks closing the message. */
const CLOSING_THANKS = /(?<=[.?!]\s*)(?:(?:many|kind)\s+)?(?:thank\s+you|thanks)\b[^?]*$/giu;

/**
 * "Leaving aside any suspects shot by the police, ...": the victims' figures never count a suspect the
 * police shot (the extractor reads such a suspect as no victim), so the words change nothing.
 */
const SUSPECTS_SHOT_BY_POLICE_SET_ASIDE =
  /\b(?:leaving\s+aside|setting\s+aside|excluding|not\s+counting|apart\s+from|other\s+than)\s+(?:any\s+|the\s+)?(?:suspects?|robbers?|attackers?|gunmen|criminals?)\s+(?:who\s+(?:were|was)\s+)?(?:shot|killed)(?:\s+dead)?\s+by\s+(?:the\s+)?(?:police|officers|saps)\s*,?/giu;

const PUBLICATION_DATE_SET_ASIDE =
  /\b(?:notwithstanding|regardless\s+of|irrespective\s+of|whatever)\s+(?:the\s+)?(?:date|day)\s+(?:on\s+which\s+|when\s+)?(?:any|the|each|a)\s+(?:press\s+)?(?:statement|release|report)s?\s+(?:was|were|is|got)\s+(?:published|issued|released|put\s+out)\s*,?|,?\s*\b(?:the\s+)?(?:date\s+of\s+the\s+incident|incident\s+date)\s+(?:itself\s+)?being\s+(?:decisive|determinative|what\s+counts|the\s+one\s+that\s+counts)\b\s*,?|[.,;]?\s*\b(?:ignore|ignoring|disregard|disregarding|not|never|rather\s+than|instead\s+of)\s+(?:the\s+|any\s+)?(?:publication|published|release|press\s+release)\s+dates?\b\.?|[,;]?\s*\b(?:and\s+)?not\s+(?:the\s+(?:day|date)\s+(?:on\s+which\s+)?|when\s+)(?:it|they|the\s+[\p{L}-]+)\s+(?:was|were|got)\s+(?:written(?:\s+(?:about|up))?|reported|published|posted|released|announced|put\s+out)\b/giu;

const PUBLICATION_TIME =
  /\b(?:this|next|last)\s+(?:week|month|year|morning|evening)['’]s\s+(?:[\p{L}-]+\s+)?(?:bulletin|edition|episode|show|broadcast|paper|newsletter|column|issue|sermon|service|meeting|briefing|report|programme|segment|podcast|update|newscast|news|prayer\s+list|class|lesson)\b|\b(?:today|tonight|tomorrow)['’]s\s+(?:[\p{L}-]+\s+)?(?:bulletin|edition|episode|show|broadcast|paper|newsletter|column|issue|sermon|service|meeting|briefing|programme|segment|podcast|update|newscast|news|class|lesson)\b/giu;

/**
 * "1/ Weekends = danger #CrimeStats 2/ Friday night is fine ... 3/ Q: how many murders ...?": a thread
 * whose ask is marked "Q:"; everything before the mark is its lead-up. An @mention names whom it is
 * addressed to.
 */
const BEFORE_MARKED_ASK = /^[\s\S]*?(?<![\p{L}\p{N}])Q(?:\s*:|\s+[-–—])\s*(?=\S)/u;
const MENTION = /(?<![\p{L}\p{N}])@[\p{L}\p{N}_]+/gu;

/**
 * 'The draft says: "Kidnapping featured in eight of the incidents." Is that borne out?': a quote the
 * ask only checks is the claim asked about, read with its figures as the claim's.
 */
const CHECK_AFTER_QUOTE =
  /^\s*[.,:;]?\s*(?:(?:is|was)\s+(?:that|this|it)\s+(?:true|right|correct|so|accurate|supported|borne\s+out|backed\s+up)|(?:do|does)\s+(?:the\s+)?(?:releases|records|events|reports|data|notebook|figures)\s+(?:back\s+(?:that|this|it)\s+up|support\s+(?:that|this|it)|bear\s+(?:that|this|it)\s+out))\b[^?]*\?/i;

/** The quote marks of a checked quote, set aside so that what it says reads as the claim it is. */
function quoteMarksOf(question: string, span: Span): Span[] {
  const text = question.slice(span.start, span.end);
  return [...text.matchAll(/["“”‘’']/g)].map((m) => ({
    start: span.start + m.index,
    end: span.start + m.index + 1,
  }));
}

function isQuoteChecked(question: string, span: Span): boolean {
  return (
    /["”'’][.,:;]?\s*$/.test(question.slice(span.start, span.end)) &&
    CHECK_AFTER_QUOTE.test(question.slice(span.end))
  );
}

/**
 * 'Headline: "Eastern Cape communities mourn after tavern shootings."', 'Ditlhogo: "..." le "..."': a
 * headline, or a whole sentence, quoted before the ask. Its words are the paper's, not conditions.
 */
const QUOTED_HEADLINE =
  /(?:\b(?:headlines?|ditlhogo|tlhogo|isihloko|izihloko|opskrif)\s*:\s*)?["“][^"“”]{12,240}[.!]["”](?:\s*(?:le|and|en|na|,)\s*["“][^"“”]{12,240}[.!]["”])*[.,:;]?(?=[\s\S]*(?:\?|\b(?:how|what|which|when|where|who|was|were|is|are|did|does|do)\b))/giu;

/**
 * "need this for my LO project", "for our council memo", "for the ward brief": the work the answer is
 * for, anywhere in the ask.
 */
const FOR_MY_WORK =
  /\b(?:(?:i\s+)?(?:need|want)\s+(?:this|it|these|the\s+\w+)\s+)?for\s+(?:my|our|the|this)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:proje?c?t|assignment|homework|essay|memo|novel|book|script|dissertation|thesis|speech|presentation|report|article|column|podcast|lecture|class|brief|briefing)\b|\bfor\s+(?:the|my|our)\s+(?:(?:meeting['’]?s?|council['’]?s?|committee['’]?s?|forum['’]?s?|monthly|weekly)\s+)?(?:minutes|agenda|bulletin|newsletter|record)\b/giu;

/**
 * "im doing a project for school and i need to know", "my teacher says we must look at patterns so",
 * "sorry if this is a dumb question": what the asker is doing, who set them to it, or an apology,
 * around the ask.
 */
const ASKER_ERRAND =
  /\b(?:i['’]?m|im|i\s+am|we['’]?re|we\s+are)\s+(?:busy\s+)?(?:doing|writing|working\s+on)\s+(?:a|an|my|our|the)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:proje?c?t|assignment|homework|essay|report|presentation|research|task)(?:\s+(?:for|at|in)\s+(?:my\s+|our\s+|the\s+)?(?:school|class|university|varsity|college|work))?(?:\s+and)?(?:\s+(?:i|we)\s+(?:need|want|have)\s+to\s+(?:know|find\s+out))?|\b(?:my|our)\s+(?:teacher|lecturer|tutor|boss|editor|supervisor|professor)\s+(?:says?|said|told\s+(?:me|us))\s+(?:that\s+)?(?:we|i)\s+(?:must|should|need\s+to|have\s+to)\s+[^,?.]*?(?:\s+so\b|[,.:])|,?\s*\bsorry\s+if\s+(?:this|that|it)\s+(?:is|['’]s)\s+(?:a\s+)?(?:dumb|stupid|silly|basic|obvious|naive)\s+(?:question|one|ask)\b/giu;

/** "..., like monday or tuesday or whatever": examples of what the ask groups by, which choose nothing. */
const EXAMPLES_WHATEVER =
  /,\s*(?:like|e\.g\.?|say|such\s+as)\s+[^,?.]{1,60}?\b(?:or\s+whatever|or\s+something|etc\.?|and\s+so\s+on)\s*(?=[?.!]?\s*$)/giu;
/**
 * "..., shops and butcheries and so on", "..., rhino abalone whatever": examples closing the ask without
 * a "like"; kept when they name other crimes than those before them ("murders, rapes and so on" lists
 * what is counted).
 */
const CLOSING_EXAMPLES =
  /,\s*(?:[\p{L}'’-]+(?:\s*,\s*|\s+(?:and|or|&)\s+|\s+)){1,4}?(?:and\s+so\s+on|and\s+the\s+like|etc\.?|or\s+)?whatever(?:\s+counts)?\s*(?=[?.!]?\s*$)|,\s*(?:[\p{L}'’-]+(?:\s*,\s*|\s+(?:and|or|&)\s+|\s+)){1,4}?(?:and\s+so\s+on|and\s+the\s+like|etc\.?)\s*(?=[?.!]?\s*$)/giu;
function examplesClosing(question: string): Span[] {
  return [...question.matchAll(CLOSING_EXAMPLES)]
    .filter((m) => {
      // "poaching cases, rhino abalone whatever": kinds of a crime named before them are examples of it.
      const named = new Set(findCrimeMentions(question.slice(0, m.index)).flatMap((c) => [...c.categories]));
      return findCrimeMentions(m[0]).every((c) => [...c.categories].every((k) => named.has(k)));
    })
    .map(spanOf);
}

/**
 * "At our last meeting oom Koos said ...", "After Sunday's service someone asked": when the asker
 * heard the question, which says nothing of when incidents happened.
 */
const WHEN_ASKER_HEARD =
  /(?<=^|[.!?]\s+)(?:at|after|during|in)\s+(?:our|the|my|their|this\s+week['’]s|last\s+week['’]s|sunday['’]s|yesterday['’]s)\s+(?:last\s+|latest\s+|recent\s+|previous\s+|monthly\s+|weekly\s+)?(?:community\s+|church\s+|farmers['’]?\s+|branch\s+|street\s+|taxi\s+)?(?:meeting|gathering|session|imbizo|indaba|service|braai|get-together)\b,?/giu;

/**
 * "Kimberley, Upington, De Aar and the rest -", "murder, rape etc.": the tail of a list of examples,
 * which names nothing more to count by.
 */
const LIST_TAIL =
  /\s*(?:,\s*)?(?:\b(?:and|&)\s+(?:the\s+)?(?:rest|others|so\s+on|the\s+like)\b|\betc\b\.?)(?=\s*(?:[-–—),;:?]|$))/giu;

/**
 * "Everyone says Friday night is when it all goes down, right? So which day ...", "Ja, my cousin reckons
 * Joburg side is worse for it - were there more ...", "Ek boer near Worcester.": what others say, put
 * to the asker's own ask after it, and the asker's own farm.
 */
const HEARSAY_BEFORE_ASK =
  /^\s*(?:(?:ja|yes|nee|well|so|look|eish|ag|hey)\s*,\s*)?(?:every(?:one|body)|people|ppl|they|some(?:one|body)|evry1|my\s+\p{L}+|the\s+\p{L}+)\s+(?:says?|said|reckons?|thinks?|claims?|believes?)\b(?:[^?]*\?(?=\s*(?:(?:so|but|ok|okay)\s*,?\s+)?(?:which|what|how|when|where|who)\b)|[^?.!:]*?\s[-–—]\s+(?=(?:were|was|is|are|did|do|does|has|have|had|which|what|how|when|where|who)\b)|[^?.!:,]*?,\s*(?:so\s+)?(?=(?:was|were|is|are|did|do|does|has|have|had|which|what|how|when|where|who)\b))|^\s*(?:ek|ons|i|we)\s+(?:boer|farm)\s+(?:near|in|at|outside|by)\s+[^.?!]+[.!]/giu;

/**
 * "So I'm phoning about the murders", "Caller from Polokwane says ...": how the asker reached us and
 * where a caller calls from, before what they ask about.
 */
const CALLER_FRAME =
  /\b(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:phoning|calling|ringing|writing|texting|messaging)(?:\s+in)?\s+(?=about\b|regarding\b|concerning\b)/giu;
/** Case-sensitive, so that the town is a name: "Caller from Polokwane says". */
const CALLER_FROM =
  /\b(?:[Aa]n?\s+|[Tt]he\s+|[Mm]y\s+|[Oo]ur\s+|[Oo]ne\s+)?(?:[Cc]aller|[Ll]istener|[Rr]eader|[Vv]iewer|[Rr]esident|[Nn]eighbou?r|[Mm]ember)\s+from\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?(?=\s+(?:says|said|insists|claims|reckons|thinks|told|asks|wants)\b)/gu;

/**
 * Minutes of a meeting: "Item 4.2:", "Agenda item 7 -" number the ask and "Noted:" heads what was
 * raised; neither label says what is counted (what was raised may be pointed back to).
 */
const MINUTE_HEADING =
  /^\s*(?:agenda\s+)?(?:item|point|ref(?:erence)?)\s*\d+(?:\.\d+)*\s*[:.-]\s*|(?<=^|[.!?:]\s*)noted\s*:\s*/giu;

/**
 * "Council requests the number of ...", "The committee asks for confirmation (yes/no) whether ...": a
 * body that asks, named before what it asks for.
 */
const BODY_REQUESTS =
  /(?<=^|[.!?:]\s*)(?:the\s+)?(?:hon(?:ourable|\.)?\s+)?(?:council|committee|board|chair(?:person)?|mayor(?:al\s+committee)?|portfolio\s+committee|house|meeting|member|minister|editor|desk|client)\s+(?:hereby\s+)?(?:requests?|asks?(?:\s+for)?|seeks?|requires?|would\s+like(?:\s+to\s+know)?|wants?(?:\s+to\s+know)?|wish(?:es)?\s+to\s+(?:know|be\s+told|be\s+informed\s+of))\s+(?:(?:confirmation|clarity|an?\s+indication)\s+(?:of\s+|on\s+|as\s+to\s+)?)?|(?<=^|[.!?:]\s*)resolved\s+that\s+(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+be\s+(?:informed|advised|told|provided\s+with)\s+(?:of\s+|on\s+|about\s+)?/giu;

/** "typing for my grandmother", "asking on behalf of my mum": whom the asker writes for. */
const ON_BEHALF_OF =
  /,?\s*\b(?:i['’]?m\s+|i\s+am\s+)?(?:typing|writing|asking|texting|messaging|sending\s+this)\s+(?:this\s+)?(?:for|on\s+behalf\s+of)\s+(?:my|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?(?=\s*[.,:;!?]|\s*$)/giu;

/** "A lot of our members ...", "Most of my readers ...": the asker's people, told about. */
const FIRST_PERSON =
  /^\s*(?:a\s+lot|lots|many|most|some|all|several|a\s+few|few|one|none)\s+of\s+(?:our|my)\b/i;

/**
 * "Still on GBV:", "Back to the robberies:": the topic of the conversation so far, which the ask
 * narrows when it names a crime of its own ("Still on GBV: of the victims in the rape cases ...").
 */
const CONTINUATION =
  /^\s*(?:still\s+on|back\s+to|more\s+on|sticking\s+with|staying\s+with|on\s+the\s+(?:topic|subject)\s+of|following\s+up\s+on)\b(?:[^:?]{1,60}:|[^:?]{1,60}?\p{L}\s[-–—]\s(?=\p{L}))\s*/iu;

/**
 * An ask inside a clause that reads as a statement: "My learners asked which province had the most.",
 * "I would like the mean age of the suspects." A "which" after a comma (", which has taught me") opens
 * a relative clause and asks nothing.
 */
const EMBEDDED_ASK =
  /^\s*(?:when|where|what|which|who|how)\b|(?<!,\s*)\bwhich\b|\b(?:how\s+many|how\s+much|whether)\b|\b(?:what|when|where)\s+(?:did|do|does|was|were|is|are|percentage|share|proportion|number|date|year|month|day)\b|\b(?:i|we)(?:\s+would|['’]d)\s+like\s+(?:to\s+(?:know|see|have|get)\s+)?(?:the|a|an)\s+(?:mean|average|median|number|count|total|sum|share|percentage|proportion|list|date|figure|ranking)\b/i;

/**
 * "Sadly, how many ...", "Out of interest, ...": a word or two on how the asker feels or why, before a
 * comma at the start of the ask; read as part of it, "sadly" would be a topic no event mentions.
 */
const STANCE =
  /^\s*(?:(?!july\b)[a-z]+ly|out\s+of\s+(?:interest|curiosity)|just\s+(?:curious|wondering)|in\s+total|in\s+all|all\s+in\s+all|altogether|overall|by\s+the\s+way|btw|quick\s+question|in\s+short|for\s+the\s+record|real\s+talk|no\s+cap|ok(?:ay)?|look|listen|hey|yo|right|so)\s*,\s*/i;

/**
 * "How many murders happened there?" and "How many are there?" point back; "were there" and "there
 * are" alone only say something exists.
 */
const BACK_REFERENCE =
  /\b(?:(?:up|down|out|around|round|over)\s+here|over\s+there|down\s+there|up\s+there|(?<!\b(?:is|are|was|were|be|been)\s)there(?!\s+(?:is|are|was|were|be|been|have|has|had)\b)|then|(?:that|his|her|their|this|my|our|the\s+same)\s+(?:place|province|town|area|city|region|municipality|district|year|period|quarter|window|range|season|term|stretch|span|month)|those\s+(?:\w+\s+)?(?:places|years|months|weeks|days|quarters|dates)|how\s+many\s+(?:are|were|is|was|did|do|have|has|had|of\s+(?:them|those|these)|in\s+total|altogether))\b|\bhow\s+many\s*[?.!]/i;
/**
 * "there", "his province", "of its incidents": an ask that points back to a place named before it; so
 * does one about "that case", which happened where it was told.
 */
const PLACE_BACK_REFERENCE =
  /\b(?:(?:up|down|out|around|round|over)\s+here|(?:of|among|in|across|from)\s+its\s+(?:own\s+)?(?:incidents|cases|events)|their\s+(?:latest|last|most\s+recent|first|earliest|newest|oldest)\s+(?:incidents?|cases?|events?|ones?)\b|over\s+there|down\s+there|up\s+there|(?<!\b(?:is|are|was|were|be|been)\s)there(?!\s+(?:is|are|was|were|be|been|have|has|had)\b)|(?:that|his|her|their|this|my|our|the\s+same)\s+(?:place|province|town|area|city|region|municipality|district|metro|community|suburb|township)|(?:in|of|from|over|for)\s+(?:that|this)\s+(?:case|incident|attack|matter)\b(?!\s*,)|(?:across|in|for|of|between)\s+(?:those|these|the|both(?:\s+of)?(?:\s+those)?)\s+(?:two|three|four)(?:\s+(?:places|areas|metros|municipalities|provinces|towns|cities)|(?=\s*[?.!]|\s*$))|those\s+(?:places|areas|metros|municipalities|provinces|towns|cities)|(?:in|across|within|from|for)\s+the\s+(?:province|metro|municipality|city|town|area|region|district)(?!\s+(?:with|that|which|where|whose|of|had|has|have|saw|in|to)\b))\b/i;

/** Whether the question points back to a place ("how many happened there?"). */
export const pointsBackToPlace = (question: string) => PLACE_BACK_REFERENCE.test(question);

/** The words that point back to a place ("there", "that case"), or null. */
export const placeBackReference = (question: string) => PLACE_BACK_REFERENCE.exec(question)?.[0] ?? null;

/** "that quarter", "those three months": an ask that points back to a period told before it. */
const PERIOD_BACK_REFERENCE =
  /\b(?:that|this|the\s+same)\s+(?:year|period|quarter|window|range|season|term|stretch|span|month)\b|\bthose\s+(?:\w+\s+)?(?:years|months|weeks|days|quarters|dates)\b/i;

/** Whether the question points back to a period ("how many took place in that quarter?"). */
export const pointsBackToPeriod = (question: string) => PERIOD_BACK_REFERENCE.test(question);

/** The date a lead tells: "My chart starts in 2016", "since March 2019". */
const LEAD_DATE =
  /\b(?:(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+)?(?:19|20)\d{2}\b(?![\s\S]*\b(?:19|20)\d{2}\b)/i;

/** "taking the KwaZulu-Natal incidents as the base", "using all murders as my denominator". */
const BASE_DECLARED =
  /\b(?:tak(?:e|ing)|us(?:e|ing)|treat(?:ing)?|count(?:ing)?)\s+[^:?]{1,80}?\s+as\s+(?:the|my|our|a)\s+(?:base|denominator|baseline|total)\b/i;

/**
 * A lead is asking context, except the date it tells when the ask counts from it ("My chart starts
 * in 2016: which year since then was the quietest?"): that date stays for the period reader.
 */
function leadWithoutItsStart(question: string, end: number): Span[] {
  const lead = question.slice(0, end);
  // "For the tutorial I am taking the KwaZulu-Natal incidents as the base:": the base is the ask's.
  const base = BASE_DECLARED.exec(lead);
  if (base) return base.index > 0 ? [{ start: 0, end: base.index }] : [];
  const date = LEAD_DATE.exec(lead);
  if (!date || !/\b(?:since|from)\s+then\b/i.test(question.slice(end))) return [{ start: 0, end }];
  return [
    { start: 0, end: date.index },
    { start: date.index + date[0].length, end },
  ];
}

/** "We say ...", "I reckon ...", "I counted 12 ...", "our script claims ...": what the asker puts forward to be checked. */
const OWN_CLAIM =
  /^\s*(?:we|i|our\s+\w+|my\s+\w+)\s+(?:say|said|claim|claimed|claims|says|think|thought|reckon|reckons|believe|wrote|write|writes|state|stated|states|have\s+it\s+that|put\s+it\s+to\s+you|submit|contend|maintain|counted|count|tallied|calculated|worked\s+out|make\s+it|made\s+it|got|found)\b/i;
const CLAIMS =
  /\b(?:says?|said|claims?|claimed|asserts?|asserted|tells?|told|reckons?|reported|insists?|put\s+it\s+to\s+you|alleges?|alleged|contends?|submits?)\b/i;

/** Whether a clause reports what someone says ("Our host says ...", "A student claims that ..."). */
export const reportsClaim = (clause: string) => CLAIMS.test(clause);

/**
 * A claim before the ask, which the ask checks: quoted ("Our host says '...'. Is that right?") or
 * reported ("A student claims that ... Do the releases support that?").
 */
/** A quote, opened and closed: "girls' debating society" is a possessive, no quote. */
const QUOTED = /["“][^"“”]+["”]|(?:^|\s)['‘][^'‘’]+['’](?=\s|[.,!?]|$)/;
export const CHECKS_A_CLAIM =
  /\b(?:that|this|the|his|her|their)\s+claim\b|\b(?:is|was|are)\s+(?:that|this|it|he|she|they)\s+(?:right|true|correct|accurate|so)\b|\bsupports?\s+(?:that|this|it|him|her|them)\b|\b(?:right|true|correct|accurate)\s*\?|\bhold\s+up\b/i;

/**
 * "A union spokesperson says", "An MEC claimed that", "Our script claims": who makes a claim and the
 * verb of saying, before what is claimed; of a claim the ask checks, only what is claimed is asked.
 */
export function claimFrame(question: string, statement: Span): Span | null {
  const text = question.slice(statement.start, statement.end);
  const said = new RegExp(`${CLAIMS.source}(?:\\s+(?:us|me|them))?(?:\\s+that)?`, 'i').exec(text);
  return said ? { start: statement.start, end: statement.start + said.index + said[0].length } : null;
}

/** Whether a statement is a claim the ask after it checks, so what it names is what is asked. */
export function isCheckedClaim(question: string, statement: Span): boolean {
  const text = question.slice(statement.start, statement.end);
  return QUOTED.test(text) || (reportsClaim(text) && CHECKS_A_CLAIM.test(question.slice(statement.end)));
}

/** Sentences and dash-separated clauses (and, when asked, those ending in a colon), with their places in the question. */
function clausesOf(question: string, atColons = false): Span[] {
  const spans: Span[] = [];
  // "i.e." and "e.g." end no sentence: "the most incidents, i.e. where someone died?" is one ask.
  const boundary = atColons
    ? /(?<!\b(?:i\.e|e\.g|viz|cf))[.?!:]+(?=\s|$)|\s+[-–—]\s+/gi
    : /(?<!\b(?:i\.e|e\.g|viz|cf))[.?!]+(?=\s|$)|\s+[-–—]\s+/gi;
  let start = 0;
  for (const m of question.matchAll(boundary)) {
    spans.push({ start, end: m.index + m[0].length });
    start = m.index + m[0].length;
  }
  if (start < question.length) spans.push({ start, end: question.length });
  return spans.filter((s) => question.slice(s.start, s.end).trim() !== '');
}

/**
 * ", the province east of Johannesburg that borders Mozambique?", ", the illegal miners who work
 * abandoned mine shafts?": an appositive that explains the name before it, running to the end of
 * the ask. Its words explain; read as the question, its places and crimes would filter. After a dash
 * the word opens an ask of its own ("the one case with the most arrests - where was it?").
 */
const APPOSITIVE =
  /,\s+(?:the|a|an)\s+[^,?.;:()]*?(?<![-–—]\s)\b(?:that|who|which|where|whose)\b[^,?.;:()]*(?=\?|\s*$)/gi;

/**
 * "Kayelitsha, the big township on the Cape Flats outside Cape Town.": a place explained by the kind of
 * place it is and where that lies; read as the question, "outside Cape Town" would leave it out.
 * Inside a sentence, up to its closing comma, when a word of where follows the kind ("the Free State,
 * the province around Bloemfontein, than ..."), so that a list ("Gauteng, the Western Cape province,
 * and ...") stays a list.
 */
const PLACE_EXPLAINED =
  /(?<=\p{Lu}[\p{L}'’-]*),\s+(?:the|a|an)\s+(?:[\p{L}-]+\s+){0,3}?(?:township|town|city|suburb|village|settlement|area|province|metro|region|district)\b(?:[^,?.;:()]*(?=[.?!]|$)|\s+(?:around|near|bordering|next\s+to|outside|surrounding|including|that|which|where|whose|with|home\s+to|(?:east|west|north|south)\s+of)\b[^,?.;:()]*(?=,))/gu;

/** A province as a question may write it: "the Western Cape", "KZN", "Kwazulu Natal". */
const PROVINCE_WRITTEN = `(?:the\\s+)?(?:${PROVINCES.map((p) => p.replace(/-/g, '[\\s-]')).join('|')}|KZN)`;

/**
 * "Gauteng, the Jo'burg and Pretoria province, ...": a province described by places in it, inside a
 * sentence. Words that are a province's own name ("Gauteng, the Western Cape province, and ...") are a
 * list, not a description.
 */
const PROVINCE_DESCRIBED = new RegExp(
  `(?<=\\p{Lu}[\\p{L}'’-]*),\\s+the\\s+(?!${PROVINCE_WRITTEN}\\s+province\\b)(?:[\\p{L}'’-]+\\s+){1,4}?province(?=\\s*,)`,
  'gu',
);

/**
 * "the province of which Pietersburg is the capital", "the province whose capital is Mahikeng": a
 * province named by its capital, whose own name follows or stands elsewhere; the capital is no filter.
 */
const PROVINCE_BY_CAPITAL =
  /(?<=\bprovince\s+)(?:of\s+which\s+[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?\s+(?:is|was)\s+the\s+capital|whose\s+capital\s+(?:is|was)\s+[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)/gu;

/**
 * "the Garden Route province (Western Cape)", "the Durban beaches province, KwaZulu-Natal", "the
 * Panorama Route province with Kruger's southern gates (Mpumalanga)": a province called by what it is
 * known for, then named. The name says which; the nickname's places ("Garden Route", "Durban") would
 * be places of their own.
 */
const NICKNAMED_PROVINCE = new RegExp(
  `\\bthe\\s+(?:(?!(?:in|at|on|of|for|from|to|last|first|latest|most|whole|entire)\\b|${PROVINCE_WRITTEN}\\b)[\\p{L}'’-]+\\s+){1,6}?province\\b[^(),.?;:]{0,60}?(?:(?=\\s*\\(\\s*${PROVINCE_WRITTEN}\\s*\\))|\\s*,\\s*(?=${PROVINCE_WRITTEN}\\b))`,
  'giu',
);

/**
 * "(Q1 = Jan-Mar through Q4 = Oct-Dec)", "the second half of 2022 (July to December)": a parenthesis
 * that defines the question's terms, or restates the months of a period a year closes. It says what
 * the words mean; read as the question, its months would be periods of their own. Months in brackets
 * after words that are no period ("the first half of the year (January to June)") say the period.
 */
const DEFINITION =
  /\([^()]*=[^()]*\)|(?<=\b(?:19|20)\d{2}\s*)\((?:i\.?e\.?,?\s*)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*(?:to|-|–|through|until)\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\)/gi;

/**
 * "how many were injured as opposed to killed", "on a weekday rather than over a weekend", "medians aside",
 * "whether killed or injured", "injured, not killed", "Friday night doesn't count", "not just Gauteng": what the question says it does not
 * ask; read as part of the question, its words would be a second measure or a filter.
 */
const CONTRAST = new RegExp(
  [
    `,?\\s*\\b(?:${DAY_STEMS.join('|')})days?(?:\\s+nights?)?\\s+(?:doesn['’]?t|does\\s+not|don['’]?t|do\\s+not|isn['’]?t|is\\s+not)\\s+(?:count|included)\\b`,
    ',?\\s*(?:but\\s+|and\\s+)?not\\s+(?:killed|dead|murdered|injured|wounded|hurt)\\b(?=\\s*[,?.]|\\s+in\\b)',
    '\\b(?:but|and)\\s+survived\\b',
    // "rather than when the police released the statement": the date the asker does not mean.
    '\\b(?:rather\\s+than|as\\s+opposed\\s+to|instead\\s+of)\\s+when\\s+[^,.?!;]*',
    // "an acquaintance rather than a partner, a family member or a stranger": the whole list set aside.
    '\\b(?:as\\s+opposed\\s+to|rather\\s+than|instead\\s+of)\\s+(?:(?:being|those|the|over|on|in|at|an?|during|by)\\s+){0,3}[a-z]+(?:\\s+members?)?(?:(?:\\s*,\\s*(?:or\\s+)?|\\s+or\\s+)(?:an?\\s+|the\\s+)?[a-z]+(?:\\s+members?)?)*\\b',
    '\\b(?:medians?|modes?|totals?|details|specifics|names)\\s+aside\\b',
    // "police officers among the victims, whether killed, injured or otherwise attacked", "suspects,
    // whether arrested or still wanted": every kind listed, so none that narrows the count.
    ',\\s*whether\\s+(?!(?:there|it|they|the|a|an|any|or|this|that|these|those)\\b)[a-z-]+(?:\\s+[a-z-]+){0,2}(?:\\s*,\\s*[a-z-]+(?:\\s+[a-z-]+){0,2})*\\s*,?\\s+or\\s+(?:otherwise\\s+|still\\s+|not\\s+)?[a-z-]+(?:\\s+[a-z-]+){0,2}(?=\\s*(?:[?.!,;]|$))',
    // "all provinces, not just Gauteng": the place the asker widens the count beyond.
    ',?\\s*\\bnot\\s+(?:just|only|merely)\\s+(?![^,.?!;:]*\\bbut\\b)(?:(?!\\s[-–—]\\s)[^,.?!;:])+',
    // "the City of Cape Town, not the whole Western Cape": the wider place the asker rules out.
    ',?\\s*\\bnot\\s+(?:the\\s+)?(?:whole|entire|all\\s+of)\\b(?:(?!\\s[-–—]\\s)[^,.?!;:])+',
  ].join('|'),
  'gi',
);

/**
 * "the perpetrator described as an acquaintance", "incidents classified as murder", "a place the police
 * describe as a village": how a release words a fact, which the fact read from the events already is.
 */
const REPORTING_FRAME =
  /\b(?:(?:the\s+)?(?:police|releases?|reports?|saps)\s+(?:describe|describes|call|calls|label|labels|refer\s+to|refers\s+to)(?:\s+(?:it|them))?|described|identified|listed|classified|categori[sz]ed|labell?ed|characteri[sz]ed|referred\s+to)\s+as\b/gi;

/**
 * "attacks where someone got hurt", "attacks in which a child was injured": a general noun for the
 * events, which the clause after it defines; read alone it would be a topic the events must mention.
 */
const DEFINED_BY_CLAUSE = /\battacks?(?=\s+(?:where|in\s+which|during\s+which|that|which|with)\b)/gi;

/**
 * "in the period under review", "over the reporting period": the whole span the notebook covers, as a
 * report to a legislature words it.
 */
const WHOLE_PERIOD =
  /\b(?:in|during|for|over|across|throughout|within)\s+the\s+(?:(?:period|time|months|years|review\s+period)\s+(?:under\s+(?:review|consideration)|in\s+question|covered|reviewed)|reporting\s+period|period\s+of\s+review)\b/gi;

/**
 * "did the police apprehend the most suspects", "the cops nabbed more", "how many suspects did the
 * police arrest", "how many have the police in total arrested", "how many suspects the police arrested",
 * "cases where the police they arrest nobody": the police as the ones who arrest, counted by how many
 * they arrested; read alone,
 * "police" would be a topic or police victims.
 */
const POLICE_ARRESTING =
  /\b(?:the\s+)?(?:police(?:\s+officers)?|cops|saps|detectives)(?=\s+(?:more|fewer|less|over|at\s+least|exactly)\s+(?:than\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:people|persons|suspects|men|women)\s+arrested\b)|(?<=\b(?:arrested|apprehended|nabbed|caught|detained|picked\s+up|taken\s+in)\s+)by\s+(?:the\s+)?(?:police(?:\s+officers)?|cops|saps|detectives)\b|(?<=\bhow\s+many\b[^?.]{0,60}?\b(?:did|have|has|had|het)\s+)(?:the\s+)?(?:police(?:\s+officers)?|cops|saps|detectives)(?=\s+(?:(?:in\s+total|altogether|actually|eventually|finally|already|since|ever)\s+)?(?:arrest|apprehend|nab|catch|detain|collar|nick|bust)\w*\b)|\b(?:the\s+)?(?:police(?:\s+officers)?|cops|saps|detectives)(?=\s+(?:[a-z]+\s+)?(?:arrest|apprehend|nab|catch|caught|detain|collar|nick|bust)\w*\s+(?:the\s+|a\s+)?(?:most|greatest|highest|largest|biggest|more|fewer|fewest|least|total|number|\d+)\b)|(?<=\bhow\s+many\s+(?:suspects|people|persons|accused|men|women|criminals|thieves|robbers)\s+)(?:the\s+)?(?:police(?:\s+officers)?|cops|saps|detectives)(?:\s+they)?(?=\s+(?:arrest|apprehend|nab|catch|caught|detain|collar|nick|bust)\w*\b)|(?<=\bwhere\s+)(?:the\s+)?(?:police(?:\s+officers)?|cops|saps|detectives)(?:\s+they)?(?=\s+(?:arrest|apprehend|nab|catch|caught|detain)\w*\s+(?:nobody|no\s+one|no-one|nothing|none)\b)/gi;

/**
 * "Will the MEC indicate how many ...", "Could the Minister state whether ...": a written question to
 * a member of government, whose verb of telling opens the ask.
 */
const WRITTEN_QUESTION =
  /\bto\s+ask\s+the\s+(?:hon(?:ourable)?\.?\s+)?(?:mec|minister|deputy\s+minister|member|premier|commissioner|mayor)(?:\s+(?:of|for)\s+[a-z-]+(?:\s+and\s+[a-z-]+)*)?\s*:?|\b(?:will|would|can|could|may)\s+the\s+(?:hon(?:ourable)?\.?\s+)?(?:mec|minister|deputy\s+minister|member|premier|commissioner|department|mayor)\s+(?:please\s+)?(?:indicate|state|tell\s+(?:us|me|the\s+house)|provide|confirm|explain|say|advise|furnish)\b/gi;

/** "fall victim to these malefactors": the victims, by whom they fell to, which no event records. */
const FELL_VICTIM_TO =
  /(?<=\b(?:fall|fell|fallen|falls)\s+victims?\s+)to\s+(?:these|those|the|such)\s+[a-z]+/gi;

/** The words that explain a name told before the ask, whose own places are not the ones pointed back to. */
export const explanationSpans = (question: string): Span[] =>
  [
    ...question.matchAll(APPOSITIVE),
    ...question.matchAll(PLACE_EXPLAINED),
    ...question.matchAll(PROVINCE_DESCRIBED),
    ...question.matchAll(PROVINCE_BY_CAPITAL),
  ].map(spanOf);

const framesIn = (text: string): Span[] => [...text.matchAll(ASKER_FRAME)].map(spanOf);

/** Spans of the question that only give its context; none when the whole question is one ask. */
/**
 * The asker's own clauses before the ask, unless they ask something themselves. An ask that points back
 * to a place they name ("... Northern Cape is home turf, how many were killed up here") takes the place
 * from them, as from any context.
 */
function askersOwnClauseBefore(text: string): RegExpExecArray | null {
  const own = ASKERS_OWN_CLAUSE_BEFORE_ASK.exec(text);
  if (!own || EMBEDDED_ASK.test(own[0])) return null;
  // "We're pricing winter packages for June, July and August", "I'm working with a window from 27 June
  // 2020 to ...": months and years the asker names are the ask's period, said first.
  return MONTH_OR_YEAR.test(own[0]) ? null : own;
}
const MONTH_OR_YEAR =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|(?:19|20)\d{2})\b/i;

export function askingContext(question: string): Span[] {
  const spans: Span[] = [
    ...question.matchAll(APPOSITIVE),
    ...question.matchAll(PLACE_EXPLAINED),
    ...question.matchAll(PROVINCE_DESCRIBED),
    ...question.matchAll(PROVINCE_BY_CAPITAL),
    ...question.matchAll(DEFINITION),
    ...question.matchAll(NICKNAMED_PROVINCE),
    ...question.matchAll(CONTRAST),
    ...question.matchAll(REPORTING_FRAME),
    ...question.matchAll(ASKER_FRAME),
    ...question.matchAll(FOR_WHOM),
    ...question.matchAll(LIKENESS_AFTER),
    ...question.matchAll(SOURCE_FRAME),
    ...question.matchAll(SELF_CORRECTION),
    ...question.matchAll(DEFINED_BY_CLAUSE),
    ...question.matchAll(WHOLE_PERIOD),
    ...question.matchAll(POLICE_ARRESTING),
    ...question.matchAll(WRITTEN_QUESTION),
    ...question.matchAll(FELL_VICTIM_TO),
    ...question.matchAll(OTHER_GUESS),
    ...question.matchAll(OWN_GUESS),
    ...question.matchAll(HEARSAY_AFTER_ASK),
    ...question.matchAll(CALLER_FRAME),
    ...question.matchAll(CALLER_FROM),
    ...question.matchAll(FOR_MY_WORK),
    ...question.matchAll(ASKER_ERRAND),
    ...question.matchAll(HEARSAY_BEFORE_ASK),
    ...question.matchAll(EXAMPLES_WHATEVER),
    ...question.matchAll(LIST_TAIL),
    ...question.matchAll(WHEN_ASKER_HEARD),
    ...question.matchAll(ROLE_PROMPT),
    ...question.matchAll(BULLETIN_HEADLINE),
    ...question.matchAll(ASKER_AFTER_ASK),
    ...question.matchAll(ASKERS_LIFE_AFTER_ASK),
    ...question.matchAll(ASKERS_OWN_CLAUSE_AFTER_ASK),
    ...question.matchAll(HEARSAY_RUN_ON),
    ...question.matchAll(BECAUSE_AFTER_ASK),
    ...question.matchAll(REMARK_AFTER_ASK),
    ...question.matchAll(REASON_AT_END),
    ...question.matchAll(EXERCISE_FOR),
    ...question.matchAll(FEELING_BEFORE_ASK),
    ...question.matchAll(PURPOSE_AFTER_ASK),
    ...question.matchAll(CONSEQUENCE_AFTER_ASK),
    ...question.matchAll(KINDS_AFTER_ANY_KIND),
    ...question.matchAll(BRACKETED_EXAMPLE),
    ...question.matchAll(HEARSAY_AT_END),
    ...question.matchAll(ANY_KIND_OF_CRIME),
    ...question.matchAll(SHOW_THE_WORKING),
    ...question.matchAll(RADIO_CALL),
    ...question.matchAll(FORMAL_REQUESTER),
    ...question.matchAll(PERIOD_NAMED_AS_DATES),
    ...question.matchAll(UNIT_OF_ANALYSIS),
    ...question.matchAll(AUDIENCE_OR_ERRAND),
    ...question.matchAll(PUBLICATION_TIME),
    ...question.matchAll(PUBLICATION_DATE_SET_ASIDE),
    ...question.matchAll(PUBLISHED_ON),
    ...question.matchAll(BY_INCIDENT_DATE),
    ...question.matchAll(FIELD_NAMED_IN_BRACKETS),
    ...question.matchAll(ZERO_COUNTS_AS_ZERO),
    ...question.matchAll(SUSPECTS_SHOT_BY_POLICE_SET_ASIDE),
    ...question.matchAll(UNSTATED_LEFT_OUT),
    ...question.matchAll(UP_THE_ROAD),
    ...question.matchAll(TAKEN_IN_THE_HIJACKING),
    ...question.matchAll(SEASON_NAMED),
    ...question.matchAll(WHO_ASKED_AFTER_ASK),
    ...question.matchAll(FEELING_AFTER_ASK),
    ...question.matchAll(CLOSING_THANKS),
    ...question.matchAll(ROUNDED_OFF),
    ...question.matchAll(ASKER_CONCERN),
    ...question.matchAll(HEARSAY_FROM_A_PLACE),
    ...question.matchAll(MENTION),
    ...question.matchAll(QUOTED_HEADLINE),
    ...question.matchAll(ON_BEHALF_OF),
    ...question.matchAll(MINUTE_HEADING),
    ...question.matchAll(BODY_REQUESTS),
    ...question.matchAll(QUOTED_CLAIM),
    ...question.matchAll(SCHOLARLY_ASIDE),
    ...question.matchAll(RESTATED_APPOSITIVE),
    ...question.matchAll(RANGE_SPELT_OUT),
  ]
    .map(spanOf)
    .flatMap((span) => (isQuoteChecked(question, span) ? quoteMarksOf(question, span) : [span]));
  const marked = BEFORE_MARKED_ASK.exec(question);
  if (marked) spans.push(spanOf(marked));
  spans.push(
    ...askersLifeAfterComma(question),
    ...umbrellaWordsListed(question),
    ...placesExplainedInBrackets(question),
    ...examplesClosing(question),
  );
  for (const aside of [HUNCH_AFTER, NEEDED_FOR_AFTER]) {
    const said = aside.exec(question);
    if (said) spans.push(spanOf(said));
  }
  // "Hi there, quick question: for my tutorial, ...": the lead may follow a greeting.
  const opened = openerEnd(question);
  const afterOpener = question.slice(opened);
  const continued = CONTINUATION.exec(afterOpener);
  const narrowed =
    continued !== null && findCrimeMentions(afterOpener.slice(continued[0].length)).length > 0
      ? continued
      : null;
  // "We say most of the suspects were unemployed - does that hold up?": a claim the ask checks is
  // what it asks about, not who asks.
  const purpose = PURPOSE_LEAD.exec(afterOpener);
  const lead =
    (purpose && !OWN_CLAIM.test(purpose[0]) && !headsTheCases(purpose[0]) && !asksBeforeDash(purpose[0])
      ? purpose
      : null) ??
    QUOTE_LEAD.exec(afterOpener) ??
    PURPOSE_PIECE.exec(afterOpener) ??
    PURPOSE_REQUEST.exec(afterOpener) ??
    PREFACE_BEFORE_BUT.exec(afterOpener) ??
    MY_QUESTION.exec(afterOpener) ??
    WANTS_TO_KNOW.exec(afterOpener) ??
    WHILST_CLAUSE.exec(afterOpener) ??
    BUSY_WITH.exec(afterOpener) ??
    askersOwnClauseBefore(afterOpener) ??
    KEEP_ASKING_LEAD.exec(afterOpener) ??
    WONDERING_LEAD.exec(afterOpener) ??
    STRUCK_BY.exec(afterOpener) ??
    STORY_TOLD.exec(afterOpener) ??
    LETTER_PREAMBLE.exec(afterOpener) ??
    narrowed;
  // "For our report on sexual violence (rape and sexual assault), how many women were victims in those
  // cases?", "For my notes on the Eastern Cape servings: ... summed over those incidents": the ask points
  // back to the crimes or the place its lead names, which are then the ask's.
  const pointedBack =
    lead !== null &&
    BACK_TO_CASES.test(afterOpener.slice(lead[0].length)) &&
    (findCrimeMentions(lead[0]).length > 0 || findPlaceMentions(lead[0]).length > 0);
  if (lead && !pointedBack) spans.push(...leadWithoutItsStart(question, opened + lead[0].length));
  else if (opened > 0) spans.push({ start: 0, end: opened });
  const clauses = clausesOf(question);
  for (const clause of clauses) {
    const text = question.slice(clause.start, clause.end);
    const skip = clause.start === 0 ? openerEnd(text) : 0;
    const stance = STANCE.exec(text.slice(skip));
    if (stance) spans.push({ start: clause.start + skip, end: clause.start + skip + stance[0].length });
  }
  // One clause is the question itself, however it starts.
  if (clauses.length < 2) return spans;
  // "My next book is set in Limpopo. How many murders happened there?": the ask points back to it.
  const pointsBack = (clause: Span) =>
    clauses.some(
      (later) => later.start >= clause.end && BACK_REFERENCE.test(question.slice(later.start, later.end)),
    );
  const asks = askingClauses(question, clauses);
  // "Would it be fair to say the Free State accounts for half? What percentage ... died there?": a
  // claim put as a question, then asked precisely; the precise ask is the one answered.
  // Not when the precise ask leans on the claim ("What share of them were found guilty?").
  const claimFirst = (clause: Span) =>
    CLAIM_QUESTION.test(withoutOpener(question.slice(clause.start, clause.end))) &&
    asks.some(
      (later) => later.start >= clause.end && !LEANS_BACK.test(question.slice(later.start, later.end)),
    );
  for (const clause of clauses) {
    const text = question.slice(clause.start, clause.end);
    if (pointsBack(clause)) continue;
    if (claimFirst(clause)) {
      spans.push(clause);
      continue;
    }
    // "Sir, - what has become of us? Of the victims whose sex these releases record, what percentage
    // ...?": a question that counts nothing, before one that does, is rhetorical.
    if (asks.includes(clause)) {
      // The ask after it may end in a full stop ("Kindly tell me whether ..., yes or no.").
      if (
        (rhetorical(text, question.slice(clause.end)) || OR_WHAT.test(text)) &&
        askedAfter(question, clause, clauses)
      )
        spans.push(clause);
      continue;
    }
    // "Our host says 'more than ten people were killed'": a claim to check, not who asks.
    const greeted = withoutOpener(text).replace(GREETING, '');
    // "we used to argue whether the Free State had it worse": a memory, not an ask passed on.
    if (ANECDOTE.test(greeted) && !text.includes('?')) {
      spans.push(clause);
      continue;
    }
    // "My learners asked which province had the most incidents": the ask, passed on.
    // Unless a question of its own follows: "A segment asks whether lockdown slowed the killing. From
    // ... to ..., how many people were killed?" answers the second.
    if (EMBEDDED_ASK.test(blank(text, framesIn(text))) && !askedAfter(question, clause, asks)) continue;
    // "A lot of our members drive through KZN.", "Winter is when we lose the most.": the asker's own
    // situation, told before the ask.
    const aboutAsker =
      PURPOSE_CLAUSE.test(greeted) || INTRODUCTION.test(greeted) || FIRST_PERSON.test(greeted);
    // "I need the total across every incident": the ask itself, unless an ask came before it ("... ?
    // I need the figure for Thursday's imbizo").
    const request = FIRST_PERSON_REQUEST.test(greeted) && !asks.some((a) => a.end <= clause.start);
    // "... take place? I mean the eThekwini metro.": what the asker meant by the ask, not news of them.
    const clarifies = CLARIFIES.test(greeted) && asks.some((a) => a.end <= clause.start);
    // "I counted 12 kidnapping cases - is that right?": the asker's own figure, to be checked.
    const ownFigure = OWN_CLAIM.test(greeted) && CHECKS_A_CLAIM.test(question.slice(clause.end));
    if (
      aboutAsker &&
      !CLAIMS.test(greeted) &&
      !ownFigure &&
      !request &&
      !clarifies &&
      !namesTheAsksPlaces(greeted)
    )
      spans.push(clause);
  }
  const asked = clauses.filter((c) => !spans.some((s) => s.start <= c.start && c.end <= s.end));
  return asked.length > 0 ? spans : [];
}

/**
 * "Our metro plus our neighbours Joburg and Tshwane - how many incidents altogether?": a heading without
 * a verb that names the asker's places names what the ask is about, not who asks.
 */
const POSSESSIVE_HEADING = /^\s*(?:our|my)\s[^.?!]*(?:\s[-–—]|:)\s*$/i;
const HAS_VERB =
  /\b(?:is|are|was|were|am|be|been|being|have|has|had|do|does|did|can|could|will|would|shall|should|may|might|must)\b|['’](?:s|m|re|ve|d|ll)\b/i;
const namesTheAsksPlaces = (clause: string) =>
  POSSESSIVE_HEADING.test(clause) && !HAS_VERB.test(clause) && findPlaceMentions(clause).length > 0;

/** What an ask counts or checks: a number, a share, a kind of crime or people, a date. */
const COUNTS_SOMETHING =
  /\b(?:number|total|count|share|percentage|per\s*cent|more|fewer|most|least|murders?|robber(?:y|ies)|killings?|rapes?|kidnappings?|hijackings?|victims?|suspects?|incidents?|cases?|arrests?|arrested|killed|injured|dated?|since|before|after|(?:19|20)\d{2})\b/i;

/**
 * A question that names nothing to count, no crime and no place the ask after it does not name again
 * (no other capitalised word past its first): "what has become of us?", "must our grandchildren know
 * these creatures only from picture books?", "The Free State ...; is it now to be its graveyard?".
 */
/** "are they mostly young guys or what?": a question tossed off before the one that is meant. */
const OR_WHAT = /\bor\s+what\s*\?\s*$/i;

function rhetorical(text: string, after: string): boolean {
  const names =
    text
      .trim()
      .replace(/^\S+/, '')
      .match(/(?<=\s)\p{Lu}[\p{L}'’-]*/gu) ?? [];
  return (
    !COUNTS_SOMETHING.test(text) &&
    names.every((name) => after.includes(name)) &&
    findCrimeMentions(text).length === 0
  );
}

/** A claim put as a question: "Would it be fair to say ...?", "Is it true that ...?". */
const CLAIM_QUESTION =
  /^\s*(?:(?:would|is|was)\s+it\s+(?:be\s+)?(?:fair|true|right|correct|accurate)\s+(?:to\s+say|that)|can\s+(?:we|one|I)\s+say|am\s+I\s+right\s+(?:that|in\s+saying)|would\s+you\s+say)\b[^?]*\?\s*$/i;

/**
 * "mangani hijackings? cars and trucks both, I drive taxi Joburg to Harare": after the ask, the asker
 * telling of themselves; the places they name are theirs, not the question's.
 */
const ASKER_AFTER_ASK = /(?<=\?[^?]*?(?:^|[,.;]\s*|\s))(?:i|i['’]m|we|my|our)\s+[^,.;?]*$/giu;

/**
 * "... on a Friday or a Saturday? Month-end Friday and Saturday is when our taxis carry the most cash":
 * after the ask, a statement of the asker's own life ("our", "my", "we"), with no word that would
 * narrow what is counted ("only", "not", "excluding").
 */
const ASKERS_LIFE_AFTER_ASK =
  /(?<=\?[\s?!]*)(?![^?]*\b(?:only|just|exclud\w*|includ\w*|count\w*|limit\w*|restrict\w*|without|except|not|no)\b)[^?]*\b(?:our|my|we|us)\b[^?]*$/giu;

/**
 * "how many housebreakings and house robberies all up, I fit burglar bars so thats my trade", "...,
 * I need it for the mothers union meeting": after the ask and a comma, with no question mark, the asker
 * telling of themselves or of what the answer is for; it narrows nothing (unless it says "only", "not").
 */
const ASKERS_OWN_CLAUSE_AFTER_ASK = new RegExp(
  String.raw`(?<=\b${ASK_WORD}\b[^?.!]{5,}),\s*(?:and\s+|but\s+|coz\s+|cause\s+|because\s+|when\s+|since\s+|as\s+)?(?:i|i['’]m|im|we|we['’]re|ek|ons)\s+(?!(?:would|should|ask|wonder|was\s+wondering|want\s+to\s+know|need\s+to\s+know)\b)(?![^?]*${NARROWING})(?![^?]*\b(?:how|what|which|when|where|who|whether)\b)(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)`,
  'giu',
);

/**
 * "murders on a sat or sun how many, weekends are when we get the most check ins": after the ask and a
 * comma, a statement about the asker's own life ("we", "our", "my"); its "most" ranks nothing.
 */
const ASKERS_LIFE_AFTER_COMMA = new RegExp(
  String.raw`(?<=\b${ASK_WORD}\b[^?.!]{5,}),\s*(?![^?]*${NARROWING})(?![^?]*\b(?:how|what|which|where|who|whether)\b)(?:[\p{L}'’-]+\s+){1,8}?(?:we|i|our|my|us)\b(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)`,
  'giu',
);

/**
 * The asker's life after the ask, unless the words before "we", "I" or "my" name crimes or places the
 * count may be about ("..., rapes and robberies in KZN my son lives there" lists more of the ask).
 */
function askersLifeAfterComma(question: string): Span[] {
  return [...question.matchAll(ASKERS_LIFE_AFTER_COMMA)]
    .filter((m) => {
      // "US" in capitals is the country ("roughly the equivalent of a US state"), no asker.
      const pronoun = /\b(?:[Ww]e|I|i|[Oo]ur|[Mm]y|us)\b/.exec(m[0]);
      if (!pronoun) return false;
      const before = m[0].slice(0, pronoun.index);
      return findCrimeMentions(before).length === 0 && findPlaceMentions(before).length === 0;
    })
    .map(spanOf);
}

/**
 * "..., because thats when all the long runs happen", "... because thats my home turf and i run naval
 * hill": why the asker asks, after the ask; it narrows nothing.
 */
const BECAUSE_AFTER_ASK = new RegExp(
  String.raw`(?<=\b${ASK_WORD}\b[^?.!]{5,}?)\s*,?\s+(?:because|coz|cause|cos|since)\s+(?:that['’]?s|thats|it['’]?s|its|that\s+is|it\s+is|we|i|my|our)\b(?![^?]*${NARROWING})(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)`,
  'giu',
);

/**
 * "ja so between trips i was wondering how many ...": what comes before "I was wondering" says when or
 * why the asker asks.
 */
const WONDERING_LEAD =
  /^\s*[^?]{0,100}?\b(?:i|we)\s+(?:was|were|am|are|have\s+been|['’]ve\s+been|had\s+been)\s+(?:wondering|thinking|curious)\b\s*,?\s*(?=(?:about\s+)?(?:how|what|which|when|where|who|whether|if)\b)/iu;

/**
 * "which municipality has the most incidents my clients keep saying cape town is worse than jozi lol":
 * what the asker's people say, run on after the ask without a stop; the answer tells whether it holds.
 */
const HEARSAY_RUN_ON = new RegExp(
  String.raw`(?<=\b${ASK_WORD}\b[^?.!,]{5,})\s+(?:my|our)\s+[\p{L}'’-]+\s+(?:keeps?\s+(?:saying|telling\s+(?:me|us))|always\s+says?|says?|said|reckons?|thinks?|claims?|keeps|lives|stays|farms|works|runs|has)\b(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)`,
  'giu',
);

/**
 * "..., festive season is always bad", "..., it is getting out of hand": a remark on how bad things
 * are, after the ask; it counts nothing.
 */
const REMARK_AFTER_ASK = new RegExp(
  String.raw`(?<=\b${ASK_WORD}\b[^?.!]{5,}),\s*(?:[\p{L}'’-]+\s+){1,3}?(?:is|are|was|were|gets?|getting)\s+(?:(?:always|so|really|very|just|too|quite|getting|becoming)\s+)*(?:bad|terrible|awful|crazy|scary|worse|rough|hectic|sad|tough|heartbreaking|mad|insane|wild|dangerous|out\s+of\s+hand)\b(?![^?.!]*\s[-–—]\s)[^?.!]*(?=[?.!]*\s*$)`,
  'giu',
);

/**
 * "coaching the u/15s in Paarl and the parents keep asking me, how many ...", "guests keep asking about
 * this so how many ...": who keeps asking the asker, up to the ask.
 */
const KEEP_ASKING_LEAD =
  /^\s*[^?,.!]{3,160}?\b(?:keeps?\s+asking|keep\s+on\s+asking|always\s+asks?|(?:are|is|were|was)\s+asking|asked)(?:\s+(?:me|us))?(?:\s+about\s+(?:this|it|that))?\s*(?:,\s*(?:so\s+)?|\s+so\s+)(?=[^?]*\b(?:how|hw|what|wat|which|wich|when|where|who)\b)/iu;

/**
 * "I lead the choir at our church in Mthatha and we pray for the little ones every Sunday, in the rape
 * cases how many ...", "we are starting a support group at church, how many ...", "I'm commissioning a
 * long read, so let's start at the bottom, which ...": the asker telling of themselves, up to the comma
 * before the ask. Not a request ("I need", "I want"), a claim ("I think"),
 * or words that narrow the count ("we only care about 2023").
 */
const ASKERS_OWN_CLAUSE_BEFORE_ASK = new RegExp(
  String.raw`^\s*(?:i|we)(?:\s+(?:am|are)|['’](?:m|re))?\s+(?!(?:need|want|would|require|like|wonder|was\s+wondering|have\s+a\s+question|ask|asked|say|said|think|thought|reckon|believe|claim|mean|guess|bet|hope|heard)\b)(?![^,?.!]*${NARROWING})[^,?.!]{3,200}?,\s*(?:(?:so|and|but)\s+(?:let['’]s|let\s+us|i|we|i['’]m|we['’]re)\s+(?![^,?.!]*${NARROWING})[^,?.!]{1,120}?,\s*)?(?=[^?]*\b(?:how\s+(?:many|much)|hw\s+many|what|wat|which|wich|when|where|who)\b)`,
  'iu',
);

/**
 * "... from 2020 onwards, since her grandson moved to the city?", "..., because my brother lives
 * there?": a reason the asker gives at the end of the ask, about someone's life; it counts nothing.
 * A reason that names a date ("since 2020") is a period, not this.
 */
const REASON_AT_END =
  /,?\s*\b(?:since|because|as|seeing\s+that)\s+(?:(?:her|his|my|our|their|your)\s+(?!\d)[\p{L}-]+(?:\s+[\p{L}-]+)?|(?:some|many|several|a\s+few|the)\s+[\p{L}-]+(?:\s+in\s+the\s+[\p{L}-]+)?)\s+(?:moved|started|began|arrived|left|came|went|got|lives?|lived|works?|worked|stays?|stayed|studies|studied|is|was|has|had|have|are|were)\b[^?.!]*(?=[?.!]?\s*$)/giu;

/**
 * "..., so that they may be remembered at Mass.", "... so that we may support the families affected.":
 * why the asker asks, said after the ask; it counts nothing.
 */
const PURPOSE_AFTER_ASK =
  /(?<=[^\s.?!][^.?!]*),?\s*\bso\s+that\s+(?:we|i|they|he|she|you|the\s+[\p{L}-]+|our\s+[\p{L}-]+|families|parents|people|[\p{L}-]+s(?:\s+there)?)\s+(?:may|can|could|might|will|would)\b[^?.!]{1,120}(?=[.?!]?\s*$)/giu;

/**
 * "... from 2020 until now, her sister lives in Mthatha and she is worried", "... in Limpopo, she says
 * it is getting bad in the villages": who the asker speaks for, what they say or where their people
 * live, told after the ask; it narrows nothing.
 */
const HEARSAY_AT_END =
  /(?<=\b(?:how|what|which|when|where|who|were|was|is|are|did|do|does|any)\b[^.?!:]{5,}),\s*(?:and\s+)?(?:she|he|they|gogo|granny|(?:her|his|my|our|their)\s+[\p{L}-]+)\s+(?:says?|said|thinks?|reckons?|feels?|believes?|lives?|stays?|works?|is\s+(?:worried|scared|afraid|anxious))\b[^?.!:]*(?=[?.!]?\s*$)/giu;

/**
 * "How many cases happened on farms? Any kind of crime, even stock theft.": the asker says the count
 * takes every crime, naming one only to include it.
 */
const ANY_KIND_OF_CRIME = /(?<=^|[.?!]\s*)\s*(?:any|every|all)\s+kinds?\s+of\s+crimes?\b[^?.!]*[.!]?\s*$/giu;

/**
 * "(a metro like Mangaung)", "(e.g. Site B)", "(such as Umlazi)": an example in brackets shows what a
 * word means; the ask is not about the example alone.
 */
const BRACKETED_EXAMPLE =
  /\(\s*(?:(?:e\.?\s?g\.?|for\s+(?:example|instance)|such\s+as|say|like)\s*,?\s+|(?:an?\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:like|such\s+as)\s+)[^()]{1,80}\)/giu;

/**
 * "Robberies of any kind in North West, armed, house, business, cash-in-transit:": the kinds listed
 * after "of any kind" spell out the family the ask already counts whole.
 */
const KINDS_AFTER_ANY_KIND =
  /(?<=\b(?:of\s+(?:any|all|every)\s+(?:kinds?|types?|sorts?)|(?:any|all|every)\s+kinds?\s+of\s+[\p{L}-]+)[^,:?.]{0,40}),\s*(?:[\p{L}-]+\s*,\s*){1,6}(?:(?:and|or)\s+)?[\p{L}-]+(?=\s*[:?.]|\s*$)/giu;

/**
 * "... ended without anyone being arrested, leaving survivors without that first step toward justice?":
 * what the asker draws from the figure, said after the ask; it counts nothing.
 */
const CONSEQUENCE_AFTER_ASK =
  /(?<=[^\s.?!][^.?!]*),\s*(?:leaving|which\s+(?:leaves|left|would\s+leave))\s+[^?.!]{1,120}(?=[.?!]?\s*$)/giu;

/**
 * "Explain with a figure.", "Learners must justify with a count.", "Show your working.": how a teacher
 * wants the answer shown, which is how every answer is shown.
 */
const SHOW_THE_WORKING =
  /(?<=^|[.?!]\s*)\s*(?:(?:learners|students|pupils|you)\s+(?:must|should|need\s+to)\s+)?(?:(?:explain|justify|support|back\s+(?:it\s+)?up|show)\s+(?:it\s+|this\s+|that\s+|(?:your|their|the)\s+(?:answer|working|workings|reasoning|tally|calculation)s?\s+)?(?:with|using)\s+(?:a\s+|the\s+)?(?:figure|number|count|tally|statistic|evidence|data)s?|(?:show|give)\s+(?:your|their)\s+(?:working|workings|tally|calculations?|reasoning))\s*[.!]?\s*(?=$|\p{Lu})/giu;

/**
 * "Ranger here.", "Sipho here,", "Copy." ... "Over.": a radio operator's call signs around the ask,
 * which name who speaks, not what is counted.
 */
const RADIO_CALL =
  /(?<=^|[.!?]\s+)(?:[\p{L}-]+(?:\s+[\p{L}-]+)?\s+here\s*[.,!]|copy(?:\s+that)?\s*[.,!])|(?<=[.?!]\s*)over(?:\s+and\s+out)?\s*[.!]?\s*$/giu;

/** "It breaks my heart to ask, but ...", "Sorry to ask, but ...": how the asker feels, before the ask. */
const FEELING_BEFORE_ASK =
  /^\s*(?:(?:it\s+)?(?:breaks|broke)\s+my\s+heart|(?:i['’]?m\s+|i\s+am\s+)?sorry|i\s+hate|i['’]?m\s+afraid|i\s+am\s+afraid|(?:it\s+)?pains\s+me)\s+to\s+(?:ask|say\s+it|bring\s+it\s+up)\s*,?\s*(?:but\s+)?/giu;

/**
 * "Students should find the province where ...", "Learners must work out ...": a teacher's exercise
 * says who is to find the answer; the students are no victims, and the rest is the ask.
 */
const EXERCISE_FOR =
  /\b(?:(?:the\s+)?(?:students|learners|pupils|the\s+class|trainees)\s+(?:should|must|need\s+to|have\s+to|will|are\s+to)\s+(?:find|work\s+out|calculate|compute|identify|determine|give|list|name|count)(?:\s+out)?\b|(?<=[.?!]\s*)(?:students|learners|pupils)\s+(?=give|write|report|list)\b)/giu;

/** "Tonight: the Mother City's long night.", "Coming up: officers in the line of fire.": an anchor's headline. */
const BULLETIN_HEADLINE =
  /^\s*(?:tonight|coming\s+up|up\s+next|still\s+to\s+come|breaking|next|later)\s*:\s*[^.?!:]*[.!]/giu;

/**
 * "Act as a crime analyst.", "System: you are a data analyst.": a role given to the tool as to a
 * chatbot, which says nothing of what is counted (its "crime" is no kind of crime asked for).
 */
const ROLE_PROMPT =
  /(?<=^|[.!?:]\s+)(?:system\s*:\s*)?(?:act\s+as|you\s+are\s+(?:an?\s+)?|pretend\s+(?:to\s+be|you\s+are)|imagine\s+you\s+are|assume\s+the\s+role\s+of)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,3}?(?:analyst|statistician|expert|researcher|assistant|journalist|reporter|data\s+scientist)\b[^.?!]*[.!:]/giu;

/**
 * An ask that names what it counts only by pointing back: "of them", "those cases", "they". "These
 * incidents" is the notebook.
 */
const LEANS_BACK = /\b(?:them|they|those|it)\b/i;

/**
 * "which municipality has the most incidents fr i thought it would be polokwane but idk": what the
 * asker expected the answer to be, which the answer tells; it limits nothing.
 */
const OWN_GUESS =
  /[\s,;.!-]+(?:(?:and|but|because|cos|coz)\s+)?(?:i|we)\s+(?:(?:always|honestly|kinda|kind\s+of|sort\s+of)\s+)?(?:thought|think|guess(?:ed)?|bet|reckon(?:ed)?|assumed?|expected|would\s+have\s+said|was\s+sure)\s+(?:that\s+)?(?:it\s+(?:would\s+be|was|is|['’]d\s+be|might\s+be)|it['’]s|it['’]d\s+be)\b[^?]*/giu;

/**
 * "hw many house robberies in ekurhuleni?? ppl keep saying its only a jhb thing", "... some1 said its
 * mostly men there", "... thought it was mbombela lol": after the ask, what someone says, thinks or
 * heard, or wants to know whether ("The dominee wants to know whether the skelms work while the
 * congregation is in church."), to the end without a question of its own. The answer tells whether it
 * holds; it limits nothing.
 */
const HEARSAY_AFTER_ASK =
  /(?<=\?[\s?!]*)(?:[\p{L}\d'’]+\s+){0,4}?(?:say|says|said|saying|reckons?|thinks?|thought|claims?|claimed|told\s+(?:me|us)|heard|believes?|(?:wants?|wanted|would\s+like)\s+to\s+know\s+(?:whether|if)\b(?![^?]*\b(?:how\s+many|which|what)\b))\b[^?]*$/giu;

/**
 * "was there ever a CIT heist in the Western Cape, or is that just a Gauteng thing?": the asker's
 * other guess, after a yes or no asked; its place is not part of what is checked.
 */
const OTHER_GUESS =
  /(?<=(?:^|[:,.!]\s*)(?:was|were|is|are|did|do|does|has|have|had|any)\b[^?]*?)[\s,]+or\s+(?:is|are|was|were)\s+(?:that|it|this|they)\b[^?]*/giu;

/** Whether a later clause asks a question of its own ("how many ...?"), not only "Can you tell me?". */
const askedAfter = (question: string, clause: Span, asks: readonly Span[]) =>
  asks.some((later) => {
    const text = question.slice(later.start, later.end);
    // "I put it to your readers: how many ...": only the words after the ask's colon may lean back.
    const ask = text.slice(text.lastIndexOf(':') + 1);
    return later.start >= clause.end && EMBEDDED_ASK.test(text) && !LEANS_BACK.test(ask);
  });

/**
 * "(nods)", "[leans on invisible wall]", and "*mimes counting*" opening the question: what is put in
 * brackets beside the ask, or in stars before it (stars inside a question mark a word: "*farm* attacks").
 */
const PARENTHESIS = /\([^()]*\)|\[[^[\]]*\]|^\s*\*[^*\n]{2,80}\*(?![\p{L}\p{N}*])/gu;
/** A stage direction that opens the question: its brackets or stars, as `PARENTHESIS` reads them. */
export const OPENING_ASIDE = new RegExp(`^\\s*(?:${PARENTHESIS.source})`, 'u');
/** A verb that makes a clause a statement rather than a heading; "its every weekend" is texting's "it's". */
const STATES =
  /\b(?:is|are|was|were|am|be|been|have|has|had|do|does|did|will|would|can|could|should|must|may|might)\b|['’](?:re|s|ve|m|ll|d)\b|\bits\s+(?=(?:every|always|never|so|too|very|really|just|only|not|been|getting|quite|pretty|bad|worse|terrible|crazy)\b)/i;

/**
 * Stretches whose words may name what the ask refers to but add no condition of their own: the
 * statements around a question ("Business robberies are our bread and butter. How many are there?")
 * and asides in brackets ("(That is police jargon for an armed home invasion.)"). The readers still
 * read them, since "how many are there" counts what the statement named; the words they leave are
 * not topics and not words the answer failed to apply.
 */
export function asideSpans(question: string): Span[] {
  const brackets = [...question.matchAll(PARENTHESIS)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const statements = statementSpans(question);
  // A likeness inside a statement already set aside is part of it.
  const similes = [...question.matchAll(SIMILE)]
    .filter((m) => !namesWhatCounts(m[0]))
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
    .filter((simile) => !statements.some((s) => s.start <= simile.start && simile.end <= s.end));
  const imagined = [...question.matchAll(IMAGINED)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  return [...brackets, ...similes, ...imagined, ...statements];
}

/** "If every death was a stop on my route,": the asker's picture of what is counted, before the ask. */
const IMAGINED =
  /(?<=^|[.!?:]\s+)(?:if|imagine|suppose|say)\s+(?:every|each)\s+[\p{L}-]+\s+(?:was|were|is|are)\s+an?\s+[^,?.;]{1,50}(?=,)/giu;

/** ", like three octaves,", ", like counting jesses.": a likeness set off by a comma, the asker's colour. */
const SIMILE = /,\s*(?:just\s+|much\s+)?like\s+[\p{L}\s'’-]{2,40}?(?=\s*(?:[,.?!;:]|$))/giu;

/**
 * The statements around a question: clauses with a verb and no question mark, when another clause
 * asks. A heading names the topic ("Farm murders in the Free State: how many?") and is part of the ask.
 */
export function statementSpans(question: string): Span[] {
  const clauses = clausesOf(question, true);
  const marked = askingClauses(question, clauses);
  if (marked.length === 0) return [];
  // "Is Khayelitsha safe enough for a tour? How many people were killed there?": a judgement the events
  // cannot make, asked before an ask they can answer, is the reason for that ask, not an ask of its own.
  const isJudgement = (c: Span) => JUDGEMENT_ASK.test(question.slice(c.start, c.end));
  const judged = marked.filter(
    (c, at) => isJudgement(c) && marked.slice(at + 1).some((later) => !isJudgement(later)),
  );
  const asks = marked.filter((c) => !judged.includes(c));
  return [...clauses.filter((c) => isStatement(c)), ...asks.flatMap((c) => claimBefore(question, c))].sort(
    (a, b) => a.start - b.start,
  );

  function isStatement(c: Span): boolean {
    if (judged.includes(c)) return true;
    if (asks.includes(c)) return false;
    const text = question.slice(c.start, c.end);
    // "Was there a single case of GBH - which I'm told SAPS logs as ... - in Mpumalanga?": an ask
    // broken by an aside goes on after it.
    if (DASH_END.test(text) && ASK_OPENING.test(text)) return false;
    // "Uhm, which province had the... like where did most people get hurt?": an ask that trails off
    // and starts again is one ask; what it named before trailing off is still asked.
    if (TRAILS_OFF.test(text) && /\b(?:how|what|which|where|when)\b/i.test(text)) return false;
    // "Rank the municipalities by number of incidents. Which is first?": an instruction is the ask's
    // first half, not something said about the world.
    if (INSTRUCTION.test(text)) return false;
    // "Limpopo had more murders than Mpumalanga. How many more exactly?": the ask is by how much, and
    // the sides are the claim's.
    // Only when the ask names no sides of its own (no name past its first word, "I" aside).
    const byHowMuch = asks.some((a) => {
      const ask = question.slice(a.start, a.end);
      return a.start >= c.end && BY_HOW_MUCH.test(ask) && !/\s(?!I\b)\p{Lu}/u.test(ask.trim());
    });
    if (byHowMuch && MORE_THAN.test(text)) return false;
    // "The most recent Lim incident in here. What date?": an ask for a date and nothing else is about
    // the words before it, which name the incident rather than say anything.
    if (!STATES.test(text) && asks.some((a) => a.start >= c.end && isBareAsk(question.slice(c.end, a.end))))
      return false;
    // "I need the murder rate per 100,000 residents. Could you work that out?": the ask only asks for
    // what the sentence before it requested.
    if (asks.some((a) => a.start >= c.end && ASKS_FOR_THAT.test(question.slice(c.end, a.end)))) return false;
    // A sentence says something with a verb of being or having, or at sentence length ("Young accused
    // often get different treatment at bail stage."); a heading ("first carjacking -") says nothing.
    const sentence = /\.\s*$/.test(text) && (text.match(/[\p{L}'’-]+/gu) ?? []).length >= 5;
    // "FREE STATE BLOODBATH!": a headline cried out before the ask says it as loudly as a sentence.
    const stated = STATES.test(text) || sentence || /!\s*$/.test(text) || isRemark(text);
    return stated && (!EMBEDDED_ASK.test(blank(text, framesIn(text))) || askedAfter(question, c, asks));
  }
}

/**
 * "Quite remarkable.", "Lovely touch.", "Grand morning for flying.": a few words of the asker's own
 * before the ask, closed by a full stop, that name nothing a count could be taken by: no crime, place,
 * figure, period, people or condition.
 */
function isRemark(text: string): boolean {
  const words = text.match(/[\p{L}'’-]+/gu) ?? [];
  // One full stop: "True or false..." trails into what follows.
  return (
    /(?<!\.)\.\s*$/.test(text) &&
    words.length > 0 &&
    words.length <= 4 &&
    !ASKS_OR_COUNTS.test(text) &&
    !namesWhatCounts(text)
  );
}
/** What a remark may name that the ask goes on from: "Official SAPS crime stats.", "Committee requests a forecast.", "One mat.". */
const ASKS_OR_COUNTS =
  /\b(?:official|stats|statistics|forecasts?|predict\w*|expect\w*|projections?|estimates?|requests?|figures?|rates?|trends?|one|two|three|four|five|six|seven|eight|nine|ten|dozen|half|single|both|true|false)\b/i;

/**
 * "Illegal guns!", "Murder AND attempted murder in the same job.", "Guys who were victims, male ones.":
 * words told before the ask without a verb of their own (a relative clause's aside) and without anyone
 * telling them, which name what is counted. They say what the ask is about, as a heading would.
 */
export function isTopicFragment(text: string): boolean {
  const words = text.match(/[\p{L}'’-]+/gu) ?? [];
  const mainClause = text.replace(RELATIVE_CLAUSE, ' ');
  return (
    words.length <= 10 &&
    !STATES.test(mainClause) &&
    !PERSONAL.test(text) &&
    (findCrimeMentions(text.toLowerCase()).length > 0 || PEOPLE_NAMED.test(text))
  );
}
/**
 * "Northern Cape plus North West.", "Rapes, Limpopo only.": a sentence made wholly of places, crimes
 * and people, with the words that join them. It says which incidents count, as a heading does, whatever
 * the ask names.
 */
export const isNamingFragment = (text: string) => namesWholly(text, true);

/**
 * Whether words are made wholly of crimes (and, with `placesAndPeople`, of places and people) and the
 * words that join them, naming at least one crime or place.
 */
function namesWholly(text: string, placesAndPeople: boolean): boolean {
  const lower = text.toLowerCase();
  const named = [...findCrimeMentions(lower), ...(placesAndPeople ? findPlaceMentions(text) : [])];
  if (named.length === 0) return false;
  const left = blank(lower, named);
  const unnamed = placesAndPeople ? left.replace(new RegExp(PEOPLE_NAMED.source, 'gi'), ' ') : left;
  return !/\p{L}/u.test(unnamed.replace(JOINING_WORDS, ' '));
}
const JOINING_WORDS =
  /\b(?:and|or|plus|with|the|in|of|only|just|both|together|combined|all|any|more|same|cases?|incidents?|jobs?|province|provinces)\b/g;

const RELATIVE_CLAUSE = /\b(?:who|that|which|whose)\b[^,.;:!?]*/gi;
const PERSONAL = /\b(?:i|me|my|we|us|our|you|your|he|his|she|her|they|their)\b/i;
const PEOPLE_NAMED =
  /\b(?:victims?|women|men|males?|females?|guys|girls|boys|child(?:ren)?|kids?|officers?|cops?|police(?:men|women)?|suspects?)\b/i;

/** Whether words name a crime, a place, a figure, a period, people or a condition a count could be taken by. */
function namesWhatCounts(text: string): boolean {
  return (
    /\d|\b\p{Lu}{2,}/u.test(text) ||
    RESTRICTS.test(text) ||
    findCrimeMentions(text.toLowerCase()).length > 0 ||
    findPlaceMentions(text).length > 0
  );
}
/** Words by which a short remark or a likeness would say which incidents or people count. */
const RESTRICTS = new RegExp(
  `\\b(?:only|just|except|excluding|exclude|without|not|no|none|never|all|every|each|any|women|woman|men|man|child(?:ren)?|kids?|girls?|boys?|police|officers?|cops?|victims?|suspects?|arrest\\w*|kill\\w*|dead|died|injur\\w*|wounded|hurt|year|month|week|day|weekends?|today|yesterday|tonight|last|this|since|before|after|until|recent|first|latest|earliest|january|february|march|april|may|june|july|august|september|october|november|december|(?:${DAY_STEMS.join('|')})days?)\\b`,
  'i',
);

/**
 * "My client swears it is always on a Friday, shame, she was robbed on a Friday herself, but how many
 * ... happened on a Friday?": what someone says, swears or thinks, told before the ask in its own
 * sentence and turned from by "but" or "so", is the ask's occasion; its words (robbed, never caught,
 * the worst) are none of the ask's.
 */
const CLAIM_BEFORE_ASK =
  /^([^?]*?\b(?:say|says|said|saying|swear|swears|swore|swearing|reckon|reckons|reckoned|claim|claims|claimed|claiming|think|thinks|thought|believe|believes|believed|insist|insists|insisted|heard|told\s+(?:me|us)|tells?\s+(?:me|us)|telling\s+(?:me|us)|is\s+convinced|was\s+convinced)\b[^?]*?),\s*(?:but|so|and)\s+(?=(?:how|what|which|when|where|who|is|are|was|were|did|do|does|has|have|had|can|could)\b)/i;

function claimBefore(question: string, ask: Span): Span[] {
  const text = question.slice(ask.start, ask.end);
  const claim = CLAIM_BEFORE_ASK.exec(text)?.[1];
  if (!claim || ASK_OPENING.test(claim)) return [];
  return [{ start: ask.start, end: ask.start + claim.length }];
}

/** "Is it safe enough ...?", "Would it be wise to ...?": a judgement asked, which no count settles. */
const JUDGEMENT_ASK =
  /^\s*(?:is|are|was|were|would|will|should|can|could)\b[^?]*\b(?:safe|safer|unsafe|dangerous|risky|worth\s+it|wise|advisable|a\s+good\s+idea|okay\s+to|ok\s+to)\b[^?]*\?\s*$/i;

/** "Could you work that out?", "Can you calculate it for me?": an ask for what was requested before it. */
const ASKS_FOR_THAT =
  /^\s*(?:(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:work\s+(?:that|it|this)\s+out|figure\s+(?:that|it|this)\s+out|(?:calculate|compute|do|get|find|give\s+(?:me|us))\s+(?:that|it|this)|help(?:\s+with\s+(?:that|it|this))?)(?:\s+for\s+(?:me|us))?(?:\s*,?\s*please)?|is\s+(?:that|this|it)\s+possible)\s*\??\s*$/i;

/** "What date?", "When did it happen?", "What day was that?": an ask after the date of what was named before it. */
function isBareAsk(ask: string): boolean {
  const words = ask.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  return words.some((w) => /^(?:when|date|day)$/.test(w)) && words.every((w) => BARE_ASK_WORDS.has(w));
}
const BARE_ASK_WORDS = new Set(
  'what which when date day of its incident event case did does was is it that this happen happened occur occurred take took place the on exactly actually'.split(
    ' ',
  ),
);

/** "I mean ...", "that is ...", "i.e. ...": the asker says what the ask's words meant. */
const CLARIFIES = /^\s*(?:(?:by\s+that\s+)?I\s+mean|that\s+is|i\.\s?e\.|in\s+other\s+words)\b/i;

/** "I need the total across every incident": the ask put in the first person, not news of the asker. */
const FIRST_PERSON_REQUEST =
  /^\s*(?:i|we)\s+(?:need|want|would\s+like|require|am\s+after|['’]d\s+like)\s+(?:to\s+know\s+)?(?:the|a|an)\s+(?:total|number|count|figure|tally|share|percentage|list|breakdown|ranking)\b/i;

/** "in those cases", "such crimes": words that point back to crimes named before. */
const BACK_TO_CASES = /\b(?:those|such|the\s+same)\s+(?:cases|crimes|incidents|offences|attacks|matters)\b/i;

/** A clause that ends in an ellipsis: the speaker broke off. */
const TRAILS_OFF = /(?:\.\.\.|…)\s*$/;

/** "X had more murders than Y", "the 2022 toll against 2023's": a comparison stated. */
const MORE_THAN =
  /\b(?:more|fewer|less)\b[^.?!]*\bthan\b|\b(?:against|versus|vs\.?|compared\s+(?:to|with))\s/i;
/** "How many more exactly?", "By how much?": an ask of the difference alone. */
const BY_HOW_MUCH = /^\s*(?:so\s+|and\s+)?(?:how\s+many\s+(?:more|fewer|less)|by\s+how\s+(?:many|much))\b/i;

/**
 * A sentence that tells the tool what to do with the events, or which to leave out first ("Trim off
 * every incident that involved a murder. Of what remains, how many ...").
 */
const INSTRUCTION =
  /^\s*(?:(?:please|kindly|first)\s*,?\s+)?(?:rank|list|show|give|tell|name|count|compare|sort|order|find|calculate|compute|work\s+out|identify|tally|break\s+down|group|exclude|leave\s+out|set\s+aside|put\s+aside|ignore|disregard|drop|remove|trim\s+off|strip\s+out|cut\s+out|take\s+out)\b/i;

/** How an ask opens when no question mark says it is one: "how many ...", "were there ...", "list ...". */
/** "how many ...", "list ...", "Pls list for me ...": a clause that asks, please or not. */
const ASK_OPENING =
  /^\s*(?:(?:please|pls|plz|kindly)\s+)?(?:how|what|which|when|where|who|whose|why|is|are|was|were|did|do|does|has|have|had|can|could|would|will|give|list|show|tell|name|count)\b/i;

const WH_OPENING = /^\s*(?:how|what|which|when|where|who|whose)\b/i;
const DASH_END = /\s[-–—]\s*$/;

/**
 * The clauses that ask: those with a question mark, or, in a question typed without one ("Weekends
 * are worst for us. How many happened on a Saturday"), the last when it opens as an ask does.
 */
function askingClauses(question: string, clauses: readonly Span[]): Span[] {
  const marked = clauses.filter((c) => question.slice(c.start, c.end).includes('?'));
  // "Which province would be the grimmest setting - where are the most rape cases?": an ask set off by
  // a dash before the one marked is asked too.
  const dashedAsks = clauses.filter((c, at) => {
    const text = question.slice(c.start, c.end);
    const next = clauses[at + 1];
    return (
      !marked.includes(c) &&
      next !== undefined &&
      marked.includes(next) &&
      WH_OPENING.test(text) &&
      DASH_END.test(text)
    );
  });
  if (marked.length > 0) return [...dashedAsks, ...marked];
  const last = clauses.at(-1);
  const text = last ? question.slice(last.start, last.end) : '';
  return last && clauses.length > 1 && (ASK_OPENING.test(text) || EMBEDDED_ASK.test(text)) ? [last] : [];
}

/** A heading's end: a colon, or a dash set off by spaces ("Kidnappings on our watch list - how many"). */
export const HEADING_END = /(?::|\s[-–—])\s*$/;

/**
 * Headings before a colon ("Commercial and household lines: how many ...?"): part of the ask when
 * they name what is asked about ("Farm murders in the Free State:"), context when they name nothing
 * a reader could use, which only the readers can tell.
 */
export function headingSpans(question: string): Span[] {
  const clauses = clausesOf(question, true);
  // A heading is followed by the ask, with or without a question mark ("Exercise 1: count the ...").
  return clauses.filter((c, at) => {
    const text = question.slice(c.start, c.end);
    return HEADING_END.test(text) && !STATES.test(text) && at < clauses.length - 1;
  });
}
