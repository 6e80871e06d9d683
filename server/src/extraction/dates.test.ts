import { describe, expect, it } from 'vitest';
import { extractDates } from './dates';

// 5 June 2024 was a Wednesday.
const WEDNESDAY = '2024-06-05';

function incidentOf(text: string, published = WEDNESDAY) {
  return extractDates(text, published).incident;
}

describe('absolute incident dates', () => {
  it.each([
    ['On 12 March 2024, two suspects robbed a shop in Mthatha.', '2024-03-12', 'On 12 March 2024'],
    ['The incident happened on 12/03/2024 at about 20:00.', '2024-03-12', '12/03/2024'],
    ['The robbery took place on 2024-05-31 at a filling station.', '2024-05-31', '2024-05-31'],
    ['A cashier was held up on 2024/05/30 in the afternoon.', '2024-05-30', '2024/05/30'],
    ['On Saturday, 1 June, a woman was robbed at a taxi rank.', '2024-06-01', 'On Saturday, 1 June'],
    [
      'The shooting occurred on Monday, 27 May 2024 outside a tavern.',
      '2024-05-27',
      'on Monday, 27 May 2024',
    ],
    ['He was last seen on the 3rd of June near his home.', '2024-06-03', '3rd of June'],
    ['She went missing on 01 June after school.', '2024-06-01', 'on 01 June'],
  ])('%s', (text, date, phrase) => {
    expect(incidentOf(text)).toEqual({ date, phrase });
  });

  it('reads "12/03/2024" day first, as South African releases write it', () => {
    expect(incidentOf('A woman was robbed on 04/05/2024 in a veld.')?.date).toBe('2024-05-04');
  });

  it('puts a day and month without year in the nearest year, which may be the previous one', () => {
    expect(incidentOf('The house was broken into on 28 December.', '2024-01-05')?.date).toBe('2023-12-28');
  });

  it('reads "the night of 2 June" as 2 June', () => {
    expect(incidentOf('The robbery occurred on the night of 2 June at a spaza shop.')?.date).toBe(
      '2024-06-02',
    );
  });

  it('ignores a date that lies after publication, with or without a year', () => {
    expect(incidentOf('The suspect was arrested on 14 August 2024.')).toBeNull();
    expect(incidentOf('He will be back in the dock on 10 June.')).toBeNull();
  });
});

describe('relative incident dates, resolved against the publication date', () => {
  it.each([
    ['A 34-year-old man was shot dead on Sunday.', '2024-06-02', 'on Sunday'],
    ['Police were called to the scene yesterday.', '2024-06-04', 'yesterday'],
    ['A man was stabbed last night next to the railway line.', '2024-06-04', 'last night'],
    ['Police responded this morning to a complaint of a break-in.', '2024-06-05', 'this morning'],
    ['The suspects were arrested on Friday evening.', '2024-05-31', 'on Friday evening'],
    ['A woman was attacked in the early hours of Saturday morning.', '2024-06-01', 'Saturday morning'],
    ['The house was set alight on Wednesday.', '2024-06-05', 'on Wednesday'],
    ['Last Wednesday a truck was hijacked on the N3.', '2024-05-29', 'Last Wednesday'],
    ['Two men were robbed three days ago at the station.', '2024-06-02', 'three days ago'],
    ['The shop was robbed over the weekend.', '2024-06-01', 'weekend'],
  ])('%s', (text, date, phrase) => {
    expect(incidentOf(text)).toEqual({ date, phrase });
  });

  it('never lands after the publication date, even for a weekday later in the week', () => {
    // chrono on its own would read "on Friday" in a Wednesday release as the coming Friday.
    expect(incidentOf('The suspects struck on Friday night.')?.date).toBe('2024-05-31');
  });

  it('resolves "earlier this week" to the Monday of the publication week, as a last resort', () => {
    expect(incidentOf('Earlier this week a house was broken into.')?.date).toBe('2024-06-03');
    expect(incidentOf('Earlier this week a house was broken into. The owner was shot on Sunday.')?.date).toBe(
      '2024-06-02',
    );
  });

  it('does not mistake "Sun City" for a Sunday', () => {
    expect(incidentOf('Police raided a drug house in Sun City and arrested two men.')).toBeNull();
  });
});

