import { useToast } from './toasts.tsx';
import './data-table.css';

/**
 * An id shortened to its first 8 characters (a whole UUID is too wide for a table cell), with a
 * button that copies all of it and says so in a toast, which screen readers announce.
 */
export function ShortId({ id, of }: { id: string; of: string }) {
  const toast = useToast();
  const short = id.slice(0, 8);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(`Copied the full ID of ${of} ${short}…`);
    } catch {
      toast.error(`Could not copy. The full ID of ${of} ${short}… is ${id}`);
    }
  };
  return (
    <span className="short-id">
      <code>{short}</code>
      <button type="button" className="button button--small button--secondary" onClick={() => void copy()}>
        Copy<span className="visually-hidden"> full ID of {of} {short}…</span>
      </button>
    </span>
  );
}
