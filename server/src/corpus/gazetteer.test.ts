import { describe, expect, it } from 'vitest';
import {
  findLocalMunicipalities,
  findPlaces,
  findPlacesInRelease,
  PROVINCES,
  placesInProvince,
  stationsServing,
} from './gazetteer';

function namesIn(text: string): string[] {
  return findPlaces(text).map((m) => m.candidates.map((c) => c.name).join('|'));
}

describe('gazetteer data', () => {
  it('has the nine provinces', () => {
    expect([...PROVINCES].sort()).toEqual(
      [
        'Eastern Cape',
        'Free State',
        'Gauteng',
        'KwaZulu-Natal',
        'Limpopo',
        'Mpumalanga',
        'North West',
        'Northern Cape',
        'Western Cape',
      ].sort(),
    );
  });

  it('has several hundred towns, townships and suburbs, each with its province and municipality', () => {
    const towns = PROVINCES.flatMap((p) => placesInProvince(p));
    expect(towns.length).toBeGreaterThan(800);
    for (const province of PROVINCES) expect(placesInProvince(province).length).toBeGreaterThan(40);
    for (const town of towns) expect(town.municipality).toBeTruthy();
  });

  it('links townships to the towns and metros that contain them', () => {
    const orlando = placesInProvince('Gauteng').find((t) => t.name === 'Orlando East');
    expect(orlando?.containers).toEqual(['Soweto', 'Johannesburg', 'City of Johannesburg']);
    const thembalethu = placesInProvince('Western Cape').find((t) => t.name === 'Thembalethu');
    expect(thembalethu?.containers).toEqual(['George', 'Garden Route District']);
  });

  it('knows which police stations serve a town', () => {
    const khayelitsha = placesInProvince('Western Cape').find((t) => t.name === 'Khayelitsha');
    expect(khayelitsha && stationsServing(khayelitsha)).toEqual(
      expect.arrayContaining(['Khayelitsha', 'Harare', 'Lingelethu West']),
    );
  });
});

