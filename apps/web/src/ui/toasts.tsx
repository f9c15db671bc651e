import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type Kind = 'success' | 'error' | 'info';
type Toast = { id: number; kind: Kind; message: string; duration: number };
type ToastApi = {
  success(message: string, duration?: number): void;
  error(message: string, duration?: number): void;
  info(message: string, duration?: number): void;
};

/** The product's durations: 4 s by default, 6 s for errors (8 s where a caller asks). */
export const TOAST_DURATION = { default: 4000, error: 6000, long: 8000 } as const;

const Context = createContext<ToastApi | null>(null);

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const box = useRef<HTMLDivElement>(null);
  // Hover or keyboard focus inside the toast holds it on screen (WCAG 2.2.1).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const hold = () => setPaused(true);
    const release = () => setPaused(false);
    el.addEventListener('pointerenter', hold);
    el.addEventListener('pointerleave', release);
    el.addEventListener('focusin', hold);
    el.addEventListener('focusout', release);
    return () => {
      el.removeEventListener('pointerenter', hold);
      el.removeEventListener('pointerleave', release);
      el.removeEventListener('focusin', hold);
      el.removeEventListener('focusout', release);
    };
  }, []);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDone(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDone]);
  return (
    <div ref={box} className={`toast toast--${toast.kind}`}>
      <p>{toast.message}</p>
      <button type="button" className="button button--link button--small" onClick={() => onDone(toast.id)}>
        Dismiss<span className="visually-hidden"> notification</span>
      </button>
    </div>
  );
}

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Toasts sit in a bottom corner, over the page. When the element that has keyboard focus would be
 * under one, they move to the top corner, and back when it would be under them there (WCAG 2.4.11).
 */
function useFocusNeverCovered(regions: Array<HTMLElement | null>, showing: boolean): boolean {
  const [atTop, setAtTop] = useState(false);
  useEffect(() => {
    if (!showing) return;
    const check = () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || regions.some((r) => r?.contains(focused))) return;
      const box = focused.getBoundingClientRect();
      if (regions.some((r) => r && r.childElementCount > 0 && overlap(box, r.getBoundingClientRect()))) setAtTop((top) => !top);
    };
    // When a toast appears, and whenever focus moves (not on every scroll: an element taller than
    // the screen would overlap both corners, and the toasts would flicker between them).
    check();
    document.addEventListener('focusin', check);
    return () => document.removeEventListener('focusin', check);
  }, [regions, showing]);
  return atTop;
}

/**
 * Toasts live in two regions that exist from the first render, so screen readers announce
 * additions: role=status for outcomes, role=alert for errors. They pause on hover and focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [outcomes, setOutcomes] = useState<HTMLDivElement | null>(null);
  const [errors, setErrors] = useState<HTMLDivElement | null>(null);
  const regions = useMemo(() => [outcomes, errors], [outcomes, errors]);
  const atTop = useFocusNeverCovered(regions, toasts.length > 0);
  const place = atTop ? ' toast-region--top' : '';
  const nextId = useRef(1);
  const remove = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback((kind: Kind, message: string, duration?: number) => {
    const id = nextId.current++;
    const d = duration ?? (kind === 'error' ? TOAST_DURATION.error : TOAST_DURATION.default);
    setToasts((list) => [...list.slice(-4), { id, kind, message, duration: d }]);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (m, d) => push('success', m, d),
      error: (m, d) => push('error', m, d),
      info: (m, d) => push('info', m, d),
    }),
    [push],
  );
  return (
    <Context.Provider value={api}>
      {children}
      <div ref={setOutcomes} className={`toast-region${place}`} role="status" aria-live="polite" aria-label="Notifications">
        {toasts.filter((t) => t.kind !== 'error').map((t) => (
          <ToastItem key={t.id} toast={t} onDone={remove} />
        ))}
      </div>
      <div ref={setErrors} className={`toast-region toast-region--errors${place}`} role="alert" aria-live="assertive" aria-label="Error notifications">
        {toasts.filter((t) => t.kind === 'error').map((t) => (
          <ToastItem key={t.id} toast={t} onDone={remove} />
        ))}
      </div>
    </Context.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(Context);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}
