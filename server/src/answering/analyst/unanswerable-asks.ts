import { statementSpans } from './asking-context';
import type { Unrecorded } from './plan-vocabulary';
import { blank, type Span, spanOf } from './spans';

/**
 * What a question may ask that the events cannot tell: a cause, or a fact no release records (the
 * time of day, what courts decided later, names). Read first, so their words filter nothing.
 */

const CAUSE =
  /\b(?:was|were|is|are)\s+[^?.]{1,50}?\ba\s+(?:contributing\s+|major\s+|key\s+)?factor\b|^\s*why\b|\bwhat\s+(?:is|are|was|were)?\s*(?:the\s+)?(?:causes?|reasons?|drivers?|motives?)\b|\bwhat\s+(?:caused|causes|drives|drove|explains|is\s+behind|are\s+behind|lies\s+behind)\b|\bwhy\s+(?:is|are|was|were|do|does|did|have|has)\b|\bhow\s+come\b|\b(?:most\s+common|main|usual|typical|likely|commonest)\s+(?:motives?|reasons?|causes?)\b|\bmotives?\s+(?:behind|for)\b/i;

const TIME_OF_DAY =
  /\b(?:at|before|after|by|around|about|from|until|till|between)\s+\d{1,2}(?:[:h.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:at|before|after|around|about|until|till|from|between)\s+\d{1,2}[:h]\d{2}\b|\b(?:school|business|office|working|trading|opening|visiting)\s+hours\b|\b(?:rush|peak)[- ]hours?\b|\bin\s+the\s+(?:early\s+|late\s+)?(?:morning|afternoon|evening)s?\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend)s?\s+(?:morning|afternoon|evening|night)s?\b|\b(?:at|before|after|around|about)\s+(?:midnight|noon|midday)\b|\b(?<!\b(?:night|day)\s+)(?:at|by)\s+night\b|\bafter\s+dark\b|\bnight[- ]?time\b|\bovernight\b|\bin\s+the\s+(?:dark|early\s+hours|small\s+hours)\b|\bduring\s+(?:the\s+)?(?:night|daytime|daylight)\b|\btime\s+of\s+(?:the\s+)?day\b|\b(?:which|what)\s+hours?\s+of\s+(?:the\s+)?(?:day|night)\b|\bhour[- ]of[- ](?:the[- ])?day\b|\b(?:at\s+)?what\s+(?:time|hours?)\b(?!\s+(?:period|frame|span|range|scale))|\b(?:by\s+)?(?:day|night)\s*(?:time\s+)?or\s+(?:by\s+)?(?:day|night)\b|\b(?:morning|afternoon|evening|night)s?\s+or\s+(?:in\s+the\s+)?(?:morning|afternoon|evening|night)s?\b/i;
/** What became of a case in court after its release (a later conviction, a case struck off the roll or withdrawn). */
const LATER_OUTCOME =
  /\b(?:convicted|sentenced|jailed|acquitted|found\s+guilty)\s+(?:in\s+the\s+end|(?:in\s+court\s+)?(?:later(?:\s+on)?|afterwards|eventually|since))\b|\b(?:were|was|got)\s+(?:actually|ever)\s+(?:convicted|sentenced|jailed|found\s+guilty)\b|\bconviction\s+rates?\b|\b(?:have|has|had)\s+since\s+been\s+(?:convicted|sentenced|jailed|acquitted)\b|\b(?:have|has|had)\s+since\s+(?:resulted|ended)\s+in\s+(?:an?\s+)?(?:convictions?|sentences?|acquittals?)\b|\bsentences?\s+(?:imposed|handed\s+down)\b|\b(?:already|later|eventually|subsequently|ultimately|in\s+the\s+end|went\s+on\s+to\s+be|(?:have|has)\s+(?:already\s+)?been)\s+(?:in\s+court\s+)?(?:(?:be|been|get|got|was|were)\s+)?(?:convicted|sentenced|found\s+guilty|jailed|acquitted|imprisoned|sent\s+to\s+prison)\b|\bstruck\s+off\s+(?:the\s+)?(?:court\s+)?roll\b|\b(?:docket|case|charges?|matter)s?\s+(?:was|were|has\s+been|have\s+been|got)?\s*withdrawn\b/i;

const SENTENCE_LENGTH =
  /\bwhat\s+(?:prison\s+|jail\s+)?sentences?\s+(?:did|do|does|were|was|has|have|had|is|are)\b|\bsentences?\s+(?:were\s+|was\s+)?handed\s+down\b|\b(?:length|lengths|years?|terms?)\s+of\s+(?:the\s+)?(?:prison\s+|jail\s+)?(?:sentences?|imprisonment|jail\s+time)\b|\bhow\s+long\s+(?:were|was|did)\b[^?]*\b(?:sentenced|jailed|imprisoned|get|got)\b|\b(?:prison|jail)\s+(?:sentences?|terms?)\s+(?:length|lengths)\b|\b(?:how\s+many\s+)?years\s+(?:in\s+(?:jail|prison)|behind\s+bars|of\s+(?:imprisonment|jail|prison))\b|\bjail\s+time\b|\bwhat\s+fines?\b|\bfines?\s+(?:were\s+|was\s+)?(?:imposed|handed\s+down|levied|paid)\b|\b(?:amounts?|sizes?|values?)\s+of\s+(?:the\s+)?fines?\b|\bhow\s+much\s+(?:were\s+|was\s+)?(?:they\s+|the\s+\w+\s+)?fined\b/i;
