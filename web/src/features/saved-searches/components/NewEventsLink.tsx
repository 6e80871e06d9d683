import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { newAlertEvents, useSavedSearches } from '../api/get-saved-searches';

/** The header's Saved searches link, with the count of new events across searches with an alert. */
export function NewEventsLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const searches = useSavedSearches();
  const count = searches.data ? newAlertEvents(searches.data) : 0;
  return (
    <NavLink
      to={paths.savedSearches}
      className={(state) => `${className(state)} inline-flex items-center gap-1.5`}
    >
      {/* Short on a phone, where four links share the header; its name stays whole. */}
      <span aria-hidden="true" className="sm:hidden">
        Saved
      </span>
      <span className="sr-only sm:not-sr-only">Saved searches</span>
      {count > 0 && (
        <span
          data-testid="new-events-badge"
          className="min-w-5 rounded-full bg-brand px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
        >
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="sr-only">{`${count} new ${count === 1 ? 'event' : 'events'} in saved searches`}</span>
        </span>
      )}
    </NavLink>
  );
}
