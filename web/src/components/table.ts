/** Table styling shared by lists across the app, after DESIGN.md: sticky header, hover tint, 14 px. */
export const tableFrame = 'max-h-[60vh] overflow-auto rounded-card border border-line-soft bg-white';
export const tableClass = 'w-full border-collapse text-left text-sm';
export const headCell =
  'sticky top-0 z-10 border-b border-line-soft bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase';
export const bodyCell = 'border-b border-line-soft px-3 py-2.5 align-top';

/**
 * A table that stacks below the `md` breakpoint, so that a phone needs no sideways scroll: each row
 * becomes a card of its own, each cell a line of it, and the headings are left to screen readers.
 * Cells that need a visible name on a card carry `stackLabel` and a `data-label` attribute.
 */
export const stackFrame =
  'md:max-h-[60vh] md:overflow-auto md:rounded-card md:border md:border-line-soft md:bg-white';
export const stackTable = 'block w-full text-left text-sm md:table md:border-collapse';
export const stackHead = 'max-md:sr-only';
export const stackBody = 'flex flex-col gap-3 md:table-row-group';
export const stackRow =
  'flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-card border border-line-soft bg-white p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0';
export const stackCell = `${bodyCell} max-md:border-0 max-md:p-0`;
/** A cell that takes a line of its own on a card. */
export const stackLine = `${stackCell} max-md:order-2 max-md:basis-full`;
export const stackLabel =
  'max-md:before:mr-1.5 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-muted max-md:before:uppercase max-md:before:content-[attr(data-label)]';
