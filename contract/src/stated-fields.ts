/** The fields a record may state or leave blank ("records missing a municipality"). */
export const STATED_FIELDS = [
  'municipality',
  'police_station',
  'location',
  'victims',
  'suspects_arrested',
  'suspect_ages',
  'victim_ages',
  'killed',
  'injured',
  'children',
  'police',
] as const;
export type StatedField = (typeof STATED_FIELDS)[number];

/** Each field as answers and reading chips name it: "records that do not state a municipality". */
export const STATED_FIELD_WORDS: Readonly<Record<StatedField, string>> = {
  municipality: 'a municipality',
  police_station: 'a police station',
  location: 'a place',
  victims: 'the number of victims',
  suspects_arrested: 'the number of suspects arrested',
  suspect_ages: "a suspect's age",
  victim_ages: "a victim's age",
  killed: 'how many were killed',
  injured: 'how many were injured',
  children: 'how many victims were children',
  police: 'how many victims were police officers',
};