describe('court dates are not incident dates', () => {
  it('skips "will appear in court on Monday"', () => {
    const text =
      "A 34-year-old man was shot dead on Sunday. The suspect will appear in the Khayelitsha Magistrate's Court on Monday.";
    expect(extractDates(text, WEDNESDAY)).toEqual({
      incident: { date: '2024-06-02', phrase: 'on Sunday' },
      courtDate: '2024-06-10',
    });
  });

  it('skips "remanded to 14 May" and "postponed to"', () => {
    expect(
      incidentOf('The case was remanded to 14 May. The robbery occurred on 2 May.', '2024-05-06')?.date,
    ).toBe('2024-05-02');
    expect(incidentOf('The case was postponed to 20 June 2024 for further investigation.')).toBeNull();
  });

  it('takes the offence date, not the sentencing date, from a sentencing release', () => {
    const text =
      'He was sentenced on 3 June 2024 to life imprisonment for a murder committed on 14 February 2022.';
    expect(incidentOf(text)).toEqual({ date: '2022-02-14', phrase: 'on 14 February 2022' });
  });

  it('recognises a court date that opens the sentence', () => {
    const text =
      'On Monday, the accused were sentenced to 15 years imprisonment. The shooting happened on 28 December 2022.';
    expect(incidentOf(text)?.date).toBe('2022-12-28');
  });

  it('keeps the arrest date apart from the court appearance in one sentence', () => {
    const dates = extractDates(
      'The suspects were arrested on Tuesday and appeared in court on Wednesday.',
      WEDNESDAY,
    );
    expect(dates).toEqual({
      incident: { date: '2024-06-04', phrase: 'on Tuesday' },
      courtDate: '2024-06-05',
    });
  });

  it('reads an upcoming appearance forwards', () => {
    const dates = extractDates(
      "They are expected to appear in the Mthatha Magistrate's Court on 14 June.",
      WEDNESDAY,
    );
    expect(dates.courtDate).toBe('2024-06-14');
  });
});

