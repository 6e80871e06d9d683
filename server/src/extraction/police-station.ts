import type { PlaceMention } from '../corpus/gazetteer';

/**
 * The police station a release says handles its case: "a case was opened at Kokstad police station",
 * "Plessislaer police are investigating", "members of Diepkloof SAPS". The gazetteer finds every place
 * named as a station; these rules set aside the stations a release names for other reasons, so a
 * station is recorded only where the release ties it to the case, and null otherwise.
 */

/** A place named as a station in the title or the text it was found in. */
export interface StationMention {
  mention: PlaceMention;
  source: string;
}

export interface HandlingStation {
  name: string;
  /** The words of the release the station was read from. */
  evidence: string;
}

/** The words that make a place a station ("police station", "SAPS"), which its name goes without. */
const STATION_WORDS = /\s+(?:police\s+station|policing\s+(?:area|precinct)|police|SAPS|station|precinct)$/i;

/** "stationed at Rosebank", "works at the Douglasdale police station": where an officer works, not the case. */
const WORKPLACE_BEFORE =
  /\b(?:stationed|attached|deployed|posted|employed|works?|worked|working|serves?|served|serving)\s+(?:at|to|in|with)\s+(?:the\s+)?$/i;

/**
 * "Colesberg police sergeant", "Muizenberg police captain": a person the release tells of. "Ezakheni
 * police officers on patrol" are the station's members at work, which stays.
 */
const RANK_AFTER =
  /^\s+(?:captain|sergeant|constable|lieutenant|colonel|brigadier|major|detective|warrant\s+officer|officer|commander|reservist|member|spokes(?:person|man|woman))\b(?!s)/i;

/** "Burgersfort Cluster", "PE K9", "Witbank Trio Crimes": a unit, which may answer calls far from its station. */
const UNIT_AFTER =
  /^\s+(?:cluster|k9|dog\s+unit|visible\s+policing|trio\s+crimes?|family\s+violence|flying\s+squad|crime\s+intelligence|detective\s+services|tactical|public\s+order|stock\s+theft|vispol|accident\s+unit|policing\s+area)\b/i;

/** "drove to the Parys police station", "fled towards": a place the story passes through. */
const PASSED_THROUGH_BEFORE =
  /\b(?:drove|fled|ran|raced|sped|escaped|went|headed|rushed)\s+(?:off\s+)?(?:to|towards|into)\s+(?:the\s+)?$/i;

function handlesTheCase({ mention, source }: StationMention): boolean {
  const before = source.slice(Math.max(0, mention.index - 60), mention.index);
  const after = source.slice(mention.end, mention.end + 40);
  // The gazetteer's match takes "police" into the name's words; a rank or unit comes after them.
  // A name the gazetteer found by a cue such as "Cluster" leaves "police" or "SAPS" after it unread.
  const nextWords = STATION_WORDS.test(mention.text) ? after : after.replace(/^\s+(?:police|SAPS)\b/i, '');
  return (
    !WORKPLACE_BEFORE.test(before) &&
    !PASSED_THROUGH_BEFORE.test(before) &&
    !RANK_AFTER.test(nextWords) &&
    !UNIT_AFTER.test(nextWords)
  );
}

/** "Metro police", "Traffic police": forces of a city or province, not a police station. */
const NOT_A_STATION = /^(?:metro|metropolitan|city|municipal|traffic|provincial|national|local|border)$/i;

/** The first station the release ties to its case, title first; null when it names none. */
export function handlingStation(mentions: readonly StationMention[]): HandlingStation | null {
  const found = mentions.find((m) => m.mention.viaStation && handlesTheCase(m));
  if (!found) return null;
  const name = found.mention.text.replace(STATION_WORDS, '').trim();
  return name === '' || NOT_A_STATION.test(name) ? null : { name, evidence: found.mention.text };
}