const BAIL =
  /\b(?:let\s+out|released|freed|granted|given|got|get|out)\s+on\s+bail\b|\bbail\s+(?:was\s+|were\s+)?(?:granted|given|denied|refused|set|fixed|posted|paid|amounts?)\b|\bamounts?\s+of\s+bail\b|\b(?:granted|give|gave|given|grant|grants|gives)\s+(?:them\s+|him\s+|her\s+|the\s+suspects?\s+)?bail\b|\bbail\b/i;

/** "At what time of day ...", "were they later convicted": asked of what the events do not record. */
/**
 * Rates per head need a population, which no release gives: "per 100 000 residents", "per capita",
 * "relative to population", "population-adjusted". An auditor's or a statistician's "population" is the
 * set of records itself ("across the population", "the population of incidents"), asking no rate.
 */
const POPULATION =
  /(?<!\b(?:not|rather\s+than|instead\s+of|no)\s+)\bper\s+(?:100|1[\s,]?000|10[\s,]?000|100[\s,]?000|hundred\s+thousand|thousand|million|capita|head)\b(?:\s+(?:residents|people|population|inhabitants|citizens))?|\b(?:relative\s+to|adjusted\s+for|adjusting\s+for|controlling\s+for|corrected\s+for|normali[sz]ed\s+(?:by|for|to)|weighted\s+by|divided\s+by|per|against|compared\s+(?:to|with)|given)\s+(?:the\s+|their\s+|its\s+|each\s+\w+['’]s\s+)?(?:\w+\s+)?(?:population|residents|inhabitants)\b|\bpopulations?[- ](?:size|sizes|figures?|data|numbers?|estimates?|adjusted|weighted|density|counts?|totals?)\b|\bpopulation\s+into\s+account\b|\bpopulation\s+of\s+(?!(?:the\s+|these\s+|this\s+|all\s+)?(?:(?:arrested|accused|injured|killed)\s+)?(?:incidents|events|cases|records|releases|notebook|suspects|victims|accused|people\s+(?:arrested|killed|injured)))|\b(?:largest|biggest|smallest|highest|lowest|most|least)\s+population\b|\b(?:populous|inhabitants)\b|\bhow\s+many\s+people\s+live\b/i;
/**
 * Electoral wards asked about as places ("which ward", "in ward 12", "per ward"): releases name
 * places, not wards. A ward meeting or a councillor's ward told as context asks nothing of them.
 */
const WARD =
  /\b(?:which|what|each|every|per|by|in\s+(?:my|our|the|this|that|a|each|every))\s+(?:municipal\s+)?wards?\b|\bwards?\s+(?:\d+|no\.?\s*\d+|number\s+\d+)\b|\bward[- ]level\b|\bward\s+(?:boundaries|boundary|borders?)\b|\bwards\s+(?:with|had|have|saw|recorded)\b/i;
/** People's names, identity numbers or pictures: the events keep counts, ages and sexes, not who anyone was. */
const NAMES =
  /\bwho\s+(?:were|was|are|is)\s+the\s+(?:police\s+|investigating\s+|arresting\s+)?(?:officers?|detectives?|constables?|policem[ae]n|investigators?|cops?)\b|\b(?:id|identity)\s+(?:numbers?|nos?\.?|documents?|docs?|cards?)\b|\b(?:officers?|policem[ae]n|policewom[ae]n|detectives?|cops?|suspects?|victims?|accused)['’]?\s+names?\b|\b(?:names?|pictures?|photos?|photographs?|mugshots?|faces?)\s+(?:(?:and|&)\s+(?:names?|pictures?|photos?|photographs?|addresses|faces?|ranks?)\s+)?of\s+(?:the\s+|any\s+|all\s+)?(?:\w+\s+){0,2}?(?:members|suspects?|accused|victims?|deceased|poachers?|robbers?|killers?|perpetrators?|offenders?|attackers?|people|persons?|officers?|officials?|men|women|children|okes?|ous|guys?|man|woman|person|hijackers?|kidnappers?|dealers?|guys|ones|gogo|granny|gran|grandmother|grandfather|mother|father|boy|girl|child|baby|pensioner|teacher|driver|owner)\b|\bname\s+(?:the|a|any|all|each|every)\s+(?:\w+\s+){0,2}?(?:man|woman|men|women|suspects?|accused|victims?|officers?|officials?|people|person|boy|girl|poachers?|robbers?|gunm[ae]n|shooters?|killers?|attackers?|perpetrators?|rapists?|hijackers?|kidnappers?)\b|\bnames?\s+of\s+(?:the\s+|any\s+)?(?:presiding\s+)?(?:magistrates?|judges?|prosecutors?|investigating\s+officers?|detectives?|lawyers?|attorneys?)\b|\bwho\s+(?:were|was|are|is)\s+the\s+(?:suspects?|accused|victims?|deceased|perpetrators?|attackers?)\b|\bnames?\s+of\s+(?:those|the\s+ones|everyone|everybody|each\s+of\s+them)\s+(?:who|that)\b|\b(?:his|her|their)\s+names?\s+(?:it\s+)?(?:is|was|are|were)\s+what\b|\bwhat\s+(?:is|was|are|were)\s+(?:his|her|their)\s+names?\b|\b(?:give|tell)\s+(?:me|us)\s+(?:his|her|their)\s+names?\b/i;

/**
 * Evictions, discipline by an employer ("suspended or hauled before a disciplinary hearing"), the
 * weather ("was it raining at the time"), people's faith ("members of a church congregation"), how long
 * an arrest took, where a victim died (at the scene, in hospital), the score of a match a victim
 * played, how fast the police arrived, where a survivor was referred for care and whether anyone had
 * been drinking, how people were killed or with what weapon (gunshot or stab wounds), which emergency
 * services came, and where victims were originally from:
 * circumstances around an incident that no event holds.
 */
const CIRCUMSTANCES =
  /\bevict(?:ed|ions?|ing)\b|\b(?:households?|families|people|residents)\s+(?:were\s+|was\s+|had\s+been\s+|been\s+)?(?:displaced|left\s+homeless|evacuated|relocated)\b|\bdisplaced\s+(?:households?|families|people|residents)\b|\b(?:suspended|dismissed|fired|disciplined)\b[^?.]{0,60}\b(?:employer|hearing|discipline|disciplinary)\b|\bdisciplinary\s+(?:hearings?|action|steps|proceedings)\b|\b(?:was|is)\s+it\s+(?:raining|snowing|stormy|foggy|misty|windy|cloudy|wet|pouring)\b|\b(?:what|which)\s+(?:was\s+|were\s+)?the\s+weather\b|\bweather\s+(?:conditions?|was|were|at\s+the\s+time)\b|\b(?:in|during|while)\s+(?:the\s+|a\s+|heavy\s+)?(?:rain|rainstorms?|thunderstorms?|snow|fog|mist|hail)\b(?=[^?]*\?)|\bwhile\s+it\s+was\s+(?:raining|snowing)\b|\bmembers?\s+of\s+(?:a|the|any)\s+(?:church|mosque|temple|synagogue|congregation)\b|\b(?:church|mosque|temple)\s+members\b|\bcongregants\b|\b(?:religion|faith|religious\s+affiliation)\s+of\s+(?:the\s+)?(?:victims?|suspects?|accused)\b|\b(?:victims?|suspects?)['’]?\s+(?:religion|faith)\b|\bhow\s+(?:many\s+days|long|quickly|soon|fast)\b[^?]{0,60}\b(?:before|until|between|after|till)\b[^?]{0,60}\barrests?\b|\bdays?\s+(?:passed\s+|elapsed\s+|went\s+by\s+)?(?:between|from)\b[^?]{0,60}\barrests?\b|\bdays?\b[^?]{0,40}\b(?:between|from|until|before)\b[^?]{0,80}\b(?:court|first\s+appearance|trial)\b|\bdeclared\s+dead\s+at\s+the\s+scene\b|\bdied\s+(?:after\s+admission|later)\s+(?:to|in|at)\s+(?:the\s+|a\s+)?hospital\b|\bdied\s+after\s+admission\b|\bdead\s+on\s+arrival\b|\btriage\b|\b(?:compensation|counsell?ing|victim\s+support|support\s+services)\b|\b(?:level\s+of\s+)?(?:education|schooling|qualifications?)\b[^?]{0,60}\b(?:suspects?|accused|victims?)\b|\b(?:suspects?|accused|victims?)['’]?\s+(?:education|schooling|qualifications?|occupations?|jobs?|professions?)\b|\bwho\s+(?:first\s+)?(?:phoned|called|alerted|reported\s+(?:it|the\s+crime))\b|\bP[1-4]\s*\(\s*(?:immediate|urgent|delayed|minor|expectant)\s*\)|\b(?:score|scoreline|result)\b[^?]{0,40}\b(?:match|game|fixture|derby)\b|\bresponse\s+times?\b|\bhow\s+(?:long|quickly|fast|soon)\s+(?:did|do|does|it\s+took|took)\s+(?:it\s+take\s+)?(?:the\s+)?(?:police|saps|officers|cops)\b[^?]{0,30}\b(?:arrive|respond|reach|get\s+there|attend)|\b(?:referred|referrals?|sent)\s+to\s+(?:a\s+|the\s+|any\s+)?(?:thuthuzela|(?:\w+\s+)?care\s+cent(?:re|er)s?|shelters?|social\s+workers?|safe\s+houses?|trauma\s+(?:centres?|counsell?ors?))\b|\bthuthuzela\b|\b(?:had|have|has|with|without)\s+(?:an?\s+|any\s+)?(?:alarms?|alarm\s+systems?|burglar\s+bars|security\s+gates?|electric\s+fenc(?:e|es|ing)|panic\s+buttons?|cctv)\b|\b(?:alarms?|burglar\s+bars|security\s+gates?|electric\s+fenc(?:e|es|ing)|cctv)\b[^?]{0,40}\b(?:fitted|installed|working|in\s+place)\b|\bintoxicat\w*|\bstreet\s*-?\s*light(?:s|ing)?\b|\b(?:detectives?|investigating\s+officers?|investigators?)\s+(?:were\s+|was\s+)?(?:assigned|allocated|deployed|working\s+on)\b|\b(?:poor|bad|no)\s+lighting\b|\bunder\s+the\s+influence(?:\s+of\s+(?:alcohol|liquor|drink|drugs|narcotics))?\b|\b(?:intoxicated|inebriated|drunk)\b|\b(?:had|have|has)\s+been\s+drinking\b|\balcohol\s+(?:use|abuse|consumption)\b|\bhow\s+many\b[^?]{0,40}\b(?:shot|stabbed|strangled|beaten|burnt|burned|hacked|gunned\s+down)\b[^?]{0,20}\bhow\s+many\b[^?]{0,30}\b(?:shot|stabbed|strangled|beaten|burnt|burned|hacked|gunned\s+down)\b|\b(?:shot|stabbed|strangled|beaten|burnt|burned|hacked|gunned\s+down)\s+(?:or|versus|vs\.?)\s+(?:shot|stabbed|strangled|beaten|burnt|burned|hacked|gunned\s+down)\b|\b(?:what|which)\s+(?:kinds?\s+of\s+|types?\s+of\s+|sorts?\s+of\s+)?(?:weapons?|guns?|firearms?)\b(?=[^?.]{0,40}\b(?:use|used|using|carry|carried|have|had|fire|fired)\b)|\b(?:ak[- ]?47s?|ak\s+forty[- ]sevens?|calib(?:re|er)s?)\b|\b(?:gunshot|bullet|stab|knife|panga|machete)\s+(?:wounds?|injur(?:y|ies))\b|\bgsw\b|\bfire\s+(?:trucks?|engines?|crews?|tenders?|brigades?)\b|\bambulances?\b|\bmurder\s+weapons?\b|\b(?:originally|originating|hail(?:ed|s)?)\s+from\b|\bhome\s*towns?\b|\b(?:places?\s+of\s+origin|birthplaces?|places?\s+of\s+birth|countr(?:y|ies)\s+of\s+(?:origin|birth|citizenship)|nationalit(?:y|ies)|citizenships?)\b|\b(?:in\s+)?(?:which|what)\s+languages?\b[^?]{0,80}\b(?:statements?|spoke|speak|said|told|gave|testif\w*|interview\w*)\b/i;

/**
 * A suspect's past and ties: "previous convictions for violent offences", "criminal records", "repeat
 * offenders", "out on parole", "had been convicted of stock theft before", "gang members".
 */
/**
 * More that surrounds an incident and no event holds: the temperature, the rain or the visibility that
 * day, what anyone wore, which species were poached, how burglars got in, whether
 * anyone had been drinking, the kind of firearm (pistols against rifles), how many rounds were fired, how many
 * minutes anything took, cars towed away, the medical care a victim was
 * given (PEP, a hospital stay or admission, days spent in hospital, which hospital took them), funerals and burials, harm done to dogs and other animals, and
 * the land area of a place.
 */
const CARE_WEATHER_AND_AREA =
  /\bhow\s+many\s+(?:minutes|hours|seconds)(?:\s*,[^,?]{1,30},)?\s+(?:did|does|do|it|was|were|had|has|before|until|after|between|for|passed|elapsed|went\s+by)\b|\b(?:total|number\s+of|how\s+many)\s+(?:\w+\s+)?(?:rounds|shots|bullets|cartridges)\s+(?:were\s+|was\s+)?(?:fired|shot|discharged|let\s+off)\b|\braining\b|\b(?:was|were)\s+the\s+weather\b|\bweather\b[^?]{0,30}\b(?:clear|stormy|sunny|cloudy|rainy|wet|dry|fine)\b|\b(?:wore|wearing|dressed\s+in)\s+(?:\w+\s+){0,3}?(?:masks?|balaclavas?|hoodies?|uniforms?|disguises?)\b|\bbalaclavas?\b|\b(?:which|what)\s+species\b|\bspecies\s+(?:were|was)\b|\bweather\s+at\s+(?:the\s+)?time\b|\b(?:low|poor|bad|reduced)\s+visibility\b|\bhow\s+did\s+(?:they|the\s+\w+)\s+get\s+in\b|\b(?:forced|kicked\s+in|broke\s+(?:open|down))\s+(?:the\s+|a\s+)?(?:door|window|gate)s?\b|\bthrough\s+(?:a|the)\s+(?:window|roof|ceiling)\b|\bpoints?\s+of\s+entry\b|\btow(?:ed|ing)\s+(?:away|off)\b|\bgot\s+towed\b|\brainy\s+(?:days?|nights?|weather|evenings?|mornings?|afternoons?)\b|\bit\s+(?:had\s+)?rained\b|\bbeen\s+drinking\b|\b(?:pistols?|revolvers?|handguns?)\b[^?.]{0,40}\b(?:rifles?|shotguns?)\b|\b(?:rifles?|shotguns?)\b[^?.]{0,40}\b(?:pistols?|revolvers?|handguns?)\b|\btemperatures?\b|\b\d+\s*(?:degrees|°)|\bheat\s*waves?\b|\bhot\s+days?\b|\b(?:given|received|receiving|offered|started\s+on|put\s+on)\s+(?:pep|post[- ]exposure|antiretrovirals?|arvs?)\b|\bpep\b(?!\s+talks?\b)|\bpost[- ]exposure\s+prophylaxis\b|\b(?:hospital|ward|icu)\s+stays?\b|\blength\s+of\s+(?:hospital\s+)?stay\b|\b(?:days?|weeks?|nights?|months?)\b[^?.]{0,60}\bspent\s+(?:in|at)\s+(?:a\s+|the\s+)?(?:hospital|hosptial|hospitol|icu|ward)\b|\bfunerals?\b|\bburials?\b|\b(?:where|when)\s+(?:were|was|are|is)\b[^?]{0,40}\bburied\b|\b(?:laid\s+to\s+rest|interred)\b|\bcemeter(?:y|ies)\b|\bland\s+areas?\b|\bhectares?\b|\bacres?\b|\bcalib(?:re|er)s?\b|\bkm2\b|\bkm²|\bsq\.?\s*km\b|\bsquare\s+kilomet(?:re|er)s?\b|\b(?:hospital|hosptial|hospitol)\s+(?:admissions?|stays?)\b|\b(?:stay(?:ed)?|kept|admitted)\s+(?:in|to)\s+(?:a\s+|the\s+)?(?:hospital|hosptial|hospitol|icu)\b|\btreated\s+and\s+(?:discharged|released|sent\s+home)\b|\b(?:which|what)\s+(?:hospital|clinic)s?\b|\b(?:taken|rushed|airlifted|transported|admitted)\s+to\s+(?:which|what)\b|\b(?:dogs?|pets?|cats?|horses?|puppies)\b[^?.]{0,30}\b(?:hurt|injured|wounded|killed|poisoned|stolen|shot|harmed)\b|\bpoison(?:ed|ing)?\s+(?:the\s+)?(?:guard\s+)?(?:dogs?|pets?)\b/i;
const CRIMINAL_RECORD =
  /\b(?:had|have|has)\s+(?:ever\s+)?(?:previously\s+)?been\s+(?:previously\s+)?(?:convicted|jailed|imprisoned|found\s+guilty)\b(?:\s+(?:of|for)\s+[\w\s-]{1,40}?)?\s+(?:before|previously|in\s+the\s+past)\b|\b(?:previously|formerly)\s+convicted\b|\b(?:previous|prior|earlier|past)\s+(?:convictions?|offences?|offenses?|criminal\s+records?|records?)\b|\bcriminal\s+(?:records?|histor(?:y|ies)|pasts?)\b|\brepeat\s+offenders?\b|\b(?:on|out\s+on|released\s+on|under)\s+(?:parole|probation|correctional\s+supervision)\b|\bparolees?\b|\bgang\s+(?:members?|membership|affiliations?|ties)\b|\b(?:belonged|belong|belongs|linked|affiliated)\s+to\s+(?:a\s+|any\s+)?gangs?\b/i;

/**
 * "the average cost to the state per arrest", "hospital costs", "how much did policing it cost", "how much
 * protection money were they asking": sums of money, which no release records as a figure.
 */
const COSTS =
  /\bhow\s+much\s+(?:[\w-]+\s+){0,2}?(?:money|cash|rands?|ransom|protection\s+money)\b|\bcosts?\s+(?:to|for)\s+(?:the\s+)?(?:state|taxpayers?|government|saps|police|insurers?|victims?|families|public|fiscus)\b|\b(?:hospital|medical|legal|court|funeral|policing|operational|insurance)\s+(?:costs?|bills?|expenses?|claims?)\b|\bhow\s+much\s+(?:did|does|do|will|would)\b[^?.]{0,60}\bcost\b|\b(?:average|total|estimated)\s+cost\b|\b(?:disability|quality)[- ]adjusted\s+life[- ]years?\b|\b(?:dalys?|qalys?)\b|\b(?:treatment|medical|hospital(?:isation)?)\b[^?.]{0,40}\bcosts?\b/i;

/** "orphans", "living in foster care", "child-headed households": a victim's family situation. */
const FAMILY_SITUATION =
  /\borphan(?:s|ed)?\b|\b(?:living\s+(?:in|with)\s+)?foster\s+(?:care|homes?|parents?|families)\b|\bchild[- ]headed\s+households?\b/i;

/** "the official SAPS quarterly crime statistics", "the annual crime stats": figures from outside the notebook. */
const OFFICIAL_STATISTICS =
  /\b(?:official|saps|quarterly|annual|national|provincial)\s+(?:saps\s+)?(?:quarterly\s+|annual\s+)?crime\s+(?:statistics|stats|figures)\b|\bofficial\s+(?:statistics|stats|figures)\b|\bcrime\s+stats\b/i;

/** "the dark figure of crime", "offences never reported to the police": what no release can count. */
const UNREPORTED_CRIME =
  /\bdark\s+figures?\b|\bunreported\b|\b(?:never|not)\s+(?:been\s+)?reported\b|\bunder[- ]?report(?:ing|ed)\b|\breporting\s+rates?\b/i;

/** Protection orders, restraining orders and interdicts: court papers releases seldom mention and events never hold. */
const COURT_ORDERS = /\b(?:protection|restraining|protective|barring)\s+orders?\b|\binterdicts?\b/i;
/**
 * What was taken or seized, how much, or what it was worth: "what kind of cars do hijackers go for",
 * "how much money was stolen", "the value of the
 * drugs", "how many head of cattle", "how many kilograms of dagga", "how many guns were seized", "how
 * many mine shafts did the police seal", "how many of the animals were branded or ear-tagged", "the
 * recovery rate on the hijacked vehicles".
 */
const GOODS =
  /\bhow\s+many\s+(?:[\w-]+\s+){0,3}?(?:horns?|tusks?|carcass(?:es)?|skins?|pelts?)\b|\b(?:horns?|tusks?|carcass(?:es)?)\b[^?]{0,60}\bhow\s+many\b|\b(?:what|which)\s+(?:kinds?|types?|sorts?|makes?|models?|brands?)\s+of\s+(?:cars?|vehicles?|bakkies?|trucks?|motorbikes?|phones?|cellphones?|goods|items|property|livestock|loot)\b|\b(?:makes?|models?|brands?|colou?rs?)\s+of\s+(?:the\s+|a\s+)?(?:[\w-]+\s+)?(?:cars?|vehicles?|bakkies?)\b|\b(?:cars?|vehicles?|bakkies?|trucks?)\s+(?:makes?|models?|brands?)\b|\bhow\s+many\s+(?:(?!(?:incidents?|cases?|events?|matters?|releases?)\b)[\w-]+\s+){0,3}?(?:shafts?|firearms?|guns?|pistols?|rifles?|rounds?|bullets?|cartridges?|cattle|sheep|goats?|cows?|animals?|items?|phones?|laptops?|parcels?|packets?|bags?|tablets?)\b(?=[^?]*\b(?:seized|seize|confiscate|find|discover|discovered|recovered|recover|returned|return|give\s+back|gave\s+back|confiscated|stolen|taken|sealed|seal|closed|close|blasted|blast|destroyed|destroy|found|shut)\b)|\bhow\s+many\s+(?:head\s+of|kilograms?|kgs?|grams?|tons?|tonnes?|litres?|rounds?|bags?|parcels?|bales?)\b|\bhow\s+much\s+(?:dagga|cocaine|heroin|mandrax|drugs?|copper|cable|gold|fuel|diesel|petrol)\b|\bhow\s+much\s+(?:money|cash|ransom|bribe|reward)\b|\b(?:ransom|bribe|reward|extortion|protection)\s+(?:money\s+)?(?:amounts?|sums?|figures?|fees?)\b|\b(?:amount|sum)\s+of\s+(?:the\s+)?(?:ransom|bribe|reward|money|cash)\b|\b(?:street\s+|total\s+|estimated\s+|rand\s+)?value\s*,?\s+(?:in\s+rands?\s*,?\s+)?of\s+(?:the\s+|all\s+)?(?:\w+\s+){0,2}?(?:goods|property|drugs|loot|cash|money|items|stock|livestock|cattle|copper|cables?|vehicles?|cars?|seized|stolen|confiscated)\b|\b(?:was|were)\s+(?:the\s+)?(?:\w+\s+){0,3}?worth\b|\brand\s+(?:value|quantum|amount|total|figure|exposure)\b|\b(?:security|cit|cash[- ]in[- ]transit)\s+compan(?:y|ies)\b[^?.]{0,40}\b(?:carrying|transporting|moving|involved)\b|\b(?:cash|money|monetary|rand)\s+(?:value|amount|total)\s+(?:lost|stolen|taken)\b|\b(?:value|amount)\s+(?:lost|stolen|taken)\b|\bhow\s+(?:many|much)\s+rands?\b|\bin\s+rands?\b(?!\s+(?:value|terms)\s+of\s+(?:incidents|cases|events))|\bhow\s+much\s+(?:was|were|got)\s+(?:\w+\s+)?(?:taken|stolen|lost|robbed|grabbed)\b|\b(?:what|which|wat)\s+(?:cars?|vehicles?|bakkies?|trucks?)\s+(?:were|was)\s+(?:taken|stolen|hijacked)\b|\bmake\s+(?:and|n|&|\+)\s+colou?r\b|\b(?:street|market|resale|black[- ]market)\s+value\b|\b(?:branded|ear[- ]?tag(?:ged|s)?|brand\s+marks?|micro-?chipped)\b|\brecovery\s+rates?\b|\bwhat\s+(?:%|percentage|per\s*cent|share|proportion)\s+(?:of\s+(?:them|those|the\s+\w+)\s+)?(?:were|was|got)\s+recovered\b|\bvalue\s+of\s+(?:everything|all\s+(?:that|the\s+stuff)|what)\b|\b(?:made|make|makes|making)\s+off\s+with\b|\bhow\s+many\s+(?:rhinos?|rhinoceros(?:es)?|elephants?|pangolins?|lions?|animals?)\b(?!\s+(?:poaching|cases?|incidents?|attacks?|events?|crimes?|matters?|related|releases?)\b)|\bhead\s+count\s+of\s+(?:the\s+)?(?:animals?|livestock|cattle|sheep|rhinos?)\b|\b(?:qty|quantity|number|count|tally|total)\s+of\s+(?:the\s+)?(?:firearms|guns|weapons|rifles|pistols|rounds|bullets|cartridges|ammunition)\b(?!\s+(?:cases?|incidents?|crimes?|charges?|related)\b)|\bhow\s+many\s+(?:boats?|vessels?|skiffs?|dinghies|skiboats?|vehicles?\s+and\s+boats?)(?:\s+(?:and|or|&)\s+(?:boats?|vessels?|skiffs?|dinghies|skiboats?))?\b(?=[^?]*\b(?:seized?|seizing|confiscated?|impounded|taken|recovered)\b)|\b(?:total\s+)?(?:mass|weight)\s+of\s+(?:the\s+)?(?:specimens?|abalone|perlemoen|drugs|dagga|cocaine|copper|catch|haul|goods)\b|\b(?:which|what)\s+species\b|\bidentify\s+the\s+species\b/i;

/**
 * "the GPS coordinates of the scenes", "latitude and longitude", "the exact street address", "within walking
 * distance of a taxi rank", "avg distance in km", "how far was each scene from the station": places are
 * recorded by name (suburb, town, municipality, province), never as a point on a map.
 */
const COORDINATES =
  /\bin\s+(?:km|kms|kilomet(?:re|er)s|miles)\b|\bhow\s+far\b[^?.]{0,60}\b(?:from|to)\b|\bhow\s+(?:many|far\s+in)\s+(?:km|kms|kilomet(?:re|er)s|metres|meters|miles)\b|\bwithin\s+(?:(?:a\s+)?walking\s+distance|(?:a\s+)?(?:\d+|a\s+few|one|two|five|ten|a)\s*(?:m|km|metres?|meters?|kilometres?|kilometers?|blocks?|minutes?(?:['’]\s*walk)?))\b|\bdistances?\s+(?:from|to|between)\b|\bhow\s+far\s+(?:from|away|apart)\b|\b(?:gps|co-?ordinates?|latitudes?|longitudes?|lat\s*\/\s*longs?|geo-?locations?|geo-?tag(?:s|ged)?|map\s+references?|grid\s+references?|pin\s+locations?)\b|\b(?:exact|street|physical|residential|home)\s+addresses\b|\b(?:exact|street|physical|residential|home)\s+address\b|\bhouse\s+numbers?\b/i;

/**
 * "Is Khayelitsha safe for tourists?", "Would it be safe to visit Umlazi?": a judgement of risk, which a
 * count of reported incidents cannot make. A comparison ("is Gauteng more dangerous than ...") is a
 * count, answered as one. The word is matched before the look back to the question's start, which
 * tried at every position cost a tenth of all planning time.
 */
const SAFETY_JUDGEMENT =
  /\b(?=(?:safe|unsafe|dangerous|risky)\b)(?<=^\s*(?:is|are|was|would|will|should)\s+(?![^?]*\b(?:more|less|than|most|least|safest|safer)\b)[^?]*)(?:safe(?:\s+enough)?|unsafe|dangerous|risky)\b/i;

/**
 * "Where will the next cash-in-transit robbery happen?", "how many murders will there be next year?",
 * "forecast the 2027 figure", "which township is going to get hit next": what has not happened, which no release reports. "Will you tell me ..."
 * asks for an answer, not a prediction.
 */
const PREDICTION =
  /\b(?:where|when|in\s+which\s+\w+|which\s+\w+)\s+will\b(?!\s+(?:you|i|we)\b)|\bwill\s+there\s+be\b|\bhow\s+many\b[^?.]*?\bwill\s+(?:there\s+be|happen|occur|take\s+place|be\s+(?:killed|murdered|injured|arrested|reported))\b|\b(?:the\s+)?next\s+(?:[\p{L}-]+\s+){1,3}?(?:will|is\s+going\s+to|is\s+likely\s+to)\s+(?:happen|occur|be|strike|hit|take\s+place)\b|\b(?:predict(?:ion|ions|ed)?|forecast(?:s|ing)?|projections?|extrapolat\w*)\b|\bwill\b(?!\s+(?:you|i|we)\b)[^?.]{0,80}?\b(?:again|next\s+(?:year|month|week|season))\b|\b(?:going\s+to|gonna)\b[^?.]{0,60}?\b(?:next\s+(?:year|month|week|season|quarter)|again)\b|\b(?:should|can|could|would|do|might)\s+(?:we|i|you|they|one)\s+(?:expect|anticipate|foresee)\b|\b(?:(?:is|are)\s+going\s+to|gonna|will)\b(?!\s+(?:you|i|we)\b)[^?.]{0,40}?\bnext\b(?!\s+to\b)|\bif\s+(?:the\s+)?(?:current\s+)?trends?\s+(?:continues?|holds?|persists?)\b|\b(?:likely|set|expected|going)\s+to\s+(?:rise|fall|increase|decrease|go\s+up|go\s+down|grow|drop|climb|decline)\b/iu;

/**
 * "True or false?", "Is that right according to these releases?", "- what is it?": an ask that checks
 * what was said, or asks for the figure the sentence before it defined.
 */
const ONLY_CHECKS_THE_CLAIM =
  /^(?:\s*[\p{L} -]{1,20}:)?\W*(?:(?:true\s+or\s+false|false\s+or\s+true|yes\s+or\s+no)|(?:is|was)\s+(?:that|this|it|she|he|they)\s+(?:right|true|correct|so)\b[^?]*|verdict(?:\s+needed)?|what\s+(?:is|was|are|were)\s+(?:it|that|this|they|the\s+(?:figure|number|percentage|share|proportion|answer|total|rate))(?:\s+(?:percentage|figure|number))?)\W*$/iu;

/**
 * "Calibre of the firearms seized in the illegal possession cases. Most common one?": an ask too bare to
 * say what it asks of, which the heading before it names.
 */
const BARE_ASK =
  /^\W*(?:(?:the\s+)?(?:most\s+common|commonest|usual|main|top)(?:\s+one)?|which\s+one|what\s+(?:is|was|are|were)\s+(?:it|they)|how\s+many|which|what)\W*$/iu;

export function asksUnrecorded(asked: string): { unrecorded: Unrecorded | null; spans: Span[] } {
  // "The mamas in my ward keep asking me.": a statement around the ask asks nothing of the events,
  // unless the ask only asks whether the statement holds ("Claim: ... True or false?").
  // "H3: drink drives violence. Operationalised as ... - what is it?": what follows the last statement
  // is the ask, whatever heading comes first.
  const statements = statementSpans(asked);
  const withoutStatements = blank(asked, statements);
  const afterLast = asked.slice(statements.at(-1)?.end ?? 0);
  const question =
    ONLY_CHECKS_THE_CLAIM.test(withoutStatements) ||
    (statements.length > 0 && (ONLY_CHECKS_THE_CLAIM.test(afterLast) || BARE_ASK.test(afterLast)))
      ? asked
      : withoutStatements;
  for (const [kind, pattern] of [
    ['population', POPULATION],
    ['ward', WARD],
    ['coordinates', COORDINATES],
    ['names', NAMES],
    ['court_orders', COURT_ORDERS],
    ['goods', GOODS],
    ['circumstances', CIRCUMSTANCES],
    ['circumstances', CARE_WEATHER_AND_AREA],
    ['criminal_record', CRIMINAL_RECORD],
    ['costs', COSTS],
    ['family_situation', FAMILY_SITUATION],
    ['official_statistics', OFFICIAL_STATISTICS],
    ['unreported_crime', UNREPORTED_CRIME],
    ['safety', SAFETY_JUDGEMENT],
    ['prediction', PREDICTION],
  ] as const) {
    // "orphans or living in foster care": every phrase of the kind is the ask's, none a word left over.
    const all = [...question.matchAll(new RegExp(pattern.source, 'gi'))];
    if (all.length > 0) return { unrecorded: kind, spans: all.map(spanOf) };
  }
  const time = TIME_OF_DAY.exec(question);
  if (time) return { unrecorded: 'time_of_day', spans: [spanOf(time)] };
  const length = SENTENCE_LENGTH.exec(question);
  if (length) return { unrecorded: 'sentence_length', spans: [spanOf(length)] };
  const bail = BAIL.exec(question);
  if (bail) return { unrecorded: 'bail', spans: [spanOf(bail)] };
  const later = LATER_OUTCOME.exec(question);
  if (later) return { unrecorded: 'later_outcome', spans: [spanOf(later)] };
  return { unrecorded: null, spans: [] };
}

/** "Why are hijackings increasing?": releases report incidents, not what caused them. */
export function asksForCause(question: string): { asksCause: boolean; spans: Span[] } {
  const m = CAUSE.exec(question);
  return m ? { asksCause: true, spans: [spanOf(m)] } : { asksCause: false, spans: [] };
}
