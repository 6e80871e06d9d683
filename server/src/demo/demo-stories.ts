/**
 * The raw material of the synthetic demo releases: incident stories with placeholders, and the
 * invented names and details that fill them. Everything here is made up.
 *
 * Placeholders: {V} the victim at first mention ("a 45-year-old man"), {v_was} its verb, {v_he} /
 * {v_his} / {v_him} its pronouns; {S} the suspects at first mention, {s_was}, {s_his} and {s_him};
 * {in} the place ("in Khayelitsha"), {near} ("near Mthatha") and {when} the incident date ("on Sunday
 * night"), each of which may be left empty when the release names it elsewhere or not at all;
 * {vehicle}, {rand} an amount of money and {count} a number of things (never of people).
 */

/** The shapes a release can take. */
export type Shape = 'arrest' | 'appeal' | 'sentence' | 'missing' | 'operation';

export type VictimKind = 'adult' | 'female' | 'child' | 'elderly' | 'none';

export interface Story {
  /** Crime categories the release is about, the main one first (names from crimes.json). */
  crimes: readonly string[];
  /** Relative frequency among demo releases. */
  weight: number;
  /** How titles name the crime: "business robbery". */
  noun: string;
  victim: VictimKind;
  /** Whether the victim may be a couple or a family; every template then uses {v_was}. */
  groupVictims?: boolean;
  /** Victims the templates add beyond {V}, of unstated sex: "wounding two others". */
  extraVictims?: number;
  incidents: readonly string[];
  /** Charges named in "A case of ... was opened". */
  charges: readonly string[];
  shapes: readonly Shape[];
  /**
   * The release dates only the finding of a body, which says when the death became known, not when
   * it happened: its truth has no incident date, as the development set's convention has it.
   */
  datesOnlyTheFinding?: true;
  /** Optional extra sentence that adds a second crime, and perhaps a victim of unstated sex. */
  addon?: { crime: string; sentence: string; victims?: number };
}

