/** Portuguese, Afrikaans, French, Kaaps, Swahili and other languages, as English questions borrow them. */

import { lowerCase, type NewsroomWord, word } from './shared';

/** Portuguese within English, as a Mozambican community writes it: "quantos", "assassinato", "roubo". */
export const PORTUGUESE_WORDS: readonly NewsroomWord[] = [
  { pattern: word('boa\\s+tarde|bom\\s+dia|boa\\s+noite|ol[áa]'), meaning: 'hello' },
  { pattern: word('por\\s+favor'), meaning: 'please' },
  { pattern: word('obrigad[oa]'), meaning: 'thank you' },
  { pattern: word('quant[oa]s'), meaning: 'how many' },
  { pattern: word('qual|quais'), meaning: 'which' },
  { pattern: word('quando'), meaning: 'when' },
  { pattern: word('(?:o\\s+|a\\s+)?(?:[úu]ltim[oa]|mais\\s+recente)'), meaning: 'the latest' },
  { pattern: word('(?:o\\s+|a\\s+)?primeir[oa]|(?:o\\s+|a\\s+)?mais\\s+antig[oa]'), meaning: 'the earliest' },
  { pattern: word('a\\s+data'), meaning: 'the date' },
  { pattern: word('percentagem|porcentagem'), meaning: 'percentage' },
  { pattern: word('sim\\s+ou\\s+n[ãa]o'), meaning: 'yes or no' },
  { pattern: word('todas\\s+as\\s+prov[íi]ncias(?:\\s+juntas)?'), meaning: 'all provinces together' },
  { pattern: word('prov[íi]ncias'), meaning: 'provinces' },
  { pattern: word('prov[íi]ncia'), meaning: 'province' },
  // "em 2019", "Em 2019", "em Komatipoort" is "in"; "Em" before a capital may begin a name.
  { pattern: lowerCase('[Ee]m(?=\\s+\\d{4})|em(?=\\s+\\p{Lu})|aqui\\s+em'), meaning: 'in' },
  { pattern: word('aqui'), meaning: 'here' },
  { pattern: word('presos|detidos'), meaning: 'arrested' },
  { pattern: word('suspeit[oa]s'), meaning: 'suspects' },
  { pattern: word('v[íi]timas'), meaning: 'victims' },
  { pattern: word('roubos?\\s+de\\s+gado'), meaning: 'stock theft' },
  { pattern: word('roubos?\\s+de\\s+(?:carros?|viaturas?)'), meaning: 'carjacking' },
  { pattern: word('carros?[- ]fortes?'), meaning: 'cash-in-transit robbery' },
  { pattern: word('loja'), meaning: 'business' },
  { pattern: word('assassinatos?|homic[ií]dios?'), meaning: 'murder' },
  { pattern: word('pol[ií]cias?'), meaning: 'police' },
  { pattern: word('mulheres'), meaning: 'women' },
  { pattern: word('homens'), meaning: 'men' },
  { pattern: word('crian[cç]as'), meaning: 'children' },
  { pattern: word('roubos?|assaltos?'), meaning: 'robbery' },
  { pattern: word('sequestros?|raptos?'), meaning: 'kidnapping' },
  { pattern: word('estupros?|violações|violacoes'), meaning: 'rape' },
];

/**
 * Afrikaans as an English question borrows it ("hoeveel moord en verkragting cases in die Vrystaat",
 * "kinders as victims", "op 'n Saterdag"): crimes, people, harms and days of the week. Only words no
 * English question writes otherwise; "die" and "of" stay, since English has them too.
 */
