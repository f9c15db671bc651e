import { useEffect, useState } from 'react';
import { setRouteAnnouncer } from './page-heading.tsx';

/** A polite live region that reads out the new page title after each navigation. */
export function RouteAnnouncer() {
  const [text, setText] = useState('');
  useEffect(() => {
    setRouteAnnouncer((t) => {
      // Clear first so the same title twice is still announced.
      setText('');
      window.setTimeout(() => setText(t), 50);
    });
    return () => setRouteAnnouncer(null);
  }, []);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {text}
    </div>
  );
}
