import type { TotalRelation } from '@workbench/contract/search';

export const DEMO_BADGE = 'Demo data (synthetic)';

const badge =
  'inline-flex items-center rounded-full border border-line bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-muted';

/** Says plainly that an event (or the events on show) was written by a program, not by the police. */
export function DemoBadge() {
  return <span className={badge}>{DEMO_BADGE}</span>;
}

/**
 * How many of the results are demo data: of them all once every result is loaded, otherwise of
 * those shown (the rest are not known yet, nor, past a total of "at least", how many they are).
 * Nothing when none is.
 */
export function demoCountText(
  demo: number,
  loaded: number,
  total: number,
  totalRelation: TotalRelation,
): string | null {
  if (demo === 0) return null;
  if (loaded >= total && totalRelation === 'eq')
    return `${demo} of ${total} results ${demo === 1 ? 'is' : 'are'} demo data (synthetic)`;
  return `${demo} of the ${loaded} results shown ${demo === 1 ? 'is' : 'are'} demo data (synthetic)`;
}

/** The results' banner: how many of them are demo data, so that real releases among them stand out. */
export function DemoCount({ text }: { text: string }) {
  return <span className={`${badge} whitespace-normal`}>{text}</span>;
}
