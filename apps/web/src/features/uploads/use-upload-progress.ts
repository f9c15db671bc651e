import { useCallback, useState } from 'react';

/** The announced steps: screen readers hear a quarter at a time, never every progress event. */
const STEP = 25;

type State = { percent: number | null; done: boolean };

/**
 * Progress of an upload as the browser reports the bytes sent (uploads-api.ts). `percent` is null
 * while the total is unknown: then there is no bar, only the announcement that it is uploading.
 */
export function useUploadProgress() {
  const [state, setState] = useState<State | null>(null);
  const start = useCallback(() => setState({ percent: null, done: false }), []);
  const update = useCallback((sent: number | null) => setState((s) => (s && !s.done ? { ...s, percent: sent === null ? null : Math.round(sent * 100) } : s)), []);
  const finish = useCallback(() => setState({ percent: 100, done: true }), []);
  const reset = useCallback(() => setState(null), []);

  const step = state?.percent == null ? 0 : Math.floor(state.percent / STEP) * STEP;
  const announcement =
    state === null ? '' : state.done ? 'Upload complete.' : step >= 100 ? 'File sent, waiting for the server.' : step > 0 ? `Uploading, ${step}% sent.` : 'Uploading...';
  return { percent: state?.percent ?? null, busy: state !== null && !state.done, announcement, start, update, finish, reset };
}
