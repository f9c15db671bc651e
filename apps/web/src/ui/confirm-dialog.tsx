import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  /** Extra controls (e.g. an optional note), shown after the message and outside the description. */
  details?: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation on the native <dialog> (showModal makes the rest of the page inert).
 * Focus starts on Cancel, Tab stays inside, Escape cancels, and focus returns to the control
 * that opened it. Labelled by its heading and described by its message.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  details,
  onConfirm,
  onCancel,
}: ConfirmOptions & { onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // NOTE: jsdom (unit tests) has no showModal; the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    cancelRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape cancels; Tab and Shift+Tab wrap around inside the dialog.
  const cancelRefLatest = useRef(onCancel);
  cancelRefLatest.current = onCancel;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancelRefLatest.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // The native cancel event (Escape in browsers) is turned into our own cancel so React owns the state.
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div id={`${id}-message`} className="dialog__message">
        {typeof message === 'string' ? <p>{message}</p> : message}
      </div>
      {details}
      <div className="cluster dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`button ${danger ? 'button--danger' : ''}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/**
 * `const [confirm, dialog] = useConfirm()`: render `dialog`, then `if (await confirm({...}))`.
 * The promise answers true for the confirm button, false for Cancel or Escape.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })), []);
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const { resolve: _resolve, ...options } = pending ?? { resolve: null };
  const dialog = pending ? <ConfirmDialog {...(options as ConfirmOptions)} onConfirm={() => settle(true)} onCancel={() => settle(false)} /> : null;
  return [confirm, dialog];
}
