import { describe, expect, it } from 'vitest';
import { CRIME_CATEGORIES, findCrimes } from './crimes';

function categoriesIn(text: string): string[] {
  return findCrimes(text).map((c) => c.category);
}

describe('crime taxonomy', () => {
  it('has dozens of distinct categories', () => {
    expect(CRIME_CATEGORIES.length).toBeGreaterThan(40);
    expect(new Set(CRIME_CATEGORIES).size).toBe(CRIME_CATEGORIES.length);
  });
});

describe('findCrimes phrasings', () => {
  it.each([
    ['A 45-year-old man was murdered at his home.', 'Murder'],
    ['The victim was shot dead outside a tavern.', 'Murder'],
    ['She was stabbed to death by her boyfriend.', 'Murder'],
    ['A taxi owner was gunned down at the rank.', 'Murder'],
    ['Police are investigating a double murder.', 'Murder'],
    // Mob justice names violence, not its outcome: a killing only when the text says someone died.
    ['Residents took the law into their own hands in a mob justice attack.', 'Assault'],
    ['A 30-year-old man was killed by a mob in the village.', 'Murder'],
    ['Police are investigating two mob justice killings in the township.', 'Murder'],
    ['He was charged with attempted murder.', 'Attempted murder'],
    ['A security guard was shot and wounded.', 'Attempted murder'],
    ['He faces a charge of culpable homicide after the stabbing.', 'Culpable homicide'],
    [
      'The driver was charged with culpable homicide after the crash that killed two.',
      'Culpable homicide (road crash)',
    ],
    ['Two people died in a fatal crash on the N1.', 'Culpable homicide (road crash)'],
    ['A pedestrian was killed in a hit-and-run.', 'Culpable homicide (road crash)'],
    ['A 14-year-old girl was raped on her way home.', 'Rape'],
    ['He was convicted of statutory rape.', 'Rape'],
    ['The child was sexually assaulted by a relative.', 'Sexual assault'],
    ['He was arrested for sexual offences against minors.', 'Sexual assault'],
    ['Police arrested him for GBV.', 'Gender-based violence'],
    ['A case of domestic violence was opened.', 'Gender-based violence'],
    ['He violated a protection order.', 'Gender-based violence'],
    ['He was charged with assault with intent to do grievous bodily harm.', 'Assault GBH'],
    ['A case of assault GBH was opened.', 'Assault GBH'],
    ['He was charged with common assault.', 'Common assault'],
    ['The victim was assaulted with a bottle.', 'Assault'],
    [
      'A case of robbery with aggravating circumstances was opened.',
      'Robbery with aggravating circumstances',
    ],
    ['Three men were arrested for armed robbery.', 'Armed robbery'],
    ['She was robbed of her handbag at gunpoint.', 'Armed robbery'],
    ['The car was hijacked at a traffic light.', 'Carjacking'],
    ['Police recovered a vehicle hijacked in Soweto.', 'Carjacking'],
    ['Carjacking remains a concern.', 'Carjacking'],
    ['Suspects hijacked a truck loaded with groceries.', 'Truck hijacking'],
    ['A spate of truck hijackings on the N3.', 'Truck hijacking'],
    ['Five suspects linked to a CIT robbery were arrested.', 'Cash-in-transit robbery'],
    ['A cash-in-transit heist near Benoni.', 'Cash-in-transit robbery'],
    ['Three suspects arrested for house robbery.', 'House robbery'],
    ['A family was tied up during a home invasion.', 'House robbery'],
    ['Suspects robbed a spaza shop in Mthatha.', 'Business robbery'],
    ['A case of business robbery was registered.', 'Business robbery'],
    ['Suspects broke into a house while the family was away.', 'Residential burglary'],
    ['He was arrested for housebreaking and theft.', 'Residential burglary'],
    ['A case of burglary at residential premises was opened.', 'Residential burglary'],
    ['Thieves broke into a school and took computers.', 'Business burglary'],
    ['A case of burglary at business premises was opened.', 'Business burglary'],
    ['Police recovered 20 head of cattle in a stock theft case.', 'Stock theft'],
    ['Twelve sheep were stolen from a farm.', 'Stock theft'],
    ['He was found with a stolen vehicle.', 'Theft of motor vehicle'],
    ['A case of theft of motor vehicle was opened.', 'Theft of motor vehicle'],
    ['A laptop was taken in a smash-and-grab.', 'Theft out of motor vehicle'],
    ['He was caught stealing copper cables.', 'Cable and copper theft'],
    ['Suspects arrested for cable theft near the railway line.', 'Cable and copper theft'],
    ['He was charged with tampering with essential infrastructure.', 'Cable and copper theft'],
    ['He was found in possession of suspected stolen property.', 'Possession of stolen property'],
    ['She was arrested for shoplifting.', 'Theft'],
    ['The businessman was kidnapped for ransom.', 'Kidnapping'],
    ['A girl was abducted on her way to school.', 'Kidnapping'],
    ['Two women were rescued from human trafficking.', 'Human trafficking'],
    ['Police seized dagga worth R20 000.', 'Possession of drugs'],
    ['He was found with mandrax tablets.', 'Possession of drugs'],
    ['Police found tik and nyaope in the shack.', 'Possession of drugs'],
    ['He was arrested for possession of drugs.', 'Possession of drugs'],
    ['Police found CAT in the car.', 'Possession of drugs'],
    ['He was arrested for dealing in drugs.', 'Dealing in drugs'],
    ['Police dismantled a drug lab in a house.', 'Dealing in drugs'],
    [
      'He was charged with possession of an unlicensed firearm and ammunition.',
      'Possession of unlicensed firearm and ammunition',
    ],
    ['Police found an illegal firearm under the seat.', 'Possession of unlicensed firearm and ammunition'],
    ['He had a pistol with its serial number filed off.', 'Possession of unlicensed firearm and ammunition'],
    ['Forty illegal miners were arrested.', 'Illegal mining'],
    ['Police arrested 12 zama zamas at a disused shaft.', 'Illegal mining'],
    ['He was arrested for fraud amounting to R2 million.', 'Fraud'],
    ['A municipal official was arrested for corruption.', 'Corruption'],
    ['The officer demanded a bribe from the motorist.', 'Corruption'],
    ['Three men were arrested for extortion at a building site.', 'Extortion'],
    ['Businesses were forced to pay protection fees.', 'Extortion'],
    ['He was charged with malicious damage to property.', 'Malicious damage to property'],
    ['A case of MDP was opened.', 'Malicious damage to property'],
    ['The house was set alight by a mob.', 'Arson'],
    ['He was arrested for arson.', 'Arson'],
    ['Two suspects were found with rhino horns.', 'Rhino poaching'],
    ['Rhino poaching suspects arrested in the Kruger.', 'Rhino poaching'],
    ['Police confiscated bags of abalone.', 'Abalone poaching'],
    ['Perlemoen worth R1 million was seized.', 'Abalone poaching'],
    ['He was arrested for drunk driving.', 'Drunk driving'],
    ['She was charged with driving under the influence of alcohol.', 'Drunk driving'],
    ['A motorist was over the legal alcohol limit.', 'Drunk driving'],
    ['A 12-year-old boy was reported missing.', 'Missing person'],
    ['She was last seen on Friday.', 'Missing person'],
    ['The toddler was found abandoned; a case of child neglect was opened.', 'Child abuse and neglect'],
    ['A gang-related shooting left one dead.', 'Gang-related violence'],
    ['Police are investigating taxi violence in the area.', 'Taxi violence'],
    ['A mass shooting at a tavern left six dead.', 'Mass shooting'],
    ['Seven men shot dead while drinking in a hostel room.', 'Mass shooting'],
    ['Four people were shot and wounded at a taxi rank.', 'Mass shooting'],
    ['Suspects blew up an ATM at a mall.', 'ATM bombing'],
    ['Police found explosives in a shack.', 'Possession of explosives'],
    ['Illicit cigarettes worth R1 million were seized.', 'Smuggling and contraband'],
    ['Twenty undocumented foreign nationals were arrested.', 'Illegal immigration'],
    ['Police closed an illegal tavern.', 'Illegal liquor trading'],
    ['Protesters were arrested for public violence.', 'Public violence'],
    ['He was arrested for intimidation.', 'Intimidation'],
    ['Two detainees escaped from police custody.', 'Escape from custody'],
    ['An inquest docket was opened.', 'Inquest'],
  ])('%s → %s', (text, category) => {
    expect(categoriesIn(text)).toContain(category);
  });
});

