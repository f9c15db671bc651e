import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export const SITE_NAME = 'Inclusive Jobs';

// The location whose heading has already been handled. The first page of a visit keeps
// focus at the top of the document; every later navigation moves it to the new heading.
let handledLocation: string | null = null;
let announce: ((text: string) => void) | null = null;

/** The shell's live region registers here so headings can announce the new page. */
export function setRouteAnnouncer(fn: ((text: string) => void) | null): void {
  announce = fn;
}

/**
 * Navigation state for a change that stays on the same page, such as a search filter written
 * to the URL: focus stays where the user is instead of jumping to the heading.
 */
export const KEEP_FOCUS = { keepFocus: true } as const;

function keepsFocus(state: unknown): boolean {
  return (state as { keepFocus?: unknown } | null)?.keepFocus === true;
}

/** Sets document.title; after a navigation, also focuses the heading and announces the title. */
export function usePageTitle(title: string, headingRef?: React.RefObject<HTMLElement | null>): void {
  const { key, state } = useLocation();
  const stay = keepsFocus(state);
  useEffect(() => {
    document.title = title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
    if (handledLocation === null) {
      handledLocation = key;
    } else if (handledLocation !== key) {
      handledLocation = key;
      if (stay) return;
      headingRef?.current?.focus();
      announce?.(document.title);
    }
  }, [title, key, stay, headingRef]);
}

/** The page's one <h1>; it names the page in the title bar and takes focus after navigation. */
export function PageHeading({ children, title, className }: { children: ReactNode; title?: string; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(title ?? (typeof children === 'string' ? children : SITE_NAME), ref);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
