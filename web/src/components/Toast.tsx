import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export const TOAST_LIFETIME_MS = 5000;
export const TOAST_FADE_AT_MS = 4700;
/** More than this and the oldest goes: a taller stack would bury the page it reports on. */
export const MAX_TOASTS = 3;

type ToastKind = 'success' | 'info' | 'error';
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  success(message: string): void;
  /**
   * News that is not a failure (the events were already in the notebook): titled Success! like the
   * spec's other good news, but in the neutral brand tone and announced as a status, not an alert.
   */
  info(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

const titles: Record<ToastKind, string> = { success: 'Success!', info: 'Success!', error: 'Error' };
const tones: Record<ToastKind, string> = {
  success: 'border-l-success bg-success-pale',
  info: 'border-l-brand bg-blue-50',
  error: 'border-l-error bg-error-pale',
};

function Toast({ toast, onClose }: { toast: ToastItem; onClose: (id: number) => void }) {
  const [fading, setFading] = useState(false);
  useEffect(() => {
    const fade = setTimeout(() => setFading(true), TOAST_FADE_AT_MS);
    const close = setTimeout(() => onClose(toast.id), TOAST_LIFETIME_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(close);
    };
  }, [toast.id, onClose]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-card border border-line border-l-4 p-3 shadow-raised transition-opacity duration-300 ${tones[toast.kind]} ${fading ? 'opacity-0' : 'opacity-100'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{titles[toast.kind]}</p>
        <p className="break-words text-sm text-ink">{toast.message}</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="-m-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-control text-xl leading-none text-muted hover:bg-white/70 hover:text-ink"
        onClick={() => onClose(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const remove = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const push = (kind: ToastKind) => (message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, message }].slice(-MAX_TOASTS));
    };
    return { success: push('success'), info: push('info'), error: push('error') };
  }, []);

  const showing = toasts.length > 0;
  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu or dialog that handled this Escape closes alone; the toasts wait for the next one.
      if (event.key === 'Escape' && !event.defaultPrevented) setToasts([]);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showing]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Bottom corner, clear of the header and of every form's and toolbar's buttons near the top;
          full width along the bottom edge on a phone. */}
      <div
        aria-live="polite"
        data-testid="toasts"
        className="pointer-events-none fixed inset-x-2 bottom-2 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-80"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={remove} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
