import { describe, expect, it } from 'vitest';
import { resolveLocation } from './location';

describe('resolveLocation', () => {
  it('prefers the township and names the city it lies in when the release does', () => {
    expect(resolveLocation('', 'A man was shot dead in Khayelitsha, Cape Town on Sunday.')).toEqual({
      location: 'Khayelitsha, Cape Town',
      town: 'Khayelitsha',
      municipality: 'City of Cape Town',
      province: 'Western Cape',
      evidence: 'Khayelitsha, Cape Town',
      station: null,
    });
  });

  it('gives the township alone when that is all the release says', () => {
    expect(resolveLocation('', 'Police in Soweto arrested two suspects.')).toMatchObject({
      location: 'Soweto',
      town: 'Soweto',
      province: 'Gauteng',
    });
  });

  it('sharpens a city in the title to the township in the text', () => {
    const title = 'Murder suspect arrested in Cape Town';
    expect(resolveLocation(title, 'The victim was stabbed at a tavern in Gugulethu.')).toMatchObject({
      location: 'Gugulethu, Cape Town',
      town: 'Gugulethu',
    });
  });

  it('does not sharpen to a township that is only where the suspects were later found', () => {
    const body =
      'Police in Mthatha arrested three suspects for a robbery at a supermarket in Mthatha CBD. They were traced to a house in Ngangelizwe.';
    expect(resolveLocation('Three arrested for business robbery in Mthatha', body)).toMatchObject({
      location: 'Mthatha CBD',
      town: 'Mthatha',
    });
  });

  it("names the town's business district where the text gives it as the scene, not where only police went", () => {
    const scene = 'A hawker was stabbed in the Brakpan CBD on Friday.';
    expect(resolveLocation('', scene)).toMatchObject({ location: 'Brakpan CBD', town: 'Brakpan' });
    const chase = 'A hawker was stabbed in Brakpan. The suspect was arrested in the Brakpan CBD.';
    expect(resolveLocation('', chase).location).toBe('Brakpan');
  });

  it('weighs the scene above the court that hears the case', () => {
    const body =
      "A woman was robbed in Delft. Two suspects will appear in the Blue Downs Magistrate's Court and the Blue Downs Magistrate's Court again later.";
    expect(resolveLocation('', body).town).toBe('Delft');
  });

  it('resolves a police station to the place it serves', () => {
    expect(resolveLocation('', 'Members of the Harare police station arrested the suspect.')).toMatchObject({
      location: 'Khayelitsha',
      town: 'Khayelitsha',
      evidence: 'Harare police station',
      station: { name: 'Harare', evidence: 'Harare police station' },
    });
  });

  it('settles a shared town name by the province the release names', () => {
    expect(resolveLocation('', 'Mpumalanga police arrested a man in Middelburg.').province).toBe(
      'Mpumalanga',
    );
    expect(resolveLocation('', 'Eastern Cape police arrested a man in Middelburg.').province).toBe(
      'Eastern Cape',
    );
  });

  it('falls back to the municipality, then to the province', () => {
    expect(resolveLocation('', 'Police in the Garden Route District are searching for two men.')).toEqual({
      location: 'Garden Route District',
      town: null,
      municipality: null,
      province: 'Western Cape',
      evidence: 'Garden Route District',
      station: null,
    });
    expect(resolveLocation('KZN police warn of scams', 'Residents are urged to be careful.')).toEqual({
      location: 'KwaZulu-Natal',
      town: null,
      municipality: null,
      province: 'KwaZulu-Natal',
      evidence: 'KZN',
      station: null,
    });
  });

  it('returns nothing when no place is named', () => {
    expect(resolveLocation('Suspect arrested', 'Police arrested a suspect.')).toEqual({
      location: null,
      town: null,
      municipality: null,
      province: null,
      evidence: null,
      station: null,
    });
  });

  it('gives the title its due when the text only names the province', () => {
    expect(
      resolveLocation('Three arrested for business robbery in Mthatha', 'Eastern Cape police said...'),
    ).toMatchObject({ location: 'Mthatha', town: 'Mthatha', province: 'Eastern Cape' });
  });
});

