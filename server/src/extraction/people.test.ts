import { describe, expect, it } from 'vitest';
import { ageOfWord, numberOfWord, readNumber } from '../corpus/numbers';
import { readPeople, settleVictims } from './people';

function people(body: string, title = '') {
  return readPeople({ title, body });
}

describe('number words', () => {
  it.each([
    ['seven', 7],
    ['Nineteen', 19],
    ['twenty-three', 23],
    ['12', 12],
    ['dozen', 12],
    ['several', null],
  ])('%s is %s', (word, value) => {
    expect(numberOfWord(word)).toBe(value);
  });

  it('reads "thirty one" across two words', () => {
    expect(readNumber(['thirty', 'one', 'men'], 0)).toEqual({ value: 31, length: 2 });
  });

  it('reads ages written as one word, months old as zero', () => {
    expect(ageOfWord('45-year-old')).toBe(45);
    expect(ageOfWord('forty-five-year-old')).toBe(45);
    expect(ageOfWord('8-month-old')).toBe(0);
    expect(ageOfWord('well-known')).toBeNull();
  });
});

describe('suspects arrested', () => {
  it('takes the sex of one person arrested from the "he" or "she" that follows in the sentence', () => {
    const people = readPeople({
      title: '',
      body: 'Police arrested a 40-year-old constable after he allegedly shot his colleague.',
    });
    expect(people.suspects).toEqual({ female: 0, male: 1 });
  });

  it.each([
    ['Officers arrested two suspects at a roadblock outside Kokstad.', 2],
    ['A 25-year-old man and his accomplice were arrested at a tavern.', 2],
    ['Five men aged 20 to 31 were arrested during the raid.', 5],
    ['A suspect was arrested on Tuesday.', 1],
    ['Detectives later arrested both of them at a hideout in Tembisa.', 2],
    ['Three of them were arrested while the others fled.', 3],
    ['The trio were taken into custody in Polokwane.', 3],
    ['Police caught a couple of suspects trying to sell the stolen cable.', 2],
    ['Twenty-one illegal miners were apprehended at a shaft near Krugersdorp.', 21],
  ])('%s', (text, count) => {
    expect(people(text).suspects_arrested).toBe(count);
  });

  it('reads a headline that counts the arrested without a noun', () => {
    const read = people(
      'A tip-off led officers to a house in Ivory Park.',
      'Four held for hijacking in Ivory Park',
    );
    expect(read.suspects_arrested).toBe(4);
    expect(read.evidence.suspects_arrested).toBe('Four held');
  });

  it('counts a list of named accused with their ages', () => {
    const read = people(
      'Police arrested Lwazi Ndaba (34), Peter Khumalo (29) and Ayanda Zulu (41) at a farm near Greytown.',
    );
    expect(read.suspects_arrested).toBe(3);
    expect(read.suspect_ages).toEqual([34, 29, 41]);
  });

  it('takes ages stated after the count: "aged 25, 30 and 41"', () => {
    expect(
      people('Three suspects, aged 25, 30 and 41, were arrested in Mitchells Plain.').suspect_ages,
    ).toEqual([25, 30, 41]);
  });

  it('gives no individual ages for a range', () => {
    const read = people('Four suspects aged between 20 and 31 were arrested on Friday.');
    expect(read.suspects_arrested).toBe(4);
    expect(read.suspect_ages).toEqual([]);
  });

  it('adds a suspect arrested later to those arrested first', () => {
    const read = people(
      'Police arrested two men on Monday. A third suspect was arrested on Wednesday in Mamelodi.',
    );
    expect(read.suspects_arrested).toBe(3);
  });

  it('keeps two arrests of people of different ages apart', () => {
    const read = people(
      'A 31-year-old man was arrested at the scene. On Thursday a 45-year-old woman was also arrested in Durban.',
    );
    expect(read.suspects_arrested).toBe(2);
    expect(read.suspect_ages).toEqual([31, 45]);
  });

  it('does not count suspects shot dead or still on the run', () => {
    const read = people(
      'Two suspects were shot dead in the shootout and one was arrested. A fourth suspect is still on the run.',
    );
    expect(read.suspects_arrested).toBe(1);
  });

  it('resolves "they were arrested" to the people counted before', () => {
    const read = people(
      'Officers stopped a car with four occupants. A search found drugs and they were arrested.',
    );
    expect(read.suspects_arrested).toBe(4);
  });

  it('reads "no arrests have been made" as no arrest', () => {
    const read = people('A man was shot dead outside a tavern in Gugulethu. No arrests have been made.');
    expect(read.suspects_arrested).toBe(0);
    expect(read.arrest_made).toBe(false);
    expect(read.outcome?.kind).toBe('no_arrest');
  });

  it('does not take a reward for information leading to an arrest as an arrest', () => {
    const read = people('A reward is offered for information that could lead to the arrest of the gunmen.');
    expect(read.arrest_made).toBe(false);
  });

  it('ignores arrests in a separate incident', () => {
    const read = people(
      'Two men were arrested for the robbery. In a separate incident, police arrested six people for drunk driving.',
    );
    expect(read.suspects_arrested).toBe(2);
  });

  it('counts police officers who are arrested as suspects', () => {
    expect(people('Two constables were arrested for extortion in Mthatha.').suspects_arrested).toBe(2);
  });
});