describe('choosing the incident among several dates', () => {
  it('takes the month the release gives for the crime over the day of a later arrest', () => {
    const dates = extractDates(
      'During May 2024 the two suspects allegedly killed a shop owner. The pair were arrested on Monday in Germiston.',
      WEDNESDAY,
    );
    expect(dates.incident).toBeNull();
    expect(dates.incidentMonth?.date).toBe('2024-05-01');
  });

  it('takes "earlier this month" for the crime over the day of a later arrest', () => {
    const dates = extractDates(
      'Earlier this month a clinic was broken into. A suspect was arrested yesterday.',
      WEDNESDAY,
    );
    expect(dates.incident).toBeNull();
    expect(dates.incidentMonth?.date).toBe('2024-06-01');
  });

  it('gives no day for an arrest told long after it, as sentencing releases tell it', () => {
    const text =
      'The court sentenced the man to 20 years on Monday. He was arrested on 6 April 2022 and remained in custody throughout the trial.';
    expect(incidentOf(text)).toBeNull();
  });

  it.each([
    'The arrest follows an investigation that began after a body was discovered on 12 May near the river.',
    'The couple were found dead on the farm on Saturday 4 May.',
    'The body was found last night next to the railway line.',
    'Their bodies were discovered on Friday morning in a shallow grave.',
  ])('gives no day when only the finding of a death is dated: %s', (text) => {
    expect(incidentOf(text)).toBeNull();
  });

  it('takes a found death as a crime before a later raid, so the raid is not the incident', () => {
    const text =
      'The couple were found dead on the farm on Saturday 1 June. Officers raided a guesthouse at about 23:00 on Monday night and arrested two men.';
    expect(incidentOf(text)).toBeNull();
  });

  it("keeps a raid's day as the bust's, however long before publication it is told", () => {
    const text = 'Acting on a tip-off, police raided a drug house on 25 April and found mandrax tablets.';
    expect(incidentOf(text)?.date).toBe('2024-04-25');
  });

  it('still reads the day of a victim found wounded, who was not found dead', () => {
    expect(incidentOf('On 2 June a man was found with stab wounds behind a shop.')?.date).toBe('2024-06-02');
  });

  it('reads "the morning of Wednesday, 29 May" as that Wednesday', () => {
    const text = 'He said on the morning of Wednesday, 29 May that he was on his way to Zeerust.';
    expect(incidentOf(text)?.date).toBe('2024-05-29');
  });

  it('gives no day when the crime is dated only by an earlier year', () => {
    const text = 'The suspect was arrested on Monday for a murder committed in 2019.';
    expect(incidentOf(text)).toBeNull();
  });

  it('keeps the arrest day when the year tells of something other than the crime', () => {
    const text = 'Officers arrested a man on Monday with cocaine in his car. He joined the company in 2019.';
    expect(incidentOf(text)?.date).toBe('2024-06-03');
  });

  it('keeps the arrest day of a bust when a month is named only for an earlier, other case', () => {
    const text = [
      'A man was arrested on Monday when police raided a drug lab.',
      'Officers seized scales and chemicals.',
      'The commander praised the team.',
      'Earlier this month, drugs were stolen from a police store in another town.',
    ].join(' ');
    expect(incidentOf(text)?.date).toBe('2024-06-03');
  });

  it('keeps the arrest day when the only month tells of police work, not of the crime', () => {
    for (const text of [
      'Police arrested a man on Monday, 3 June 2024, for drug dealing. Since January, police in the district have arrested 40 suspects.',
      'The suspect was arrested on 3 June 2024. Police launched an operation in April 2024 to find him.',
    ]) {
      expect(extractDates(text, WEDNESDAY).incident?.date).toBe('2024-06-03');
    }
  });

  it('reads an alleged arrest by the accused as the crime itself', () => {
    const dates = extractDates(
      'Two constables were arrested this morning. It is alleged that on 7 May 2024 they arrested a man and demanded money for his release, in an incident in May.',
      WEDNESDAY,
    );
    expect(dates.incident?.date).toBe('2024-05-07');
  });

  it('keeps the arrest day of a bust whose only month is the day\'s own ("the 3rd of June")', () => {
    const dates = extractDates('Three men were arrested on the 3rd of June with dagga in a car.', WEDNESDAY);
    expect(dates.incident?.date).toBe('2024-06-03');
    expect(dates.incidentMonth).toBeUndefined();
  });

  it.each([
    'A police officer was arrested on Thursday in connection with the murder of a taxi owner.',
    'A lieutenant-colonel was arrested on Thursday after being positively linked to allegations of extortion.',
    'A woman was found shot in a field. A man was arrested on Thursday after the investigation connected him to the killing.',
  ])('gives no day when the arrest came of linking a suspect to an earlier crime: %s', (text) => {
    const dates = extractDates(text, WEDNESDAY);
    expect(dates.incident).toBeNull();
    expect(dates.incidentMonth).toBeUndefined();
  });

  it('keeps the arrest day of suspects caught in the act, also when they may be linked to other cases', () => {
    const text =
      'Five men were arrested on Monday moments after they had taken a truck. Police will check whether they are linked to other hijackings.';
    expect(incidentOf(text)?.date).toBe('2024-06-03');
  });

  it('gives no month of police work when the arrest day is put aside', () => {
    const text =
      'A captain was arrested on Monday after being linked to allegations of corruption. His co-accused handed himself over last month.';
    expect(extractDates(text, WEDNESDAY).incidentMonth).toBeUndefined();
  });

  it('prefers the incident over the later arrest', () => {
    const text =
      'Police arrested a man on Monday in connection with a house robbery that occurred on Saturday.';
    expect(incidentOf(text)).toEqual({ date: '2024-06-01', phrase: 'on Saturday' });
  });

  it('returns null when the release gives no date', () => {
    expect(incidentOf('Police in Mfuleni are investigating a case of murder.')).toBeNull();
  });

  it('ignores phone numbers and times of day', () => {
    const text =
      'Contact Sergeant Dube on 082 555 0134 or Crime Stop on 08600 10111. The shots were heard at 22:00.';
    expect(incidentOf(text)).toBeNull();
  });
});

