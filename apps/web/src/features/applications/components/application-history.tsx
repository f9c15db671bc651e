import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { APPLICANT_STATUS_LABELS } from '@jobboard/contracts/job-options';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { StatusTimeline } from '../../../ui/status-timeline.tsx';
import { applicationHistoryQuery } from '../api/application-history.ts';

/** A native disclosure 'Status history' that loads the application's history the first time it opens. */
export function ApplicationHistory({ applicationId, jobTitle }: { applicationId: string; jobTitle: string }) {
  const [opened, setOpened] = useState(false);
  const query = useQuery(applicationHistoryQuery(applicationId, opened));
  return (
    <details className="application-card__history" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>
        Status history<span className="visually-hidden"> of your application for {jobTitle}</span>
      </summary>
      {opened ? (
        query.isPending ? (
          <Loading label="Loading status history..." />
        ) : query.isError ? (
          <LoadError message="The status history could not be loaded." onRetry={() => void query.refetch()} />
        ) : (
          <StatusTimeline history={query.data} labels={APPLICANT_STATUS_LABELS} />
        )
      ) : null}
    </details>
  );
}