describe('people told of twice or by pronoun', () => {
  it('keeps the sex and age of "A man aged 59, a taxi owner, was shot dead"', () => {
    const read = people('A man aged 59, a taxi owner, was shot dead at a taxi rank in Tshing.');
    expect(read.victims).toMatchObject({ count: 1, male: 1, female: 0, ages: [59] });
  });

  it('does not take someone found with gunshot wounds for a suspect', () => {
    const read = people(
      'A 33-year-old man was found with several gunshot wounds next to a footpath. The suspects have not been arrested.',
    );
    expect(read.suspect_ages).toEqual([]);
  });

  it('keeps the pronoun of an earlier clause that speaks of the victim', () => {
    const read = people('When she arrived at the shop on Friday, a 30-year-old was robbed.');
    expect(read.victims.female).toBe(1);
  });

  it('does not take a name given after a clause about a suspect for the suspect', () => {
    expect(
      people('The suspect who was arrested told police that his employer is John Smith, 52.').suspect_ages,
    ).toEqual([]);
  });

  it('does not give a victim the sex of the attacker named by pronoun before them', () => {
    const read = people(
      'A 38-year-old man was arrested on Tuesday. It is alleged that in March he used a knife to stab Sergeant Lerato Dube to death at a gathering.',
    );
    expect(read.victims.count).toBe(1);
    expect(read.victims.male).toBeNull();
  });
});

describe('arrests reported with an infinitive or a group member singled out', () => {
  it.each([
    ['Police managed to arrest two suspects in Soweto.', 2],
    ['Detectives acted quickly to arrest three men for the robbery.', 3],
    ['Officers were able to arrest a 29-year-old man at the scene.', 1],
    ['Police went to arrest the suspect at his home, but he had already fled.', 0],
    ['Officers rushed to arrest the gunman but he escaped.', 0],
    ['Police were not able to arrest the suspects.', 0],
    ['Police hope to arrest the two suspects soon.', 0],
  ])('%s → %i', (body, count) => {
    expect(people(body).suspects_arrested).toBe(count);
  });

  it('reads "another" after "one of the suspects" as the other member of the group', () => {
    const read = people(
      'Police acted quickly to arrest two men. The team found one of the suspects at his home. He led them to a second address, where another man was arrested.',
    );
    expect(read.suspects_arrested).toBe(2);
  });

  it('still adds "another" suspect when nobody of the group was singled out', () => {
    expect(
      people('Police arrested two men on Monday. Another suspect was arrested on Tuesday.').suspects_arrested,
    ).toBe(3);
  });
});

describe('suspect ages stated outside the arrest sentence', () => {
  it('reads names listed with semicolons after "police named them as"', () => {
    const read = people(
      'Four men were arrested at a roadblock near Ladysmith. They appeared in court on Monday. Police named them as Bongani Dube, 41; Sifiso Mthembu, 29; Lucky Zwane, 33; and Sipho Khoza, 26.',
    );
    expect(read.suspects_arrested).toBe(4);
    expect(read.suspect_ages).toEqual([41, 29, 33, 26]);
  });

  it('reads names after "identified them as" when the people before were the suspects', () => {
    const read = people(
      'Three men were arrested in connection with the robbery. A spokesperson identified them as Thabo Lekota (38), Vusi Nkosi (27) and Jabu Mahlangu (45).',
    );
    expect(read.suspect_ages).toEqual([38, 27, 45]);
  });

  it('does not take the names of victims identified by police for suspects', () => {
    const read = people(
      'Two men were shot dead at a tavern in Nyanga. A spokesperson identified them as Ayanda Mali (31) and Luthando Gxoyiya (24). Nobody has been arrested.',
    );
    expect(read.suspect_ages).toEqual([]);
  });

  it('reads the names of those arrested given after an inserted clause: "The two arrested, who ..., are"', () => {
    const read = people(
      'Police arrested two men on Friday. The two arrested on Friday, who appeared in the Vryheid court, are Mandla Buthelezi (36) and Zakhele Ntuli (22).',
    );
    expect(read.suspect_ages).toEqual([36, 22]);
  });

  it('takes "who are aged" after the suspects', () => {
    const read = people(
      'Detectives moved in on the suspects, who are aged 44, 31 and 25, and arrested them in Paarl.',
    );
    expect(read.suspect_ages).toEqual([44, 31, 25]);
  });

  it('takes the age of a suspect noun anywhere in the release', () => {
    const read = people(
      'The Hawks arrested a former municipal manager on Tuesday. It is alleged that the 58-year-old suspect awarded a tender without a bid.',
    );
    expect(read.suspects_arrested).toBe(1);
    expect(read.suspect_ages).toEqual([58]);
  });

  it('takes the age from "one of the suspects, a 36-year-old"', () => {
    const read = people(
      'Twelve people were arrested at a mine in Stilfontein. One of the suspects, a 36-year-old, is wanted for murder in Gauteng.',
    );
    expect(read.suspects_arrested).toBe(12);
    expect(read.suspect_ages).toEqual([36]);
  });

  it('takes the ages of people found carrying or holding contraband', () => {
    const read = people(
      'Six suspects were arrested at a farm near Springbok. A 27-year-old was found carrying uncut diamonds, and a pistol was found on a 35-year-old.',
    );
    expect(read.suspects_arrested).toBe(6);
    expect(read.suspect_ages).toEqual([27, 35]);
  });

  it('takes the age of someone facing charges, and of an apposition to the one arrested', () => {
    expect(
      people(
        'A 52-year-old man who lives in Brits is facing charges of fraud after his arrest by the Hawks on Monday.',
      ).suspect_ages,
    ).toEqual([52]);
    expect(
      people('The driver of the truck, a 47-year-old man, was arrested at the weighbridge.').suspect_ages,
    ).toEqual([47]);
  });

  it('keeps the age of a suspect nobody has arrested, without counting an arrest', () => {
    const read = people(
      'The family says a teacher accused of assaulting a pupil has not been arrested. A police statement referred to the case as implicating a 39-year-old teacher at the school.',
    );
    expect(read.suspects_arrested).toBe(0);
    expect(read.suspect_ages).toEqual([39]);
  });
});

