import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { LEGAL_UPDATED, type LegalBlock, type LegalSection } from '../legal-content.ts';
import { CompanyContact } from './company-contact.tsx';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A legal page: heading, date, a way back to registration, numbered sections and our contact details. */
export function LegalDocument({
  title,
  intro,
  sections,
  related,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** A sentence pointing to the companion document. */
  related: ReactNode;
}) {
  return (
    <article className="legal-page">
      <PageHeading>{title}</PageHeading>
      <p className="muted">
        Last updated: <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
      </p>
      <p>
        <Link to="/register">Back to Registration</Link>
      </p>
      <p className="legal-page__intro">{intro}</p>
      <p>{related}</p>
      {sections.map((section, index) => (
        <section key={section.title} className="legal-page__section">
          <h2>
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
      <section className="legal-page__section">
        <h2>{sections.length + 1}. Contact us</h2>
        <p>Questions about this document, or a request about your information? Contact Inclusive Jobs:</p>
        <CompanyContact />
      </section>
    </article>
  );
}