describe('findPlaces', () => {
  it('finds townships, towns and metros in order', () => {
    expect(namesIn('Police in Khayelitsha, Cape Town and Umlazi in eThekwini responded.')).toEqual([
      'Khayelitsha',
      'Cape Town',
      'Umlazi',
      'eThekwini',
    ]);
  });

  it('prefers the longest name ("City of Cape Town" over "Cape Town", "Mamelodi East" over "Mamelodi")', () => {
    expect(namesIn('The City of Cape Town and Mamelodi East')).toEqual([
      'City of Cape Town',
      'Mamelodi East',
    ]);
  });

  it('reads provinces and their abbreviations', () => {
    expect(namesIn('KZN police and the Western Cape, KwaZulu Natal and North West')).toEqual([
      'KwaZulu-Natal',
      'Western Cape',
      'KwaZulu-Natal',
      'North West',
    ]);
    expect(namesIn('GP police arrested him in GP')).toEqual(['Gauteng', 'Gauteng']);
  });

  it('does not read two-letter codes without a cue, or in the wrong case', () => {
    expect(namesIn('The MP said the EC report was ready')).toEqual([]);
    expect(namesIn('the kzn unit')).toEqual([]);
  });

  it('maps police station names to the place they serve', () => {
    const mentions = findPlaces('Members of Harare police station and Lingelethu West SAPS responded.');
    expect(mentions.map((m) => [m.text, m.candidates[0]?.name, m.viaStation])).toEqual([
      ['Harare police station', 'Khayelitsha', true],
      ['Lingelethu West SAPS', 'Khayelitsha', true],
    ]);
  });

  it('reads "Mfuleni police station" as Mfuleni', () => {
    const [mention] = findPlaces('Detectives from Mfuleni police station are investigating.');
    expect(mention?.text).toBe('Mfuleni police station');
    expect(mention?.candidates[0]?.name).toBe('Mfuleni');
  });

  it('needs the police cue for station-only names (Harare is also a capital city)', () => {
    expect(namesIn('He travelled to Harare last year.')).toEqual([]);
  });

  it('maps former and alternative names to the current place', () => {
    expect(namesIn('in Port Elizabeth, Uitenhage, Nelspruit, Pietersburg and Grahamstown')).toEqual([
      'Gqeberha',
      'Kariega',
      'Mbombela',
      'Polokwane',
      'Makhanda',
    ]);
  });

  it('accepts spellings with a hyphen, full stop or apostrophe', () => {
    expect(namesIn("in Kwa-Mashu, St. Francis Bay and Mitchell's Plain")).toEqual([
      'KwaMashu',
      'St Francis Bay',
      'Mitchells Plain',
    ]);
  });

  it('flags mentions that only name a court', () => {
    const [court, scene] = findPlaces("in the Blue Downs Magistrate's Court for a robbery in Delft");
    expect(court?.atCourt).toBe(true);
    expect(scene?.atCourt).toBe(false);
  });

  it('ignores names that are part of a street name', () => {
    expect(namesIn('along Voortrekker Road and Durban Road in Bellville')).toEqual(['Bellville']);
  });

  describe('names that are also common words or personal names', () => {
    it.each([
      ['A robbery in George', ['George']],
      ['In George, police arrested two men', ['George']],
      ['at George police station', ['George']],
      ['George police are investigating', ['George']],
      ["the George Magistrate's Court", ['George']],
      ['Sergeant George Mokoena said', []],
      ['according to Harmony spokesperson Sihle Maake, she was freed', []],
      ['George Mokoena was arrested', []],
      ["in George Mokoena's house", []],
      ['the victim, George, was 34', []],
      ['a farm near Bethlehem', ['Bethlehem']],
      ['the Christmas story of Bethlehem', []],
      ['outside Ermelo', ['Ermelo']],
      ['Mr Ermelo Dlamini', []],
      ['Constable Nigel Smith', []],
      ['a house in Nigel', ['Nigel']],
      ['Alexandra police', ['Alexandra']],
      ['Alexandra said she was afraid', []],
      ['Springs of water', []],
      ['in Springs', ['Springs']],
      ['a tavern in Orlando, Soweto', ['Orlando', 'Soweto']],
      ['Orlando, Soweto', ['Orlando', 'Soweto']],
    ])('%s', (text, expected) => {
      expect(namesIn(text)).toEqual(expected);
    });
  });

  it('reads a census place after "close to" or "next to", but not after a bare "to"', () => {
    expect(findPlaces('The body lay close to Slurry on Friday.').map((m) => m.text)).toEqual(['Slurry']);
    expect(findPlaces('The car stood next to Slurry.').map((m) => m.text)).toEqual(['Slurry']);
    expect(findPlaces('He handed the phone to Slurry on Friday.')).toEqual([]);
  });

  it('reads a census place after a verb of going with "to", and a town after "the town of"', () => {
    expect(findPlaces('He drove to Slurry that night.').map((m) => m.text)).toEqual(['Slurry']);
    expect(findPlaces('in the farming town of Reitz').map((m) => m.text)).toEqual(['Reitz']);
    expect(findPlaces('the mother of George')).toEqual([]);
  });

  describe('an ambiguous name the release settles elsewhere', () => {
    const texts = (title: string, body: string) =>
      findPlacesInRelease([title, body]).map((ms) => ms.map((m) => m.text));

    it('is a place wherever the release writes it bare', () => {
      expect(texts('Hilton bakery robbed', 'The bakery in Hilton was robbed.')).toEqual([
        ['Hilton'],
        ['Hilton'],
      ]);
    });

    it('stays a person after a title or before a surname', () => {
      expect(
        texts('Constable Hilton Dube praised', 'Constable Hilton Dube arrested a man in Hilton.'),
      ).toEqual([[], ['Hilton']]);
    });

    it('is not settled by a station or court of that name alone', () => {
      expect(texts('Calcutta constable honoured', 'Calcutta SAPS members attended.')).toEqual([
        [],
        ['Calcutta SAPS'],
      ]);
    });
  });

  it('does not read a country as the informal settlement named after it', () => {
    expect(findPlaces('cigarettes smuggled in from Mozambique and from Zimbabwe')).toEqual([]);
  });

  it('reads a census place before "border"', () => {
    expect(findPlaces('stopped at the Oshoek border on Monday').map((m) => m.text)).toEqual(['Oshoek']);
  });

  it('reads a family-violence unit named after its base, and the station an officer is posted to, as stations', () => {
    const unit = findPlaces('the Jozini Family Violence, Child Protection and Sexual Offences Unit');
    expect(unit.map((m) => [m.text, m.viaStation])).toEqual([['Jozini', true]]);
    expect(findPlaces('Jozini FCS detectives').map((m) => m.viaStation)).toEqual([true]);
    const posted = findPlaces('The constable, who was stationed at Rosebank, was off duty.');
    expect(posted.map((m) => [m.text, m.viaStation])).toEqual([['Rosebank', true]]);
  });

  it('reads a province name before "township" or "police station" as the township of that name', () => {
    const [township] = findPlaces('a house in Mpumalanga Township');
    expect(township?.candidates.every((c) => c.kind === 'town')).toBe(true);
    expect(township?.candidates.map((c) => c.local)).toContain('eThekwini');
    const [station] = findPlaces('taken to the Mpumalanga police station');
    expect(station?.viaStation).toBe(true);
    expect(findPlaces('Mpumalanga police said on Monday')[0]?.candidates[0]?.kind).toBe('province');
  });

  it("reads a station's name after a locative cue as the village it is named after, where the station serves", () => {
    const [village] = findPlaces('The car was hijacked at Mhala on Thursday.');
    expect(village).toMatchObject({ text: 'Mhala', viaStation: false });
    expect(village?.candidates.map((c) => [c.name, c.local, c.province])).toEqual([
      ['Mhala', 'Bushbuckridge', 'Mpumalanga'],
    ]);
    expect(findPlaces('Mhala police are investigating.')[0]?.viaStation).toBe(true);
    expect(findPlaces('Mhala said he was at home.')).toEqual([]);
  });

  it('reads a month name beside a day or year as a date, not as the town of that name', () => {
    const text = 'He was arrested in March 2020 and again on 4 March, Kimberley police said.';
    expect(findPlaces(text).map((m) => m.text)).toEqual(['Kimberley police']);
    expect(findPlaces('The body was found in March village.').map((m) => m.text)).toEqual(['March']);
  });

  it('keeps names of the same spelling in different provinces as candidates', () => {
    const [mention] = findPlaces('in Middelburg');
    expect(mention?.candidates.map((c) => c.province).sort()).toEqual(['Eastern Cape', 'Mpumalanga']);
  });

  it('reads capitalised datelines', () => {
    expect(namesIn('MTHATHA – Police arrested three suspects')).toEqual(['Mthatha']);
  });
});

