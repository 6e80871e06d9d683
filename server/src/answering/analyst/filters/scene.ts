import { z } from 'zod';
import { joinOr } from '../format';
import { saysPattern } from '../notebook-events';
import type { Span } from '../spans';
import { readTexts } from '../support-text';
import { defineFilter } from './filter-kind';

/**
 * The kind of place an incident happened in ("on a farm", "tavern shootings", "at taxi ranks"), which
 * no field records: an event is at one when its title, summary or place name says so. Journalists
 * follow farm attacks, tavern shootings and school violence as stories of their own.
 */

interface Scene {
  name: string;
  /** How answers say it: "on a farm". */
  label: string;
  /** The words that name it, in a question and in an event's text. */
  words: string;
}

/**
 * "Bar" is also a bar of a chart ("the tallest bar", "the numbers behind the bars", "the 2019 bar") and
 * a prison's ("behind bars"), so it names a place that serves drinks only where a place is plainly
 * meant: after "at", "in", "outside" and the like ("at a local bar"), before what happens at one ("bar
 * shooting") or listed with taverns, pubs and clubs. A single space between the words: a word a reader
 * read before is blanked, and "in the 2019 bar" must not become "in the bar".
 */
const DRINKING_BAR = [
  '(?<=\\b(?:at|in|inside|outside|near|into|from)\\s(?:(?:a|an|the|one|local|busy|popular|crowded)\\s){0,2})bars?',
  'bars?(?=\\s(?:shootings?|attacks?|fights?|brawls?|incidents?|patrons?|owners?|staff|robber(?:y|ies))\\b)',
  '(?<=\\b(?:taverns?|shebeens?|pubs?|nightclubs?|clubs?)\\s?(?:,|\\/|and|or|&)\\s?(?:(?:a|the)\\s)?)bars?',
  'bars?(?=\\s?(?:,|\\/|and|or|&)\\s?(?:(?:a|the)\\s)?(?:taverns?|shebeens?|pubs?|nightclubs?|clubs?|lounges?)\\b)',
].join('|');

const SCENES: readonly Scene[] = [
  { name: 'farm', label: 'on a farm', words: 'farms?|farmhouses?|smallholdings?' },
  {
    name: 'tavern',
    label: 'at a tavern, shebeen or bar',
    words: `taverns?|shebeens?|${DRINKING_BAR}|pubs?|nightclubs?`,
  },
  {
    name: 'school',
    label: 'at a school',
    words: 'schools?(?!\\s+(?:grades?|fees|uniforms?|holidays?|days?|terms?|years?|weeks?))',
  },
  { name: 'taxi rank', label: 'at a taxi rank', words: 'taxi\\s+ranks?' },
  { name: 'church', label: 'at a church', words: 'church(?:es)?' },
  { name: 'mall', label: 'at a mall', words: 'malls?|shopping\\s+cent(?:re|er)s?' },
  { name: 'hostel', label: 'at a hostel', words: 'hostels?' },
  { name: 'stadium', label: 'at a stadium', words: 'stadi(?:um|ums|a)|sports\\s+grounds?' },
  {
    name: 'road',
    label: 'on a road',
    // A numbered route ("the N1") is a name the text must say, not any road.
    words:
      '(?:public\\s+)?roads?(?!\\s+(?:safety|block|trips?|tours?|shows?|maps?))|streets?|highways?|freeways?|motorways?',
  },
  {
    name: 'guest house',
    label: 'at a guest house or lodge',
    words: 'guest[\\s-]?houses?|b\\s*&\\s*bs?|bed[\\s-]+and[\\s-]+breakfasts?|lodges?',
  },
  { name: 'forest', label: 'in a forest or plantation', words: 'forests?|plantations?' },
  { name: 'hospital', label: 'at a hospital or clinic', words: 'hospitals?|clinics?' },
  { name: 'spaza shop', label: 'at a spaza shop', words: 'spaza(?:\\s+shops?)?' },
  {
    name: 'petrol station',
    label: 'at a petrol station',
    words: '(?:petrol|filling|service|gas)\\s+stations?',
  },
  { name: 'informal settlement', label: 'in an informal settlement', words: 'informal\\s+settlements?' },
  // "a respected man in his village" says where someone lives, not where the incident was; "which
  // villages had murders" asks for the places by name.
  {
    name: 'village',
    label: 'in a village',
    words:
      '(?<!\\b(?:his|her|their|our|my|your)\\s|\\b(?:which|what|list|name)\\s(?:the\\s)?|\\b(?:towns?|places|suburbs|townships|cities)\\s+(?:and|or|&)\\s+)villages?',
  },
  {
    name: 'border post',
    label: 'at a border post',
    words: 'border\\s+(?:posts?|crossings?|gates?)|borderlines?|ports?\\s+of\\s+entry',
  },
  {
    name: 'nature reserve',
    label: 'in a national park or reserve',
    words: '(?:national|game)\\s+parks?|(?:game|nature)\\s+reserves?',
  },
];

