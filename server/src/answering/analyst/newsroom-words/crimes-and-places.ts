/** Crimes and places as reporters shorten or nickname them: "CIT heists", "NMB", "the Mother City". */

import { capitals, type NewsroomWord, word } from './shared';

/** Crimes, most specific first: "CIT heists" before a bare "heists". */
export const CRIME_WORDS: readonly NewsroomWord[] = [
  {
    pattern: word('(?:cit|cash[- ]in[- ]transit|cash[- ]van|cash)[- ](?:heists?|hits?)'),
    meaning: 'cash-in-transit robbery',
  },
  {
    pattern: word(
      'cash[- ]?(?:van|truck|vehicle)s?[- ](?:attacks?|robb?er(?:y|ies)|bombings?|ambush(?:es)?|hits?)',
    ),
    meaning: 'cash-in-transit robbery',
  },
  // "the robberies of those armoured cash-in-transit vans": the crime done to the vans.
  {
    pattern: word(
      '(?:robber(?:y|ies)|heists?|attacks?|ambush(?:es)?|bombings?)\\s+(?:on|of|against)\\s+(?:those\\s+|these\\s+|the\\s+|an?\\s+)?(?:armou?red\\s+)?(?:cash[- ]in[- ]transit|CIT|cash)\\s+(?:vans?|vehicles?|trucks?|cars?|carriers?)',
    ),
    meaning: 'cash-in-transit robbery',
  },
  {
    pattern: word(
      '(?:armou?red\\s+)?cash[- ]in[- ]transit\\s+(?:vans?|vehicles?|trucks?)(?:\\s+(?:robber(?:y|ies)|attacks?|heists?|hits?))?',
    ),
    meaning: 'cash-in-transit robbery',
  },
  { pattern: capitals('CIT'), meaning: 'cash-in-transit' },
  // "CASH-VAN BLOODBATH": the armoured van alone names the crime done to it.
  { pattern: word('cash[- ](?:vans?|trucks?)'), meaning: 'cash-in-transit robbery' },
  // A court reporter's "AM" is attempted murder; after a number it is the morning.
  { pattern: /(?<![\p{L}\p{N}]|\d\s)AM(?![\p{L}\p{N}])/gu, meaning: 'attempted murder', alsoAWord: true },
  { pattern: word('heists?'), meaning: 'robbery' },
  // "all persons recorded as killed", "victims reported as injured": the people, as the records put them.
  {
    pattern: word(
      '(people|persons|victims|suspects)\\s+(?:(?:who\\s+)?(?:were|are)\\s+)?(?:recorded|reported|listed|counted|documented|registered|noted)\\s+as\\s+(killed|injured|wounded|hurt|dead|arrested)',
    ),
    meaning: '$1 $2',
  },
  // A statistician's conditioning: "conditional on an incident involving a murder, what is the
  // probability that it occurred on a farm" is the share of the murders that were on a farm;
  // "the expected number" per incident is its average.
  {
    pattern: word(
      'conditional\\s+on\\s+(?:an?\\s+|the\\s+)?(?:incidents?|events?|matters?|cases?)\\s+(?:being\\s+|having\\s+(?:been\\s+)?|involving\\s+)?',
    ),
    meaning: 'of the incidents ',
  },
  { pattern: word('conditional\\s+on'), meaning: 'among the incidents with' },
  {
    pattern: word(
      '(?:what\\s+is\\s+)?the\\s+probability\\s+that\\s+(?:it|the\\s+incident|an\\s+incident|they)',
    ),
    meaning: 'what percentage',
  },
  // A tester's "Expected count, exactly?" is the count the test expects, no average.
  {
    pattern: word(
      '(?<=\\b(?:the|an|its|their)\\s+)expected\\s+(number|value|count|fatalities|deaths|arrests|victims|injuries|casualties|suspects)',
    ),
    meaning: 'average $1',
  },
  {
    pattern: word(
      'expected\\s+(number|value|count|fatalities|deaths|arrests|victims|injuries|casualties|suspects)(?=\\s+(?:per|for\\s+(?:an?|each|one|every))\\b)',
    ),
    meaning: 'average $1',
  },
  // "at least one person lost his or her life": was killed.
  { pattern: word('lost\\s+(?:his\\s+or\\s+her|her\\s+or\\s+his)\\s+life'), meaning: 'was killed' },
  // "of the female sex": female.
  { pattern: word('of\\s+the\\s+(female|male)\\s+sex'), meaning: '$1' },
  // "more than a dozen people were killed": a figure, said as a count of twelve.
  { pattern: word('half\\s+a\\s+dozen'), meaning: '6' },
  { pattern: word('an?\\s+dozen'), meaning: '12' },
  // "Is that borne out?", "do the records bear that out?": whether a claim is true.
  {
    pattern: word(
      '(?:(?:is|was)\\s+(?:that|this|it)\\s+borne\\s+out|(?:do|does)\\s+(?:the\\s+)?(?:releases|records|events|reports|data|notebook|figures)\\s+bear\\s+(?:that|this|it)\\s+out)(?:\\s+by\\s+(?:the\\s+)?(?:releases|records|data|events|notebook|figures))?',
    ),
    meaning: 'is that true',
  },
  // "does that hold up (against the releases)?": whether a claim is true, not a robbery.
  {
    pattern: word(
      '(?:does|do|did|will|would|can|could)\\s+(?:that|this|it|they|the\\s+(?:claim|line|figure|number|statement|script))\\s+(?:really\\s+|still\\s+)?hold\\s+up(?:\\s+(?:against|to|with)\\s+(?:the\\s+)?(?:releases|records|data|events|notebook|figures|facts))?',
    ),
    meaning: 'is that true',
  },
  // "hold-ups", "stick-ups", "stickups": robberies at gunpoint, as people say them; "the figure holds
  // up", "it would not hold up" are claims that stand, not robberies.
  {
    pattern: word(
      '(?<!\\b(?:does|do|did|will|would|can|could|should|might|may|not|still|really|that|this|it|they|claims?|figures?|numbers?|lines?)\\s+(?:[a-z]+\\s+)?)(?:hold|stick)[- ]?ups?(?!\\s+(?:against|to|under|well)\\b)',
    ),
    meaning: 'robbery',
  },
  { pattern: word('truck[- ]?jack(?:ings?|s)?'), meaning: 'truck hijacking' },
  { pattern: word('car[- ]hijack(?:ings?|s)?'), meaning: 'carjacking' },
  // Zama zamas are the miners, not the mining: "how many zama zamas were arrested" counts people.
  { pattern: word('zama[- ]?zamas?'), meaning: 'illegal miners' },
  // Texting's spellings: "pipl wer kild ... altogeda".
  { pattern: word('kild|kiled|killd|kilt'), meaning: 'killed' },
  { pattern: word('pipl|peepl|pple'), meaning: 'people' },
  { pattern: word('altogeda|altogetha|altogehter'), meaning: 'altogether' },
  // "just the real ones not the attempts": the attempted crimes, said as a noun.
  { pattern: word('(?<=\\bnot\\s+(?:the\\s+)?)attempts'), meaning: 'attempted ones' },
  // "tot ppl killed", "wmen victims tot": texting's total ("van 2019 tot 2021" is Afrikaans until).
  {
    pattern: word(
      'tot(?=\\s+(?:ppl|people|persons|victims|killed|dead|injured|hurt|arrests?|arrested|suspects|wmen|women|men|kids|children|number|no\\.?)\\b|\\s*[?.!]*\\s*$)',
    ),
    meaning: 'total',
  },
  // "veh. hijacking": the abbreviation's full stop ends no sentence.
  { pattern: word('veh\\.|vehs?(?=\\s)'), meaning: 'vehicle' },
  { pattern: capitals('TOMV'), meaning: 'theft of motor vehicle' },
  { pattern: capitals('TFMV'), meaning: 'theft out of motor vehicle' },
  { pattern: word('house[- ]?breakings?'), meaning: 'burglary' },
  { pattern: word('(?:cattle|stock|livestock)[- ]rustling|rustling'), meaning: 'stock theft' },
  // "carjacks", and texting's "carjax" and "truck hijax": carjackings and hijackings.
  { pattern: word('car[- ]?(?:jacks|jax)'), meaning: 'carjackings' },
  { pattern: word('truck[- ]?(?:hi)?(?:jacks|jax)'), meaning: 'truck hijackings' },
  { pattern: word('hijax'), meaning: 'hijackings' },
  // "did the police manage to arrest somebody", "ever got round to charging": the helper verb adds no
  // condition of its own.
  {
    pattern:
      /\b(?:manage[sd]?|managing|get\s+round|got\s+round|get\s+around|got\s+around)\s+to\s+(?=\p{L})/giu,
    meaning: '',
  },
  // A regulator's words for an incident: "poaching contraventions", "each transgression".
  { pattern: word('(?:contraventions|transgressions|infringements)'), meaning: 'incidents' },
  { pattern: word('(?:contravention|transgression|infringement)'), meaning: 'incident' },
  // Street English: "got jacked for their car" is a carjacking; "jacked" alone, a hijacking.
  {
    pattern: word(
      '(?:got|get|gets|getting|was|were|been)\\s+(?:car)?jacked\\s+(?:for|of)\\s+(?:their|there|thier|his|her|a|the|my|your|ur)\\s+(?:cars?|vehicles?|bakkies?|wheels|rides?|motors?)',
    ),
    meaning: 'were carjacked',
  },
  { pattern: word('jacked'), meaning: 'hijacked' },
  // "pinching cows or sheep": stealing livestock, however the animals are named.
  {
    pattern: word(
      "(?:pinch(?:ing|ed)?|nick(?:ing|ed)?|steal(?:ing)?|stole|stolen|rustl(?:ing|ed))\\s+(?:the\\s+|their\\s+|someone['’]s\\s+)?(?:cows?|cattle|sheep|goats?|pigs?|livestock|stock)(?:\\s*(?:,|or|and|&)\\s*(?:cows?|cattle|sheep|goats?|pigs?))*",
    ),
    meaning: 'stock theft',
  },
  // British English: a lorry is a truck.
  { pattern: word('(?:big\\s+)?lorries'), meaning: 'trucks' },
  { pattern: word('(?:big\\s+)?lorry'), meaning: 'truck' },
  { pattern: word('(?:cattle|stock|livestock)[- ]rustlers?|rustlers?'), meaning: 'stock thieves' },
  { pattern: word('perlemoen'), meaning: 'abalone poaching' },
  // Afrikaans: a "plaasmoord" is a farm murder, a "plaasaanval" a farm attack, a "rooftog" a robbery.
  { pattern: word('plaasmoorde?'), meaning: 'farm murders' },
  { pattern: word('plaasaanval(?:le)?'), meaning: 'farm attacks' },
  { pattern: word('plase|plaas'), meaning: 'farm' },
  // The December holidays are the festive season, December and January.
  { pattern: word('(?:the\\s+)?december(?:[\\s-]january)?\\s+holidays?'), meaning: 'the festive season' },
  // Sesotho: "dikgomo" are cattle, "dinku" sheep, "polasing" on the farm.
  {
    pattern: word(
      '(?:dikgomo|dinku)(?:\\s+(?:and|or|le)\\s+(?:dikgomo|dinku|sheep|cattle|goats))?\\s+(?:theft|thefts|stealing)',
    ),
    meaning: 'stock theft',
  },
  { pattern: word('dikgomo'), meaning: 'cattle' },
  { pattern: word('dinku'), meaning: 'sheep' },
  { pattern: word('polasing|polaseng'), meaning: 'on a farm' },
  { pattern: word('roof(?:togte?|aanvalle?)'), meaning: 'robberies' },
  { pattern: word('mandrax|nyaope|dagga|whoonga'), meaning: 'drugs' },
  { pattern: word('(?<!assault )GBH'), meaning: 'assault GBH' },
  // "sex assault", "sex crimes": the headline's short form of sexual assault and sexual offences.
  { pattern: word('sex[- ]assaults?'), meaning: 'sexual assault' },
  { pattern: word('sex[- ](?:crimes?|offen[cs]es?)'), meaning: 'sexual offences' },
];

