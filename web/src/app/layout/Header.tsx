import { NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { NewEventsLink } from '../../features/saved-searches/components/NewEventsLink';
import { clearSession, isSignedIn, useSession } from '../../lib/session';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-control px-2 py-2 text-sm font-medium sm:px-3 ${isActive ? 'text-brand' : 'text-muted hover:text-ink'}`;

export function Header({ onLogOut }: { onLogOut: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = isSignedIn(session);
  const inNotebook = useLocation().pathname.startsWith(paths.notebook(''));
  const logOut = () => {
    clearSession();
    onLogOut();
    navigate(paths.login);
  };
  return (
    <header className="sticky top-0 z-40 h-14 border-b border-line-soft bg-white">
      <div className="mx-auto flex h-full max-w-[1200px] items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <NavLink
          to={signedIn ? paths.search : paths.login}
          className="flex shrink-0 items-center gap-2 font-semibold text-ink"
        >
          <img src="/favicon.svg" alt="" className="h-6 w-6" />
          {/* On a phone the signed-in navigation needs the room: the logo stands for the name there. */}
          <span className={`text-base whitespace-nowrap ${signedIn ? 'sr-only sm:not-sr-only' : ''}`}>
            <span className="hidden sm:inline">{site.productName}</span>
            <span className="sm:hidden">Workbench</span>
          </span>
        </NavLink>
        <nav aria-label="Main" className="flex items-center sm:gap-1">
          {signedIn ? (
            <>
              <NavLink to={paths.search} end className={linkClass}>
                Search
              </NavLink>
              <NavLink
                to={paths.notebooks}
                // A single notebook (/notebook/42) belongs to the Notebooks section too.
                className={({ isActive }) => linkClass({ isActive: isActive || inNotebook })}
              >
                Notebooks
              </NavLink>
              <NewEventsLink className={linkClass} />
              <button
                type="button"
                onClick={logOut}
                className="whitespace-nowrap rounded-control px-2 py-2 text-sm font-medium sm:px-3 text-muted hover:text-ink"
              >
                Log Out
              </button>
            </>
          ) : (
            <>
              <NavLink to={paths.login} className={linkClass}>
                Log in
              </NavLink>
              <NavLink
                to={paths.signUp}
                className="ml-1 inline-flex h-9 items-center whitespace-nowrap rounded-control bg-brand px-4 text-sm font-medium text-white hover:bg-brand-hover"
              >
                Sign Up
              </NavLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
