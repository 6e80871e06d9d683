import { describe, expect, it } from 'vitest';
import { readNewsroomWords } from './newsroom-words';

describe('newsroom words', () => {
  it.each([
    ['How many CIT heists in 2021?', 'How many cash-in-transit robbery in 2021?'],
    ['Any cash heists?', 'Any cash-in-transit robbery?'],
    ['Any CIT robberies in 2020?', 'Any cash-in-transit robberies in 2020?'],
    ['When was the latest truckjacking?', 'When was the latest truck hijacking?'],
    ['Zama zamas arrested in total?', 'illegal miners arrested in total?'],
    ['How many TOMV cases?', 'How many theft of motor vehicle cases?'],
    ['Housebreaking in Soweto', 'burglary in Soweto'],
    ['cattle rustling in the Free State', 'stock theft in the Free State'],
    ['How many rustlers were caught?', 'How many stock thieves were caught?'],
    ['perlemoen busts', 'abalone poaching busts'],
    ['dagga or mandrax arrests', 'drugs or drugs arrests'],
    ['GBH cases', 'assault GBH cases'],
    ['NMB - how many victims?', 'Nelson Mandela Bay - how many victims?'],
    ['murders in Jozi', 'murders in Johannesburg'],
    ['How many in the EC and WC?', 'How many in the Eastern Cape and Western Cape?'],
    ['How many AM cases in KZN?', 'How many attempted murder cases in KZN?'],
    ['how many pple got hurt?', 'how many people got hurt?'],
    ['hw many wer there?', 'how many were there?'],
    ['wen did it happen? wat was the date?', 'when did it happen? what was the date?'],
    ['wich month?', 'which month?'],
    ['Hoeveel plaasmoorde in die Vrystaat?', 'how many farm murders in the Free State?'],
    ['Hoeveel people were killed in die Kaap?', 'how many people were killed in the Western Cape?'],
    ['how many folks died?', 'how many people died?'],
    ['Which province put the most perps away?', 'Which province put the most suspects away?'],
    ['guards injured in the cash van attacks', 'guards injured in the cash-in-transit robbery'],
    ['In Manguang county, how many?', 'In Manguang municipality, how many?'],
    ['Hoeveel moord en verkragting in die Oos-Kaap?', 'how many murder and rape in the Eastern Cape?'],
    ['kinders, vroue en polisie as slagoffers', 'children, women and police officers as victims'],
    ['Saterdag of Sondag?', 'Saturday of Sunday?'],
    ['murders 2019-2021 incl', 'murders 2019-2021 inclusive'],
    ['How many hold-ups in 2024?', 'How many robbery in 2024?'],
    ['stick-ups or stickups in Mpumalanga', 'robbery or robbery in Mpumalanga'],
    ['die laaste stokdiefstal case', 'the latest stock theft case'],
    ['rape / sex assault cases', 'rape / sexual assault cases'],
    ['How many in Bloem?', 'How many in Bloemfontein?'],
    ['the robberies of those armoured cash-in-transit vans', 'the cash-in-transit robbery'],
    ['cash-in-transit van attacks in 2023', 'cash-in-transit robbery in 2023'],
  ])('%s → %s', (question, read) => {
    expect(readNewsroomWords(question).question).toBe(read);
  });

  it('says how each word was read', () => {
    expect(readNewsroomWords('CIT heists in NMB').corrections).toEqual([
      { from: 'CIT heists', to: 'cash-in-transit robbery' },
      { from: 'NMB', to: 'Nelson Mandela Bay' },
    ]);
  });

  it.each([
    // Abbreviations only in capitals, never inside words or in lower case.
    ['How many went to the ec office?'],
    ['Which news outlets?'],
    ['assault GBH in Durban'],
    ['How many cases of fraud?'],
    // The morning after a number is no crime.
    ['Any shootings at 10 AM?'],
    // English words that Afrikaans also writes stay English: "en route", "for the sake of".
    ['How many were attacked en route to work, for the sake of argument?'],
    // A capitalised "Da" or "Wit" is part of a name, not the texting "da" or the slip "wit".
    ['How many incidents on Da Gama Road near Witbank?'],
    ['Any murders at Wit Rivier?'],
    // A witch is a word of its own: killings of people accused of witchcraft are reported.
    ['How many witch killings?'],
  ])('leaves alone: %s', (question) => {
    expect(readNewsroomWords(question)).toEqual({ question, corrections: [] });
  });

  it.each([
    [
      'In how many incidents did the police find unlicensed guns?',
      'In how many incidents involved unlicensed guns?',
    ],
    ['How many cases where police seized drugs?', 'How many cases involving drugs?'],
    [
      'In how many incidents were unlicensed guns found?',
      'In how many incidents were unlicensed guns involved?',
    ],
    ['How many cases with drugs seized?', 'How many cases with drugs involved?'],
  ])('reads what the police found as what the incident involved: %s', (question, meant) => {
    expect(readNewsroomWords(question).question).toBe(meant);
  });

  it('leaves a count of what the police found alone: the goods are no incidents', () => {
    expect(readNewsroomWords('How many guns did the police find?').question).toBe(
      'How many guns did the police find?',
    );
  });
});