/** Places by the short names reporters use; provinces by their two-letter codes. */
export const PLACE_WORDS: readonly NewsroomWord[] = [
  { pattern: capitals('NMB'), meaning: 'Nelson Mandela Bay' },
  { pattern: word('(?:the\\s+)?East\\s+Rand'), meaning: 'Ekurhuleni' },
  { pattern: capitals('CPT'), meaning: 'Cape Town' },
  // "Leaving out the big metros": the eight metropolitan municipalities, named, are what is left out.
  {
    pattern: word(
      '(leaving\\s+out|excluding|exclude|apart\\s+from|other\\s+than|not\\s+counting|except(?:\\s+for)?|outside|beyond|without)\\s+(?:all\\s+)?(?:of\\s+)?the\\s+(?:(?:eight|8|big|major|large|main)\\s+)*(?:metros|metropolitan\\s+municipalities|metropoles|metropolitan\\s+areas)',
    ),
    meaning:
      '$1 City of Johannesburg, City of Cape Town, eThekwini, City of Ekurhuleni, City of Tshwane, Nelson Mandela Bay, Buffalo City and Mangaung',
  },
  // A council's own short names: "CoJ", "CoCT".
  { pattern: capitals('CoJ|COJ'), meaning: 'City of Johannesburg' },
  { pattern: capitals('CoCT|COCT|CCT'), meaning: 'City of Cape Town' },
  // "the CoT", "EMM", "BCM": Tshwane's, Ekurhuleni's and Buffalo City's own short names.
  { pattern: capitals('CoT|COT'), meaning: 'City of Tshwane' },
  { pattern: capitals('EMM|CoE'), meaning: 'City of Ekurhuleni' },
  { pattern: capitals('BCM|BCMM'), meaning: 'Buffalo City' },
  {
    pattern: word("JHB|Jozi|Joburg|Jo[’']burg|Egoli|(?:the\\s+)?City\\s+of\\s+Gold"),
    meaning: 'Johannesburg',
  },
  { pattern: word('(?:the\\s+)?Mother\\s+City|Kaapstad'), meaning: 'Cape Town' },
  { pattern: word('Durbs'), meaning: 'Durban' },
  { pattern: word('Bloem'), meaning: 'Bloemfontein' },
  // isiXhosa names of the cities: eKapa, eMonti, eBhayi.
  { pattern: word('eKapa|Ekapa'), meaning: 'Cape Town' },
  { pattern: word('eMonti|Emonti'), meaning: 'East London' },
  { pattern: word('eBhayi|Ebhayi'), meaning: 'Gqeberha' },
  // "CAS cases", "CAS dockets": the cases opened at a station; a "CAS number" is still one the events lack.
  { pattern: /(?<![\p{L}\p{N}])CAS\s+(?=(?:cases?|dockets?|matters?)\b)/gu, meaning: '' },
  { pattern: word('(?:the\\s+)?Jacaranda\\s+City'), meaning: 'Pretoria' },
  { pattern: capitals('PTA'), meaning: 'Pretoria' },
  { pattern: capitals('DBN'), meaning: 'Durban' },
  { pattern: capitals('PMB'), meaning: 'Pietermaritzburg' },
  { pattern: capitals('EC'), meaning: 'Eastern Cape' },
  { pattern: capitals('WC'), meaning: 'Western Cape' },
  { pattern: capitals('NC'), meaning: 'Northern Cape' },
  { pattern: capitals('FS'), meaning: 'Free State' },
  { pattern: capitals('NW'), meaning: 'North West' },
  // Typed in lower case too where no common word is spelt so: "cit heists gp + kzn".
  { pattern: word('GP'), meaning: 'Gauteng' },
  // "An MP claimed ...": a Member of Parliament, who speaks; the province is where things happen.
  {
    pattern: capitals(
      '(?<!\\b(?:[Aa]n|[Tt]he|[Tt]his|[Tt]hat|[Oo]ur|[Tt]heir|[Oo]ne|[Ll]ocal|[Oo]pposition|[Aa]nother|[Ee]very)\\s)MP(?!\\s+(?:claimed|claims|said|says|asked|asks|told|tells|wants|wrote|writes|argued|argues|stated|states|insisted|insists|alleged|alleges|believes|thinks)\\b)',
    ),
    meaning: 'Mpumalanga',
  },
  { pattern: capitals('LP'), meaning: 'Limpopo' },
  // "Lim murders", "Lim against Mpumalanga": Limpopo as its broadcasters shorten it; "limb" is no place.
  { pattern: /(?<![\p{L}\p{N}])(?:Lim|LIM|Limp)(?![\p{L}\p{N}])/gu, meaning: 'Limpopo' },
  // Afrikaans names of the provinces: "die Vrystaat", "die Kaap" (the Western Cape, as it is said).
  { pattern: word('(?:die\\s+)?vrystaat'), meaning: 'the Free State' },
  { pattern: word('(?:in\\s+)?die\\s+kaap'), meaning: 'in the Western Cape' },
  // The Cape provinces half in Afrikaans: "the Wes Cape", "Oos-Kaap", "Noord Kaap" ("die Oos-Kaap" is read
  // whole with the Afrikaans words).
  { pattern: word('(?<!\\bdie\\s)wes[- ]?(?:cape|kaap)'), meaning: 'Western Cape' },
  { pattern: word('(?<!\\bdie\\s)oos[- ]?(?:cape|kaap)'), meaning: 'Eastern Cape' },
  { pattern: word('(?<!\\bdie\\s)noord[- ]?(?:cape|kaap)'), meaning: 'Northern Cape' },
  // The provinces' names before 1994 where one province kept the land: Natal is KwaZulu-Natal, the
  // Orange Free State the Free State. (The Transvaal and the Cape Province became several.)
  // Not the end of a name already written out, however spelt ("Kwazoulou-Natal", "Kwa Zulu Natal").
  { pattern: /(?<![-‑\p{L}]|(?:zulu|zoulou|zoeloe)\s)\bnatal\b(?![\p{L}-])/giu, meaning: 'KwaZulu-Natal' },
  { pattern: word('(?:the\\s+)?orange\\s+free\\s+state'), meaning: 'the Free State' },
  // "the Western and Eastern Cape": two provinces sharing one "Cape".
  {
    pattern: /\b(western|eastern|northern)\s+(and|or|&)\s+(western|eastern|northern)\s+capes?\b/giu,
    meaning: '$1 Cape $2 $3 Cape',
  },
];
