import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ALERT_FREQUENCY_LABELS } from '@jobboard/contracts/saved-search-options';
import type { SavedSearch } from '@jobboard/contracts/saved-searches';
import { messageOf } from '../../../lib/api-client.ts';
import { dateTimeText } from '../../../lib/time.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches-api.ts';
import { describeQuery, runPath } from '../saved-search-query.ts';
import { AlertSettingsFields, nameError, type AlertSettings } from './alert-settings-fields.tsx';

/** One saved search: what it finds and how often it mails, with Run, Edit, Pause or Resume, and Delete. */
export function SavedSearchItem({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [editing, setEditing] = useState<AlertSettings | null>(null);
  const [error, setError] = useState<string | undefined>();
  const nameRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const busy = update.isPending || remove.isPending;
  const headingId = `saved-search-${search.id}`;

  async function change(body: Parameters<typeof update.mutateAsync>[0], done: string) {
    try {
      await update.mutateAsync(body);
      toast.success(done);
      return true;
    } catch (failure) {
      toast.error(messageOf(failure, 'The saved search could not be changed.'));
      return false;
    }
  }
  const startEditing = () => {
    setEditing({ name: search.name, frequency: search.frequency });
    setError(undefined);
    setTimeout(() => nameRef.current?.focus());
  };
  const stopEditing = () => {
    setEditing(null);
    setTimeout(() => editRef.current?.focus());
  };
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || busy) return;
    const problem = nameError(editing.name);
    setError(problem);
    if (problem) return nameRef.current?.focus();
    if (await change({ id: search.id, name: editing.name.trim(), frequency: editing.frequency }, 'Saved search updated.')) stopEditing();
  };
  const onDelete = async () => {
    if (busy) return;
    const yes = await confirm({ title: `Delete "${search.name}"?`, message: 'Its alerts stop and the search is gone. Jobs you applied for are not affected.', confirmLabel: 'Delete', danger: true });
    if (!yes) return;
    try {
      await remove.mutateAsync(search.id);
      toast.success(`Saved search "${search.name}" deleted.`);
      onDeleted();
    } catch (failure) {
      toast.error(messageOf(failure, 'The saved search could not be deleted.'));
    }
  };

  return (
    <li className="card stack saved-search" aria-labelledby={headingId}>
      <h2 id={headingId}>{search.name}</h2>
      <p className="saved-search__query">Finds: {describeQuery(search.query)}</p>
      <p>
        {search.paused ? <StatusBadge tone="warning">Paused</StatusBadge> : <StatusBadge tone="success">{`Alerts: ${ALERT_FREQUENCY_LABELS[search.frequency]}`}</StatusBadge>}{' '}
        {search.lastAlertAt ? (
          <span className="muted">
            Last alert <time dateTime={search.lastAlertAt}>{dateTimeText(search.lastAlertAt)}</time>
          </span>
        ) : (
          <span className="muted">No alert yet</span>
        )}
      </p>
      {editing ? (
        <form noValidate aria-label={`Edit ${search.name}`} onSubmit={(e) => void onSave(e)} className="stack">
          <AlertSettingsFields value={editing} onChange={setEditing} error={error} nameRef={nameRef} />
          <p className="saved-search__actions">
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </button>
            <button type="button" className="button button--secondary" onClick={stopEditing}>
              Cancel
            </button>
          </p>
        </form>
      ) : (
        <p className="saved-search__actions">
          <Link className="button button--small" to={runPath(search.query)} aria-describedby={headingId}>
            Run
          </Link>
          <button ref={editRef} type="button" className="button button--secondary button--small" aria-describedby={headingId} onClick={startEditing}>
            Edit
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby={headingId}
            aria-disabled={busy || undefined}
            onClick={() => void (busy || change({ id: search.id, paused: !search.paused }, search.paused ? `Alerts for "${search.name}" resumed.` : `Alerts for "${search.name}" paused.`))}
          >
            {search.paused ? 'Resume' : 'Pause'}
          </button>
          <button type="button" className="button button--danger button--small" aria-describedby={headingId} aria-disabled={busy || undefined} onClick={() => void onDelete()}>
            Delete
          </button>
        </p>
      )}
      {dialog}
    </li>
  );
}