describe('dates as real releases write them', () => {
  it('reads "March 29" as a day, not as the year 2029', () => {
    expect(incidentOf('On March 29 a security van was ambushed near Nkandla.', '2024-04-10')?.date).toBe(
      '2024-03-29',
    );
  });

  it('prefers the day of the crime to a rough "three months ago"', () => {
    const text = 'He was kidnapped almost three months ago. The man was abducted on May 2, 2024, in Lenasia.';
    expect(incidentOf(text, '2024-08-01')?.date).toBe('2024-05-02');
  });

  it('does not take the day police made a statement for the incident', () => {
    const text = 'Police said on Wednesday that the man was arrested on Tuesday.';
    expect(incidentOf(text)?.date).toBe('2024-06-04');
  });

  it('prefers the day of the crime to the day of the arrest, even when the arrest comes first', () => {
    const text = 'The suspect was arrested on Monday. The robbery happened on 28 May at a spaza shop.';
    expect(incidentOf(text)?.date).toBe('2024-05-28');
  });

  it('gives no day for "between Friday and Saturday"', () => {
    expect(incidentOf('The burglary happened between Friday and Saturday.')).toBeNull();
  });

  it('stops at a separate incident', () => {
    const text = 'Two men were robbed on Monday. In a separate incident, a car was hijacked on 20 May.';
    expect(incidentOf(text)?.date).toBe('2024-06-03');
  });

  it('keeps a month named without a day apart, as a month', () => {
    const dates = extractDates('The fraud took place during July 2023 at a Sassa office.', WEDNESDAY);
    expect(dates.incident).toBeNull();
    expect(dates.incidentMonth).toEqual({ date: '2023-07-01', phrase: 'July 2023', precision: 'month' });
  });

  it('reads a weekday named on the day of publication as that day', () => {
    // Measured on the development set: the same-day reading was right far more often than a week back.
    expect(incidentOf('The suspects were arrested on Wednesday afternoon.')?.date).toBe(WEDNESDAY);
  });
});

describe('weeks and weekends', () => {
  it('takes the written day over the week words around it', () => {
    const text = 'The unrest began on Thursday last week, 30 May 2024, and spread to the highway.';
    expect(incidentOf(text)?.date).toBe('2024-05-30');
  });

  it('reads "Friday last week" as the Friday of the week before publication', () => {
    expect(incidentOf('The clerk was threatened on Friday last week.')?.date).toBe('2024-05-31');
  });

  it('reads "Tuesday last week" and "last week Tuesday" in the week before publication, not this week', () => {
    expect(incidentOf('The farmer was attacked on Tuesday last week.')?.date).toBe('2024-05-28');
    expect(incidentOf('The farmer was attacked last week Tuesday on his farm.')?.date).toBe('2024-05-28');
  });

  it('reads "this past weekend" as its Saturday, like "the weekend"', () => {
    expect(incidentOf('The victim was shot this past weekend in a park.')?.date).toBe('2024-06-01');
  });

  it('lets a named day win over "at the weekend"', () => {
    const text = 'A farmer was attacked at the weekend. He was stabbed on Sunday night in his kitchen.';
    expect(incidentOf(text)?.date).toBe('2024-06-02');
  });

  it('takes the weekend of the crime over the day of the arrest', () => {
    const text = 'A spaza shop was robbed over the weekend. Two men were arrested on Monday.';
    expect(incidentOf(text)?.date).toBe('2024-06-01');
  });

  it("keeps the arrest day when the weekend is not the crime's", () => {
    const text = 'Nine people were arrested on Monday. Residents held a meeting over the weekend.';
    expect(incidentOf(text)?.date).toBe('2024-06-03');
  });

  it('takes a day inside the weekend of the crime, even when it is told after another incident', () => {
    const text = [
      'One person died and five were wounded in a tavern shooting over the weekend.',
      'It follows by only a few days an attack at a tavern in another town.',
      'Two gunmen burst into the tavern at about 02:00 on Sunday and fired at patrons.',
      'In the other attack on Thursday night, gunmen walked into a tavern and started shooting.',
    ].join(' ');
    expect(incidentOf(text)).toEqual({ date: '2024-06-02', phrase: '02:00 on Sunday' });
  });

  it('keeps the weekend when the only day inside it is an arrest', () => {
    const text =
      'A spaza shop was robbed over the weekend. It follows a week after another robbery. Two men were arrested on Sunday.';
    expect(incidentOf(text)?.date).toBe('2024-06-01');
  });

  it('gives no day for an arrest known only by its week', () => {
    expect(incidentOf('Detectives arrested four men this week over a string of burglaries.')).toBeNull();
  });

  it('gives no day when the crime lies in an earlier week and only the arrest has a day', () => {
    const text = 'A taxi owner was shot dead last week. Police arrested a suspect on Tuesday.';
    expect(incidentOf(text)).toBeNull();
  });
});