export const AFRIKAANS_WORDS: readonly NewsroomWord[] = [
  { pattern: word("het\\s+(?:wel\\s+)?['’]n\\s+arrestasie\\s+gehad"), meaning: 'had an arrest' },
  // A letter's greetings and thanks: "Goeie dag", "Beste vriende", "Vriendelike groete", "Baie dankie".
  {
    pattern: word(
      'goeie\\s+(?:dag|more|môre|middag|aand)|(?:beste|liewe)\\s+(?:vriende|mense|meneer|mevrou)|vriendelike\\s+groete|baie\\s+dankie|dankie',
    ),
    meaning: '',
  },
  {
    pattern: word('(?:en\\s+)?(?:ek|ons)\\s+wil\\s+graag\\s+weet|(?:en\\s+)?wil\\s+graag\\s+weet'),
    meaning: 'I would like to know',
  },
  { pattern: word('(?:alle|al\\s+die)\\s+jare\\s+saam'), meaning: 'all years together' },
  { pattern: word('oor\\s+die\\s+naweek'), meaning: 'over the weekend' },
  { pattern: word('tot\\s+die\\s+naaste\\s+(?:heel\\s+)?persent'), meaning: 'to the nearest whole percent' },
  { pattern: word('ten\\s+minste'), meaning: 'at least' },
  { pattern: word("het(?=\\s+(?:ten\\s+minste|at\\s+least|wel|['’]n|geen)\\b)"), meaning: 'had' },
  { pattern: word("wel(?=\\s+['’]n\\b)"), meaning: '' },
  { pattern: lowerCase("['’]n"), meaning: 'a' },
  { pattern: word('een(?=\\s+(?:persoon|mens|slagoffer|verdagte)\\b)'), meaning: 'one' },
  { pattern: word('dood\\s+(?:gelaat|gelos|gemaak)'), meaning: 'killed' },
  { pattern: word('arrestasies'), meaning: 'arrests' },
  { pattern: word('arrestasie'), meaning: 'arrest' },
  { pattern: word('van\\s+enige\\s+soort'), meaning: 'of any kind' },
  { pattern: word('roof-?sake'), meaning: 'robbery cases' },
  { pattern: word('besigheidsroof|besigheidsrowe'), meaning: 'business robbery' },
  {
    pattern: word('kontantkar(?:-?roof|-?rowe)?|kontant-in-transito(?:-?roof)?'),
    meaning: 'cash-in-transit robbery',
  },
  // "Kapings tel nie.": hijackings do not count.
  { pattern: /(?<![\p{L}])([\p{L}-]+)\s+tel\s+nie\b/giu, meaning: 'not counting $1' },
  { pattern: word('was\\s+daar'), meaning: 'was there' },
  { pattern: word('is\\s+daar'), meaning: 'is there' },
  // "hoeveel meer moorde was daar in die Vrystaat as in Mpumalanga": more ... than.
  { pattern: word('(?:hoeveel|how\\s+many)\\s+meer'), meaning: 'how many more' },
  // "het meer mense gesterf in die Oos-Kaap as in KZN": did more people die ... than.
  { pattern: word('het\\s+meer'), meaning: 'did more' },
  {
    pattern: word('meer(?=\\s+(?:mense|moorde|verkragtings?|slagoffers|verdagtes|\\p{L}+s)\\b)'),
    meaning: 'more',
  },
  { pattern: word('het\\s+iemand'), meaning: 'had someone' },
  { pattern: word('iemand'), meaning: 'someone' },
  { pattern: lowerCase('na\\s+n'), meaning: 'to a' },
  { pattern: /(?<=\bmore\b[^?.!]{0,80}?)\bas(?=\s+in\b)/giu, meaning: 'than' },
  { pattern: word('(?:die\\s+)?(?:heel\\s+eerste|allereerste|eerste|vroegste)'), meaning: 'the earliest' },
  {
    pattern: word('(?:die\\s+)?(?:heel\\s+laaste|laaste|nuutste|mees\\s+onlangse|jongste)'),
    meaning: 'the latest',
  },
  { pattern: word('persentasie'), meaning: 'percentage' },
  { pattern: word('heel\\s+getal'), meaning: 'whole number' },
  { pattern: word('rond\\s+(?:maar\\s+)?af'), meaning: 'round' },
  { pattern: word('altesaam|altesame|in\\s+totaal'), meaning: 'altogether' },
  { pattern: word('ek\\s+(?:bedoel|meen)'), meaning: 'I mean' },
  { pattern: word('genoeg'), meaning: 'enough' },
  // "Is dit waar?", "Klop dit?": is that true.
  { pattern: word('(?:is\\s+dit\\s+(?:nou\\s+)?waar|klop\\s+dit)'), meaning: 'is that true' },
  { pattern: word('my\\s+eie'), meaning: 'my own' },
  { pattern: word('poging\\s+tot\\s+moord'), meaning: 'attempted murder' },
  // "Limpopo or Mpuma": Mpumalanga, as its people shorten it ("Mpuma Koloni" is the Eastern Cape).
  { pattern: /(?<![\p{L}\p{N}])Mpuma(?![\p{L}\p{N}])(?!\s+Koloni)/gu, meaning: 'Mpumalanga' },
  // "As a percent please, not the number": a share asked for.
  {
    pattern:
      /\bas\s+a\s+per\s*cent\b(?:\s+please)?(?:\s*,?\s*not\s+(?:as\s+)?(?:the|a)\s+(?:number|count))?/giu,
    meaning: 'as a percentage',
  },
  // "In how many of the incidents did the police catch someone?": was someone arrested.
  {
    pattern:
      /\b(?:did|do|does)\s+(?:the\s+)?(?:police|cops|saps)\s+(?:catch|nab|get|arrest)\s+(?:someone|somebody|anyone|anybody|a\s+suspect|the\s+suspects?)\b/giu,
    meaning: 'was someone arrested',
  },
  // "hoeveel van die moorde op die Cape Flats": how many of the murders on the Cape Flats.
  { pattern: lowerCase('van\\s+die'), meaning: 'of the' },
  { pattern: lowerCase('op\\s+die'), meaning: 'on the' },
  // "net moord, nie attempted murder nie": only murder, not attempted murder.
  {
    pattern: word(
      'net(?=\\s+(?:moorde?|murders?|verkragtings?|rapes?|rooftogte?|robber(?:y|ies)|diefstal|thefts?)\\b)',
    ),
    meaning: 'only',
  },
  {
    pattern: /(?<![\p{L}\p{N}])nie\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+nie(?![\p{L}\p{N}])/giu,
    meaning: 'not $1',
  },
  { pattern: word('moorde'), meaning: 'murders' },
  { pattern: word('moord'), meaning: 'murder' },
  { pattern: word('verkragtings?'), meaning: 'rape' },
  { pattern: word('gewapende\\s+roof(?:togte?)?'), meaning: 'armed robbery' },
  { pattern: word('huisroof|huisrowe'), meaning: 'house robbery' },
  { pattern: word('motorkapings?'), meaning: 'carjacking' },
  { pattern: word('kapings?'), meaning: 'hijacking' },
  { pattern: word('(?:huis)?inbra(?:ak|ke)|huisbra(?:ak|ke)'), meaning: 'burglary' },
  { pattern: word('vee-?diefstal|stok-?diefstal'), meaning: 'stock theft' },
  { pattern: word('diefstal'), meaning: 'theft' },
  { pattern: word('aanrandings?'), meaning: 'assault' },
  // Those who commit them: "rowers" (robbers), "diewe" (thieves), "moordenaars" (murderers).
  { pattern: word('rowers'), meaning: 'robbers' },
  { pattern: word('rower'), meaning: 'robber' },
  { pattern: word('diewe'), meaning: 'thieves' },
  { pattern: word('moordenaars?'), meaning: 'murderers' },
  { pattern: word('rooftogte?'), meaning: 'robbery' },
  { pattern: word('ontvoerings?'), meaning: 'kidnapping' },
  { pattern: word('brandstigting'), meaning: 'arson' },
  { pattern: word('skietvoorvalle?|skietery(?:e)?'), meaning: 'shooting' },
  { pattern: word('dwelms'), meaning: 'drugs' },
  { pattern: word('korrupsie'), meaning: 'corruption' },
  { pattern: word('bedrog'), meaning: 'fraud' },
  { pattern: word('stropery'), meaning: 'poaching' },
  { pattern: word('kinders'), meaning: 'children' },
  { pattern: word('vroue|vrouens'), meaning: 'women' },
  { pattern: word('meisies'), meaning: 'girls' },
  { pattern: word('meisie'), meaning: 'girl' },
  { pattern: word('seuns'), meaning: 'boys' },
  { pattern: word('manne'), meaning: 'men' },
  // "die polisie" is the service, which arrests and reports; "polisie as slagoffers" are its members.
  { pattern: word('die\\s+polisie'), meaning: 'the police' },
  {
    pattern: word('polisiebeamptes|polisiemanne|polisievroue|polisie|konstabels'),
    meaning: 'police officers',
  },
  { pattern: word('slagoffers'), meaning: 'victims' },
  { pattern: word('slagoffer'), meaning: 'victim' },
  { pattern: word('verdagtes'), meaning: 'suspects' },
  { pattern: word('verdagte'), meaning: 'suspect' },
  { pattern: word('gearresteer|gearrest|in\\s+hegtenis\\s+geneem|aangekeer|gevang'), meaning: 'arrested' },
  { pattern: word('niemand'), meaning: 'nobody' },
  { pattern: word('enige'), meaning: 'any' },
  { pattern: word('eny|enny|anny'), meaning: 'any' },
  { pattern: word('gerapporteer|aangemeld'), meaning: 'reported' },
  // "hoeveel mense is dood": how many died.
  { pattern: word('dood'), meaning: 'killed' },
  // "skuldig bevind en tronk toe gestuur": found guilty and sent to prison, which happens after a release.
  { pattern: word('al\\s+skuldig\\s+bevind'), meaning: 'already convicted' },
  { pattern: word('skuldig\\s+bevind'), meaning: 'convicted' },
  { pattern: word('tronk\\s+toe\\s+gestuur|tronk\\s+toe|tronkstraf'), meaning: 'sent to prison' },
  { pattern: word('ja\\s*(?:/|of|or)\\s*nee'), meaning: 'yes or no' },
  { pattern: word('vermoor|doodgemaak'), meaning: 'killed' },
  { pattern: word('gesterf|oorlede|gesneuwel'), meaning: 'died' },
  { pattern: word('beseer|gewond'), meaning: 'injured' },
  { pattern: word('gevalle'), meaning: 'cases' },
  { pattern: word('voorvalle'), meaning: 'incidents' },
  { pattern: word('provinsies'), meaning: 'provinces' },
  { pattern: word('provinsie'), meaning: 'province' },
  { pattern: word('munisipaliteite'), meaning: 'municipalities' },
  { pattern: word('munisipaliteit'), meaning: 'municipality' },
  { pattern: word('naweke'), meaning: 'weekends' },
  { pattern: word('naweek'), meaning: 'weekend' },
  { pattern: word('Maandag'), meaning: 'Monday' },
  { pattern: word('Dinsdag'), meaning: 'Tuesday' },
  { pattern: word('Woensdag'), meaning: 'Wednesday' },
  { pattern: word('Donderdag'), meaning: 'Thursday' },
  { pattern: word('Vrydag'), meaning: 'Friday' },
  { pattern: word('Saterdag'), meaning: 'Saturday' },
  { pattern: word('Sondag'), meaning: 'Sunday' },
  { pattern: word('(?:die\\s+)?Oos[- ]Kaap'), meaning: 'the Eastern Cape' },
  { pattern: word('(?:die\\s+)?Wes[- ]Kaap'), meaning: 'the Western Cape' },
  { pattern: word('(?:die\\s+)?Noord[- ]Kaap'), meaning: 'the Northern Cape' },
  { pattern: word('(?:die\\s+)?Noordwes'), meaning: 'the North West' },
  // "moord en verkragting": "en" is no English word, "en route" aside.
  { pattern: word('en(?!\\s+(?:route|masse|bloc)\\b)'), meaning: 'and' },
  { pattern: word('watter'), meaning: 'which' },
  { pattern: word('meeste'), meaning: 'most' },
  { pattern: word('altesaam|altesame'), meaning: 'in total' },
];

