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

type ToastKind = 'success' | 'error';
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

const titles: Record<ToastKind, string> = { success: 'Success!', error: 'Error' };
const tones: Record<ToastKind, string> = {
  success: 'border-l-success bg-success-pale',
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
      className={`pointer-events-auto flex w-80 items-start gap-3 rounded-card border border-line border-l-4 p-3 shadow-raised transition-opacity duration-300 ${tones[toast.kind]} ${fading ? 'opacity-0' : 'opacity-100'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{titles[toast.kind]}</p>
        <p className="break-words text-sm text-ink">{toast.message}</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="rounded px-1 text-lg leading-none text-muted hover:text-ink"
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
      setToasts((list) => [...list, { id, kind, message }]);
    };
    return { success: push('success'), error: push('error') };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[60] flex flex-col gap-2">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={remove} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
