import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern). Escape closes it
 * and returns focus to the button; a click outside closes it.
 */
export function Disclosure({
  label,
  children,
  className,
  buttonClassName = 'button button--secondary',
  panelClassName = 'disclosure__panel',
}: {
  label: ReactNode;
  /** `close` leaves focus where the action put it (a link navigates); `dismiss` returns it to the button, as Escape does. */
  children: (close: () => void, dismiss: () => void) => ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={`disclosure ${className ?? ''}`} ref={root}>
      <button ref={button} type="button" className={buttonClassName} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      <div id={id} className={panelClassName} hidden={!open}>
        {open
          ? children(
              () => setOpen(false),
              () => {
                setOpen(false);
                button.current?.focus();
              },
            )
          : null}
      </div>
    </div>
  );
}