describe('victims', () => {
  it('counts the unharmed owner of a hijacked car beside the hurt passenger, and "not seriously injured" as hurt', () => {
    const hijacked = readPeople({
      title: '',
      body: 'A passenger was shot and injured. The owner of the car, who was driving at the time of the hijacking, was not harmed.',
    });
    expect(hijacked.victims).toMatchObject({ count: 2, injured: 1 });
    const shot = readPeople({ title: '', body: 'A man was shot. He was not seriously injured.' });
    expect(shot.victims).toMatchObject({ count: 1, injured: 1 });
  });

  it('takes "the remaining two" of a group of men as men', () => {
    const people = readPeople({
      title: '',
      body: 'Seven of the men were killed on the spot, and the remaining two were rushed to hospital.',
    });
    expect(people.victims).toMatchObject({ count: 9, male: 9, killed: 7, injured: 2 });
  });

  it('does not take a victim taken to hospital and no more for a hurt one', () => {
    const people = readPeople({
      title: '',
      body: 'A five-year-old girl was raped in Tafelsig. Police said the girl had been taken to hospital.',
    });
    expect(people.victims).toMatchObject({ count: 1, injured: null });
  });

  it('takes "two of them" after suspects beaten by residents as suspects, not as hurt victims', () => {
    const people = readPeople({
      title: '',
      body: 'Residents caught the robbers, and the suspects were badly assaulted; two of them had to be admitted to hospital.',
    });
    expect(people.victims.injured).toBeNull();
  });

  it('does not take one more person of a list for a victim when the sentence arrests them', () => {
    const people = readPeople({
      title: '',
      body: 'Two men were shot dead in the tavern, and another man was arrested at the scene.',
    });
    expect(people.victims).toMatchObject({ count: 2, male: 2 });
    expect(people.suspects_arrested).toBe(1);
  });

  it('reads one victim with age and sex', () => {
    const read = people('A 34-year-old woman was shot dead in her home in Delft on Sunday.');
    expect(read.victims).toMatchObject({ count: 1, female: 1, male: 0, ages: [34] });
    expect(read.evidence.victims).toBe('A 34-year-old woman was shot dead');
  });

  it('counts the killed and the wounded as different people', () => {
    const read = people('Three men were killed and two other people were wounded when gunmen opened fire.');
    expect(read.victims.count).toBe(5);
    expect(read.victims.male).toBe(3);
  });

  it('does not count the same victim twice when the release mentions them again', () => {
    const read = people(
      'A 52-year-old man was stabbed outside a shop. The man died on the way to hospital. The victim was a taxi owner.',
    );
    expect(read.victims.count).toBe(1);
  });

  it('counts police officers as victims', () => {
    const read = people('Two police officers were shot and wounded during a patrol in Nyanga.');
    expect(read.victims.count).toBe(2);
  });

  it('reads victims after "the murder of" and "the bodies of"', () => {
    expect(people('They are accused of the murder of a pensioner and his wife.').victims).toMatchObject({
      count: 2,
      female: 1,
      male: 1,
    });
    expect(people('The bodies of three women were found in a veld.').victims).toMatchObject({
      count: 3,
      female: 3,
    });
    expect(
      people('Four bodies, those of one woman and three men, were lying in the lounge.').victims,
    ).toMatchObject({
      count: 4,
      female: 1,
      male: 3,
      killed: 4,
    });
  });

  it('counts the deceased as killed whatever the verb that tells what was done to them', () => {
    expect(
      people('The deceased, a 34-year-old woman and her 12-year-old son, were shot in their home.').victims,
    ).toMatchObject({ count: 2, killed: 2, injured: 0 });
    expect(
      people('A man was shot and wounded. The deceased was a woman who was shot in the head.').victims,
    ).toMatchObject({ count: 2, killed: 1, injured: 1 });
  });

  it('reads a couple as a man and a woman', () => {
    expect(people('An elderly couple was attacked on their farm near Ficksburg.').victims).toMatchObject({
      count: 2,
      female: 1,
      male: 1,
    });
  });

  it('takes a victim of unstated sex from the pronouns around them', () => {
    const read = people('The victim was robbed at knifepoint. She was treated for cuts to her arm.');
    expect(read.victims).toMatchObject({ count: 1, female: 1, male: 0 });
  });

  it('does not take a suspect shot by police for a victim', () => {
    const read = people('A suspect was shot dead by police after he fired at officers.');
    expect(read.victims.count).toBeNull();
  });

  it('reads "no one was injured" as no victim', () => {
    expect(people('Shots were fired at the guards but no one was injured.').victims.count).toBeNull();
  });

  it('tells the sex of suspects arrested in two groups ("three more men")', () => {
    expect(
      people(
        'Eight men and a woman were arrested at the scene. At a second house three more men were arrested.',
      ).suspects,
    ).toEqual({ female: 1, male: 11 });
  });

  it('reads "no police officer was hurt" as no officer among the victims', () => {
    const read = people(
      'Gunmen took his car and abducted him. The suspects later shot at officers, who fired back. No police officer was hurt.',
    );
    expect(read.victims.police ?? 0).toBe(0);
    expect(read.victims.injured ?? 0).toBe(0);
  });

  it('takes the captain of a team for no police officer', () => {
    const title = 'Police probe killing of Orlando Pirates captain in Vosloorus';
    const body =
      'The captain of both Orlando Pirates and the national side was shot dead at a house in Vosloorus.';
    expect(people(body, title).victims).toMatchObject({ count: 1, killed: 1, police: 0 });
    expect(people('A police captain was shot dead at his home in Muizenberg.').victims.police).toBe(1);
  });

  it('reads "a girl of eight" as one eight-year-old', () => {
    expect(people('A girl of eight was raped near her school.').victims).toMatchObject({
      count: 1,
      ages: [8],
    });
  });
});

