import type { ApplicationStats as Stats } from '../api/applications-api.ts';

/** Hired as a rounded share of all applications (docs/architecture.md#applying-and-withdrawing). */
export const successRate = ({ total, hired }: Pick<Stats, 'total' | 'hired'>): number => (total ? Math.round((hired / total) * 100) : 0);

export function ApplicationStats({ stats }: { stats: Stats }) {
  return (
    <section aria-labelledby="application-stats-title">
      <h2 id="application-stats-title" className="visually-hidden">
        Statistics
      </h2>
      <dl className="stat-row">
        <div className="card stat">
          <dt>Total</dt>
          <dd>{stats.total}</dd>
        </div>
        <div className="card stat">
          <dt>Active</dt>
          <dd>{stats.active}</dd>
        </div>
        <div className="card stat">
          <dt>Success Rate</dt>
          {/* A bare "0%" reads as a verdict on someone still applying; before the first hire, say where they stand. */}
          {stats.hired ? <dd>{successRate(stats)}%</dd> : <dd className="stat__words">Not hired yet — every application counts</dd>}
        </div>
      </dl>
    </section>
  );
}
