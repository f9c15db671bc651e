import { useCallback, useEffect, useState } from 'react';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { HelpSearch } from '../components/help-search.tsx';
import { Features, GettingStarted, QuickActions, SupportOptions, targetClass } from '../components/help-sections.tsx';
import { FAQS, SECTION_IDS } from './help-content.ts';
import './help-page.css';

/** How long a jumped-to section stays highlighted. */
export const HIGHLIGHT_MS = 2000;

const FAQ_IDS = new Set(FAQS.map((f) => f.id));

export default function HelpPage() {
  const [openFaq, setOpenFaq] = useState<string | null>(null);
  // A new object per jump, so choosing the same result twice highlights it again.
  const [jump, setJump] = useState<{ id: string } | null>(null);

  const toggleFaq = useCallback((id: string) => setOpenFaq((current) => (current === id ? null : id)), []);

  const jumpTo = useCallback((id: string) => {
    if (FAQ_IDS.has(id)) setOpenFaq(id);
    setJump({ id });
  }, []);

  // After the jump has rendered (an FAQ entry opened), focus the target's heading or button.
  useEffect(() => {
    if (!jump) return;
    const target = document.getElementById(jump.id);
    (target?.querySelector<HTMLElement>('[data-jump-focus]') ?? target)?.focus();
    const timer = window.setTimeout(() => setJump(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [jump]);

  const highlightId = jump?.id ?? null;

  return (
    <div className="help-page stack">
      <PageHeading>Help Center</PageHeading>
      <p className="help-page__intro">
        Answers about finding work, applying, posting jobs and using the site your way. Search below, or browse the guides and questions.
      </p>
      <HelpSearch onChoose={jumpTo} />
      <QuickActions highlightId={highlightId} />
      <GettingStarted highlightId={highlightId} />
      <Features highlightId={highlightId} />
      <section id={SECTION_IDS.faq} aria-labelledby="help-faq-title" className={targetClass(SECTION_IDS.faq, highlightId, 'help-section')}>
        <h2 id="help-faq-title" tabIndex={-1} data-jump-focus>
          Frequently asked questions
        </h2>
        <FaqAccordion faqs={FAQS} openId={openFaq} onToggle={toggleFaq} highlightId={highlightId} />
      </section>
      <SupportOptions highlightId={highlightId} />
    </div>
  );
}