describe('outcome', () => {
  it('reads a sentence with its term', () => {
    const read = people(
      'The 41-year-old was sentenced to life imprisonment for the murder of his neighbour.',
    );
    expect(read.outcome).toEqual({ kind: 'sentenced', sentence: 'life imprisonment' });
  });

  it('reads a prison term in years', () => {
    const read = people('The court sentenced him to 15 years imprisonment for robbery.');
    expect(read.outcome).toEqual({ kind: 'sentenced', sentence: '15 years imprisonment' });
  });

  it('reads a term the convicted will spend behind bars', () => {
    const read = people(
      'The 33-year-old will spend 12 years behind bars after the court found him guilty of robbery.',
    );
    expect(read.outcome).toEqual({ kind: 'sentenced', sentence: '12 years' });
  });

  it('reads a conviction without sentence', () => {
    expect(people('The accused was found guilty of rape on Monday.').outcome?.kind).toBe('convicted');
  });

  it('reads a court appearance after an arrest as charged', () => {
    const read = people(
      'Two suspects were arrested and will appear in the Bellville Magistrate’s Court on Monday.',
    );
    expect(read.outcome?.kind).toBe('charged');
  });

  it('does not take a past or hoped-for sentence for this case', () => {
    const read = people(
      'A 30-year-old man was arrested for the robbery. He is out on parole after being sentenced for theft. Residents said he should be jailed if found guilty.',
    );
    expect(read.outcome?.kind).toBe('arrested');
    expect(read.evidence.outcome).toBe('A 30-year-old man was arrested');
  });

  it('ignores a sentence handed down in a separate matter', () => {
    const read = people(
      'Police arrested a 19-year-old for the rape. In a separate matter, the court sentenced a man to 20 years imprisonment.',
    );
    expect(read.outcome?.kind).toBe('arrested');
  });

  it('reads a plain arrest as arrested', () => {
    expect(people('Police arrested a man with dagga in Upington.').outcome?.kind).toBe('arrested');
  });
});

describe('a huge number read as people', () => {
  it('is left uncounted instead of being expanded person by person', () => {
    const people = readPeople({
      title: 'Crowd disperses',
      body: 'Police arrested 9000 suspects during the operation. The 9000 suspects were taken to court.',
    });
    expect(people.suspects_arrested).not.toBe(9000);
  });
});

describe('evidence of suspect ages', () => {
  it('quotes the passage that states the ages, once, not every mention of the suspects', () => {
    const people = readPeople({
      title: 'Pair jailed for hijacking',
      body: 'Two men, aged 29 and 35, were sentenced to 12 years imprisonment on Friday. They were arrested in March.',
    });
    expect(people.suspect_ages).toEqual([29, 35]);
    expect(people.evidence.suspect_ages).toBe('Two men, aged 29 and 35, were sentenced');
  });
});

describe('participles joined by "and" share the subject of the first', () => {
  it('counts "was traced to ... and arrested" as an arrest of that person', () => {
    expect(
      people('Lerato Mokoena (31) was traced to Diepsloot and arrested on Friday.').suspects_arrested,
    ).toBe(1);
    expect(people('Two suspects were later traced and arrested in Soweto.').suspects_arrested).toBe(2);
  });

  it('reads the victim of "was grabbed, dragged ... and raped" and "was pushed ... and robbed"', () => {
    const raped = people(
      'A 19-year-old woman was walking to the shop when she was grabbed, dragged behind a wall and raped.',
    );
    expect(raped.victims).toMatchObject({ count: 1, female: 1, male: 0 });
    const robbed = people('A pensioner was pushed to the ground and robbed of his pension.');
    expect(robbed.victims).toMatchObject({ count: 1, male: 1 });
  });

  it('does not join across a new clause or an active verb', () => {
    expect(people('The shop was closed when the men arrived and robbed the till.').victims.count).toBeNull();
    expect(people('The car was found in Soweto and police arrested nobody.').suspects_arrested).toBe(0);
  });
});

describe('headlines', () => {
  it('reads "Seven men shot dead while ..." as seven male victims', () => {
    const read = readPeople({
      title: 'Seven men shot dead while drinking in a tavern',
      body: 'Police are investigating.',
    });
    expect(read.victims).toMatchObject({ count: 7, female: 0, male: 7 });
  });
});

describe('victims only implied by what was done to them', () => {
  it.each([
    ['Armed men held a 60-year-old woman at gunpoint and emptied the safe.', 1, 0, 60],
    ['Shots were fired at a 40-year-old man outside his house.', 0, 1, 40],
    ['Two men pulled a firearm on a 43-year-old man and took his car.', 0, 1, 43],
    ['Three men tied up a 74-year-old man and took cash.', 0, 1, 74],
    ['On her way home, Palesa Dube (79) had her purse snatched by a man.', 1, 0, 79],
    ['A boy, 11, has not been seen since he left school.', 0, 1, 11],
    ['A 7-year-old boy went missing on Sunday.', 0, 1, 7],
  ])('%s', (body, female, male, age) => {
    expect(people(body).victims).toMatchObject({ count: 1, female, male, ages: [age] });
  });

  it('reads victims who were slapped, forced out of a car or found and declared dead', () => {
    expect(people('A guard was slapped in the face during a scuffle.').victims.count).toBe(1);
    expect(people('A taxi driver was forced out of his car and the men drove off.').victims).toMatchObject({
      count: 1,
      male: 1,
    });
    expect(
      people('A man was found with stab wounds next to a path and was declared dead at the scene.').victims
        .count,
    ).toBe(1);
  });

  it('does not make a victim of a meeting held or people held for questioning', () => {
    expect(people('Police held a meeting with residents at the hall.').victims.count).toBeNull();
  });
});

describe('words after a person that still describe them', () => {
  it('reads "a woman in her twenties" and "(63) from Klipspruit" as part of the person', () => {
    expect(people('A woman in her twenties was robbed of her handbag.').victims).toMatchObject({
      count: 1,
      female: 1,
    });
    expect(
      people('Busisiwe Cele (63) from Klipspruit was raped by a man known to her.').victims,
    ).toMatchObject({
      count: 1,
      female: 1,
      male: 0,
      ages: [63],
    });
    expect(people('A man in his fifties was stabbed to death during an argument.').victims).toMatchObject({
      count: 1,
      male: 1,
    });
  });
});

