import { dateTimeText } from '../lib/time.ts';

/** When a live check ran, and a button that runs it again (system status, background work). */
export function CheckedAt({ at, checking, onCheck }: { at: string; checking: boolean; onCheck: () => void }) {
  return (
    <>
      <p className="muted">
        Checked <time dateTime={at}>{dateTimeText(at)}</time>
      </p>
      <button type="button" className="button button--secondary button--small" aria-disabled={checking || undefined} onClick={() => void (checking || onCheck())}>
        {checking ? 'Checking...' : 'Check again'}
      </button>
    </>
  );
}
