import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useSession } from '../../lib/session';

export function Footer() {
  const { accessToken } = useSession();
  return (
    <footer className="mt-auto">
      {!accessToken && (
        <section aria-label="Social Good" className="border-t border-line-soft bg-white">
          <div className="mx-auto flex max-w-[1200px] flex-col gap-1 px-4 py-6 sm:px-6">
            <p className="text-base font-semibold">A Social Good project</p>
            <p className="text-muted">
              Built by the {site.labName} so that journalists, researchers and civil-society analysts can
              study police press releases with evidence they can check.{' '}
              <a
                className="font-medium text-brand hover:underline"
                href={site.labUrl}
                target="_blank"
                rel="noreferrer"
              >
                Visit the {site.labName}
              </a>
            </p>
          </div>
        </section>
      )}
      <div className="border-t border-line-soft bg-slate-100">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted sm:px-6">
          <span>
            © {new Date().getFullYear()} {site.labName}
          </span>
          <nav aria-label="Footer" className="flex gap-4">
            <Link className="hover:text-ink hover:underline" to={`${paths.about}#terms`}>
              Terms of Use
            </Link>
            <a className="hover:text-ink hover:underline" href={`mailto:${site.contactEmail}`}>
              Contact
            </a>
          </nav>
        </div>
      </div>
    </footer>
  );
}
