import { z } from 'zod';

/** The steps of a case a release may report, in the order a case goes through them. */
export const STEPS = ['reported', 'arrest', 'court', 'bail', 'convicted', 'sentenced', 'other'] as const;
export type Step = (typeof STEPS)[number];

/** One event of the corpus as the API presents it. */
export const event = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    title: z.string(),
    date: z.string().nullable(),
    location: z.string().nullable(),
    province: z.string().nullable(),
    /** Local or metropolitan municipality of the place. */
    municipality: z.string().nullable(),
    /** The police station the release says handles the case ("Kokstad"); null when it names none. */
    police_station: z.string().nullable(),
    /** yyyy-MM when the release gives only the month of the incident (`date` is then null). */
    incident_month: z.string().nullable(),
    crime_committed: z.string().nullable(),
    summary: z.string(),
    context: z.string(),
    published_date: z.string(),
    source_url: z.string(),
    is_demo: z.boolean(),
    /** Suspects arrested; 0 when the release reports no arrest, null when it does not say how many. */
    suspects_arrested: z.number().int().nullable(),
    suspect_ages: z.array(z.number().int()),
    victims: z.object({
      count: z.number().int().nullable(),
      female: z.number().int().nullable(),
      male: z.number().int().nullable(),
      ages: z.array(z.number().int()),
    }),
    /** People model v2: null when the release does not say, 0 only when it says there were none. */
    victims_killed: z.number().int().nullable(),
    victims_injured: z.number().int().nullable(),
    /** Victims under 18. */
    victims_children: z.number().int().nullable(),
    /** Victims who were police officers, on or off duty. */
    victims_police: z.number().int().nullable(),
    /** The case's suspects (arrested or sought) by sex. */
    suspects_female: z.number().int().nullable(),
    suspects_male: z.number().int().nullable(),
    /** The attacker's tie to the victim, when the release states it. */
    relationship: z.enum(['partner', 'family', 'acquaintance', 'stranger', 'unknown']).nullable(),
    arrest_made: z.boolean().nullable(),
    /** How far the case had got when the release was written; `sentence` when one is stated. */
    outcome: z.enum(['arrested', 'no_arrest', 'charged', 'convicted', 'sentenced']).nullable(),
    sentence: z.string().nullable(),
    /** The words of the release each enriched field was read from, so a reader can check it. */
    evidence: z.object({
      date: z.string().optional(),
      location: z.string().optional(),
      crimes: z.array(z.string()).optional(),
      municipality: z.string().optional(),
      police_station: z.string().optional(),
      suspects_arrested: z.string().optional(),
      suspect_ages: z.string().optional(),
      victims: z.string().optional(),
      victims_killed: z.string().optional(),
      victims_injured: z.string().optional(),
      victims_children: z.string().optional(),
      victims_police: z.string().optional(),
      suspects_sex: z.string().optional(),
      relationship: z.string().optional(),
      arrest_made: z.string().optional(),
      outcome: z.string().optional(),
      /** Present when the release was too long to read whole in time: how much of it the rules read. */
      reading: z.string().optional(),
    }),
    /** The incident whose releases tell one case (crime, arrest, court, sentence); null when it stands alone. */
    incident_id: z.number().int().nullable(),
    /** The step of its case the release reports; null until it has been read. */
    step: z.enum(STEPS).nullable(),
    /** The release this one republishes, when it is a near-copy of it. */
    duplicate_of: z.number().int().nullable(),
    keywords: z.array(z.string()).optional(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof event>;