describe('findCrimes ordering and cleaning', () => {
  it('orders by first appearance and lists each category once, with the words that named it', () => {
    expect(
      findCrimes('The victim was hijacked and later murdered. The hijackers were arrested for murder.'),
    ).toEqual([
      { category: 'Carjacking', phrase: 'hijacked' },
      { category: 'Murder', phrase: 'murdered' },
    ]);
  });

  it('does not count "murder" inside "attempted murder"', () => {
    expect(categoriesIn('He was charged with attempted murder.')).toEqual(['Attempted murder']);
  });

  it('reads a hijacked truck as a truck hijacking, not a carjacking', () => {
    expect(categoriesIn('Armed men hijacked a truck on the N3.')).toEqual(['Truck hijacking']);
  });

  it('drops umbrella categories when a specific one is named', () => {
    expect(categoriesIn('Suspects robbed the spaza shop. The robbery lasted minutes.')).toEqual([
      'Business robbery',
    ]);
    expect(categoriesIn('The stolen vehicle was recovered; the thieves stole it in Durban.')).toEqual([
      'Theft of motor vehicle',
    ]);
    expect(categoriesIn('The body was found in a field and a case of murder was opened.')).toEqual([
      'Murder',
    ]);
    expect(categoriesIn('He was found with dagga and charged with dealing in drugs.')).toEqual([
      'Dealing in drugs',
    ]);
  });

  it('ignores unit and hotline names that contain crime words', () => {
    expect(
      categoriesIn(
        'The Family Violence, Child Protection and Sexual Offences unit and the Murder and Robbery Unit attended. Call Crime Stop.',
      ),
    ).toEqual([]);
    expect(categoriesIn('The Stock Theft Unit assisted with the arrest for rhino poaching.')).toEqual([
      'Rhino poaching',
    ]);
  });

  it('matches acronyms only in capitals', () => {
    expect(categoriesIn('A cat was found in the car.')).toEqual([]);
    expect(categoriesIn('The cit was small.')).toEqual([]);
  });

  it('does not match crime words inside other words or place names', () => {
    expect(categoriesIn('Residents of Daggakraal celebrated the grape harvest.')).toEqual([]);
  });

  it('finds several crimes in a multi-crime incident', () => {
    const text =
      'Three armed men stormed a home, raped a woman and took the family car. They are charged with house robbery, rape and carjacking.';
    expect(categoriesIn(text)).toEqual(['Rape', 'House robbery', 'Carjacking']);
  });
});