describe('census places and police stations', () => {
  it('knows villages and townships beyond the hand-made list, each with its municipality', () => {
    const [mention] = findPlaces('A spaza shop in Mothotlung was robbed.');
    expect(mention?.candidates[0]).toMatchObject({
      name: 'Mothotlung',
      local: 'Madibeng',
      province: 'North West',
    });
  });

  it('reads a census place only next to a locative cue', () => {
    expect(findPlaces('a warehouse in Sebenza').map((m) => m.candidates[0]?.name)).toEqual(['Sebenza']);
    expect(findPlaces('Sebenza said the warehouse was empty')).toEqual([]);
  });

  it('knows places the 2011 census added, in the municipality the census gives them', () => {
    const [mention] = findPlaces('A shack in Wesbank burned down.');
    expect(mention?.candidates.map((c) => c.local)).toContain('City of Cape Town');
    const wesbank = mention?.candidates.find((c) => c.local === 'City of Cape Town');
    expect(wesbank?.containers[0]).toBe('Blue Downs');
  });

  it('reads census labels written without a space before "SP" as the bare name', () => {
    const [mention] = findPlaces('A homestead in eNkanini near Centane was searched.');
    expect(mention?.candidates.map((c) => c.name)).toContain('eNkanini');
  });

  it('gives hand-listed towns the municipality of their census place, however it is spelled', () => {
    const localOf = (province: string, name: string) =>
      placesInProvince(province).find((t) => t.name === name)?.local;
    // The census spells it Nqutu, Zweletemba, Khayamandi; "Muldersdrift AH" is the census unit.
    expect(localOf('KwaZulu-Natal', 'Nquthu')).toBe('Nqutu');
    expect(localOf('Western Cape', 'Zwelethemba')).toBe('Breede Valley');
    expect(localOf('Western Cape', 'Kayamandi')).toBe('Stellenbosch');
    expect(localOf('Gauteng', 'Muldersdrift')).toBe('Mogale City');
    // Several census places are called Ntabankulu; the town is the seat of the municipality of that name.
    expect(localOf('Eastern Cape', 'Ntabankulu')).toBe('Ntabankulu');
    // Names the census lists under no similar spelling come from the hand-made table.
    expect(localOf('Limpopo', 'Tubatse')).toBe('Fetakgomo Tubatse');
  });

  it('leaves only a handful of hand-listed towns without a local municipality', () => {
    // Parks such as the Kruger span several municipalities.
    const towns = PROVINCES.flatMap((p) => placesInProvince(p)).filter((t) => !/\bPark$/.test(t.name));
    expect(towns.filter((t) => t.local === null).length).toBeLessThanOrEqual(3);
  });

  it('reads a census place written without the qualifier the census adds ("Queensmead Industrial")', () => {
    const [mention] = findPlaces('Cables were found at a scrapyard in Queensmead on Monday.');
    expect(mention?.candidates[0]).toMatchObject({ name: 'Queensmead', local: 'eThekwini' });
  });

  it('reads a beach settlement the census calls "X Strand" by its bare name', () => {
    const [place] = findPlaces('a holiday house in Boknes');
    expect(place?.candidates[0]).toMatchObject({ name: 'Boknes', local: 'Ndlambe' });
  });

  it('reads "Kwa-Guqa" and "Kwa Guqa" as the census KwaGuqa', () => {
    for (const text of ['Protesters gathered in Kwa-Guqa.', 'Protesters gathered in Kwa Guqa.'])
      expect(findPlaces(text)[0]?.candidates[0]?.local).toBe('Emalahleni');
  });

  it('reads "the X policing area" as a station name', () => {
    const [mention] = findPlaces('A van was bombed in the Sebenza policing area.');
    expect(mention).toMatchObject({ viaStation: true, text: 'Sebenza policing area' });
  });

  it('knows airports and national parks', () => {
    expect(
      findPlaces('a truck hijacked near Cape Town International Airport')[0]?.candidates[0],
    ).toMatchObject({
      local: 'City of Cape Town',
    });
    expect(namesIn('Rangers in the Kruger National Park found a carcass.')).toEqual(['Kruger National Park']);
    expect(namesIn('Rangers in Kruger found a carcass.')).toEqual(['Kruger National Park']);
    expect(namesIn('Kruger said the rangers found a carcass.')).toEqual([]);
  });

  it('places national-list stations in the province as it is spelled elsewhere, and by a place spelled alike', () => {
    expect(findPlaces('Amangwe police station')[0]?.candidates[0]?.province).toBe('KwaZulu-Natal');
    expect(findPlaces('Bathlaros SAPS')[0]?.candidates[0]).toMatchObject({
      local: 'Ga-Segonyana',
      province: 'Northern Cape',
    });
  });

  it('reads a station or court name misspelt by one letter as the place it names', () => {
    const [court] = findPlaces("due in the Komartipoort Magistrate's Court on Monday");
    expect(court).toMatchObject({ text: 'Komartipoort', atCourt: true });
    expect(court?.candidates.map((c) => c.name)).toEqual(['Komatipoort']);
    expect(findPlaces('Komartipoort is far')).toEqual([]);
  });

  it("keeps a station's village where the census knows the name only in other provinces", () => {
    const [station] = findPlaces('Elandslaagte police station');
    expect(station?.candidates.map((c) => c.province)).toContain('KwaZulu-Natal');
  });

  it('reads a station no list knows as a station, in whichever province the release settles', () => {
    const [station] = findPlaces('He was stationed at the Kgwerekwane police station.');
    expect(station).toMatchObject({ text: 'Kgwerekwane police station', viaStation: true });
    expect(new Set(station?.candidates.map((c) => c.province)).size).toBe(9);
    expect(findPlaces('two Kgwerekwane police officers')[0]?.text).toBe('Kgwerekwane police');
    expect(findPlaces('report it at the Nearest police station')).toEqual([]);
    expect(findPlaces('Sergeant Kgwerekwane police said')).toEqual([]);
  });

  it('does not read a body named after a place as the place', () => {
    expect(findPlaces('the deputy chairman of the Klipriver Taxi Association')).toEqual([]);
    expect(findPlaces('a taxi rank in Klipriver')).not.toEqual([]);
  });

  it("places a station's village in the municipality of its police district", () => {
    expect(findPlaces('Mareetsane police station')[0]?.candidates[0]).toMatchObject({
      name: 'Mareetsane',
      local: 'Ratlou',
      province: 'North West',
    });
    expect(findPlaces('the Makhanda police station')[0]?.candidates[0]?.province).toBe('Eastern Cape');
  });

  it('names municipalities as they are called today', () => {
    expect(findPlaces('in Flagstaff')[0]?.candidates[0]?.local).toBe('Ingquza Hill');
  });

  it('reads SAPS stations from the national list as stations', () => {
    const [mention] = findPlaces('Members of Bothithong SAPS responded.');
    expect(mention).toMatchObject({ viaStation: true, text: 'Bothithong SAPS' });
    expect(mention?.candidates[0]?.province).toBe('Northern Cape');
  });
});

describe('local municipalities by their bare names', () => {
  it('finds them with or without "City of", in any case, with their district and province', () => {
    const found = findLocalMunicipalities('madibeng or the City of Matlosana, and Steve Tshwete?');
    expect(found.map((m) => [m.text, m.candidates[0]?.name, m.candidates[0]?.province])).toEqual([
      ['madibeng', 'Madibeng', 'North West'],
      ['City of Matlosana', 'City of Matlosana', 'North West'],
      ['Steve Tshwete', 'Steve Tshwete', 'Mpumalanga'],
    ]);
    expect(found[0]?.candidates[0]).toMatchObject({
      kind: 'local',
      municipality: 'Bojanala Platinum District',
    });
  });

  it('finds nothing in a word that only contains one', () => {
    expect(findLocalMunicipalities('Madibengs and Matlosanas')).toEqual([]);
  });
});
