import { Link } from 'react-router';

export type QuickAction = { to: string; label: string; description: string };

/** A role's quick actions: each a card whose heading is the link (the dashboards, /admin). */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick actions</h2>
      <ul className="grid quick-actions">
        {actions.map((a) => (
          <li key={a.to + a.label} className="card">
            <h3>
              <Link to={a.to}>{a.label}</Link>
            </h3>
            <p>{a.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
