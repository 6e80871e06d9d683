/** How the bereaved speak of the dead, and the formal register of courts, letters and legislatures. */

import { capitals, type NewsroomWord, word } from './shared';

/**
 * How an undertaker or a family speaks of the dead: "the people who passed on", "how many bodies",
 * "the killer"; and isiZulu "umndeni" (family), "isihlobo" (a relative).
 */
export const MOURNING_WORDS: readonly NewsroomWord[] = [
  { pattern: word('passed\\s+(?:on|away)|passes\\s+(?:on|away)'), meaning: 'died' },
  { pattern: word('passing\\s+(?:on|away)'), meaning: 'dying' },
  {
    pattern: word('pass\\s+(?:on|away)(?!\\s+(?:the|this|that|these|those|it|them|my|our|a|an)\\b)'),
    meaning: 'die',
  },
  // "When did the last person pass on in KZN?": the latest incident in which someone died.
  {
    pattern: word(
      '(?:did|was)\\s+the\\s+(last|latest|most\\s+recent|first|earliest)\\s+(?:person|victim|one|someone|somebody)\\s+(?:to\\s+)?(?:die|died|be\\s+killed|get\\s+killed|killed|murdered)',
    ),
    meaning: 'was the $1 incident where someone died',
  },
  { pattern: word('(?:dead\\s+)?bodies'), meaning: 'people killed' },
  // A letter's words for the dead: "how many souls departed this life", "the number of the departed",
  // "souls lost in a single incident".
  { pattern: word('departed\\s+this\\s+(?:life|world)'), meaning: 'died' },
  {
    pattern: word('(?:souls|people|persons)\\s+(?:departed|lost)(?!\\s+(?:their|his|her|a|an|the)\\b)'),
    meaning: 'people killed',
  },
  {
    pattern: word(
      '(?:the\\s+)?departed(?=\\s*(?:[?.,]|$|\\s+(?:in|from|at|across|over|during|is|are|were|was)\\b))',
    ),
    meaning: 'people killed',
  },
  { pattern: word('killers'), meaning: 'attackers' },
  { pattern: word('killer'), meaning: 'attacker' },
  { pattern: word('umndeni|imindeni'), meaning: 'family' },
  { pattern: word('isihlobo|izihlobo'), meaning: 'relative' },
];

/**
 * The register of courts, letters to the editor and legislatures: "the constabulary", "malefactors",
 * "apprehended", "the deceased", "the fairer sex", "the deed itself".
 */