const SCENE_NAMES = SCENES.map((s) => s.name) as [string, ...string[]];

const wordsOfScene = (scene: Scene, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${scene.words})(?![\\p{L}\\p{N}])`, flags);

/** "farm attacks", "tavern incidents": a word for events after the scene adds nothing of its own. */
const EVENT_NOUN_AFTER = /^\s+(?:attacks?|incidents?|cases?|events?)\b/i;

/**
 * "barely out of school", "after church", "left school at 15": a place without an article after these
 * words is a time of life or of day, not where something happened.
 */
const TIME_NOT_PLACE = /\b(?:out\s+of|left|leaving|finished|finishing|after|before|dropped\s+out\s+of)\s+$/i;

/**
 * "on the Askham road", "along Voortrekker Road": a road with a name is that one road, which the
 * names reader looks for, not any road. Case tells a name; a word opening a sentence is no name.
 */
const NAMED_ROAD_BEFORE = /(?<![.!?:]\s*|^\s*)\b\p{Lu}[\p{L}'’-]+\s+$/u;

/** The scenes a question names, with the words that name them. */
export function readScenes(question: string): { scenes: Scene[]; spans: Span[] } {
  const scenes: Scene[] = [];
  const spans: Span[] = [];
  for (const scene of SCENES) {
    for (const m of question.matchAll(wordsOfScene(scene, 'giu'))) {
      const lead = question.slice(Math.max(0, m.index - 30), m.index);
      if (TIME_NOT_PLACE.test(lead) || (scene.name === 'road' && NAMED_ROAD_BEFORE.test(lead))) {
        spans.push({ start: m.index, end: m.index + m[0].length });
        continue;
      }
      const after = EVENT_NOUN_AFTER.exec(question.slice(m.index + m[0].length));
      spans.push({ start: m.index, end: m.index + m[0].length + (after?.[0].length ?? 0) });
      if (!scenes.includes(scene)) scenes.push(scene);
    }
  }
  return { scenes, spans };
}

const sceneNamed = (name: string) => SCENES.find((s) => s.name === name);

export const sceneFilter = defineFilter({
  name: 'scene',
  shape: {
    /** Kinds of place events happened in ("farm", "tavern"), said by their title, summary or place name. */
    scenes: z.array(z.enum(SCENE_NAMES)).max(SCENES.length),
  },
  empty: { scenes: [] },
  read({ rest }) {
    const { scenes, spans } = readScenes(rest);
    return { found: { scenes: scenes.map((s) => s.name) }, spans };
  },
  isSet: (v) => v.scenes.length > 0,
  matches: (event, v) =>
    v.scenes.length === 0 ||
    v.scenes.some((name) => {
      const scene = sceneNamed(name);
      return scene !== undefined && saysPattern(event, wordsOfScene(scene, 'iu'));
    }),
  toPlan: (v) => ({ scenes: [...v.scenes] }),
  fromPlan: (p) => ({ scenes: p.scenes }),
  describe: (v) =>
    v.scenes.length > 0 ? [joinOr(v.scenes.map((name) => sceneNamed(name)?.label ?? name))] : [],
  support(event, _notebookEvent, v) {
    const scenes = v.scenes.flatMap((name) => sceneNamed(name) ?? []);
    return readTexts(event).flatMap(([field, text]) =>
      scenes.flatMap((scene) =>
        [...text.matchAll(wordsOfScene(scene, 'giu'))].map((m) => ({
          field,
          start: m.index,
          end: m.index + m[0].length,
          supports: 'words' as const,
        })),
      ),
    );
  },
});
