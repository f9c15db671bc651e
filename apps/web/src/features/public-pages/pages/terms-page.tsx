import { Link } from 'react-router';
import { LegalDocument } from '../components/legal-document.tsx';
import { TERMS_INTRO, TERMS_SECTIONS } from '../legal-content.ts';
import './public-pages.css';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      related={
        <>
          How we handle your personal information is explained in our <Link to="/privacy">Privacy Policy</Link>.
        </>
      }
    />
  );
}