describe('days named by their crime or by their statement', () => {
  it('reads "Saturday night\'s shooting" as the day of the crime, even after an arrest word', () => {
    const text = "Detectives arrested two men on Monday over Saturday night's shooting at a car wash.";
    expect(incidentOf(text)?.date).toBe('2024-06-01');
  });

  it('gives no day for an arrest over "last week\'s burglary"', () => {
    const text =
      "Officers arrested a suspect on Tuesday in connection with last week's burglary at a pharmacy.";
    expect(incidentOf(text)).toBeNull();
  });

  it('still skips a possessive day that names another kind of event', () => {
    const text = "Voters were turned away at Monday's by-election, and a crowd blocked the road on Tuesday.";
    expect(incidentOf(text)?.date).toBe('2024-06-04');
  });

  it('skips the day a statement was issued', () => {
    const text = 'In a statement issued on Wednesday, police said the two were arrested on Monday.';
    expect(incidentOf(text)?.date).toBe('2024-06-03');
  });

  it('reads "due in the Magistrate today" as a court date', () => {
    const dates = extractDates(
      'Three men were arrested on Sunday. They are due in the Mankweng Magistrate today.',
      WEDNESDAY,
    );
    expect(dates.incident?.date).toBe('2024-06-02');
    expect(dates.courtDate).toBe(WEDNESDAY);
  });

  it('reads a day and month written with a slash, "on 18/05"', () => {
    expect(incidentOf('The woman was attacked near the clinic on 18/05, police said.')?.date).toBe(
      '2024-05-18',
    );
  });

  it('does not read "24/7" as 24 July', () => {
    const text = 'Officers were on 24/7 standby after the shooting on Sunday.';
    expect(incidentOf(text, '2024-11-10')?.date).toBe('2024-11-10');
    expect(incidentOf('Officers were deployed on 24/7 shifts.', '2024-11-10')).toBeNull();
  });

  it('takes "the case dates back to October 2023" as the month of the crime, not the arrest day', () => {
    const dates = extractDates(
      'Two clerks were arrested on Monday. The investigator said the case dates back to October 2023, when forged claims were first paid.',
      WEDNESDAY,
    );
    expect(dates.incident).toBeNull();
    expect(dates.incidentMonth?.date).toBe('2023-10-01');
  });
});

describe('dates of an earlier incident the release sets beside its own', () => {
  it('skips the day of the case a death is compared with', () => {
    const text =
      'A constable was shot dead on Saturday morning. His death comes two days after another officer was wounded on Thursday at a filling station.';
    expect(incidentOf(text)?.date).toBe('2024-06-01');
  });

  it('keeps to its own crime day once the release has turned to an earlier case', () => {
    const text = [
      'Two girls were attacked on Monday on their way home from school.',
      'The men dragged them into a plantation.',
      'Police asked the public for help.',
      'Earlier this week, a man appeared in court for robbing a pensioner.',
      'He allegedly broke into her home on 28 May.',
    ].join(' ');
    expect(incidentOf(text)?.date).toBe('2024-06-03');
  });

  it('still reads the crime day told after such a sentence when its own part gives only the arrest', () => {
    const text =
      'A man was arrested on Tuesday. Police said robberies nationwide were a worry. The robbery happened on 30 May.';
    expect(incidentOf(text)?.date).toBe('2024-05-30');
  });
});

describe('a month named relative to publication', () => {
  it('reads "earlier this month" and "last month" as months, never as days', () => {
    const thisMonth = extractDates('The man was attacked earlier this month near his home.', '2024-05-20');
    expect(thisMonth.incident).toBeNull();
    expect(thisMonth.incidentMonth).toMatchObject({ date: '2024-05-01', precision: 'month' });
    const lastMonth = extractDates('The shop was broken into last month.', '2024-01-09');
    expect(lastMonth.incidentMonth).toMatchObject({ date: '2023-12-01', phrase: 'last month' });
  });
});

