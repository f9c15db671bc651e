import { Link } from 'react-router';
import type { Role } from '@jobboard/contracts/roles';
import { QUICK_ACTIONS } from '../dashboard-content.ts';

export function QuickActions({ role }: { role: Role }) {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick actions</h2>
      <ul className="grid quick-actions">
        {QUICK_ACTIONS[role].map((a) => (
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