describe('crimes of other cases and of no case', () => {
  it("leaves out a suspect's past and other cases", () => {
    const text =
      'A man was arrested for the rape of a girl. He was out on parole after being sentenced for murder, and is serving a suspended sentence for public violence.';
    expect(categoriesIn(text)).toEqual(['Rape']);
    expect(
      categoriesIn(
        'A woman was robbed of her bag. The suspect is out on bail in three other cases involving extortion.',
      ),
    ).not.toContain('Extortion');
  });

  it('keeps a crime the suspect is accused of in this case', () => {
    expect(
      categoriesIn('The man accused of killing the officer faces charges of murder and armed robbery.'),
    ).toEqual(expect.arrayContaining(['Murder', 'Armed robbery']));
  });

  it('leaves out accusations by others, threats and rumours', () => {
    expect(categoriesIn('A mob beat a man to death after accusing him of stealing a phone.')).not.toContain(
      'Theft',
    );
    expect(categoriesIn('The crowd threatened to assault the pastor.')).toEqual([]);
    expect(categoriesIn('A house was set alight over a kidnapping rumour.')).not.toContain('Kidnapping');
  });

  it('does not count suspects shot by the police as murder or attempted murder', () => {
    const text =
      'Robbers ambushed a cash van. Two of the suspects were fatally wounded in a shootout with police.';
    expect(categoriesIn(text)).toEqual(['Cash-in-transit robbery']);
    expect(categoriesIn('Two suspects arrested for murder')).toEqual(['Murder']);
  });

  it('does not count stolen goods found, or a getaway car hijacked earlier, as a theft or carjacking', () => {
    expect(categoriesIn('A man was arrested for possession of a stolen vehicle.')).not.toContain(
      'Theft of motor vehicle',
    );
    expect(categoriesIn('Police recovered four suspected stolen vehicles at the house.')).not.toContain(
      'Theft of motor vehicle',
    );
    expect(
      categoriesIn('A shop was robbed. The getaway car had been reported hijacked in March.'),
    ).not.toContain('Carjacking');
  });

  it('leaves out the general robbery charge when the kind of robbery is known', () => {
    expect(
      categoriesIn(
        'They robbed a cash-in-transit van and face charges of robbery with aggravating circumstances.',
      ),
    ).toEqual(['Cash-in-transit robbery']);
  });

  it('leaves out talk of crime in general', () => {
    const text =
      'A farmer was shot dead. The minister urged farmers to stay vigilant against farm attacks and said operations had led to the seizure of scores of illegal firearms and drugs.';
    expect(categoriesIn(text)).toEqual(['Murder']);
  });

  it('reads firearm charges however the illegality is worded', () => {
    const firearm = 'Possession of unlicensed firearm and ammunition';
    expect(categoriesIn('They were charged with illegal possession of a pistol.')).toContain(firearm);
    expect(categoriesIn('He faces a charge of unlawful possession of firearms.')).toContain(firearm);
    expect(categoriesIn('One man was found in possession of a revolver.')).toContain(firearm);
    expect(categoriesIn('The pair had a rifle and rounds which they were not licensed to own.')).toContain(
      firearm,
    );
    expect(categoriesIn('The owner showed his firearm licence to the officers.')).not.toContain(firearm);
  });

  it('reads a robbery with a weapon as armed robbery and a hijacked truck driver as a truck hijacking', () => {
    expect(categoriesIn('They will be charged with robbery with a firearm.')).toEqual(['Armed robbery']);
    expect(categoriesIn('Three men tried to hijack a parked truck near the toll plaza.')).toEqual([
      'Truck hijacking',
    ]);
  });

  it('counts a car taken in a robbery as part of the robbery, and a rape once', () => {
    expect(
      categoriesIn(
        'Armed robbers stormed the farmhouse and fled in the stolen car. They face charges of robbery.',
      ),
    ).toEqual(['Armed robbery']);
    expect(categoriesIn('The girl was raped; a nurse said she had been molested.')).toEqual(['Rape']);
  });

  it('leaves out other cases the suspect is linked to, doubts and denied claims', () => {
    expect(
      categoriesIn('A trader was shot dead. The gunmen have been linked to robberies in three towns.'),
    ).toEqual(['Murder']);
    expect(categoriesIn('A man was stabbed to death. Checks linked him to a burglary in May.')).toEqual([
      'Murder',
    ]);
    expect(categoriesIn('Two men were found shot dead; it is unclear whether anything was stolen.')).toEqual([
      'Murder',
    ]);
    expect(
      categoriesIn('The house was set alight. Parents denied the claims that the boys had been kidnapped.'),
    ).toEqual(['Arson']);
  });

  it('does not count suspects wounded during their arrest as attempted murder', () => {
    expect(
      categoriesIn('Two robbers were arrested after they were shot and wounded by the guard.'),
    ).not.toContain('Attempted murder');
  });

  it('reads "a hijacked trailer" found with stolen goods as no carjacking', () => {
    expect(categoriesIn('Officers found a hijacked trailer loaded with copper cable.')).not.toContain(
      'Carjacking',
    );
    expect(categoriesIn('He was charged with possession of a suspected hijacked vehicle.')).not.toContain(
      'Carjacking',
    );
    expect(categoriesIn('The woman was hijacked at a traffic light.')).toEqual(['Carjacking']);
  });

  it('counts an assault during a robbery as part of the robbery', () => {
    expect(
      categoriesIn('During the house robbery the owner was assaulted and the men fled with a television.'),
    ).toEqual(['House robbery']);
    expect(categoriesIn('A man was assaulted outside a tavern.')).toEqual(['Assault']);
  });

  it('reads people critically wounded in a shooting as an attempted murder', () => {
    expect(categoriesIn('Gunmen opened fire and two guards were critically wounded.')).toContain(
      'Attempted murder',
    );
  });

  it('reads a child not seen since a given time as a missing person', () => {
    expect(categoriesIn('A 12-year-old girl has not been seen since she left school on Monday.')).toEqual([
      'Missing person',
    ]);
  });

  it.each([
    ['A handbag was taken from a parked car in the mall lot.', 'Theft out of motor vehicle'],
    ['Police are investigating a theft out of a vehicle.', 'Theft out of motor vehicle'],
    ['The body of a 40-year-old man was found in a field.', 'Inquest'],
    ['Gunmen stormed a shebeen, killing four people and wounding two others.', 'Attempted murder'],
    ['Gunmen stormed a shebeen, killing four people and wounding two others.', 'Murder'],
    [
      'A woman was threatened with a knife and robbed of her phone.',
      'Robbery with aggravating circumstances',
    ],
  ])('%s → %s', (text, category) => {
    expect(categoriesIn(text)).toContain(category);
  });

  it('does not read the name of a mining task team as illegal mining', () => {
    expect(categoriesIn('Members of the Illicit Mining Task Team helped the detectives.')).toEqual([]);
  });

  it('reads a crime that names a police unit as no crime, however it is capitalised', () => {
    expect(
      categoriesIn(
        'A cashier was stabbed to death. The provincial murder and robbery team is investigating.',
      ),
    ).toEqual(['Murder']);
    expect(categoriesIn('Goats were found in a truck. The stock theft unit took over the case.')).toEqual([]);
  });

  it('does not count a suspect killed by the police as a murder', () => {
    expect(categoriesIn('After the hijacking in Tembisa, one man was shot dead by officers.')).toEqual([
      'Carjacking',
    ]);
    expect(categoriesIn('Police shot and killed a suspect after a shop was robbed.')).not.toContain('Murder');
  });

  it('tells the kind of a robbery from the home entered or the weapon used', () => {
    expect(
      categoriesIn('Four men kicked open the door, rushed into the house and robbed the couple.'),
    ).toEqual(['House robbery']);
    expect(categoriesIn('Two men held the driver at gunpoint and robbed him of his wallet.')).toEqual([
      'Armed robbery',
    ]);
    expect(categoriesIn('A pensioner was robbed of her bag outside the post box.')).toEqual(['Robbery']);
    expect(categoriesIn('Suspects arrested for a farm robbery near Ventersburg.')).toEqual(['House robbery']);
  });

  it('reads the theft of cattle as stock theft and a named clinic robbed as a business robbery', () => {
    expect(categoriesIn('He is accused of the theft of forty cattle from a farm.')).toEqual(['Stock theft']);
    expect(categoriesIn('The gang robbed the Sizanani Clinic of cash.')).toEqual(['Business robbery']);
  });

  it('reads a car carrier hijacked as a truck hijacking', () => {
    expect(categoriesIn('Armed men hijacked a car carrier on the N3 near Harrismith.')).toEqual([
      'Truck hijacking',
    ]);
  });

  it('reads people forced into a car or put in its boot as kidnapped', () => {
    expect(
      categoriesIn('The robbers forced the cashier and her son into their car and drove off.'),
    ).toContain('Kidnapping');
    expect(categoriesIn('The driver was put in the boot and left near Bronkhorstspruit.')).toContain(
      'Kidnapping',
    );
    expect(categoriesIn('Officers forced the door open and went into the house.')).not.toContain(
      'Kidnapping',
    );
  });

  it('reads people wounded as an attempted murder, and officers wounded as its victims', () => {
    expect(categoriesIn('One man was shot dead and two others were wounded at the rank.')).toEqual([
      'Murder',
      'Attempted murder',
    ]);
    expect(categoriesIn('Two of the officers were badly wounded in the ambush.')).toEqual([
      'Attempted murder',
    ]);
    expect(categoriesIn('Two suspects were wounded in the shootout with police.')).toEqual([]);
  });

  it('leaves out the cases a suspect is connected to', () => {
    expect(
      categoriesIn(
        'A gunman was shot dead by officers. He had been connected to three house robberies in Durban.',
      ),
    ).toEqual([]);
    expect(categoriesIn('Forensic evidence connected him to the murder of the taxi owner.')).toEqual([
      'Murder',
    ]);
  });

  it('reads goods "thought to be stolen" as goods found, not a theft', () => {
    expect(categoriesIn('A firearm and phones thought to be stolen were found on the men.')).not.toContain(
      'Theft',
    );
  });

  it('reads windows smashed in a protest as malicious damage, but not a window broken to steal', () => {
    expect(categoriesIn('Protesters barricaded roads and smashed the windows of the clinic.')).toContain(
      'Malicious damage to property',
    );
    expect(categoriesIn('A bag was stolen from a parked car after a window was smashed.')).toEqual([
      'Theft out of motor vehicle',
    ]);
  });

  it('reads someone who died after a shooting as murdered', () => {
    expect(categoriesIn('A boy of six has died after a shooting in Hanover Park.')).toEqual(['Murder']);
  });
});

describe('a mass shooting told by its count', () => {
  it('needs four or more people shot, not fewer, and not suspects shot by the police', () => {
    expect(categoriesIn('Two men were shot dead outside a shop.')).not.toContain('Mass shooting');
    expect(categoriesIn('Four men were shot by police during a shootout.')).not.toContain('Mass shooting');
    expect(categoriesIn('Five family members were shot dead at their home.')).toContain('Mass shooting');
  });
});