/**
 * The four official languages the tables above had not covered, so every one of the eleven is read:
 * Xitsonga, Tshivenda, siSwati and isiNdebele, as a host, teacher or texter mixes them into English
 * ("how many vanhu were killed", "mapholisa among the victims", "Xana ...? Ahee kumbe e-e?"). People,
 * the police, criminals, killing, "how many", yes-or-no, greetings and the days of the week.
 */
export const MORE_LANGUAGE_WORDS: readonly NewsroomWord[] = [
  // Courtesies borrowed from Italian and German: "per favore", "grazie", "bitte", "danke".
  { pattern: word('per\\s+favore|bitte'), meaning: 'please' },
  { pattern: word('grazie(?:\\s+mille)?|danke(?:\\s+sch[öo]n)?'), meaning: 'thank you' },
  // Xitsonga.
  { pattern: word('vanhu'), meaning: 'people' },
  { pattern: word('munhu'), meaning: 'person' },
  { pattern: word('maphorisa'), meaning: 'police officers' },
  { pattern: word('swigevenga'), meaning: 'criminals' },
  { pattern: word('xigevenga'), meaning: 'criminal' },
  { pattern: word('vavasati'), meaning: 'women' },
  { pattern: word('vavanuna'), meaning: 'men' },
  { pattern: word('(?:va\\s+)?dlayiwile|ku\\s+dlayiwa'), meaning: 'killed' },
  { pattern: word('swingani'), meaning: 'how many' },
  { pattern: word('ahee\\s+kumbe\\s+e-?e'), meaning: 'yes or no' },
  // Tshivenda.
  { pattern: word('vhathu'), meaning: 'people' },
  { pattern: word('muthu'), meaning: 'person' },
  { pattern: word('mapholisa'), meaning: 'police officers' },
  { pattern: word('vhana'), meaning: 'children' },
  { pattern: word('vhasadzi'), meaning: 'women' },
  { pattern: word('vhanna'), meaning: 'men' },
  { pattern: word('dzigevhenga|zwigevhenga|vhagevhenga'), meaning: 'criminals' },
  { pattern: word('(?:vho\\s+)?vhulawa'), meaning: 'killed' },
  { pattern: word('ee\\s+kana\\s+hai'), meaning: 'yes or no' },
  // siSwati.
  { pattern: word('bantfu'), meaning: 'people' },
  { pattern: word('emaphoyisa'), meaning: 'police officers' },
  { pattern: word('bantfwana'), meaning: 'children' },
  { pattern: word('bafati'), meaning: 'women' },
  { pattern: word('emadvodza'), meaning: 'men' },
  { pattern: word('tigebengu'), meaning: 'criminals' },
  { pattern: word('yebo\\s+(?:noma|or|\\/)\\s*cha'), meaning: 'yes or no' },
  // isiNdebele, and the isiZulu and isiXhosa "were killed" they share.
  { pattern: word('amapholisa'), meaning: 'police officers' },
  { pattern: word('babulawa|abulawa|bebulawa'), meaning: 'killed' },
  // isiZulu "ababulewe" (who were killed), "amacala amangaki" (how many cases); Sesotho "ba
  // bolailweng" (who were killed), "a hlasetsweng" (who were attacked), "ha ho motho ya tshwerweng"
  // (nobody was arrested).
  { pattern: word('ababulewe|abebulewe|babulewe|abulewe'), meaning: 'killed' },
  { pattern: word('amacala|amacala'), meaning: 'cases' },
  { pattern: word('amangaki|angaki|mangaki'), meaning: 'how many' },
  { pattern: word('(?:(?:ba|ya|a)\\s+){0,2}bolailweng|(?:ba\\s+)?bolailwe'), meaning: 'killed' },
  { pattern: word('(?:ba\\s+|ya\\s+|a\\s+)?hlasetsweng'), meaning: 'attacked' },
  { pattern: word('ha\\s+ho\\s+(?:motho\\s+)?(?:ya|ea)\\s+tshwerweng'), meaning: 'nobody was arrested' },
  { pattern: word('(?:ba\\s+|ya\\s+)?tshwerweng|(?:ba\\s+)?tshwerwe'), meaning: 'arrested' },
  // Sepedi "ba ba bolailwego" (who were killed), "ee goba aowa" (yes or no); isiXhosa "ewe okanye hayi"
  // (yes or no), "ukudlwengulwa" (rape) and the Capes by their isiXhosa names.
  { pattern: word('(?:ba\\s+)?(?:ba\\s+)?bolailwego'), meaning: 'killed' },
  // The word for "or" as often comes in English ("Ee or aowa", "yebo or cha") or as a slash.
  {
    pattern: word(
      'ee\\s*(?:goba|or|kapa|kgotsa|\\/)\\s*(?:aowa|nnyaa)|e\\s+kapa\\s+tjhe|ewe\\s*(?:okanye|or|\\/)\\s*hayi|ina\\s*(?:kumbe|or|\\/)\\s*e-?e',
    ),
    meaning: 'yes or no',
  },
  { pattern: word('ukudlwengulwa|udlwengulo|ukudlwengula'), meaning: 'rape' },
  // isiZulu "ukubulala" (killing, murder), "ukuphanga" (robbery), "abangaki" / "ezingaki" / "bangaki"
  // (how many), and the provinces by their isiZulu names: eFreyistata, eNyakatho Kapa, eNtshonalanga.
  { pattern: word('ukubulawa|ukubulala'), meaning: 'murder' },
  { pattern: word('ukuphanga|ukugetshengwa'), meaning: 'robbery' },
  { pattern: word('abangaki|ezingaki|bangaki|zingaki|ingaki'), meaning: 'how many' },
  { pattern: word('e?Freyistata|e?Foreisitata'), meaning: 'the Free State' },
  { pattern: word('e?Nyakatho\\s+Kapa'), meaning: 'the Northern Cape' },
  { pattern: word('e?Ntshonalanga\\s+Kapa'), meaning: 'the Western Cape' },
  { pattern: word('e?Mpumalanga\\s+Kapa'), meaning: 'the Eastern Cape' },
  { pattern: word('e?Mpuma\\s+Koloni'), meaning: 'the Eastern Cape' },
  // isiXhosa: "yeyiphi" (which), "kukho / ikhona ... na?" (is there ...?), "kuphela" (only), "zizonke" /
  // "xa zidityanisiwe zonke" (all together), "nase" (and in), "amaxhoba" (victims), "angabantwana" (who
  // are children), "ezininzi" and "eyona iphezulu" (the most), "eyenzeke" (that happened), "ndifuna" (I
  // want), "sisi" and "bhuti" (addressing the reader), "nje" (just).
  { pattern: word('yeyiphi|yiyiphi|eyiphi'), meaning: 'which' },
  { pattern: word('kukho|ikhona|zikhona'), meaning: 'was there' },
  { pattern: word('kuphela'), meaning: 'only' },
  { pattern: word('xa\\s+zidityanisiwe\\s+zonke|zidityanisiwe|zizonke|zonke'), meaning: 'altogether' },
  { pattern: word('nase'), meaning: 'and' },
  { pattern: word('amaxhoba|ixhoba'), meaning: 'victims' },
  { pattern: word('angabantwana|abangabantwana'), meaning: 'children' },
  { pattern: word('ezininzi|eyona\\s+iphezulu|iphezulu'), meaning: 'most' },
  { pattern: word('eyenzeke|zenzeke|yenzeke'), meaning: 'happened' },
  { pattern: word('ndifuna'), meaning: '' },
  { pattern: word('sisi|bhuti'), meaning: '' },
  { pattern: word('nje'), meaning: '' },
  // "... eMthatha na?": the particle that makes a question, and "eFree State", "eNorthern Cape": "in".
  { pattern: word('na(?=\\s*\\?)'), meaning: '' },
  {
    pattern:
      /(?<![\p{L}\p{N}])e(?=(?:Free|Northern|Western|Eastern|North|Mpumalanga|Limpopo|Gauteng|KwaZulu)\b)/gu,
    meaning: 'in ',
  },
  { pattern: word('e?Ntshona\\s+Koloni'), meaning: 'the Western Cape' },
  { pattern: word('e?Mntla\\s+Koloni'), meaning: 'the Northern Cape' },
  // Setswana "ke bokae" (how many), "ee kgotsa nnyaa" (yes or no), "lepodisi" (a police officer),
  // "Lamatlhatso" (Saturday), "Bokone Bophirima" (the North West); Shona "vakaurayiwa" (who were
  // killed), "mupurisa" (a police officer), "hongu kana kwete" (yes or no),
  // "zvigebenga" (criminals).
  { pattern: word('(?:ke\\s+)?bokae'), meaning: 'how many' },
  { pattern: word('ee\\s+kgotsa\\s+nnyaa'), meaning: 'yes or no' },
  { pattern: word('lepodisi'), meaning: 'police officer' },
  { pattern: word('(?:ka\\s+)?Lamatlhatso'), meaning: 'on Saturday' },
  { pattern: word('(?:mo\\s+)?Bokone\\s+Bophirima'), meaning: 'the North West' },
  { pattern: word('vakaurayiwa|vakaurawa|kuurayiwa'), meaning: 'killed' },
  { pattern: word('mupurisa'), meaning: 'police officer' },
  { pattern: word('hongu\\s+kana\\s+kwete'), meaning: 'yes or no' },
  { pattern: word('zvigebenga|skebengas?'), meaning: 'criminals' },
  // siSwati "lababulewe" (who were killed); Portuguese "mortos" (the dead) and "feridos" (the injured).
  { pattern: word('lababulewe|labebulawa'), meaning: 'killed' },
  { pattern: word('mortos|mortas'), meaning: 'people killed' },
  { pattern: word('feridos|feridas'), meaning: 'people injured' },
  // A question particle that opens an ask ("Xana, was there ...?") and says nothing of its own.
  { pattern: /(?<![\p{L}\p{N}])xana\s*,?\s*/giu, meaning: '' },
  // The days of the week.
  { pattern: word('Sonto|Swondaha|Lisontfo'), meaning: 'Sunday' },
  { pattern: word('Mugqivela|Mugivhela|Umgcibelo'), meaning: 'Saturday' },
  { pattern: word('Ravuntlhanu|Lwavhuṱanu|Lwavhutanu|Lesihlanu'), meaning: 'Friday' },
  { pattern: word('Musumbhunuku|Musumbuluwo|Msombuluko'), meaning: 'Monday' },
];