describe('resolveLocation: which place', () => {
  it('takes the scene, not the place where suspects were later arrested', () => {
    const body =
      'A tavern owner was shot dead in Gugulethu on Friday night. Two suspects were arrested in Delft on Monday.';
    expect(resolveLocation('', body).town).toBe('Gugulethu');
  });

  it('gives the local municipality of the place', () => {
    expect(resolveLocation('', 'A woman was robbed at a shop in Mothotlung.').municipality).toBe('Madibeng');
    expect(resolveLocation('', 'A man was stabbed in Wallacedene.').municipality).toBe('City of Cape Town');
  });

  it('settles a name shared by two municipalities by the town the release also names', () => {
    const result = resolveLocation('', 'A girl was attacked in Huhudi outside Vryburg on Sunday.');
    expect(result).toMatchObject({ town: 'Huhudi', municipality: 'Naledi', province: 'North West' });
  });

  it('weighs a village above the police station that reports it', () => {
    const body = 'Members of Brits SAPS were called to a homestead in Mothotlung where a man was found dead.';
    expect(resolveLocation('', body).town).toBe('Mothotlung');
  });

  it('reads the arrest clause as such whichever side of the place its verb stands', () => {
    const body =
      'Robbers struck a jewellery store in Bronkhorstspruit on Monday. A team was sent to Mamelodi to trace them, and took officers to a house in Mamelodi, where one man was arrested. The pursuit of a second man ended in Mamelodi.';
    expect(
      resolveLocation('Bronkhorstspruit store robbery: two suspects traced to Mamelodi', body).town,
    ).toBe('Bronkhorstspruit');
  });

  it('keeps the scene when the crime word stands right after the place and the arrest verb far before it', () => {
    expect(resolveLocation('Man arrested in Soweto for Tembisa tavern shooting', '').town).toBe('Tembisa');
  });

  it('chooses the metro named as the scene over a town named only for the chase', () => {
    const body =
      'A jewellery shop was robbed in Ekurhuleni on Friday. The chase ended in Alexandra, where police cornered the car.';
    expect(resolveLocation('', body)).toMatchObject({ municipality: 'City of Ekurhuleni', town: null });
  });

  it("reads the village written with its town as the scene, in that town's municipality", () => {
    const body =
      'Three women were killed in Gqunqe Village, Centane, on Sunday. Centane police are investigating.';
    expect(resolveLocation('', body)).toMatchObject({
      location: 'Gqunqe, Centane',
      municipality: 'Mnquma',
      province: 'Eastern Cape',
    });
  });

  it('reads an unlisted name written before a known township as a place inside it', () => {
    expect(resolveLocation('', 'Drugs were seized from a car in Ezimbokodweni, Khayelitsha.')).toMatchObject({
      location: 'Ezimbokodweni, Khayelitsha',
      municipality: 'City of Cape Town',
    });
    expect(resolveLocation('', 'He was shot in Voortrekker Road, Khayelitsha.').town).toBe('Khayelitsha');
  });

  it('reads an unlisted name placed "near" or "outside" a known town as a place by it', () => {
    expect(resolveLocation('', 'A woman was stabbed in Mokgolo near Mahikeng on Sunday.')).toMatchObject({
      location: 'Mokgolo, Mahikeng',
      municipality: 'Mahikeng',
    });
    expect(resolveLocation('', 'He was shot in March near Mahikeng.').location).toBe('Mahikeng');
  });

  it('does not read a list of home towns as a place and the town around it, nor as the scene', () => {
    const body =
      'Three men were arrested in Botrivier on Thursday. The men, who are from Delft, Eersterivier and Khayelitsha, appear in court on Monday.';
    expect(resolveLocation('', body).town).toBe('Botrivier');
  });

  it('treats places named as landmarks ("between Nkandla and Melmoth") as landmarks', () => {
    expect(
      resolveLocation('', 'A cash van was attacked at Babanango, between Nkandla and Melmoth, on Friday.')
        .town,
    ).toBe('Babanango');
  });
  describe('settlements no list knows', () => {
    it('reads a name the release calls a village as the scene, inside the place around it', () => {
      const body =
        'A woman was stabbed to death at Mokgwaditsane village in the Maake policing area on Sunday.';
      expect(resolveLocation('', body)).toMatchObject({
        location: 'Mokgwaditsane, Maake',
        municipality: 'Greater Tzaneen',
        province: 'Limpopo',
      });
    });

    it('reads "the X area" as a settlement, even where a court and station are named more often', () => {
      const body =
        "Two men were shot dead in the Ngqobhoza area of Eshowe. Eshowe SAPS members arrested a suspect, who will appear in the Eshowe Magistrates' Court.";
      expect(resolveLocation('Eshowe shooting', body)).toMatchObject({
        town: 'Ngqobhoza',
        municipality: 'uMlalazi',
      });
    });

    it('reads the place a farm lies near or in as the settlement', () => {
      const body =
        'A farmer was killed on a farm near Kwelanaledi, and police in Bloemfontein are investigating.';
      expect(resolveLocation('', body)).toMatchObject({
        // Bloemfontein is only the best guess of where it lies, so the location does not claim it.
        location: 'Kwelanaledi',
        municipality: 'Mangaung',
        province: 'Free State',
      });
    });

    it('reads a name placed by compass from a known town, and counts its bare mentions too', () => {
      const body =
        'Police are investigating the murder of a man from Kwelanaledi, north-west of Durban. Nsuze SAPS members found his body, and Nsuze police opened a murder case. He was last seen in Kwelanaledi on Friday.';
      expect(resolveLocation('Kwelanaledi man found dead', body).town).toBe('Kwelanaledi');
      expect(resolveLocation('', 'Meanwhile, north of Durban, a man was shot in Verulam.').town).toBe(
        'Verulam',
      );
    });

    it('does not take the town a suspect may hide in for the scene', () => {
      const body =
        'A man was stabbed to death in Lenyenye. The suspect may want to hide in Tzaneen with relatives in Tzaneen.';
      expect(resolveLocation('', body).town).toBe('Lenyenye');
    });

    it('leaves offices, districts and dates alone', () => {
      const body =
        'Police in the Mopani District area arrested a man in Tzaneen. The Tzaneen Crime Intelligence Unit area was searched.';
      expect(resolveLocation('', body).town).toBe('Tzaneen');
    });

    it('reads "the X Park area" as a suburb, but not a national or game park', () => {
      const body = 'A man was stabbed in a house in the Mopane Park area near Mahikeng on Tuesday.';
      expect(resolveLocation('', body).location).toBe('Mopane Park, Mahikeng');
      const reserve = 'A ranger was shot in the Tswelopele Game Park area near Mahikeng on Tuesday.';
      expect(resolveLocation('', reserve).location).toBe('Mahikeng');
    });

    it('does not take a settlement named only where the suspect was found', () => {
      const body =
        'A shop was robbed in Mthatha. The suspect was later traced to Zizamele village and arrested.';
      expect(resolveLocation('', body).town).toBe('Mthatha');
    });
  });

  it('takes a named hostel for a building in the township, not for the town of that name', () => {
    expect(
      resolveLocation('', 'Seven men were shot at Glebelands Hostel in Umlazi on Friday.').location,
    ).toBe('Umlazi');
    expect(resolveLocation('', 'Residents of Dalton Hostel protested along a road in Durban.')).toMatchObject(
      {
        town: 'Durban',
        municipality: 'eThekwini',
      },
    );
  });

  it('never reads a month beside a day or year as a place', () => {
    expect(resolveLocation('', 'The suspect was arrested in March 2020 at his home in Kimberley.').town).toBe(
      'Kimberley',
    );
  });
  describe('places the release puts in another province than the lists do', () => {
    it('takes the scene in the province of the court that hears the case', () => {
      const body =
        "Robbers attacked a farmer at Grootvlei on Friday. The getaway car overturned in Villiers, and the crash was reported to Villiers SAPS. Two men will appear in the Balfour Magistrate's Court.";
      expect(resolveLocation('Getaway car overturns in Villiers after farm attack', body)).toMatchObject({
        town: 'Grootvlei',
        province: 'Mpumalanga',
      });
    });

    it('reads a scene as a namesake near the station and court when both lie in another province', () => {
      const body =
        "A shop owner was robbed at Burgersdorp, a village just outside the town. Tzaneen police arrested three men, who will appear in the Lenyenye Magistrate's Court.";
      expect(resolveLocation('', body)).toMatchObject({
        location: 'Burgersdorp, Tzaneen',
        municipality: 'Greater Tzaneen',
        province: 'Limpopo',
      });
      const alone = 'A man was shot dead in Burgersdorp on Friday. Police are searching for the gunman.';
      expect(resolveLocation('', alone).province).toBe('Eastern Cape');
    });

    it('places every mention of a village where its town and province put it, the title too', () => {
      const body =
        'Three officers were injured when residents of Greenside, outside Polokwane in Limpopo, turned on them. The officers were at Greenside extension 44.';
      expect(resolveLocation('Greenside crowd stones police', body)).toMatchObject({
        municipality: 'Polokwane',
        province: 'Limpopo',
      });
    });

    it('places a village by the town the release writes it with', () => {
      const body = 'Two farmers were killed on a farm in Magogong, outside Hartswater, on Sunday.';
      expect(resolveLocation('', body)).toMatchObject({
        location: 'Magogong, Hartswater',
        municipality: 'Phokwane',
        province: 'Northern Cape',
      });
    });
  });

  it('reads "in March" without a place word after it as the month', () => {
    expect(resolveLocation('', 'Burglars cleared out a house in Molteno in March and fled.')).toMatchObject({
      location: 'Molteno',
      province: 'Eastern Cape',
    });
  });
  it('does not take a station named in the title for the scene', () => {
    const body =
      'A police captain was stabbed in Mbuzini village on Saturday. The captain is the commander at Elandskraal police station.';
    expect(resolveLocation('Elandskraal station commander stabbed', body).town).toBe('Mbuzini');
  });

  it('does not sharpen to the base of a police unit', () => {
    const body =
      'Members of the Kwanonqaba Crime Prevention Unit chased a stolen car. The driver had robbed a shop in Mossel Bay, and was later arrested.';
    expect(resolveLocation('', body).location).toBe('Mossel Bay');
  });

  describe('the name the release gives the place', () => {
    it('spells the place as the release does where it uses another name than the lists', () => {
      expect(resolveLocation('', 'A shopkeeper was shot dead in Bizana on Friday night.')).toMatchObject({
        location: 'Bizana',
        town: 'Mbizana',
        municipality: 'Mbizana',
      });
    });

    it("keeps the list's name where the release also uses it, and a station never renames its town", () => {
      const body = 'A tourist was robbed in the Kruger National Park. Kruger rangers arrested two men.';
      expect(resolveLocation('', body).location).toBe('Kruger National Park');
      expect(resolveLocation('', 'Members of the Harare police station arrested the suspect.').location).toBe(
        'Khayelitsha',
      );
    });

    it('names the city-centre precinct when the release names no sharper place in the town', () => {
      const body =
        'Durban Central police are investigating a robbery at a hotel on the beachfront on Sunday.';
      expect(resolveLocation('', body)).toMatchObject({ location: 'Durban Central', town: 'Durban' });
      const elsewhere = 'Durban Central police arrested a man for a robbery in Umlazi on Sunday.';
      expect(resolveLocation('', elsewhere).location).toBe('Umlazi, Durban');
    });

    it("reads a title's short name as the longer name the text uses", () => {
      const body = 'Rangers found the carcass in the Hluhluwe-iMfolozi Park on Monday.';
      expect(resolveLocation('Rhino carcass found in Hluhluwe', body).location).toBe(
        'Hluhluwe-iMfolozi Park',
      );
    });
  });

  it('does not take the home a victim leads police to, or points out, for the scene', () => {
    const title = "Robbed girl leads police to suspect's Beacon Valley home";
    const body =
      "A girl from Westridge, Mitchells Plain, was robbed of her phone on Monday. Officers took her to the Mitchells Plain police station, and there she pointed out the suspect's home in Beacon Valley. He will appear in the Mitchells Plain Magistrate's Court.";
    expect(resolveLocation(title, body).location).toBe('Westridge, Mitchells Plain');
  });

  describe('what a release says besides the scene', () => {
    it('does not take the dateline for the scene', () => {
      const body =
        "Pretoria - Two men were held after a bakery was robbed on Friday. They will appear in the Sasolburg Magistrate's Court.";
      expect(resolveLocation('', body)).toMatchObject({ town: 'Sasolburg', province: 'Free State' });
      expect(resolveLocation('', 'DURBAN - A shop was looted in Delft overnight.').town).toBe('Delft');
    });

    it('keeps a dateline where the release names no other place', () => {
      expect(resolveLocation('', 'Polokwane: Police are looking for a man who stole a bakkie.').town).toBe(
        'Polokwane',
      );
    });

    it('does not take a destination for the scene', () => {
      const body =
        'A truck on its way to Nigel was hijacked near Heidelberg on Monday. The driver was left unharmed.';
      expect(resolveLocation('', body).town).toBe('Heidelberg');
    });

    it('does not take the hospital town a victim was taken to for the scene', () => {
      const body =
        'A taxi driver was rushed to Mthatha General Hospital, where he died. He had been shot in Tsolo on Friday.';
      expect(resolveLocation('', body).town).toBe('Tsolo');
    });

    it('does not take the home town of suspects who "come from" it for the scene', () => {
      const body =
        'Three fishermen, who come from Hout Bay, were robbed of their catch in Gansbaai on Tuesday.';
      expect(resolveLocation('', body).town).toBe('Gansbaai');
    });

    it('does not sharpen a town to the suburb the victims only came from', () => {
      const title = 'Two Galeshewe boys robbed at Kimberley fun fair';
      const body =
        'Two boys who had walked from their homes in Galeshewe were robbed of their phones at a fun fair in Kimberley on Saturday.';
      expect(resolveLocation(title, body).town).toBe('Kimberley');
    });

    it('reads an ambiguous town in the title as the place the text settles it to be', () => {
      const title = 'Police raid Kimberley warehouse';
      const body =
        'A man was arrested in Kimberley on Tuesday. Earlier this year a safe was stolen from an office in Port Shepstone.';
      expect(resolveLocation(title, body)).toMatchObject({ town: 'Kimberley', province: 'Northern Cape' });
    });

    it('leaves a town in the province the release names, whatever station and court it names', () => {
      const body =
        "In the Western Cape, sheep were stolen from a kraal in Mossel Bay. Reitz police traced the suspects, who will appear in the Reitz Magistrate's Court.";
      expect(resolveLocation('', body)).toMatchObject({ town: 'Mossel Bay', province: 'Western Cape' });
    });
  });

  it('reads the town a sentence was handed down in as the court, not the scene', () => {
    const title = 'Life sentence in Mthatha for man who raped a girl in Tsolo';
    expect(resolveLocation(title, '').town).toBe('Tsolo');
  });

  it('reads the crime a conviction names as the scene ("convicted of robbing a shop in Seshego")', () => {
    const body = 'The accused was convicted in the Polokwane Regional Court of robbing a shop in Seshego.';
    expect(resolveLocation('', body).town).toBe('Seshego');
  });

  it('reads a name the release calls a township as a settlement inside the town', () => {
    const title = 'Zama zamas held in Allanridge';
    const body =
      'Police carried out an operation in Mokgolo township on Monday and arrested twelve men in Allanridge.';
    expect(resolveLocation(title, body).location).toBe('Mokgolo');
  });

  it('settles two shared names by the municipality they have in common', () => {
    const body =
      'A girl was raped in Mpumalanga Township in 2019. The suspect was found hiding in Ntshongweni last week.';
    expect(resolveLocation('', body)).toMatchObject({
      location: 'Mpumalanga',
      municipality: 'eThekwini',
      province: 'KwaZulu-Natal',
    });
  });

  it('does not let a shared name favour its namesakes that lie in a known municipality', () => {
    const body = 'A docket was opened at the Elandslaagte police station in KwaZulu-Natal.';
    expect(resolveLocation('', body)).toMatchObject({ town: 'Elandslaagte', province: 'KwaZulu-Natal' });
  });

  it('places a station no list knows in the province the release names', () => {
    const body =
      'Two constables of the Kgwerekwane police station were found dead in North West. Suspects were later arrested in Logageng.';
    expect(resolveLocation('', body)).toMatchObject({ location: 'Kgwerekwane', province: 'North West' });
  });

  describe('a local municipality named as such', () => {
    it('takes the municipality a release is about over the town of the court that hears the case', () => {
      const body =
        "Two officials of the Emfuleni Local Municipality were arrested for tender fraud. They appeared in the Vereeniging Magistrate's Court on Monday.";
      expect(resolveLocation('Two officials held over tender fraud', body)).toMatchObject({
        location: 'Emfuleni',
        town: null,
        municipality: 'Emfuleni',
        province: 'Gauteng',
      });
    });

    it('keeps a town that shares the name, and a scene town, as towns', () => {
      const body =
        'A shopkeeper was robbed in Polokwane. The Polokwane Municipality has promised more street lights.';
      expect(resolveLocation('', body)).toMatchObject({ location: 'Polokwane', town: 'Polokwane' });
    });
  });
});
