import { useQuery } from '@tanstack/react-query';
import { TASK_QUEUE_LABELS, type TaskQueueStatus as Status } from '@jobboard/contracts/task-queue';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { dateTimeText } from '../../../lib/time.ts';
import { CheckedAt } from '../../../ui/checked-at.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { taskQueueQuery, useRetryTask } from '../api/task-queue-api.ts';

const label = (queue: string) => TASK_QUEUE_LABELS[queue] ?? queue;
const tasks = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;

function QueueLine({ q }: { q: Status['queues'][number] }) {
  return (
    <li className="system-status__item">
      <span className="system-status__name">{label(q.queue)}</span>{' '}
      {q.failedLastDay > 0 ? <StatusBadge tone="danger">{`${q.failedLastDay} failed`}</StatusBadge> : <StatusBadge tone="success">No failures</StatusBadge>}
      <span className="system-status__detail muted">
        {`${tasks(q.waiting)} waiting, ${q.active} running, ${tasks(q.failedLastDay)} failed in the last 24 hours`}
        {q.oldestWaitingAt ? (
          <>
            {'; the oldest waiting since '}
            <time dateTime={q.oldestWaitingAt}>{dateTimeText(q.oldestWaitingAt)}</time>
          </>
        ) : null}
      </span>
    </li>
  );
}

/** The background work (mail, housekeeping) read from the queue's own tables, with a retry for what failed. */
export function TaskQueueStatus() {
  const query = useQuery(taskQueueQuery());
  const retry = useRetryTask();
  const toast = useToast();
  const data = query.data;

  async function retryTask(id: string) {
    try {
      toast.success(successText(await retry.mutateAsync(id), 'The task is queued again.'));
    } catch (error) {
      toast.error(messageOf(error, 'The task could not be queued again.'));
    }
  }

  return (
    <section aria-labelledby="task-queue-title" className="card stack">
      <h2 id="task-queue-title">Background Work</h2>
      {data ? (
        <>
          <ul className="system-status">
            {data.queues.map((q) => (
              <QueueLine key={q.queue} q={q} />
            ))}
          </ul>
          <h3>Failed tasks</h3>
          {data.failed.length ? (
            <ul className="system-status">
              {data.failed.map((task) => (
                <li key={task.id} className="system-status__item">
                  <span id={`failed-task-${task.id}`}>
                    <span className="system-status__name">{label(task.queue)}</span>
                    {', failed '}
                    <time dateTime={task.failedAt}>{dateTimeText(task.failedAt)}</time>
                    {` after ${task.tries} ${task.tries === 1 ? 'try' : 'tries'}`}
                  </span>
                  {task.reason ? <span className="system-status__detail muted">{task.reason}</span> : null}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-describedby={`failed-task-${task.id}`}
                    aria-disabled={retry.isPending || undefined}
                    onClick={() => void (retry.isPending || retryTask(task.id))}
                  >
                    Retry
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>No task has failed.</p>
          )}
          <CheckedAt at={data.checkedAt} checking={query.isFetching} onCheck={() => void query.refetch()} />
        </>
      ) : query.isError ? (
        <LoadError level="h3" message={messageOf(query.error, 'The background work could not be checked.')} onRetry={() => void query.refetch()} />
      ) : (
        <Loading label="Checking background work..." />
      )}
    </section>
  );
}