/**
 * French within English, as a francophone advocate writes it ("combien de victimes were women",
 * "les enfants", "tués", "oui ou non"), and Kaaps, the Afrikaans-English of the Cape Flats ("innie
 * Kaap", "laaities", "van 2020 af", "al die jare saam"), beyond the Afrikaans words above.
 */
export const FRENCH_AND_KAAPS_WORDS: readonly NewsroomWord[] = [
  { pattern: word('et(?=\\s+(?:les|la|le|des|du)\\b)'), meaning: 'and' },
  { pattern: word("combien\\s+(?:de|d['’])?"), meaning: 'how many ' },
  { pattern: word('tu[ée]s|tu[ée]es'), meaning: 'killed' },
  { pattern: word('bless[ée]s|bless[ée]es'), meaning: 'injured' },
  { pattern: word('(?:les\\s+|des\\s+)?femmes'), meaning: 'women' },
  { pattern: word('(?:les\\s+|des\\s+)?enfants'), meaning: 'children' },
  { pattern: word('(?:les\\s+|des\\s+)?hommes'), meaning: 'men' },
  { pattern: word('la\\s+police|les\\s+policiers'), meaning: 'the police' },
  { pattern: word('oui\\s+ou\\s+non'), meaning: 'yes or no' },
  { pattern: word("merci(?:\\s+beaucoup)?|bonjour|bonsoir|s['’]il\\s+vous\\s+pla[iî]t"), meaning: '' },
  { pattern: word('Nord-Ouest'), meaning: 'North West' },
  { pattern: word('Le\\s+Cap'), meaning: 'Cape Town' },
  { pattern: word('innie'), meaning: 'in the' },
  { pattern: word('van\\s+((?:19|20)\\d{2})\\s+af'), meaning: 'from $1' },
  { pattern: word('(?:van\\s+)?al\\s+die\\s+jare(?:\\s+saam)?'), meaning: 'all years together' },
  { pattern: word('van\\s+al\\s+die'), meaning: 'of all the' },
  { pattern: word('laaities'), meaning: 'children' },
  { pattern: word('laaitie'), meaning: 'child' },
  { pattern: word('onder(?=\\s+\\d)'), meaning: 'under' },
  { pattern: word('wanneer'), meaning: 'when' },
  { pattern: word('polisie(?:kantoor|kantore|stasies?)'), meaning: 'police station' },
  { pattern: word('jaar'), meaning: 'year' },
  { pattern: word('maand'), meaning: 'month' },
  { pattern: word('laaste'), meaning: 'latest' },
  { pattern: word('datum'), meaning: 'date' },
  { pattern: word('dooies'), meaning: 'people killed' },
  { pattern: word('ouens'), meaning: 'people' },
  { pattern: word('gebeur'), meaning: 'happened' },
  {
    pattern: word('wie\\s+se\\s+(?:gender|geslag)\\s+(?:gegee|bekend|gestel)\\s+is'),
    meaning: 'whose sex is stated',
  },
  { pattern: word('tot\\s+een\\s+desimaal'), meaning: 'to one decimal' },
  { pattern: word('nie\\s+die\\s+hele'), meaning: 'not the whole' },
];

