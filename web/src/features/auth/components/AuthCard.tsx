import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto mt-6 w-full max-w-md rounded-card border border-line-soft bg-white p-6 shadow-raised sm:p-8">
      <h1 className="text-xl font-semibold">{title}</h1>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const styles = tone === 'error' ? 'border-l-error bg-error-pale' : 'border-l-success bg-success-pale';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-control border border-line border-l-4 p-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
