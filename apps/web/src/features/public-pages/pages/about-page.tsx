import { Link } from 'react-router';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { CompanyContact } from '../components/company-contact.tsx';
import { PRIVACY_SUMMARY, TERMS_SUMMARY } from '../legal-content.ts';
import './public-pages.css';

function Mission() {
  return (
    <section aria-labelledby="about-mission-title">
      <h2 id="about-mission-title">Our mission</h2>
      <p>
        About one in four adults in the United States lives with a disability, yet too many job searches still end at an
        inaccessible application form or an interview nobody could get to. We want finding work to depend on what you can do, not on whether a website or an
        office was built with you in mind.
      </p>
      <p>
        Inclusive Jobs brings together job seekers with disabilities and employers who are ready to hire them: employers who list
        their accommodations openly, answer questions about access and judge applicants on their skills.
      </p>
    </section>
  );
}

function CompanyInformation() {
  return (
    <section aria-labelledby="about-company-title">
      <h2 id="about-company-title">Company information</h2>
      <p>
        Inclusive Jobs is an online job board for people with disabilities and the employers who want to hire them. Job seekers
        search and apply, employers post jobs and review applicants, and our team checks postings and supports both.
      </p>
      <p>
        Accessibility is the product, not an add-on: we design every page to WCAG 2.2 AA, test with keyboards, screen readers and
        magnifiers, and offer built-in display settings. Read more in our <Link to="/accessibility">accessibility statement</Link>.
      </p>
      <CompanyContact />
    </section>
  );
}

function TermsSummary() {
  return (
    <section aria-labelledby="about-terms-title">
      <h2 id="about-terms-title">Terms and policies</h2>
      <p>The main points of our Terms of Service in brief:</p>
      {TERMS_SUMMARY.map((item) => (
        <div key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
      <p>
        <Link to="/terms">Read the full Terms of Service</Link>
      </p>
    </section>
  );
}

function PrivacySummary() {
  return (
    <section aria-labelledby="about-privacy-title">
      <h2 id="about-privacy-title">Privacy policy</h2>
      <ul>
        {PRIVACY_SUMMARY.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        <Link to="/privacy">Read the full Privacy Policy</Link>
      </p>
    </section>
  );
}

export default function AboutPage() {
  return (
    <div className="prose-page">
      <PageHeading>About Inclusive Jobs</PageHeading>
      <p className="prose-page__intro">
        We run a job board where people with disabilities find employers who welcome them, and where those employers find skilled
        people they might otherwise miss.
      </p>
      <Mission />
      <CompanyInformation />
      <TermsSummary />
      <PrivacySummary />
    </div>
  );
}