/**
 * Swahili within English, as an East African correspondent writes it ("watu wangapi waliuawa", "ngapi
 * jumla", "wanawake"); a GIS analyst's layers ("admin level 1 polygon", "point count"); a control room's
 * radio ("call-outs"); a data-protection lawyer's "data subjects".
 */
export const SWAHILI_AND_TRADE_WORDS: readonly NewsroomWord[] = [
  { pattern: word('watu\\s+wangapi|wangapi|ngapi|ngapi\\s+jumla'), meaning: 'how many' },
  { pattern: word('watu'), meaning: 'people' },
  { pattern: word('waliuawa|wameuawa|kuuawa'), meaning: 'were killed' },
  { pattern: word('walijeruhiwa|wamejeruhiwa'), meaning: 'were injured' },
  { pattern: word('wanawake'), meaning: 'women' },
  { pattern: word('wanaume'), meaning: 'men' },
  { pattern: word('watoto'), meaning: 'children' },
  { pattern: word('polisi'), meaning: 'police' },
  { pattern: word('jumla'), meaning: 'in total' },
  { pattern: word('sio|si'), meaning: 'not' },
  { pattern: word('kuna'), meaning: 'is there' },
  { pattern: word('yoyote'), meaning: 'any' },
  { pattern: lowerCase('na(?=\\s+(?:19|20)\\d{2})'), meaning: 'and' },
  { pattern: word("habari|asante(?:\\s+sana)?|shukran|jumu['’]ah"), meaning: '' },
  { pattern: word('tu(?=\\s*[?.!,]|\\s*$)'), meaning: '' },
  {
    pattern: word('admin(?:istrative)?\\s+level\\s+(?:1|one)(?:\\s+(?:polygons?|units?|areas?))?'),
    meaning: 'province',
  },
  {
    pattern: word('admin(?:istrative)?\\s+level\\s+(?:2|two)(?:\\s+(?:polygons?|units?|areas?))?'),
    meaning: 'municipality',
  },
  // A map's points are incidents; percentage points are a difference of shares.
  {
    pattern: word('point\\s+counts?|number\\s+of\\s+points|(?<!(?:percentage|per\\s*cent|%)\\s*)points'),
    meaning: 'incidents',
  },
  { pattern: word('(?:the\\s+)?(?:darkest|highest)\\s+class'), meaning: 'the most' },
  { pattern: word('(?:sum\\s+of|symboli[sz]e\\s+on)\\s+(?:the\\s+)?'), meaning: 'total of ' },
  { pattern: word('call-?outs|callouts'), meaning: 'incidents' },
  { pattern: /\bsum\s+(?=(?:killed|injured|victims|suspects|arrested|children)\b)/giu, meaning: 'total ' },
  { pattern: /\barrest(?:[_\s]made)?\s*(?:is|=|==)\s*(?:false|no|0)\b/giu, meaning: 'nobody was arrested' },
  { pattern: /\barrest(?:[_\s]made)?\s*(?:is|=|==)\s*(?:true|yes|1)\b/giu, meaning: 'someone was arrested' },
  { pattern: word('op\\s+(?:die\\s+)?plase'), meaning: 'on farms' },
  { pattern: word("op\\s+(?:die\\s+|['’]n\\s+)?plaas"), meaning: 'on a farm' },
  { pattern: word('plaaswerkers'), meaning: 'farmworkers' },
  { pattern: word('call-?out|callout'), meaning: 'incident' },
];
