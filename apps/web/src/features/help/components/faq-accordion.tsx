import type { KeyboardEvent } from 'react';
import type { Faq } from '../pages/help-content.ts';
import { targetClass } from './help-sections.tsx';

/**
 * The WAI-ARIA APG accordion: each question is a button inside a heading that controls its
 * panel. One panel is open at a time; activating the open one closes it. Up and Down arrows,
 * Home and End move between the questions.
 */
export function FaqAccordion({
  faqs,
  openId,
  onToggle,
  highlightId,
}: {
  faqs: readonly Faq[];
  openId: string | null;
  onToggle: (id: string) => void;
  highlightId: string | null;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const accordion = event.currentTarget.closest('[data-accordion]');
    if (!accordion) return;
    const triggers = Array.from(accordion.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]'));
    const index = triggers.indexOf(event.currentTarget);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[(next + triggers.length) % triggers.length]?.focus();
  };

  return (
    <div className="accordion" data-accordion>
      {faqs.map((faq) => {
        const open = faq.id === openId;
        return (
          <div key={faq.id} id={faq.id} className={targetClass(faq.id, highlightId, 'accordion__item')}>
            <h3 className="accordion__heading">
              <button
                type="button"
                id={`${faq.id}-button`}
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={`${faq.id}-panel`}
                onClick={() => onToggle(faq.id)}
                onKeyDown={onKeyDown}
                data-accordion-trigger
                data-jump-focus
              >
                <span>{faq.question}</span>
                <span className="accordion__icon" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={`${faq.id}-panel`} role="region" aria-labelledby={`${faq.id}-button`} className="accordion__panel" hidden={!open}>
              {faq.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
