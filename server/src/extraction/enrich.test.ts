import { describe, expect, it } from 'vitest';
import type { RawRelease } from '../corpus/types';
import { bodyOf, enrichRelease } from './enrich';

function release(title: string, published_date: string, text: string): RawRelease {
  return { title, published_date, text, source_url: `https://example.test/${title.length}` };
}

describe('enrichRelease on releases in the usual SAPS style', () => {
  it('reads an arrest release', () => {
    const raw = release(
      'Two suspects arrested for murder and carjacking in Khayelitsha',
      '2024-06-05',
      `Police in Khayelitsha, Cape Town arrested two suspects on Monday after a 45-year-old man was shot dead and his vehicle hijacked on Sunday evening.

The suspects, aged 23 and 31, will appear in the Khayelitsha Magistrate's Court on Friday on charges of murder and carjacking.

Western Cape police spokesperson Captain Nomsa Mthembu said the vehicle was recovered in Mfuleni.

Ends

Enquiries: Captain N Mthembu 082 555 0000`,
    );
    expect(enrichRelease(raw)).toEqual({
      title: raw.title,
      date: '2024-06-02',
      location: 'Khayelitsha, Cape Town',
      municipality: 'City of Cape Town',
      police_station: null,
      town: 'Khayelitsha',
      province: 'Western Cape',
      crime_committed: 'Murder, Carjacking',
      summary:
        "Murder and carjacking in Khayelitsha, Cape Town on 2 June 2024; the victim was a 45-year-old man. Two suspects were arrested and are due to appear in the Khayelitsha Magistrate's Court on 7 June 2024.",
      context: raw.text,
      published_date: '2024-06-05',
      source_url: raw.source_url,
      incident_month: null,
      suspects_arrested: 2,
      suspect_ages: [23, 31],
      victims: { count: 1, female: 0, male: 1, ages: [45], killed: 1, injured: 0, children: 0, police: null },
      suspects: { female: null, male: null },
      relationship: null,
      arrest_made: true,
      outcome: { kind: 'charged' },
      evidence: {
        date: 'on Sunday evening',
        location: 'Khayelitsha, Cape Town',
        municipality: 'Khayelitsha, Cape Town',
        crimes: ['murder', 'carjacking'],
        suspects_arrested: 'arrested two suspects',
        arrest_made: 'arrested two suspects',
        suspect_ages: expect.stringContaining('aged 23 and 31'),
        victims: 'a 45-year-old man was shot dead',
        victims_killed: 'a 45-year-old man was shot dead',
        outcome: 'will appear',
      },
    });
  });

  it('reads an appeal for information', () => {
    const raw = release(
      'Police appeal for information after tavern shooting in Gugulethu',
      '2023-09-18',
      `Gugulethu police are searching for gunmen who opened fire on patrons at a tavern in NY 78 in the early hours of Saturday morning, killing three people and wounding two others.

The motive for the shooting is unknown and no arrests have been made. Cases of murder and attempted murder are under investigation.

Anyone with information is requested to contact Detective Warrant Officer Sizwe Ndlovu on 071 555 2310 or Crime Stop on 08600 10111. Information can also be shared on the MySAPS app.

#ends`,
    );
    const event = enrichRelease(raw);
    expect(event).toMatchObject({
      date: '2023-09-16',
      location: 'Gugulethu',
      province: 'Western Cape',
      crime_committed: 'Mass shooting, Murder, Attempted murder',
    });
    expect(event.summary).toBe(
      'Mass shooting, murder and attempted murder in Gugulethu on 16 September 2023; the victims were five people, three of them killed. No arrest has been made; police appeal for information.',
    );
  });

  it('reads a sentencing release, taking the offence date rather than the court date', () => {
    const raw = release(
      'Man jailed for life for rape of a minor in Mthatha',
      '2022-11-25',
      `The Mthatha Regional Court on Wednesday sentenced a 38-year-old man to life imprisonment for the rape of a 12-year-old girl.

The incident happened on 14 March 2021, when the accused lured the girl into his house in Ngangelizwe.

He was arrested on 16 March 2021 and has been in custody since. OR Tambo District Commissioner Major General Zola Mbete welcomed the sentence.

ENDS`,
    );
    expect(enrichRelease(raw)).toMatchObject({
      date: '2021-03-14',
      location: 'Ngangelizwe, Mthatha',
      town: 'Ngangelizwe',
      province: 'Eastern Cape',
      crime_committed: 'Rape',
      summary:
        'Rape in Ngangelizwe, Mthatha on 14 March 2021; the victim was a 12-year-old girl. A man was sentenced to life imprisonment.',
    });
  });

  it('reads a missing person release', () => {
    const raw = release(
      'Help police find missing teenager',
      '2025-02-11',
      `Mamelodi police are asking for the public's help to find a 15-year-old girl who went missing on Friday, 7 February 2025.

She was last seen at a taxi rank in Mamelodi East wearing a grey school uniform.

Anyone with information about her whereabouts is asked to contact Sergeant Mpho Sithole on 072 555 8120 or Crime Stop on 08600 10111.`,
    );
    expect(enrichRelease(raw)).toMatchObject({
      date: '2025-02-07',
      town: 'Mamelodi East',
      location: 'Mamelodi East, Mamelodi',
      province: 'Gauteng',
      crime_committed: 'Missing person',
      summary:
        'A 15-year-old girl was reported missing from Mamelodi East, Mamelodi on 7 February 2025. Police are appealing for help to find her.',
    });
  });

  it('reads a drug and firearm operation with an abbreviation for the province', () => {
    const raw = release(
      'KZN police seize drugs and unlicensed firearm',
      '2021-07-12',
      `During a crime prevention operation on Friday night, members of the Inanda police station searched a house and found mandrax tablets, dagga and an unlicensed 9mm pistol with ammunition.

A 41-year-old man was arrested for possession of drugs and possession of an unlicensed firearm and ammunition. He is expected to appear in the Ntuzuma Magistrate's Court today.

ENDS`,
    );
    expect(enrichRelease(raw)).toMatchObject({
      date: '2021-07-09',
      town: 'Inanda',
      province: 'KwaZulu-Natal',
      crime_committed: 'Possession of drugs, Possession of unlicensed firearm and ammunition',
      evidence: { date: 'on Friday night', location: 'Inanda police station' },
    });
  });

  it('reads a road crash with drunk driving', () => {
    const raw = release(
      'Driver arrested after fatal crash near Polokwane',
      '2020-12-27',
      `A 29-year-old driver was arrested for culpable homicide and drunk driving after his bakkie crashed into a minibus taxi on the N1 outside Polokwane on Christmas Eve, 24 December 2020.

Two passengers died at the scene. Limpopo police spokesperson Colonel Themba Baloyi urged motorists not to drink and drive.

Ends`,
    );
    expect(enrichRelease(raw)).toMatchObject({
      date: '2020-12-24',
      town: 'Polokwane',
      province: 'Limpopo',
      crime_committed: 'Culpable homicide (road crash), Drunk driving',
    });
  });

  it('leaves fields empty rather than guessing', () => {
    const raw = release(
      'Police hand over blankets',
      '2024-07-01',
      'Police handed over blankets to an old age home.',
    );
    expect(enrichRelease(raw)).toMatchObject({
      date: null,
      location: null,
      town: null,
      province: null,
      crime_committed: null,
      summary: 'Police handed over blankets to an old age home.',
      evidence: {},
    });
  });
});

describe('bodyOf', () => {
  it.each(['Ends', 'ENDS', '#ends', '#Ends', '-Ends-', 'END', '# ENDS #'])('cuts at a "%s" line', (ends) => {
    expect(bodyOf(`Police arrested a man.\n\n${ends}\n\nEnquiries: Captain X in Durban`)).toBe(
      'Police arrested a man.\n\n',
    );
  });

  it('keeps the whole text when there is no Ends line, and does not cut at words like "ends" in a sentence', () => {
    const text = 'The road ends at the river.\nPolice arrested a man.';
    expect(bodyOf(text)).toBe(text);
  });

  it('ignores places and crimes named after the Ends line', () => {
    const raw = release(
      'Suspect arrested',
      '2024-01-10',
      'A suspect was arrested.\n\nEnds\n\nEnquiries: SAPS Durban, murder and robbery desk',
    );
    expect(enrichRelease(raw)).toMatchObject({ location: null, crime_committed: null });
  });
});