export const FORMAL_WORDS: readonly NewsroomWord[] = [
  { pattern: word('(?:members\\s+of\\s+)?the\\s+constabulary'), meaning: 'the police' },
  { pattern: word("constabulary(?:['’]s)?"), meaning: 'police' },
  { pattern: word('malefactors|miscreants|wrongdoers|evildoers|felons'), meaning: 'suspects' },
  { pattern: word('malefactor|miscreant|wrongdoer|evildoer|felon'), meaning: 'suspect' },
  { pattern: word('apprehended'), meaning: 'arrested' },
  { pattern: word('taken\\s+into\\s+(?:police\\s+)?custody'), meaning: 'arrested' },
  { pattern: word('apprehend'), meaning: 'arrest' },
  { pattern: word('apprehensions?'), meaning: 'arrests' },
  { pattern: word('(?:of\\s+)?the\\s+fairer\\s+sex'), meaning: 'women' },
  {
    pattern: word(
      '(?:the\\s+)?deceased(?=\\s*(?:[?.,]|$|\\s+(?:in|from|at|across|over|during|for|were|was|in\\s+respect)\\b))',
    ),
    meaning: 'people killed',
  },
  // "someone the person harmed already knew": the victim.
  {
    pattern: word('the\\s+(?:person|individual)\\s+(?:harmed|hurt|attacked|assaulted)'),
    meaning: 'the victim',
  },
  {
    pattern: word(
      '(?:in\\s+terms\\s+of\\s+)?(?:the\\s+)?(?:spatial|geographic(?:al)?)\\s+(?:distribution|spread)(?:\\s+of\\s+(?:the\\s+)?(?:incidents|events|cases))?\\s*,',
    ),
    meaning: '',
  },
  // "If possible, could you ...", "to the nearest whole percent, if possible": courtesy, not a condition.
  { pattern: /,?\s*\b(?:if|where|when)\s+(?:at\s+all\s+)?possible\b\s*,?/giu, meaning: ' ' },
  // "Khayelitsha and its informal settlements (Site B, ...)": the place with what it holds, which is the place.
  {
    pattern: word(
      'and\\s+(?:its|the)\\s+(?:surrounding\\s+)?(?:informal\\s+settlements?|townships?|suburbs?|surrounds|surrounding\\s+areas?|sections|extensions|villages)(?=\\s*(?:\\(|,|:|\\?|$))',
    ),
    meaning: '',
  },
  // "HOW MANY PEOPLE WHERE KILLED IN THE EASTERN CAPE MY SON LIVES IN EAST LONDON ...": an ask typed
  // without punctuation runs on into the asker's story; the ask ends where a clause about the asker or
  // their people begins; "where they say if it's a man or a woman" is the ask's own condition.
  {
    pattern:
      /(?<=^\s*(?:how|what|which|when|where|who|was|were|is|are|did|do|does|has|have|had)\b[^.?!]{8,}?)\s+(?!(?:they|it)\s+(?:says?|states?|tells?)\s+(?:if|whether)\b)(?=(?:my|our|i|we|she|he|they|there\s+(?:was|were|is)\s+(?:one|a|an|some))\s+(?:[\p{L}'’]+\s+){0,2}?(?:lives?|live|always|told|tell|grew|want|wants|go|goes|say|says|said|think|thinks|thought|worry|worries|call|calls|farm|farms|work|works|stay|stays|wont|won['’]t|can['’]?t|am|feel|feels|heard|know|knows|near|in)\b)/iu,
    meaning: '? ',
  },
  // "how many times did bad men rob a shop": a count of business robberies, not of the robbers.
  {
    pattern:
      /\bhow\s+many\s+times\s+did\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,2}?(?:rob|robbed)\s+(?:a\s+|the\s+)?(?:shops?|stores?|spazas?|businesses|business)\b/giu,
    meaning: 'how many business robberies were there',
  },
  // "how many people did the bad men kill": the people killed; "did a bad man hurt a police man": was
  // an officer among the victims; "how many bad men did the police catch": the suspects arrested.
  {
    pattern:
      /\b(?:did|do|does)\s+(?:the\s+)?(?:bad\s+(?:men|guys)|suspects|attackers|robbers|criminals|gunmen|killers)\s+(?:kill|murder)\b/giu,
    meaning: 'were killed',
  },
  {
    pattern:
      /\b(?:did|do|does)\s+(?:a|the|any)\s+(?:bad\s+(?:man|guy)|suspects?|attackers?|robbers?|criminals?)\s+(?:hurt|injure|attack|shoot|kill)\s+(?:a|any|the)\s+(?:police\s*(?:wo)?m[ae]n|police\s+officers?|cops?|policem[ae]n)\b/giu,
    meaning: 'were any police officers among the victims',
  },
  {
    pattern:
      /\b(?:did|do|does)\s+(?:the\s+)?(?:police|polise|cops|saps)\s+(?:catch|nab)\b(?!\s+(?:someone|somebody|anyone|anybody|a\s+suspect|the\s+suspects?|the\s+bad))/giu,
    meaning: 'were arrested',
  },
  // A child's words: "the bad men" (suspects), "steel cows" (stock theft), "rob a shop" (a business
  // robbery), "the bad men got away" (nobody was arrested).
  {
    pattern:
      /\b(?:the\s+)?(?:suspects|skollies|skelms|robbers|criminals|bad\s+(?:men|guys|people|ones)|culprits)\s+got\s+(?:clean\s+)?away(?:\s+clean)?\b/giu,
    meaning: 'nobody was arrested',
  },
  { pattern: /\bbad\s+(?:men|guys|people|ones)\b|\bbaddies\b/giu, meaning: 'suspects' },
  { pattern: /\bbad\s+(?:man|guy|person)\b|\bbaddie\b/giu, meaning: 'suspect' },
  {
    pattern:
      /\b(?:who\s+|that\s+)?(?:steel|steal|stole|stealing|steals|steeling)\s+(?:the\s+)?(?:cows|cattle|sheep|goats|livestock|stock|skape|beeste)(?:\s*(?:,|and|or|&)\s*(?:cows|cattle|sheep|goats|livestock|stock|skape|beeste))*\b/giu,
    meaning: 'in stock theft',
  },
  {
    pattern:
      /\b(?:rob|robbed|robbing|robs)\s+(?:a\s+|the\s+)?(?:shops?|stores?|spazas?|businesses|business)\b/giu,
    meaning: 'commit a business robbery',
  },
  // "were learners, that is, children under eighteen": school children, as South African schools call
  // them; "Learners must find ..." and "My learners asked" are a class.
  {
    pattern: word(
      '(?<=\\b(?:were|are|being|as|the|any|many)\\s)learners(?!\\s+(?:must|should|need|are\\s+to|will|may|can|to|asked|ask|want|wanted|say|said|tell|told))',
    ),
    meaning: 'children',
  },
  // "learners, that is, children under eighteen": the children named twice.
  {
    pattern:
      /(?<=\b(?:children|learners|kids|minors)),?\s*(?:that\s+is|i\.e\.|meaning|in\s+other\s+words),?\s+(?:children|kids|minors)\b/giu,
    meaning: '',
  },
  // "determine the percentage that involved a murder": what percentage.
  {
    pattern:
      /\b(?:determine|compute|calculate|work\s+out|find|state)\s+the\s+(percentage|proportion|share)\b/giu,
    meaning: 'what $1',
  },
  // "got nabbed": arrested.
  {
    pattern: word('(?:got|get|gets|were|was)\\s+(?:nabbed|nicked|bust(?:ed)?|locked\\s+up|picked\\s+up)'),
    meaning: 'were arrested',
  },
  // "Was anybody ever nicked for ...": British slang for arrested, said of people.
  {
    pattern: word(
      '(?<=\\b(?:anybody|anyone|somebody|someone|nobody|suspects?|people|men|women|they|he|she)\\s+(?:been\\s+)?)(?:ever\\s+|actually\\s+|really\\s+)?nicked',
    ),
    meaning: 'arrested',
  },
  // "PE side": Port Elizabeth, now Gqeberha, in Nelson Mandela Bay.
  { pattern: capitals('PE'), meaning: 'Nelson Mandela Bay' },
  // Voice-to-text: "kwa zulu natal", "the three state".
  { pattern: word('kwa\\s*-?\\s*zulu[\\s-]+natal'), meaning: 'KwaZulu-Natal' },
  { pattern: word('(?:the\\s+)?three\\s+state'), meaning: 'the Free State' },
  // "Excluding incidents with no stated incident date,": what every answer does already.
  {
    pattern:
      /,?\s*\b(?:excluding|leaving\s+out|ignoring)\s+(?:those|the\s+ones|incidents|events|cases|matters)\s+(?:with\s+no|without\s+(?:an?\s+)?)\s*(?:stated\s+|known\s+|recorded\s+)?(?:incident\s+)?dates?\s*,?/giu,
    meaning: ' ',
  },
  // "HOW MANY KIDNAPINGS WHERE THERE": "were", typed as it sounds.
  {
    pattern:
      /(?<=\bhow\s+many\s+(?:[\p{L}-]+\s+){1,3})where\s+(?=there\b|killed\b|injured\b|hurt\b|arrested\b|murdered\b|raped\b|robbed\b|kidnapped\b|victims\b)/giu,
    meaning: 'were ',
  },
  // "how many out of a hundred ended with somebody arrested": what percentage.
  {
    pattern: /\bhow\s+many\s+out\s+of\s+(?:a|every|each|one)?\s*(?:hundred|100)\b/giu,
    meaning: 'what percentage',
  },
  // "cases where somebody actually got caught": someone was arrested.
  {
    pattern:
      /\b(?:somebody|someone|anybody|anyone|the\s+suspects?|the\s+culprits?)\s+(?:actually\s+|really\s+|ever\s+)?(?:got|get|gets|getting|was|were)\s+(?:(?:actually|really|ever)\s+)?(?:caught|nabbed|nicked|bust(?:ed)?|arrested)\b/giu,
    meaning: 'someone was arrested',
  },
  // "Biggest poaching bust, where the most okes got nabbed. Where was that?": the one incident with the most arrests.
  {
    pattern:
      /\b(?:the\s+)?(?:biggest|largest)\s+((?:[\p{L}-]+\s+)?)(?:bust|raid|swoop|crackdown)\b(?:\s*,?\s*where\s+the\s+most\s+[\p{L}-]+\s+(?:got|were)\s+(?:nabbed|arrested|caught|bust(?:ed)?|locked\s+up))?/giu,
    meaning: 'which single $1incident had the most suspects arrested',
  },
  // Military shorthand: "KIA" killed, "WIA" injured, "AO" the area named with it ("by AO (province)":
  // by province), "ops" incidents.
  { pattern: capitals('KIA'), meaning: 'people killed' },
  { pattern: word('fatals'), meaning: 'fatalities' },
  { pattern: capitals('WIA'), meaning: 'people injured' },
  { pattern: capitals('AOs?\\s*\\(\\s*(province|municipality|district|town)\\s*\\)'), meaning: '$1' },
  { pattern: capitals('AO'), meaning: '' },
  { pattern: capitals('[Ss]itrep'), meaning: '' },
  { pattern: word('ops'), meaning: 'incidents' },
  // Clerks' shorthand: "the qty of incidents" is their number; "w.e.f. 1 January 2022" is from that day.
  { pattern: word('qty'), meaning: 'number' },
  { pattern: /\bw\.\s?e\.\s?f\.?(?=\s)/giu, meaning: 'since' },
  // A field recorder's shorthand: "poaching obs." are poaching observations, the incidents recorded.
  { pattern: word('obs'), meaning: 'incidents' },
  // "lowkey was there any poaching in gauteng or nah": or not.
  { pattern: /\bor\s+(?:nah|naw|nope)\b/giu, meaning: 'or not' },
  // "ended w someone ... arrested": with, as a phone shortens it.
  { pattern: /(?<=\s)w(?=\s+\p{Ll})/gu, meaning: 'with' },
  // "Of the victims where they say if it was a man or a woman": whose sex is stated.
  {
    pattern:
      /\b(?:where|whose|for\s+whom|when)\s+(?:they|the\s+(?:releases?|reports?|police))\s+(?:say|says|said|state|states|record|records|tell|tells|give|gives)\s+(?:if|whether)\s+(?:it\s+was|they\s+were|he\s+or\s+she\s+was|each\s+was)\s+(?:a\s+)?(?:man|male)\s+or\s+(?:a\s+)?(?:woman|female)\b/giu,
    meaning: 'whose sex is stated',
  },
  // "the 2019/20 to 2023/24 financial years": one span, from the first one's April to the last one's March.
  {
    pattern:
      /\b(?:the\s+|from\s+(?:the\s+)?)?((?:19|20)\d\d)\s*[/-]\s*\d\d\s+(?:to|through|until|till|-|–)\s+(?:19|20)\d\d\s*[/-]\s*(\d\d)\s+(?:financial|fiscal)\s+years\b/giu,
    meaning: 'from 1 April $1 to 31 March 20$2',
  },
  // "how many % also had a murder": what percentage.
  { pattern: /\bhow\s+many\s+(?:%|per\s*cents?|percent(?:age)?)(?=\s|$)/giu, meaning: 'what percentage' },
  // "burglarys", "robberys": the plural of a crime in -y written as if regular.
  { pattern: word('burglarys'), meaning: 'burglaries' },
  { pattern: word('robberys|robbrys'), meaning: 'robberies' },
  // "a shop got robbed", "the houses that got robbed": business and house robberies.
  {
    pattern: word(
      '(?:an?\\s+|the\\s+)?(?:shops?|stores?|spazas?|businesses|business)\\s+(?:that\\s+)?(?:got|was|were|been|gets)\\s+robbed',
    ),
    meaning: 'a business robbery',
  },
  {
    pattern: word(
      '(?:an?\\s+|the\\s+)?(?:houses?|homes?)\\s+(?:that\\s+)?(?:got|was|were|been|gets)\\s+robbed',
    ),
    meaning: 'the house robberies',
  },
  // "True or false?" closing a claim: is it so. ("True or false: ..." opening one is read as a claim.)
  { pattern: word('(?:true\\s+or\\s+false|false\\s+or\\s+true)(?=\\s*[?.!]*\\s*$)'), meaning: 'yes or no' },
  // "shops and houses robbed", "the houses that were robbed": business and house robberies.
  {
    pattern: word(
      '(?:shops?|stores?|spazas?|businesses)\\s+(?:and|or|&)\\s+(?:houses?|homes?)\\s+(?:that\\s+were\\s+|which\\s+were\\s+)?robbed',
    ),
    meaning: 'business robberies and house robberies',
  },
  {
    pattern: word(
      '(?:houses?|homes?)\\s+(?:and|or|&)\\s+(?:shops?|stores?|spazas?|businesses)\\s+(?:that\\s+were\\s+|which\\s+were\\s+)?robbed',
    ),
    meaning: 'house robberies and business robberies',
  },
  // "robberies where the suspects also got caught with illegal guns": both crimes in one incident.
  {
    pattern:
      /\b(?:where|in\s+which|when)\s+(?:the\s+)?(?:suspects|robbers|criminals|tsotsis|thugs|guys|men)\s+(?:also\s+)?(?:got|were|was)\s+(?:also\s+)?(?:caught|found|arrested)\s+with\b/giu,
    meaning: 'involving',
  },
  // "the median age, like the one in the middle, not the average": the median said again in plain words.
  {
    pattern:
      /(?<=\bmedian\b[^?.]{0,60}?),?\s*(?:like\s+|i\.e\.,?\s+|that\s+is,?\s+|meaning\s+)?the\s+(?:one|value|age|figure|number)\s+in\s+the\s+middle\b/giu,
    meaning: '',
  },
  { pattern: /(?<=\bmedian\b[^?.]{0,100}?),?\s*not\s+the\s+(?:average|mean)\b/giu, meaning: '' },
  // "On mining land": where the only mining crime police report, illegal mining, is done.
  {
    pattern: word('(?<!illegal\\s)mining\\s+(?:land|sites?|areas?|grounds?|dumps?)'),
    meaning: 'illegal mining sites',
  },
  // "Urban versus rural in Gauteng:": a planner's heading, which the ask after it spells out.
  {
    pattern: word(
      '(?:urban\\s+(?:versus|vs\\.?|v\\.?|or|against)\\s+rural|rural\\s+(?:versus|vs\\.?|v\\.?|or|against)\\s+urban)(?:\\s+(?:split|divide|breakdown))?',
    ),
    meaning: '',
  },
  // "inside a metropolitan municipality rather than a local municipality": the rest is what is left.
  {
    pattern:
      /(?<=\b(?:metros?|metropolitan\s+(?:municipalit(?:y|ies)|areas?)|metro\s+(?:municipalit(?:y|ies)|areas?))(?:\s*\([^()]*\))?)\s*,?\s*(?:rather\s+than|and\s+not|not|as\s+opposed\s+to)\s+(?:in\s+)?(?:an?\s+|the\s+)?(?:local\s+municipalit(?:y|ies)|rural\s+areas?)\b/giu,
    meaning: '',
  },
  // "outside the metros, i.e. in a local municipality": the same thing said twice.
  {
    pattern:
      /(?<=\boutside\s+(?:the\s+|all\s+the\s+)?metro(?:politan\s+municipalitie)?s)\s*,?\s*(?:i\.?\s?e\.?|that\s+is|meaning|in\s+other\s+words)\s*,?\s+in\s+(?:a\s+)?local\s+municipalit(?:y|ies)\b/giu,
    meaning: '',
  },
  // "the attacks on a plaas": farm attacks.
  {
    pattern: word('attacks?\\s+on\\s+(?:a\\s+|the\\s+)?(?:farms?|plaas|plase|smallholdings?)'),
    meaning: 'farm attacks',
  },
  // "the killer was somebody the deceased knew": the victim, whose tie to the attacker is asked.
  {
    pattern: word(
      'the\\s+deceased(?=\\s+(?:knew|had\\s+known|was\\s+related\\s+to|lived\\s+with|was\\s+married\\s+to))',
    ),
    meaning: 'the victim',
  },
  { pattern: word('deeds?'), meaning: 'incident' },
  { pattern: word('survivors'), meaning: 'victims' },
  { pattern: word('survivor'), meaning: 'victim' },
  { pattern: word('little\\s+ones|kiddies|youngsters'), meaning: 'children' },
  // A clinician's word: "paediatric victims" are child victims.
  {
    pattern: word('(?:paediatric|pediatric)\\s+(?:victims?|patients?|cases?|casualties)'),
    meaning: 'child victims',
  },
  { pattern: word('paediatric|pediatric'), meaning: 'child' },
  // "how many of the children were among the victims": the children counted, not the incidents.
  {
    pattern:
      /\bhow\s+many\s+of\s+the\s+(children|kids|minors|women|girls|boys|men|officers|police\s+officers)\s+(?=(?:were|was|are)\s+(?:among|amongst)\s+the\s+victims\b)/giu,
    meaning: 'how many $1 ',
  },
  // The victims as a claims desk, a court and a funder name them: "claimants", "the complainant",
  // "beneficiaries", "lives affected".
  {
    pattern: word('claimants|complainants|beneficiaries|lives\\s+affected|affected\\s+lives'),
    meaning: 'victims',
  },
  { pattern: word('claimant|complainant|beneficiary'), meaning: 'victim' },
  { pattern: word('lives\\s+lost'), meaning: 'people killed' },
  // "at least one fatality": someone killed, a condition on the incident.
  {
    pattern: word(
      '(at\\s+least\\s+one|one\\s+or\\s+more|any|a)\\s+(?:fatality|fatalities|death|deaths)(?!\\s+tolls?)',
    ),
    meaning: '$1 person killed',
  },
  { pattern: word('minors'), meaning: 'children' },
  { pattern: word('minor(?=\\s*(?:[?.,;]|$|\\s+(?:victims?|under|i\\.e\\.)))'), meaning: 'child' },
  { pattern: word('police\\s+officials'), meaning: 'police officers' },
  { pattern: word('police\\s+official'), meaning: 'police officer' },
  { pattern: word('as\\s+well\\s+as'), meaning: 'and' },
  { pattern: word('(?:is|are|was|were)\\s+written\\s+down'), meaning: 'is stated' },
  // A chart's words for a count: "bar per province", "the tallest bar", "how tall is the July column",
  // "y-axis = people killed", "the female slice", "years pooled".
  { pattern: word('(?:bars?|columns?)\\s+(?:per|for\\s+each|by)'), meaning: 'by' },
  {
    pattern: word('(?:the\\s+)?(?:tallest|highest|biggest|longest|largest)\\s+(?:bar|column|slice|wedge)'),
    meaning: 'the most',
  },
  {
    pattern: word('(?:the\\s+)?(?:shortest|smallest|lowest)\\s+(?:bar|column|slice|wedge)'),
    meaning: 'the fewest',
  },
  {
    pattern: word('how\\s+(?:tall|high|big|long)\\s+is\\s+the\\s+(\\p{L}+)\\s+(?:bar|column)'),
    meaning: 'how many in $1',
  },
  { pattern: /(?<![\p{L}\p{N}])[xy][- ]?axis\s*(?:=|:|is|shows)?\s*/giu, meaning: 'measured by ' },
  {
    pattern: word(
      '(?:what\\s+)?(?:%|per\\s*cent|percentage|share)\\s+is\\s+the\\s+(\\p{L}+)\\s+(?:slice|wedge|segment)',
    ),
    meaning: 'what percentage were $1',
  },
  { pattern: word('(\\p{L}+)-by-(\\p{L}+)\\s+(?:donut|doughnut|pie|chart|graph)'), meaning: '$1 by $2' },
  {
    pattern: word('(?:with\\s+)?(?:the\\s+|all\\s+)?years\\s+pooled|pooling\\s+(?:the\\s+|all\\s+)?years'),
    meaning: 'all years together',
  },
  { pattern: word('(?:sex|gender)\\s+unknown\\s+(?:dropped|excluded|left\\s+out|removed)'), meaning: '' },
  {
    pattern: word(
      'eighteen(?=\\s*(?:[?.,;)]|$|\\s+years))|(?<=\\b(?:under|below|younger\\s+than)\\s+(?:the\\s+age\\s+of\\s+)?)eighteen',
    ),
    meaning: '18',
  },
  // "the date of occurrence": when it happened, which is the incident date.
  // "the date of the attack itself", "the day of the shooting": the incident's own date, whatever it is called.
  {
    pattern: word(
      '(?:the\\s+)?(?:date|day)\\s+of\\s+(?:occurrence|the\\s+(?:offen[cs]e|attack|assault|shooting|stabbing|killing|incident|crime|event|robbery|heist|hijacking|murder|rape|kidnapping|abduction)\\s+itself|the\\s+offen[cs]e)',
    ),
    meaning: 'the incident date',
  },
];