describe('counts from grammar and clock times', () => {
  it('counts "the accused was arrested" as one arrest, "the accused were" as uncounted', () => {
    expect(people('The accused was arrested on 7 April and remained in custody.').suspects_arrested).toBe(1);
    expect(people('The accused were arrested on 7 April.').suspects_arrested).toBeNull();
  });

  it('does not read the minutes of a clock time as a number of victims', () => {
    const read = people(
      'Tshepo Mkhize (57) was stabbed at a tavern at about 22:45 and was taken to hospital.',
    );
    expect(read.victims.count).toBe(1);
  });

  it('joins a participle far along a long sentence to its passive subject', () => {
    const read = people(
      'Khanyi Dube (65) was woken by armed intruders at her home in Refilwe, Pretoria on Friday, 4 December 2020 and robbed of jewellery.',
    );
    expect(read.victims).toMatchObject({ count: 1, ages: [65] });
  });
});

describe('people told apart by what became of them', () => {
  it('reads "the attempted murder of a bystander" as someone who survived, not one of the dead', () => {
    const read = people(
      'Police arrested four men over the killing of two people and the attempted murder of a bystander. The two victims died at the scene.',
    );
    expect(read.victims.count).toBe(3);
  });

  it('counts someone "not harmed" in the attack as a victim, and "no one was harmed" as none', () => {
    expect(people('The driver of the car was not harmed.').victims.count).toBe(1);
    expect(people('No one was harmed in the attack.').victims.count).toBeNull();
  });
});

describe('the sex of a lone victim from the pronouns about them', () => {
  it('reads pronouns a little after the mention, but not in sentences about the suspects', () => {
    const read = people(
      'The body of a 58-year-old farmer was found next to the road. A case of murder was opened. Relatives said he had left to check on his cattle. The suspect was arrested and she appeared in court.',
    );
    expect(read.victims).toMatchObject({ count: 1, female: 0, male: 1 });
  });

  it('ignores pronouns in another case of the same release', () => {
    const read = people(
      'A pensioner, 88, was robbed at her home on Tuesday. In an unrelated case, a man, 84, was robbed at his home and his car was taken from his yard.',
    );
    expect(read.victims).toMatchObject({ count: 1, female: 1, male: 0 });
  });
});

describe('people introduced by their tie to someone', () => {
  it('counts "a relative who tried to intervene" as a second person, not the one tied up', () => {
    const read = people(
      'Three armed men tied up a 70-year-old man and took cash. A relative who tried to intervene was shot dead.',
    );
    expect(read.victims.count).toBe(2);
  });

  it('keeps "her grandson" one person when he was already named so', () => {
    const read = people(
      'A 79-year-old woman and her grandson were woken by intruders and robbed. Her grandson was hit with a gun.',
    );
    expect(read.victims).toMatchObject({ count: 2, female: 1, male: 1 });
  });
});

describe('arrests told without a number', () => {
  it('reads "arrested a number of suspects" as an arrest of an unknown count', () => {
    const read = people('Officers arrested a number of suspects in connection with a case of murder.');
    expect(read.arrest_made).toBe(true);
    expect(read.suspects_arrested).toBeNull();
  });

  it('takes the count from "were found guilty" when the arrest sentence gives none', () => {
    const read = people(
      'Two men aged 48 to 49 were found guilty of house robbery. The accused were arrested on 15 February.',
    );
    expect(read.suspects_arrested).toBe(2);
  });
});

describe('a surname alone', () => {
  it('counts "Mabaso was arrested" as the arrest of the Sibusiso Mabaso named earlier', () => {
    const read = people(
      'Sibusiso Mabaso (51) was sentenced to life imprisonment. Mabaso was arrested on 25 December 2020.',
    );
    expect(read.suspects_arrested).toBe(1);
    expect(read.suspect_ages).toEqual([51]);
  });

  it('does not count a capitalised word nobody was named by', () => {
    expect(people('Monday was arrested for speeding, the joke went.').suspects_arrested).toBe(0);
  });
});

describe('more on joined participles and pronouns', () => {
  it('joins across a clock time in the sentence', () => {
    const read = people(
      'A 72-year-old man and his wife were woken by armed intruders at their home at about 06:15 on 31 August and robbed of jewellery.',
    );
    expect(read.victims).toMatchObject({ count: 2, female: 1, male: 1 });
  });

  it("reads a lone victim's sex from the sentence just before the mention", () => {
    const read = people(
      'A taxi driver was told to get out of the car. The driver, whose girlfriend was with him, did so. The victim flagged down a patrol car.',
    );
    expect(read.victims).toMatchObject({ count: 1, male: 1, female: 0 });
  });
});

describe('the owner of what was stolen', () => {
  it('counts the one owner of stolen property as the victim, with the sex the pronouns give', () => {
    const body =
      'Two men were arrested after goats were stolen from a kraal near Matatiele. The kraal owner called the police when she heard the animals. The goats were recovered.';
    expect(people(body).victims).toMatchObject({ count: 1, female: 1, male: 0 });
  });

  it('leaves the count unstated where several owners or only a suspect are called owners', () => {
    const several =
      'Police recovered 40 stolen sheep near Barkly East. One of the owners, a 52-year-old farmer, thanked the officers.';
    expect(people(several).victims.count).toBeNull();
    const suspect =
      'Three men were arrested for stealing copper cable. A fourth suspect, said to be the owner of the scrapyard, was arrested later.';
    expect(people(suspect).victims.count).toBeNull();
  });

  it('does not add the owner where the release tells of no theft, nor to victims already found', () => {
    expect(
      people('The owner of the tavern said the music had stopped at midnight.').victims.count,
    ).toBeNull();
    const shot =
      'A patron was shot dead at a tavern in Delft after thieves stole a cellphone. The owner closed early.';
    expect(people(shot).victims.count).toBe(1);
  });
});

