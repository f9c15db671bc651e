import { Link } from 'react-router';
import { PRIVACY_PROMISES } from '@jobboard/contracts/disclosure-rules';
import { PageHeading, SITE_NAME } from '../../../ui/page-heading.tsx';
import { useSession } from '../../auth/session.tsx';
import { HeroArt } from '../components/hero-art.tsx';
import { HomeSearch } from '../components/home-search.tsx';
import { NewestJobs } from '../components/newest-jobs.tsx';
import './public-pages.css';

const FEATURES = [
  {
    title: 'Accommodations up front',
    text: 'Every job lists the support the employer offers, from flexible hours and remote work to screen reader friendly software and step-free offices. Filter by what matters to you before you apply.',
  },
  {
    title: 'A site you can set up your way',
    text: 'Make the text larger, switch on high contrast or reduced motion, and use every page with a keyboard, a screen reader or a magnifier. We build to WCAG 2.2 AA.',
  },
  {
    title: 'You decide what to share',
    text: `Disability information is always optional. ${PRIVACY_PROMISES.applications} ${PRIVACY_PROMISES.finderDisability}`,
  },
] as const;

function HeroActions() {
  const { status } = useSession();
  if (status === 'signed-out') {
    return (
      <div className="cluster">
        <Link to="/register" className="button">
          Get Started
        </Link>
        <Link to="/login" className="button button--secondary">
          Sign In
        </Link>
      </div>
    );
  }
  // Signed in, or still checking a stored sign-in: the job list is open to everyone either way.
  return (
    <div className="cluster">
      <Link to="/jobs" className="button">
        Browse Jobs
      </Link>
    </div>
  );
}

/** The home page: a job search first, the newest jobs under it, then what makes the site different. */
export default function HomePage() {
  return (
    <div className="home-page">
      <div className="hero">
        <div className="hero__intro">
          <div className="hero__text">
            <PageHeading title={SITE_NAME}>Find work where your talents come first</PageHeading>
            <p className="hero__lead">
              Inclusive Jobs connects people with disabilities with employers who build accessible workplaces. Every posting says which
              accommodations are on offer, so you know what support to expect before you apply.
            </p>
          </div>
          <HeroArt />
        </div>
        <HomeSearch />
        <HeroActions />
      </div>

      <NewestJobs />

      <section aria-labelledby="home-features-title" className="home-page__section">
        <h2 id="home-features-title">Why people choose Inclusive Jobs</h2>
        <ul className="grid home-page__features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
