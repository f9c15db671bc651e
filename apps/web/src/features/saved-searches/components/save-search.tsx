import '../saved-searches.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { useToast } from '../../../ui/toasts.tsx';
import type { JobFilters } from '../../jobs/job-list-params.ts';
import { useCreateSavedSearch } from '../api/saved-searches-api.ts';
import { describeQuery, queryFromFilters } from '../saved-search-query.ts';
import { AlertSettingsFields, nameError, type AlertSettings } from './alert-settings-fields.tsx';

/**
 * "Save this search and get alerts", on the job list for a signed-in job seeker: the page's words
 * and filters, a name and how often. The form opens in place and takes focus; saving closes it
 * and focus returns to the button, with the answer announced.
 */
export function SaveSearch({ filters }: { filters: JobFilters }) {
  const [open, setOpen] = useState(false);
  const query = queryFromFilters(filters);
  const [settings, setSettings] = useState<AlertSettings>({ name: '', frequency: 'daily' });
  const [error, setError] = useState<string | undefined>();
  const create = useCreateSavedSearch();
  const toast = useToast();
  const nameRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) nameRef.current?.focus();
  }, [open]);

  const start = () => {
    setSettings({ name: query.search ?? describeQuery(query).slice(0, 100), frequency: 'daily' });
    setError(undefined);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    // After the form is gone, so focus lands on the button rather than the page.
    setTimeout(() => buttonRef.current?.focus());
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(settings.name);
    setError(problem);
    if (problem) return nameRef.current?.focus();
    if (create.isPending) return;
    try {
      const answer = await create.mutateAsync({ name: settings.name.trim(), query, frequency: settings.frequency });
      toast.success(answer.message ?? 'Search saved.');
      close();
    } catch (failure) {
      toast.error(messageOf(failure, 'The search could not be saved.'));
    }
  };

  return (
    <section className="save-search card stack" aria-labelledby="save-search-title">
      <h2 id="save-search-title" className="visually-hidden">
        Job alerts
      </h2>
      {open ? (
        <form noValidate aria-label="Save this search" onSubmit={(e) => void onSubmit(e)} className="stack">
          <p>
            Saving: <strong>{describeQuery(query)}</strong>. We will email you jobs posted from now on that match it.
          </p>
          <AlertSettingsFields value={settings} onChange={setSettings} error={error} nameRef={nameRef} />
          <div className="saved-search__actions">
            <button type="submit" className="button" aria-disabled={create.isPending || undefined}>
              {create.isPending ? 'Saving...' : 'Save search'}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <p className="saved-search__actions">
          <button ref={buttonRef} type="button" className="button button--secondary" onClick={start}>
            Save this search and get alerts
          </button>
          <Link to="/saved-searches">Your saved searches</Link>
        </p>
      )}
    </section>
  );
}
