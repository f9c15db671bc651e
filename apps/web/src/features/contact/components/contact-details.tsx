import { Link } from 'react-router';
import { SUPPORT_POSTAL_ADDRESS } from '@jobboard/contracts/support';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../app/shell/footer.tsx';

const phoneHref = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;

/** Email, phone and postal address shown beside the contact form. */
export function ContactDetails() {
  return (
    <section className="card contact-page__details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Other ways to reach us</h2>
      <dl className="contact-page__list">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref}>{SUPPORT_PHONE}</a>
          <br />
          <span className="muted">Monday to Friday, 9 am to 5 pm Eastern Time. Relay calls are welcome.</span>
        </dd>
        <dt>Post</dt>
        <dd>
          <address>
            {SUPPORT_POSTAL_ADDRESS.map((line) => (
              <span key={line} className="contact-page__address-line">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </dl>
      <p>
        Found something on the site that is hard to use? Tell us through any of these channels, or read our{' '}
        <Link to="/accessibility">accessibility statement</Link>.
      </p>
      <p>
        Looking for a quick answer? The <Link to="/help">Help Center</Link> covers accounts, applications and job posting.
      </p>
    </section>
  );
}
