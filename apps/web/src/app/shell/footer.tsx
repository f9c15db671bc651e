import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@inclusive-jobs.example';
export const SUPPORT_PHONE = '+1 (555) 010-0199';

/** About, contact and help: the job list is the header's, so that each destination has one place. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick links</h2>
          <ul>
            <li><Link to="/about">About</Link></li>
            <li><Link to="/contact">Contact</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            <li><Link to="/help">Help</Link></li>
            <li><Link to="/accessibility">Accessibility</Link></li>
            <li><Link to="/privacy">Privacy</Link></li>
            <li><Link to="/terms">Terms</Link></li>
          </ul>
        </nav>
        <div>
          <h2>Contact us</h2>
          <p>
            Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            <br />
            Phone: <a href="tel:+15550100199">{SUPPORT_PHONE}</a>
          </p>
        </div>
      </div>
      <p className="site-footer__copyright">© {new Date().getFullYear()} Inclusive Jobs. All rights reserved.</p>
    </footer>
  );
}
