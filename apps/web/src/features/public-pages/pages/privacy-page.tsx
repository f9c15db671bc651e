import { Link } from 'react-router';
import { LegalDocument } from '../components/legal-document.tsx';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../legal-content.ts';
import './public-pages.css';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
      related={
        <>
          The rules for using the service are in our <Link to="/terms">Terms of Service</Link>.
        </>
      }
    />
  );
}
