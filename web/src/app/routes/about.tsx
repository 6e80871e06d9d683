import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { KeywordsSyntax } from '../../features/search/components/KeywordsHelp';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-20 rounded-card border border-line-soft bg-white p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="mt-2 flex flex-col gap-2 text-muted">{children}</div>
    </section>
  );
}

export function Component() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold">About the {site.toolName}</h1>
        <p className="mt-1 text-muted">Version {site.version}</p>
      </header>
      <Section title="What it is">
        <p>
          A research workbench over police press releases. You search releases (we call each one an event) by
          keywords, place and date range, collect events in notebooks, export them as CSV, and ask questions
          about a notebook. Every answer lists exactly which events it rests on, so you can check it.
        </p>
      </Section>
      <Section title="Where the corpus comes from">
        <p>
          The people who run this workbench load press releases with its ingest command, from saved pages, CSV
          or JSON Lines files and news feeds. Each event keeps a link to the release it came from.
        </p>
        <p>
          A fresh installation starts with a{' '}
          <strong className="text-ink">demo corpus that is synthetic</strong>: releases written by a program,
          in the style of police releases, about incidents that never happened. They are marked "Demo data
          (synthetic)" wherever they appear and their links point to the reserved domain demo.invalid. Never
          cite them as real events.
        </p>
      </Section>
      <Section id="searching" title="How to write keywords">
        <p>
          The Keywords field of the search takes words, quoted phrases and words to leave out. Commas and
          spaces both separate keywords.
        </p>
        <div className="text-ink">
          <KeywordsSyntax />
        </div>
        <p>
          Filters beside the results narrow a search to provinces, crimes or municipalities, and dragging
          across the months of the timeline narrows its dates. The address of the page holds the whole search,
          so a copied link opens the same results.
        </p>
      </Section>
      <Section title="How events are enriched">
        <p>
          Each release is read by rules that run on this server, without any outside service: the incident
          date is taken from the text (phrases such as "on Sunday" are resolved against the publication date),
          the place and province from a gazetteer of South African provinces, towns, townships and police
          stations, and the crimes from a taxonomy of South African crime categories and their usual
          phrasings. A short summary says who, what, where, when and the outcome. These fields are
          machine-made: read the official release before relying on them.
        </p>
      </Section>
      <Section title="How answers are made and cited">
        <p>
          Questions are answered only from the events in your notebook, never from outside knowledge. The
          built-in analyst computes counts, dates, places and breakdowns from those events and cites the ones
          it used; when a model server is configured, it receives the same computed facts and evidence and its
          citations are checked. A question the events cannot answer gets an answer that says so.
        </p>
      </Section>
      <Section id="terms" title="Terms of use">
        <p>
          Use the workbench for research, reporting and public-interest analysis. Check every event against
          its official release before publishing. Do not use it to identify, profile or harass people named or
          described in releases. Your notebooks and questions are private to your account.
        </p>
        <p>
          Questions:{' '}
          <a className="text-brand hover:underline" href={`mailto:${site.contactEmail}`}>
            {site.contactEmail}
          </a>
        </p>
      </Section>
    </article>
  );
}