describe('people model v2: who the victims were and what became of them', () => {
  it('counts the victims killed and the victims injured by their fates', () => {
    const read = people(
      'Three men were shot dead and two women were wounded at a tavern in KwaMashu. No arrests have been made.',
    );
    expect(read.victims).toMatchObject({ count: 5, killed: 3, injured: 2 });
  });

  it('reads a fate that comes after the victim: "stabbing his wife to death"', () => {
    expect(
      people('A 34-year-old man was arrested for allegedly stabbing his wife to death in Mamelodi.').victims,
    ).toMatchObject({ count: 1, killed: 1, injured: 0 });
  });

  it('leaves killed and injured unknown when no victim has a stated fate', () => {
    expect(people('A woman was robbed of her handbag in Polokwane.').victims).toMatchObject({
      killed: null,
      injured: null,
    });
  });

  it('counts police officers among the victims, by noun and by rank, but not soldiers or security officers', () => {
    const officers = people(
      'Two police officers were shot in Mfuleni. A constable died at the scene while a sergeant was taken to hospital.',
    );
    expect(officers.victims).toMatchObject({ count: 2, police: 2, killed: 1, injured: 1 });
    expect(people('Gunmen shot and killed Sergeant Tumelo Losaba at his home.').victims).toMatchObject({
      police: 1,
    });
    expect(people('A security officer was shot and wounded during the robbery.').victims).toMatchObject({
      police: 0,
    });
  });

  it('counts children by age or by noun, and knows adults are not children', () => {
    expect(people('A seven-year-old girl was raped in Diepsloot.').victims).toMatchObject({ children: 1 });
    expect(people('A toddler was found dead in a dam.').victims).toMatchObject({ children: 1 });
    expect(people('A 42-year-old woman was stabbed.').victims).toMatchObject({ children: 0 });
    // "victim" says nothing of age, so whether a child was hurt is not known.
    expect(people('The victim was stabbed outside a shop.').victims).toMatchObject({ children: null });
  });

  it('tells the suspects by sex from the people arrested or described', () => {
    expect(people('A 34-year-old man was arrested on Sunday.').suspects).toEqual({ female: 0, male: 1 });
    expect(people('Police arrested a woman, 29, and two men.').suspects).toEqual({ female: 1, male: 2 });
    expect(people('Two suspects were arrested on Sunday.').suspects).toEqual({ female: null, male: null });
  });

  it('keeps the words each new field was read from as evidence', () => {
    const read = people('Three men were shot dead in Nyanga.');
    expect(read.evidence.victims_killed).toContain('shot dead');
  });
});

describe('the suspects by sex, from whoever did the harm', () => {
  it('reads the sex of attackers nobody arrested: subjects of the harm and agents after "by"', () => {
    expect(people('Two men shot a taxi driver outside a spaza shop in Soweto.').suspects).toEqual({
      female: 0,
      male: 2,
    });
    expect(people('A pensioner was stabbed by a woman at the market.').suspects).toEqual({
      female: 1,
      male: 0,
    });
    expect(people('Police seek the two men who raped a hiker near the dam.').suspects).toEqual({
      female: 0,
      male: 2,
    });
  });

  it('does not take a victim for the attacker', () => {
    expect(people('His wife abducted, the farmer called the police.').suspects.female).toBeNull();
    expect(
      people('Two robbers pounced on him and his wife, forced them to lie down and took cash.').suspects
        .female,
    ).toBeNull();
    expect(people('Gunmen killed four men and wounded a fifth at a tavern.').suspects.male).toBeNull();
  });

  it('prefers the arrested suspects when the arrests tell their sex', () => {
    expect(people('A man stabbed a guard. Two women were arrested for the stabbing.').suspects).toEqual({
      female: 2,
      male: 0,
    });
  });
});

describe('victims settled by the crimes', () => {
  const unknown = {
    count: null,
    female: null,
    male: null,
    ages: [],
    killed: null,
    injured: null,
    children: null,
    police: null,
  };

  it('gives a case of possession or seizure alone no victim: none killed, hurt, a child or an officer', () => {
    expect(settleVictims(unknown, ['Possession of drugs', 'Illegal mining'])).toEqual({
      count: 0,
      female: 0,
      male: 0,
      ages: [],
      killed: 0,
      injured: 0,
      children: 0,
      police: 0,
    });
  });

  it('leaves victims unknown when any crime has someone it is done to, or when no crime is named', () => {
    expect(settleVictims(unknown, ['Possession of drugs', 'Robbery'])).toEqual(unknown);
    expect(settleVictims(unknown, [])).toEqual(unknown);
  });

  it('settles that none died only when victims are counted and no killing is among the crimes', () => {
    const hurt = { ...unknown, count: 2, injured: 2 };
    expect(settleVictims(hurt, ['Armed robbery']).killed).toBe(0);
    expect(settleVictims(hurt, ['Murder']).killed).toBeNull();
  });
});

describe('victims told in the present tense of a headline and told again', () => {
  it('reads present forms of harming verbs and bare counts as their objects', () => {
    const told = people('', 'Gunman kills two women and wounds three outside a tavern');
    expect(told.victims).toMatchObject({ count: 5, killed: 2, injured: 3 });
    expect(people('Robbers stormed a shop, killing one and wounding two.').victims).toMatchObject({
      count: 3,
      killed: 1,
      injured: 2,
    });
  });

  it('does not read a plural noun or a count of blows as victims', () => {
    expect(
      people('The man is wanted for 12 murders he is alleged to have committed.').victims.count,
    ).toBeNull();
    expect(people('A guard was stabbed 14 times.').victims.count).toBe(1);
  });

  it('reads "two others" with the same fate in a later sentence as the same people', () => {
    const body =
      'One man was shot dead and two others were wounded at the rank. The shooting left one man dead and two others badly hurt.';
    expect(people(body).victims).toMatchObject({ count: 3, killed: 1, injured: 2 });
  });

  it('keeps "other" people new beside those named in their own sentence', () => {
    expect(people('A taxi owner and three other people were shot dead on the road.').victims).toMatchObject({
      count: 4,
      killed: 4,
    });
    expect(people('Two men were shot dead. Two other men were also shot.').victims.count).toBe(4);
  });
});

