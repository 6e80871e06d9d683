import type { EventRow } from '../events';
import { escapeHtml } from '../mail/html';

export interface DigestSection {
  name: string;
  /** Where the search's results open in the app. */
  link: string;
  /** The one-click link that turns this search's alert off. */
  offLink: string;
  events: EventRow[];
  /** New events in all; more than `events` when the list was cut short. */
  total: number;
}

const plural = (n: number, word: string) => `${n} new ${word}${n === 1 ? '' : 's'}`;

const dateOf = (e: EventRow) => e.date ?? e.incidentMonth ?? e.publishedDate;
const placeOf = (e: EventRow) =>
  [e.location, e.province].filter((part): part is string => Boolean(part)).join(', ') || 'place not stated';
const crimesOf = (e: EventRow) => e.crimeCommitted ?? 'crime not stated';
const eventLink = (section: DigestSection, e: EventRow) => `${section.link}#event-${e.id}`;
const more = (section: DigestSection) => section.total - section.events.length;

function textSection(section: DigestSection): string {
  const lines = [
    `${section.name}: ${plural(section.total, 'event')}`,
    `Open the search: ${section.link}`,
    '',
  ];
  for (const e of section.events) {
    lines.push(
      `- ${e.title}`,
      `  ${dateOf(e)} · ${placeOf(e)} · ${crimesOf(e)}`,
      `  ${e.summary}`,
      `  ${eventLink(section, e)}`,
    );
  }
  if (more(section) > 0) lines.push(`...and ${more(section)} more in the app.`);
  lines.push('', `Turn off the alert for "${section.name}": ${section.offLink}`);
  return lines.join('\n');
}

function htmlSection(section: DigestSection): string {
  const items = section.events
    .map(
      (e) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(eventLink(section, e))}" style="color:#1d4ed8">${escapeHtml(e.title)}</a><br>
<span style="color:#475569">${escapeHtml(dateOf(e))} · ${escapeHtml(placeOf(e))} · ${escapeHtml(crimesOf(e))}</span><br>${escapeHtml(e.summary)}</li>`,
    )
    .join('\n');
  const rest = more(section) > 0 ? `<p>…and ${more(section)} more in the app.</p>` : '';
  return `<h2 style="font-size:18px;margin:24px 0 8px"><a href="${escapeHtml(section.link)}" style="color:#0f172a">${escapeHtml(section.name)}</a>: ${plural(section.total, 'event')}</h2>
<ul style="padding-left:20px">
${items}
</ul>
${rest}<p style="color:#475569;font-size:13px"><a href="${escapeHtml(section.offLink)}" style="color:#475569">Turn off the alert for “${escapeHtml(section.name)}”</a></p>`;
}

/** The daily mail of a user's alerts: per saved search, the events that arrived since the last one. */
export function digestMail(name: string, sections: DigestSection[]) {
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const subject = `${plural(total, 'event')} for your saved searches`;
  const intro = 'These press releases arrived since your last alert and match your saved searches.';
  const text = [`Hello ${name},`, intro, ...sections.map(textSection)].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hello ${escapeHtml(name)},</p>
<p>${intro}</p>
${sections.map(htmlSection).join('\n')}
</body></html>`;
  return { subject, text, html };
}
