import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'destructive';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-hover border border-transparent',
  secondary: 'bg-white text-ink border border-line hover:bg-page',
  ghost: 'bg-transparent text-brand hover:bg-blue-50 border border-transparent',
  destructive: 'bg-error text-white hover:bg-red-800 border border-transparent',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex h-9 items-center justify-center gap-2 rounded-control px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${variants[variant]} ${extra}`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and this label while an action runs. */
  busyLabel?: string;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy}
      {...rest}
    >
      {busy ? <Spinner label={busyLabel} /> : children}
    </button>
  );
}