describe('the days of a story told in court, of a body retrieved, of an earlier case and of a suspect who gave himself up', () => {
  it('reads the day after "the court heard that" as the crime\'s', () => {
    expect(
      incidentOf(
        'The High Court yesterday sentenced a 35-year-old man to life imprisonment for murder. The court heard that on 14 August 2021 the accused and the deceased had an argument at their home.',
      )?.date,
    ).toBe('2021-08-14');
  });

  it('does not take the day bodies were retrieved as the day of the death', () => {
    expect(
      incidentOf(
        'The bodies of two men were retrieved from a disused shaft on Monday. The cause of death is unknown.',
      ),
    ).toBeNull();
  });

  it('leaves out the day of a similar, earlier case the release sets beside this one', () => {
    expect(
      incidentOf(
        'A truck was hijacked on the N4 near Bon Accord on Saturday, 1 June 2024. Police are investigating whether the incident is linked to a similar hijacking on the same route on 12 April, in which a truck carrying cooking oil was taken.',
      )?.date,
    ).toBe('2024-06-01');
    expect(
      incidentOf(
        'Gunmen opened fire on a group of people on Sunday night. On 14 May, three people were killed in a shooting nearby, and police are investigating whether the two incidents are linked.',
      )?.date,
    ).toBe('2024-06-02');
  });

  it("does not take the day a suspect handed himself over as the crime's", () => {
    expect(
      incidentOf(
        'A 28-year-old man wanted for rape handed himself over to police on Tuesday. He was arrested and will appear in court on Thursday.',
      ),
    ).toBeNull();
  });
});

describe('the day of an arrest for an earlier crime, and of a missing person reported', () => {
  it('does not take the day of an arrest for a crime done before it as the crime day', () => {
    expect(
      incidentOf(
        'Three suspects were arrested on Monday for the kidnapping of a businessman. They will appear in court on Thursday.',
      ),
    ).toBeNull();
    expect(
      incidentOf(
        'Three men believed to be part of a syndicate responsible for a spate of ATM bombings were arrested yesterday in Thabong.',
      ),
    ).toBeNull();
  });

  it('keeps the arrest day when the release puts the arrest on the crime day', () => {
    expect(
      incidentOf(
        'Two suspects were arrested on Monday for robbery shortly after they held up a supermarket in Mthatha.',
      )?.date,
    ).toBe('2024-06-03');
    expect(incidentOf('Police arrested two men on Monday for possession of 40 kg of dagga.')?.date).toBe(
      '2024-06-03',
    );
  });

  it('does not take the day a person who was found dead had been reported missing', () => {
    expect(
      incidentOf(
        'The body of a woman who was reported missing on 21 May was found in a shallow grave in Diepsloot yesterday.',
      ),
    ).toBeNull();
  });
});

describe('the day a crime was reported, and a crime told vaguely before an arrest', () => {
  it('does not take the day a case was opened or a theft reported as the crime day', () => {
    expect(
      incidentOf('A woman opened a case of fraud at the Stellenbosch police station on 3 June.'),
    ).toBeNull();
    expect(incidentOf('A farmer reported the theft of 63 sheep on Monday.')).toBeNull();
    expect(
      incidentOf('A businessman laid a charge of extortion at the Mount Road police station on 3 June.'),
    ).toBeNull();
  });

  it('keeps the crime day told in a clause after the report', () => {
    expect(
      incidentOf('Police have opened a murder case after two men died at a tavern in Barberton on Sunday.')
        ?.date,
    ).toBe('2024-06-02');
  });

  it('sets an arrest day aside when the crime is told as weeks ago, earlier this year or in an earlier year', () => {
    expect(
      incidentOf(
        'Two men were arrested on Monday at a tavern. The girl was snatched a few weeks ago while walking home.',
      ),
    ).toBeNull();
    expect(
      incidentOf(
        'Four suspects linked to a series of house robberies in 2023 were arrested on Saturday, 1 June 2024.',
      ),
    ).toBeNull();
  });

  it('keeps an arrest made within hours of the attack on the attack day', () => {
    expect(
      incidentOf(
        'A suspect accused of stabbing a police captain was arrested last night. The commissioner praised the members for making the arrest within hours of the attack.',
      )?.date,
    ).toBe('2024-06-04');
  });
});
