import { formatDate } from '../job-text.ts';
import { draftPreview, draftTitle, type JobDraft } from '../drafts.ts';

export const DRAFTS_HEADING_ID = 'job-drafts-title';
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The drafts saved in this browser, newest first, each with Restore and Delete. */
export function JobDrafts({
  drafts,
  onRestore,
  onDelete,
  onClearAll,
}: {
  drafts: JobDraft[];
  onRestore: (draft: JobDraft) => void;
  onDelete: (draft: JobDraft) => void;
  onClearAll: () => void;
}) {
  return (
    <section className="card job-drafts" aria-labelledby={DRAFTS_HEADING_ID}>
      <h2 id={DRAFTS_HEADING_ID} tabIndex={-1}>Saved drafts ({drafts.length})</h2>
      {drafts.length === 0 ? (
        <p>No drafts yet. Use Save Draft to keep your work in this browser and come back to it later.</p>
      ) : (
        <>
          <ul className="job-drafts__list">
            {drafts.map((draft) => {
              const title = draftTitle(draft);
              const saved = new Date(draft.savedAt);
              return (
                <li key={draft.id} className="job-drafts__item">
                  <h3>{title}</h3>
                  <p className="muted">
                    Saved <time dateTime={draft.savedAt}>{Number.isNaN(saved.getTime()) ? formatDate(draft.savedAt) : dateTime.format(saved)}</time>
                  </p>
                  {draft.description.trim() ? <p>{draftPreview(draft)}</p> : null}
                  <div className="cluster">
                    <button type="button" className="button button--secondary button--small" onClick={() => onRestore(draft)}>
                      Restore<span className="visually-hidden"> draft {title}</span>
                    </button>
                    <button type="button" className="button button--secondary button--small" onClick={() => onDelete(draft)}>
                      Delete<span className="visually-hidden"> draft {title}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <button type="button" className="button button--danger" onClick={onClearAll}>
            Clear All<span className="visually-hidden"> drafts</span>
          </button>
        </>
      )}
    </section>
  );
}
