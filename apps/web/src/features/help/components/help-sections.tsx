import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../app/shell/footer.tsx';
import { EMPLOYER_STEPS, FEATURES, QUICK_ACTIONS, SECTION_IDS, SEEKER_STEPS, SUPPORT_OPTIONS, type StepList } from '../pages/help-content.ts';

/** The CSS classes of an element a search result can jump to; the highlight lasts 2 seconds. */
export function targetClass(id: string, highlightId: string | null, base = ''): string {
  return `${base} help-target${id === highlightId ? ' help-target--highlight' : ''}`.trim();
}

/** A page section with an h2 that search results can jump to (focus goes to the heading). */
function HelpSection({ id, title, highlightId, children }: { id: string; title: string; highlightId: string | null; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={targetClass(id, highlightId, 'help-section')}>
      <h2 id={`${id}-title`} tabIndex={-1} data-jump-focus>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function QuickActions({ highlightId }: { highlightId: string | null }) {
  return (
    <HelpSection id={SECTION_IDS.quickActions} title="Quick actions" highlightId={highlightId}>
      <ul className="grid help-list-reset">
        {QUICK_ACTIONS.map((action) => (
          <li key={action.to} className="card">
            <h3>
              <Link to={action.to}>{action.label}</Link>
            </h3>
            <p>{action.description}</p>
          </li>
        ))}
      </ul>
    </HelpSection>
  );
}

function Steps({ list, highlightId }: { list: StepList; highlightId: string | null }) {
  return (
    <div id={list.id} className={targetClass(list.id, highlightId, 'card')}>
      <h3 tabIndex={-1} data-jump-focus>
        {list.title}
      </h3>
      <ol className="help-steps">
        {list.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

export function GettingStarted({ highlightId }: { highlightId: string | null }) {
  return (
    <section aria-labelledby="help-getting-started-title" className="help-section">
      <h2 id="help-getting-started-title">Getting started</h2>
      <div className="grid">
        <Steps list={SEEKER_STEPS} highlightId={highlightId} />
        <Steps list={EMPLOYER_STEPS} highlightId={highlightId} />
      </div>
    </section>
  );
}

export function Features({ highlightId }: { highlightId: string | null }) {
  return (
    <HelpSection id={SECTION_IDS.features} title="Features" highlightId={highlightId}>
      <ul className="grid help-list-reset help-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card">
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </HelpSection>
  );
}

const phoneHref = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;

export function SupportOptions({ highlightId }: { highlightId: string | null }) {
  return (
    <HelpSection id={SECTION_IDS.support} title="Contact support" highlightId={highlightId}>
      <p>Still stuck? A person on our support team answers within 2 business days. Choose whichever way suits you.</p>
      <ul className="grid help-list-reset">
        <li className="card">
          <h3>{SUPPORT_OPTIONS.email.title}</h3>
          <p>{SUPPORT_OPTIONS.email.description}</p>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>Email {SUPPORT_EMAIL}</a>
          </p>
        </li>
        <li className="card">
          <h3>{SUPPORT_OPTIONS.phone.title}</h3>
          <p>{SUPPORT_OPTIONS.phone.description}</p>
          <p>
            <a href={phoneHref}>Call {SUPPORT_PHONE}</a>
          </p>
        </li>
        <li className="card">
          <h3>{SUPPORT_OPTIONS.form.title}</h3>
          <p>{SUPPORT_OPTIONS.form.description}</p>
          <p>
            <Link to="/contact">Open the contact form</Link>
          </p>
        </li>
      </ul>
    </HelpSection>
  );
}
