import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DisclosureView } from '@jobboard/contracts/disclosure';
import { messageOf } from '../../../lib/api-client.ts';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { disclosureViewsQuery } from '../api/disclosure-api.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function where(view: DisclosureView) {
  if (view.context === 'finder') return 'in the Candidate Finder';
  if (view.context === 'accommodation_request') return `in your accommodation request for ${view.application?.jobTitle || 'a job'}`;
  return `on your application for ${view.application?.jobTitle || 'a job'}`;
}

function ViewItem({ view }: { view: DisclosureView }) {
  const who = view.viewer.company ? `${view.viewer.name} (${view.viewer.company})` : view.viewer.name;
  return (
    <li>
      <strong>{who}</strong> saw it {where(view)}, <time dateTime={view.lastSeenAt}>{when.format(new Date(view.lastSeenAt))}</time>
      {view.times > 1 ? ` (${view.times} times that day)` : ''}.
    </li>
  );
}

/** "Who has seen my accessibility information": every showing to an employer or administrator, newest first. */
export function DisclosureViews() {
  const [page, setPage] = useState(1);
  const query = useQuery(disclosureViewsQuery(page));
  let body: React.ReactNode;
  if (query.isPending) body = <Loading label="Loading who has seen it..." />;
  else if (query.isError) body = <LoadError message={messageOf(query.error, 'The list could not be loaded.')} onRetry={() => void query.refetch()} />;
  else if (!query.data.views.length) body = <p>No employer has seen your accessibility information yet.</p>;
  else {
    const { pages } = query.data.pagination;
    body = (
      <>
        <ul className="disclosure-views">
          {query.data.views.map((v) => (
            <ViewItem key={v.id} view={v} />
          ))}
        </ul>
        {pages > 1 ? (
          <div className="cluster">
            <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Newer
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Older
            </button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="disclosure-views-title">
      <h2 id="disclosure-views-title">Who has seen my accessibility information</h2>
      <p>Every time an employer or one of our administrators is shown your accessibility needs or notes, it is listed here: once a day per place, with how many times.</p>
      {body}
    </section>
  );
}