describe('a counted group described after a comma', () => {
  it('reads "the two victims, a man and a woman" as two people described, not four', () => {
    const told = people(
      'Police found the two victims, a man aged 41 and a woman aged 39, tied up in a shed.',
    );
    expect(told.victims).toMatchObject({ count: 2, female: 1, male: 1, ages: [41, 39] });
  });

  it('still lists people of different nouns after a comma', () => {
    expect(people('Two men, a woman and a boy were shot dead in the yard.').victims.count).toBe(4);
  });

  it('reads a count after a colon as people, a time of day as none', () => {
    const body =
      'One man died and two were wounded. Three people were hit, she said: one was declared dead at the scene.';
    expect(people(body).victims).toMatchObject({ count: 3, killed: 1, injured: 2 });
  });
});

describe('a subject before ", who"', () => {
  it('reads "the suspect, who was arrested" as one arrest', () => {
    const told = people('Detectives traced the suspect, who was arrested at a taxi rank on Friday.');
    expect(told.suspects_arrested).toBe(1);
    expect(told.arrest_made).toBe(true);
  });
});

describe('arrests told around ages, captives and earlier suspects', () => {
  it('does not read people held at gunpoint or hostage as arrested', () => {
    const told = people('Four gunmen held two cashiers and a packer at gunpoint and fled with the cash.');
    expect(told.suspects_arrested).toBe(0);
  });

  it('reads a number after "aged" or between commas as an age, not as a count of people', () => {
    expect(people('A police lieutenant-colonel aged 48 was arrested on Monday.').suspects_arrested).toBe(1);
    expect(people('', 'Mamelodi teacher, 44, arrested for fraud').suspects_arrested).not.toBe(44);
  });

  it('reads "three others" after "a fourth suspect" as the three before the fourth', () => {
    const body =
      'Police arrested a fourth suspect over the shooting. The man was held on Friday, after three others had been arrested on Thursday.';
    expect(people(body).suspects_arrested).toBe(4);
  });

  it('reads zama zamas and hitchhikers as people', () => {
    expect(people('Twenty suspected zama zamas were arrested at the shaft.').suspects_arrested).toBe(20);
    expect(people('Two hitchhikers were arrested after the chase.').suspects_arrested).toBe(2);
  });

  it('reads an officer implicated in a case as its suspect', () => {
    const told = people(
      'The family says the case implicates a 51-year-old lieutenant-colonel, who has not been arrested.',
    );
    expect(told.suspect_ages).toEqual([51]);
  });
});

describe('victims known to be adults by what they do', () => {
  it('reads drivers, guards, owners and farmers as adults, so none of the victims was a child', () => {
    expect(people('A security guard and a taxi driver were shot dead at the rank.').victims.children).toBe(0);
    expect(people('The farm owner was tied up and robbed.').victims.children).toBe(0);
  });

  it('leaves children unknown when a victim is told of without age or role', () => {
    expect(people('Two people were shot dead in the street.').victims.children).toBeNull();
  });
});

describe('the fate of a victim told after they were met', () => {
  it('takes a death told of someone met before', () => {
    const told = people(
      'A taxi owner was attacked outside his home on Friday. The gunmen then shot him dead.',
    );
    expect(told.victims).toMatchObject({ count: 1, killed: 1, injured: 0 });
  });

  it('reads a threat to kill and a warrant executed as no death', () => {
    expect(people('He raped her and threatened to kill her.').victims.killed).not.toBe(1);
    expect(people('The warrant for the accused officer was executed at his home.').victims.count).toBeNull();
  });
});

describe('telling people apart and suspects shot', () => {
  it('keeps two kin of someone, or a grown-up and a child, as two people', () => {
    const told = people(
      "A woman and her 4-year-old son were killed in the fire. The boy's father was also burnt.",
    );
    expect(told.victims.count).toBe(3);
  });

  it('keeps three women as the same three when one of them is 17', () => {
    const told = people(
      'Three women were killed. The three women, aged 17, 40 and 55, were attacked with a bush knife.',
    );
    expect(told.victims.count).toBe(3);
  });

  it('does not count suspects shot from a group of suspects as victims', () => {
    const told = people('Five robbers opened fire. Police returned fire, killing two of them.');
    expect(told.victims.count).toBeNull();
  });

  it('does not count as victims those killed "of them" by people who shot back', () => {
    const told = people(
      'A security guard died. The suspects fired on the Farmwatch members, who shot back in self-defence, killing four of them.',
    );
    expect(told.victims).toMatchObject({ count: 1, killed: 1 });
  });

  it('does not count one of a group just caught as a victim when the police shoot him', () => {
    const told = people(
      'A woman was robbed of R6 500. Two men jumped out of a car and ran when they saw the police; both were caught after a chase, and one of them was shot in the leg.',
    );
    expect(told.victims).toMatchObject({ count: 1, injured: null });
  });

  it('does not count men suspected of the crime, shot in a gun battle with police, as victims, nor "the four" after them', () => {
    const told = people(
      'Four men suspected of robbing a cash van were killed in a gun battle with police on Nasrec Road. The spokesperson said the four were shot dead on Friday. One police officer was shot and taken to hospital.',
    );
    expect(told.victims).toMatchObject({ count: 1, killed: 0, injured: 1, police: 1 });
  });

  it('does not count a man sought by police, killed with other suspects in a shootout, as a victim', () => {
    const told = people(
      'A 29-year-old man sought by police in a murder case was killed with two other suspects in a shootout with police on Thursday.',
    );
    expect(told.victims.count).toBeNull();
  });

  it('counts a station commander shot and killed as a police officer among the victims', () => {
    const told = people('The station commander has been shot and killed.');
    expect(told.victims).toMatchObject({ count: 1, killed: 1, police: 1 });
  });

  it('counts a bystander killed in a shootout between police and robbers as a victim', () => {
    const told = people(
      'A woman who was walking past was killed in a shootout between police and the robbers.',
    );
    expect(told.victims).toMatchObject({ count: 1, killed: 1 });
  });

  it('still counts a man wanted for murder and killed by others than the police as a victim', () => {
    const told = people('A 45-year-old man wanted for murder was shot dead by rival gang members on Monday.');
    expect(told.victims).toMatchObject({ count: 1, killed: 1 });
  });
});