export const STORIES: readonly Story[] = [
  {
    crimes: ['Murder'],
    weight: 16,
    noun: 'murder',
    victim: 'adult',
    incidents: [
      '{V} was shot dead outside a tavern {in} {when}.',
      '{V} was stabbed to death during an argument at a house {in} {when}.',
      '{when}, {V} was found with several gunshot wounds next to a footpath {in} and was declared dead at the scene.',
      'It is alleged that {V} was sitting with friends at a shebeen {in} {when} when an unknown gunman walked in and fired at {v_him}. {v_he} died at the scene.',
      'Paramedics certified {V} dead after {v_he} was found lying in a pool of blood behind a row of shops {in} {when}.',
      '{when}, an argument over money ended with {V} being fatally stabbed in the chest at a homestead {in}.',
    ],
    charges: ['murder'],
    shapes: ['arrest', 'arrest', 'appeal', 'appeal', 'sentence'],
    addon: {
      crime: 'Robbery',
      sentence: 'The attackers robbed {v_him} of {v_his} cellphone and wallet before fleeing.',
    },
  },
  {
    crimes: ['Attempted murder'],
    weight: 6,
    noun: 'attempted murder',
    victim: 'adult',
    incidents: [
      '{V} was shot and wounded while walking home {in} {when}.',
      '{V} was stabbed and seriously injured at a shebeen {in} {when} and was taken to hospital.',
      'Shots were fired at {V} as {v_he} got out of a taxi {in} {when}; {v_he} survived with wounds to the leg and is recovering in hospital.',
    ],
    charges: ['attempted murder'],
    shapes: ['arrest', 'appeal', 'sentence'],
  },
  {
    crimes: ['Rape'],
    weight: 8,
    noun: 'rape',
    victim: 'female',
    incidents: [
      '{V} was raped by a man known to {v_him} at a house {in} {when}.',
      '{when}, {V} was walking home {in} when {v_he} was grabbed, dragged into bushes and raped.',
      'According to the complainant, {V}, {v_he} had accepted a lift from a man {in} {when}, who drove to an open veld and raped {v_him}.',
      '{V} reported that {v_he} was raped in {v_his} own room {in} {when} by an intruder who came in through a window.',
    ],
    charges: ['rape'],
    shapes: ['arrest', 'arrest', 'appeal', 'sentence'],
  },
  {
    crimes: ['Sexual assault'],
    weight: 3,
    noun: 'sexual assault',
    victim: 'child',
    incidents: [
      '{V} was sexually assaulted by a neighbour {in} {when}.',
      'A teacher noticed that {V} was withdrawn and, after speaking to {v_him}, learnt that {v_he} had been sexually assaulted at home {in} {when}.',
    ],
    charges: ['sexual assault'],
    shapes: ['arrest', 'sentence'],
  },
  {
    crimes: ['Gender-based violence', 'Assault GBH'],
    weight: 4,
    noun: 'domestic violence',
    victim: 'female',
    incidents: [
      '{V} was beaten with a broomstick by {v_his} partner at their home {in} {when}.',
      '{when}, {V} was assaulted at {v_his} home {in} by a former partner against whom {v_he} holds a protection order.',
      'Neighbours called the police after hearing screams from a shack {in} {when}, where {V} had been kicked and punched by {v_his} husband.',
    ],
    charges: ['assault with intent to do grievous bodily harm in terms of the Domestic Violence Act'],
    shapes: ['arrest', 'arrest', 'sentence'],
  },
  {
    crimes: ['Assault GBH'],
    weight: 7,
    noun: 'assault',
    victim: 'adult',
    incidents: [
      '{V} was hit with a brick and badly injured during a fight {in} {when}.',
      '{V} was attacked with a panga outside a shop {in} {when} and needed stitches to {v_his} head.',
      'A dispute about a parking bay {in} turned violent {when} when {V} was struck repeatedly with a steel pipe.',
    ],
    charges: ['assault with intent to do grievous bodily harm', 'assault GBH'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Common assault'],
    weight: 2,
    noun: 'common assault',
    victim: 'adult',
    incidents: [
      '{V} was slapped and pushed to the ground during an argument at a taxi rank {in} {when}.',
      'A queue at a pension pay point {in} ended in a scuffle {when}, during which {V} was slapped in the face.',
    ],
    charges: ['common assault'],
    shapes: ['arrest'],
  },
  {
    crimes: ['House robbery'],
    weight: 6,
    noun: 'house robbery',
    victim: 'elderly',
    groupVictims: true,
    incidents: [
      '{when}, three armed men forced their way into a home {in}, tied up {V} and took cash, cellphones and a television.',
      '{V} {v_was} woken by armed intruders at {v_his} home {in} {when} and robbed of jewellery, cash and a laptop.',
      'Armed men kicked open the kitchen door of a house {in} {when}, held {V} at gunpoint and loaded a television and two laptops into a waiting car.',
    ],
    charges: ['house robbery'],
    shapes: ['arrest', 'appeal', 'sentence'],
    addon: {
      crime: 'Murder',
      sentence: 'A relative who tried to intervene was shot dead during the robbery.',
      victims: 1,
    },
  },
  {
    crimes: ['Business robbery'],
    weight: 5,
    noun: 'business robbery',
    victim: 'none',
    incidents: [
      'Two armed men entered a spaza shop {in} {when} and fled with cash and airtime.',
      '{when}, a group of armed suspects stormed a supermarket {in} and forced the manager to open the safe.',
      'A filling station {in} was held up {when} by men carrying handguns, who emptied the tills and drove off.',
    ],
    charges: ['business robbery'],
    shapes: ['arrest', 'appeal', 'sentence'],
    addon: {
      crime: 'Attempted murder',
      sentence: 'A security guard was shot and wounded during the robbery.',
      victims: 1,
    },
  },
  {
    crimes: ['Robbery with aggravating circumstances'],
    weight: 4,
    noun: 'robbery',
    victim: 'adult',
    incidents: [
      '{V} was threatened with a knife and robbed of {v_his} cellphone and bank cards {in} {when}.',
      'Two men cornered {V} in an alley {in} {when}, held a knife to {v_his} throat and took {v_his} laptop bag, in what police are treating as robbery with aggravating circumstances.',
    ],
    charges: ['robbery with aggravating circumstances'],
    shapes: ['arrest', 'appeal', 'sentence'],
  },
  {
    crimes: ['Armed robbery'],
    weight: 4,
    noun: 'armed robbery',
    victim: 'adult',
    incidents: [
      '{V} was robbed at gunpoint of {v_his} handbag and cellphone while waiting for a taxi {in} {when}.',
      '{when}, a gunman approached {V} at a bus stop {in} and demanded {v_his} phone and money before running off.',
    ],
    charges: ['armed robbery'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Common robbery'],
    weight: 2,
    noun: 'street robbery',
    victim: 'elderly',
    incidents: [
      '{V} was pushed to the ground and robbed of {v_his} pension money near a pay point {in} {when}.',
      'On {v_his} way back from the shops {in} {when}, {V} had {v_his} purse snatched by a man who then shoved {v_him} over.',
    ],
    charges: ['common robbery'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Carjacking'],
    weight: 7,
    noun: 'hijacking',
    victim: 'adult',
    incidents: [
      '{V} was hijacked at gunpoint in {v_his} driveway {in} {when} and the suspects drove off in {v_his} {vehicle}.',
      '{when}, {V} was forced out of {v_his} {vehicle} at a traffic light {in} by two armed men.',
      'Two men posing as passengers pulled a firearm on {V}, a ride-hailing driver, {in} {when} and took {v_his} {vehicle}.',
    ],
    charges: ['carjacking', 'vehicle hijacking'],
    shapes: ['arrest', 'arrest', 'appeal', 'sentence'],
    addon: {
      crime: 'Kidnapping',
      sentence: 'The victim was kidnapped and later dropped off unharmed in an open field.',
    },
  },
  {
    crimes: ['Truck hijacking'],
    weight: 2,
    noun: 'truck hijacking',
    victim: 'none',
    incidents: [
      'A truck loaded with groceries was hijacked on the national road {near} {when} and its cargo was offloaded into smaller vehicles.',
      '{when}, a delivery truck carrying cooldrinks was hijacked at a fuel stop {near}; the truck was later found abandoned and empty.',
    ],
    charges: ['truck hijacking'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Cash-in-transit robbery'],
    weight: 1,
    noun: 'cash-in-transit robbery',
    victim: 'none',
    incidents: [
      'Heavily armed suspects ambushed a cash-in-transit vehicle {near} {when} and fled with cash boxes.',
      'A cash-in-transit van was forced off the road {near} {when} and blown open with explosives.',
    ],
    charges: ['cash-in-transit robbery'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Residential burglary'],
    weight: 5,
    noun: 'housebreaking',
    victim: 'none',
    incidents: [
      'Suspects broke into a house {in} {when} while the owners were away and took a television, a laptop and jewellery.',
      'Burglars removed the burglar bars of a house {in} {when} and cleared it of electronics while the family was on holiday.',
    ],
    charges: ['housebreaking and theft', 'burglary at residential premises'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Business burglary'],
    weight: 3,
    noun: 'business burglary',
    victim: 'none',
    incidents: [
      'Suspects broke into a hardware store {in} {when} and loaded power tools into a waiting bakkie.',
      'The roof of a liquor store {in} was cut open {when} and stock worth {rand} was carried out.',
    ],
    charges: ['burglary at business premises'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Stock theft'],
    weight: 3,
    noun: 'stock theft',
    victim: 'none',
    incidents: [
      '{count} head of cattle were stolen from a kraal on a farm {near} {when}.',
      '{when}, {count} sheep were stolen from a grazing camp {near}.',
      'Farm workers {near} found the fence of a camp cut {when} and {count} goats gone.',
    ],
    charges: ['stock theft'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Theft of motor vehicle'],
    weight: 4,
    noun: 'vehicle theft',
    victim: 'none',
    incidents: [
      'A {vehicle} was stolen from a shopping centre parking area {in} {when}.',
      'A {vehicle} that had been parked outside a church {in} was found missing {when}; its tracking unit had been disabled.',
    ],
    charges: ['theft of motor vehicle'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Theft out of motor vehicle'],
    weight: 1,
    noun: 'theft out of a vehicle',
    victim: 'none',
    incidents: ['A laptop bag was taken from a parked car after a window was smashed {in} {when}.'],
    charges: ['theft out of motor vehicle'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Cable and copper theft'],
    weight: 3,
    noun: 'cable theft',
    victim: 'none',
    incidents: [
      'Security officers caught suspects cutting copper cables next to the railway line {in} {when}.',
      '{when}, residents {in} were left without power after overhead cables were cut and removed.',
      'About 200 metres of copper cable was dug up along a road reserve {in} {when}.',
    ],
    charges: ['tampering with essential infrastructure'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Possession of stolen property'],
    weight: 1,
    noun: 'possession of stolen property',
    victim: 'none',
    incidents: [
      'During a crime prevention operation {in} {when}, police stopped a bakkie loaded with suspected stolen property, including laptops and television sets.',
    ],
    charges: ['possession of suspected stolen property'],
    shapes: ['operation'],
  },
  {
    crimes: ['Theft'],
    weight: 2,
    noun: 'shoplifting',
    victim: 'none',
    incidents: [
      '{S} {s_was} caught shoplifting groceries and clothing worth {rand} at a store {in} {when}.',
      'Store security {in} stopped {S} at the exit {when} with meat and toiletries worth {rand} hidden in {s_his} bags.',
    ],
    charges: ['theft'],
    shapes: ['arrest'],
  },
  {
    crimes: ['Kidnapping'],
    weight: 3,
    noun: 'kidnapping',
    victim: 'adult',
    incidents: [
      '{V} was kidnapped outside {v_his} workplace {in} {when} and the kidnappers demanded a ransom from {v_his} family.',
      '{when}, {V} was bundled into a minibus {in} by men who later phoned {v_his} relatives demanding money for {v_his} release.',
    ],
    charges: ['kidnapping'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Human trafficking'],
    weight: 1,
    noun: 'human trafficking',
    victim: 'none',
    incidents: [
      'Police found young women who were allegedly trafficked and held against their will at a house {in} {when}.',
    ],
    charges: ['trafficking in persons'],
    shapes: ['operation'],
  },
  {
    crimes: ['Dealing in drugs'],
    weight: 4,
    noun: 'drug dealing',
    victim: 'none',
    incidents: [
      'Acting on a tip-off, police raided a suspected drug house {in} {when} and found mandrax tablets, tik and cash.',
      'Officers watching a house {in} {when} saw a steady stream of buyers; a search turned up packets of tik ready for sale.',
    ],
    charges: ['dealing in drugs'],
    shapes: ['operation'],
  },
  {
    crimes: ['Possession of drugs'],
    weight: 6,
    noun: 'possession of drugs',
    victim: 'none',
    incidents: [
      'During a stop-and-search operation {in} {when}, {S} {s_was} found in possession of dagga worth {rand}.',
      'Police searched a minibus taxi at a roadblock {in} {when} and found a bag of cocaine under a seat.',
      'A sniffer dog alerted its handler to a suitcase at a bus terminus {in} {when}; inside were parcels of dagga worth {rand}.',
    ],
    charges: ['possession of drugs'],
    shapes: ['operation'],
    addon: {
      crime: 'Possession of unlicensed firearm and ammunition',
      sentence: 'An unlicensed firearm with ammunition was also found in the vehicle.',
    },
  },
  {
    crimes: ['Possession of unlicensed firearm and ammunition'],
    weight: 6,
    noun: 'possession of an unlicensed firearm',
    victim: 'none',
    incidents: [
      'Police stopped and searched a {vehicle} {in} {when} and found a 9mm pistol with its serial number filed off and 15 rounds of ammunition.',
      'During a patrol {in} {when}, officers searched a group of men and found an unlicensed revolver on one of them.',
      'A tip-off led officers to a backyard room {in} {when}, where a shotgun and a pistol without licences were hidden in a wardrobe.',
    ],
    charges: ['possession of an unlicensed firearm and ammunition'],
    shapes: ['operation'],
  },
  {
    crimes: ['Illegal mining'],
    weight: 2,
    noun: 'illegal mining',
    victim: 'none',
    incidents: [
      'Police found illegal miners coming out of a disused mine shaft {near} {when}, with bags of gold-bearing soil.',
      'An operation at an abandoned mine dump {near} {when} uncovered illegal mining equipment and sacks of ore.',
    ],
    charges: ['illegal mining'],
    shapes: ['operation'],
  },
  {
    crimes: ['Fraud'],
    weight: 3,
    noun: 'fraud',
    victim: 'elderly',
    incidents: [
      '{V} lost {rand} {when} after fraudsters posing as bank officials phoned {v_him} and obtained {v_his} banking details.',
      'A fake investment scheme run from an office {in} cost {V} {v_his} savings of {rand}, according to a fraud complaint laid {when}.',
    ],
    charges: ['fraud'],
    shapes: ['arrest', 'sentence'],
  },
  {
    crimes: ['Corruption'],
    weight: 2,
    noun: 'corruption',
    victim: 'none',
    incidents: [
      'A traffic officer allegedly demanded a bribe of {rand} from a motorist at a roadblock {in} {when}.',
      'A municipal official {in} allegedly asked a contractor for {rand} in cash {when} in exchange for a tender, in a case of corruption.',
    ],
    charges: ['corruption'],
    shapes: ['arrest'],
  },
  {
    crimes: ['Extortion'],
    weight: 2,
    noun: 'extortion',
    victim: 'none',
    incidents: [
      'A group of men allegedly demanded protection fees from a construction company {in} {when} and threatened to shoot the workers.',
      'Shop owners {in} complained {when} that a gang was extorting weekly payments from them.',
    ],
    charges: ['extortion'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Malicious damage to property'],
    weight: 2,
    noun: 'malicious damage to property',
    victim: 'none',
    incidents: [
      'A group of people vandalised a community clinic {in} {when}, breaking windows and doors.',
      'Classrooms at a primary school {in} were trashed {when}; desks were smashed and taps ripped out.',
    ],
    charges: ['malicious damage to property'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Arson'],
    weight: 1,
    noun: 'arson',
    victim: 'none',
    incidents: [
      'A house {in} was set alight {when} while the family was asleep; all of them escaped unhurt.',
      'Petrol was poured over the door of a tuck shop {in} and set alight {when}, gutting the building.',
    ],
    charges: ['arson'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Rhino poaching'],
    weight: 1,
    noun: 'rhino poaching',
    victim: 'none',
    incidents: [
      'Rangers found the carcass of a dehorned rhino on a game farm {near} {when}.',
      'The carcasses of two rhinos with their horns hacked off were found in a private reserve {near} {when}.',
    ],
    charges: ['rhino poaching'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Abalone poaching'],
    weight: 1,
    noun: 'abalone poaching',
    victim: 'none',
    incidents: [
      'Police stopped a {vehicle} {in} {when} and found bags of abalone worth {rand}.',
      'Divers coming out of the water {near} {when} were found with sacks of shucked abalone.',
    ],
    charges: ['illegal possession of abalone'],
    shapes: ['operation'],
  },
  {
    crimes: ['Drunk driving'],
    weight: 3,
    noun: 'drunk driving',
    victim: 'none',
    incidents: [
      '{S} {s_was} stopped {in} {when} after {s_his} vehicle was seen swerving across the road; a test showed {s_him} to be over the legal alcohol limit.',
      'Traffic officers at a checkpoint {in} {when} found that {S} had more than twice the legal limit of alcohol in {s_his} blood.',
    ],
    charges: ['driving under the influence of alcohol'],
    shapes: ['arrest'],
  },
  {
    crimes: ['Culpable homicide (road crash)'],
    weight: 3,
    noun: 'fatal hit-and-run',
    victim: 'adult',
    incidents: [
      '{V} was knocked down and killed by a car {in} {when}; the driver did not stop.',
      'A pedestrian, {V}, died at the roadside {in} {when} after a speeding car hit {v_him} and drove away.',
    ],
    charges: ['culpable homicide'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Culpable homicide'],
    weight: 1,
    noun: 'culpable homicide',
    victim: 'adult',
    incidents: [
      '{V} died after being pushed and hitting {v_his} head during a scuffle at a tavern {in} {when}.',
    ],
    charges: ['culpable homicide'],
    shapes: ['arrest', 'sentence'],
  },
  {
    crimes: ['Missing person'],
    weight: 5,
    noun: 'missing person',
    victim: 'child',
    incidents: [
      '{V} went missing {when} after leaving {v_his} home {in} to visit a friend.',
      '{V} was reported missing {when}; {v_he} was last seen at a taxi rank {in}.',
      '{V} has not been seen since {v_he} left school {in} {when}.',
    ],
    charges: [],
    shapes: ['missing'],
  },
  {
    crimes: ['Child abuse and neglect'],
    weight: 1,
    noun: 'child neglect',
    victim: 'none',
    incidents: ['A toddler was found alone and without food in a locked shack {in} {when}.'],
    charges: ['child neglect'],
    shapes: ['arrest'],
  },
  {
    crimes: ['Gang-related violence', 'Attempted murder'],
    weight: 2,
    noun: 'gang violence',
    victim: 'adult',
    incidents: [
      '{V} was shot and wounded in a gang-related shooting {in} {when}.',
      'Rival gangs exchanged fire {in} {when} and {V}, caught in the crossfire, was wounded in the arm.',
    ],
    charges: ['attempted murder'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Taxi violence', 'Murder'],
    weight: 1,
    noun: 'taxi violence',
    victim: 'adult',
    incidents: [
      '{V}, a taxi owner, was shot dead at a taxi rank {in} {when} in what police believe is taxi violence.',
    ],
    charges: ['murder'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Mass shooting', 'Murder', 'Attempted murder'],
    weight: 1,
    noun: 'mass shooting',
    victim: 'none',
    extraVictims: 5,
    incidents: [
      'Gunmen opened fire on patrons at a tavern {in} {when}, killing three people and wounding two others.',
    ],
    charges: ['murder and attempted murder'],
    shapes: ['appeal'],
  },
  {
    crimes: ['ATM bombing', 'Business burglary'],
    weight: 1,
    noun: 'ATM bombing',
    victim: 'none',
    incidents: [
      'Suspects used explosives to blow up an ATM at a shopping centre {in} {when}.',
      'A loud blast woke residents {in} {when}, as an ATM at a filling station was blown open.',
    ],
    charges: ['business burglary'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Possession of explosives'],
    weight: 1,
    noun: 'possession of explosives',
    victim: 'none',
    incidents: [
      'Police searched a shack {in} {when} and found commercial explosives and detonators hidden under a bed.',
    ],
    charges: ['possession of explosives'],
    shapes: ['operation'],
  },
  {
    crimes: ['Smuggling and contraband'],
    weight: 1,
    noun: 'illicit cigarettes',
    victim: 'none',
    incidents: [
      'Police intercepted a truck {near} {when} and found illicit cigarettes worth {rand} hidden behind crates of fruit.',
    ],
    charges: ['smuggling of illicit cigarettes'],
    shapes: ['operation'],
  },
  {
    crimes: ['Illegal immigration'],
    weight: 1,
    noun: 'illegal immigration',
    victim: 'none',
    incidents: [
      'During an operation {in} {when}, police checked the papers of workers at a farm compound and found that several were undocumented.',
    ],
    charges: ['contravention of the Immigration Act'],
    shapes: ['operation'],
  },
  {
    crimes: ['Illegal liquor trading'],
    weight: 1,
    noun: 'illegal liquor trading',
    victim: 'none',
    incidents: [
      'Police closed down an illegal tavern {in} {when} and confiscated crates of beer and bottles of spirits.',
    ],
    charges: ['selling liquor without a licence'],
    shapes: ['operation'],
  },
  {
    crimes: ['Public violence'],
    weight: 1,
    noun: 'public violence',
    victim: 'none',
    incidents: [
      'Protesters barricaded roads with burning tyres and threw stones at passing vehicles {in} {when}.',
    ],
    charges: ['public violence'],
    shapes: ['arrest'],
  },
  {
    crimes: ['Intimidation'],
    weight: 1,
    noun: 'intimidation',
    victim: 'adult',
    incidents: ['{V} was threatened with death and told to leave {v_his} home {in} {when}.'],
    charges: ['intimidation'],
    shapes: ['arrest', 'appeal'],
  },
  {
    crimes: ['Escape from custody'],
    weight: 1,
    noun: 'escape from custody',
    victim: 'none',
    incidents: [
      '{count} awaiting-trial detainees escaped from the holding cells at a police station {in} {when}.',
    ],
    charges: ['escape from lawful custody'],
    shapes: ['appeal'],
  },
  {
    crimes: ['Inquest'],
    weight: 1,
    noun: 'body found',
    victim: 'adult',
    datesOnlyTheFinding: true,
    incidents: [
      'The body of {V} was found in an open field {in} {when}; the cause of death is not yet known.',
    ],
    charges: ['inquest'],
    shapes: ['appeal'],
  },
];

export const FIRST_NAMES = {
  male: [
    'Sipho',
    'Thabo',
    'Bongani',
    'Mandla',
    'Karabo',
    'Lwazi',
    'Tshepo',
    'Sibusiso',
    'Pieter',
    'Johan',
    'Ruan',
    'Mohammed',
    'Yusuf',
    'Kevin',
    'Andile',
    'Lungile',
    'Themba',
    'Vusi',
    'Jabu',
    'Tumelo',
  ],
  female: [
    'Nomsa',
    'Thandeka',
    'Zanele',
    'Lerato',
    'Palesa',
    'Nthabiseng',
    'Ayanda',
    'Busisiwe',
    'Anneke',
    'Marelize',
    'Fatima',
    'Shireen',
    'Lindiwe',
    'Khanyisile',
    'Refiloe',
    'Dineo',
    'Nolwazi',
    'Precious',
    'Charmaine',
    'Mpho',
  ],
} as const;

export const SURNAMES: readonly string[] = [
  'Mokoena',
  'Nkosi',
  'Dlamini',
  'Mthembu',
  'Botha',
  'Van Wyk',
  'Khumalo',
  'Ndlovu',
  'Mahlangu',
  'Pillay',
  'Naidoo',
  'Sithole',
  'Mabaso',
  'Molefe',
  'Jacobs',
  'Petersen',
  'Mkhize',
  'Maluleke',
  'Baloyi',
  'Tshabalala',
  'Ngcobo',
  'Mofokeng',
  'Hendricks',
  'Radebe',
  'Makhubela',
  'Cele',
  'Zwane',
  'Nel',
  'Fourie',
  'Moosa',
];

export const SPOKESPERSON_RANKS: readonly string[] = [
  'Captain',
  'Lieutenant Colonel',
  'Colonel',
  'Warrant Officer',
  'Sergeant',
  'Brigadier',
];

export const DETECTIVE_RANKS: readonly string[] = [
  'Detective Sergeant',
  'Detective Warrant Officer',
  'Detective Constable',
  'Detective Captain',
];

export const VEHICLES: readonly string[] = [
  'white Toyota Corolla',
  'grey VW Polo',
  'silver Toyota Hilux bakkie',
  'red Nissan NP200',
  'black BMW 3 Series',
  'white Toyota Quantum minibus',
  'blue Hyundai i20',
  'white Ford Ranger',
  'silver Renault Kwid',
  'grey Isuzu bakkie',
];

export const QUOTES: readonly string[] = [
  'We will not allow criminals to terrorise our communities',
  'We thank the community for the information that led to this breakthrough',
  'Our detectives are leaving no stone unturned in this case',
  'This arrest sends a clear message that crime does not pay',
  'We urge residents to keep working with the police to make their neighbourhoods safer',
  'Violence against women and children has no place in our society',
];

export const SENTENCES_HANDED_DOWN: readonly string[] = [
  'life imprisonment',
  '15 years imprisonment',
  'an effective 20 years imprisonment',
  '8 years direct imprisonment',
  '25 years imprisonment',
  '12 years imprisonment, of which 4 years were suspended',
];

export const CLOTHING: readonly string[] = [
  'a blue school uniform',
  'a black hoodie and grey tracksuit pants',
  'a red dress and white sneakers',
  'a green jacket and blue jeans',
  'a yellow T-shirt and black shorts',
];

/** Fictional ranks and units that arrest, in the many ways releases name them. */
export const ARREST_UNITS: readonly string[] = [
  'Police',
  'Detectives',
  'Members of the Tactical Response Team',
  'Crime intelligence officers',
  'Officers on patrol',
  'A joint team of detectives and crime intelligence officers',
];

/** How a release says nobody is in custody yet. */
export const NO_ARREST_LINES: readonly string[] = [
  'No arrests have been made and the motive is unknown.',
  'The suspects fled on foot and are still at large.',
  'Nobody has been arrested yet.',
  'The motive for the attack is being investigated and no one is in custody.',
  'Police have not yet made an arrest.',
];
