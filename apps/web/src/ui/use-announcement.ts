import { useEffect, useState } from 'react';

/**
 * Text for a polite live region that is spoken again whenever `key` changes, even when the text
 * itself is the same (two searches that both find 5 jobs are both announced).
 */
export function useAnnouncement(text: string, key: string): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    setSaid('');
    if (!text) return;
    const timer = window.setTimeout(() => setSaid(text), 100);
    return () => window.clearTimeout(timer);
  }, [text, key]);
  return said;
}