describe('suspects whose sex only a noun tells', () => {
  it('reads "two gunmen" as two male suspects', () => {
    expect(people('Two gunmen burst into the tavern and fired at patrons.').suspects).toEqual({
      female: 0,
      male: 2,
    });
  });

  it('gives suspects counted without their sex the sex of the attackers', () => {
    const body = 'A lone gunman opened fire on a taxi rank. Three suspects were arrested on Sunday.';
    expect(people(body).suspects).toEqual({ female: 0, male: 3 });
  });
});

describe('suspects sought or accused', () => {
  it('reads the sex of people police are searching for', () => {
    expect(people('Police are searching for three men after a shop was robbed.').suspects).toEqual({
      female: 0,
      male: 3,
    });
  });

  it('reads the sex of people accused of the crime', () => {
    expect(people('Two women accused of defrauding a burial society appeared in court.').suspects).toEqual({
      female: 2,
      male: 0,
    });
  });

  it('does not take someone searched for as a victim for a suspect', () => {
    expect(people('Divers are searching for a missing boy in the dam.').suspects.male).toBeNull();
    expect(people('Police are looking for a kidnapped woman.').suspects.female).toBeNull();
  });
});

describe('present-tense deaths and reflexive objects', () => {
  it('reads "dies" as a death', () => {
    expect(people('', 'Shopkeeper, 52, dies after robbers stab him in Mthatha').victims.killed).toBe(1);
  });

  it('does not count an attacker who shot himself as a victim', () => {
    expect(people('An off-duty official shot his friend and then himself at a tavern.').victims.count).toBe(
      1,
    );
  });
});

describe('a harm told in a clause of its own', () => {
  it("does not take the headline's first person for the victim of a later clause", () => {
    const told = people('', 'Man, 30, arrested after 17-year-old is stabbed to death at a tavern');
    expect(told.victims).toMatchObject({ count: 1, ages: [17], killed: 1 });
    expect(told.suspects_arrested).toBe(1);
  });
});

describe('speakers and unit members', () => {
  it('does not take a spokesperson who speaks for a victim', () => {
    const told = people('Police spokesperson Captain Thandi Mokoena said a taxi driver was shot dead.');
    expect(told.victims).toMatchObject({ count: 1, police: 0 });
  });

  it('reads members of a police unit as officers', () => {
    expect(people('Four Anti-Gang Unit members were shot and wounded in Nyanga.').victims.police).toBe(4);
  });
});

describe('arrests told as custody, a court date or a count with a clause', () => {
  it('reads "the three, who are aged ..., were arrested" as three arrests', () => {
    expect(
      people('The three, who are aged between 19 and 30, were arrested on Friday.').suspects_arrested,
    ).toBe(3);
  });

  it('reads a suspect under police guard in hospital as arrested', () => {
    expect(
      people('The 40-year-old suspect was taken to hospital, where he remains under police guard.')
        .suspects_arrested,
    ).toBe(1);
  });

  it('reads a suspect due in court as arrested', () => {
    expect(
      people('A 26-year-old suspect is due this morning in the Bellville magistrate’s court.')
        .suspects_arrested,
    ).toBe(1);
    expect(people('The victim is expected to recover.').suspects_arrested).toBe(0);
  });
});

describe('the suspects by sex, told of by the one who did the harm', () => {
  it('gives a member of a group the sex of the group: "one of the men"', () => {
    expect(
      people('Four suspects were arrested. One of the women pointed a knife at the cashier.').suspects,
    ).toEqual({
      female: 4,
      male: 0,
    });
  });

  it('gives no sex where the harm tells of no doer or of one who is not its agent', () => {
    expect(people('Shots were fired at a 25-year-old man.').suspects).toEqual({ female: null, male: null });
    expect(people('He was killed in a crash caused by a drunk woman.').suspects).toEqual({
      female: null,
      male: null,
    });
  });
});

describe('a victim told of by pronoun', () => {
  it('is as old as the one person of that sex told of before', () => {
    const read = people('The family of a 15-year-old girl say the man who raped her is free.');
    expect(read.victims).toMatchObject({ count: 1, female: 1, children: 1 });
  });

  it('is left as it stands when two people of that sex came before', () => {
    const read = people('A 35-year-old man and his 8-year-old son were home. The gunman shot him.');
    expect(read.victims.children).toBeNull();
  });
});

describe('the age of one arrested suspect told of only as the doer', () => {
  it('is the age of the one person said to attack, when the arrest names no age', () => {
    const read = people(
      'Three women aged 17, 39 and 52 were killed. A 49-year-old man carrying a bush knife went after members of his family. He returned later and turned on his neighbours, killing the three women. Police found him hiding in a forest and he was arrested.',
    );
    expect(read.suspects_arrested).toBe(1);
    expect(read.suspect_ages).toEqual([49]);
  });

  it("takes no age when two aged people are said to attack, or the age is a victim's", () => {
    expect(
      people(
        'A 30-year-old man stabbed his brother and a 25-year-old man shot a neighbour. One man was arrested.',
      ).suspect_ages,
    ).toEqual([]);
  });
});
