import { Link } from 'react-router';
import { FONT_SIZE } from '@jobboard/contracts/display';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../app/shell/footer.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { PHONE_HREF } from '../components/company-contact.tsx';
import './public-pages.css';

const STATEMENT_DATE = { iso: '2026-11', text: 'November 2026' } as const;

function Conformance() {
  return (
    <section aria-labelledby="a11y-conformance-title">
      <h2 id="a11y-conformance-title">Conformance target</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, for every account type. Text
        can be resized up to 200% without losing content or functions, pages reflow to a single column down to a width of 320 CSS
        pixels without scrolling sideways, and colours meet WCAG contrast ratios in every theme.
      </p>
      <p>Among the requirements WCAG 2.2 added:</p>
      <ul>
        <li>Buttons, links and other controls are at least 24 by 24 pixels, or have that much space around them.</li>
        <li>Nothing covers the element that has keyboard focus: the header does not stay on screen as you scroll, and messages move to the other corner of the screen when they would.</li>
        <li>Help and contact links are in the same place on every page: the footer.</li>
        <li>Forms do not ask again for what you have already told us, such as your name when you apply.</li>
        <li>
          Signing in needs no puzzle or memory test: password managers can fill in your details, and you can paste the reset code
          from its email.
        </li>
      </ul>
    </section>
  );
}

function DisplayControls() {
  return (
    <section aria-labelledby="a11y-controls-title">
      <h2 id="a11y-controls-title">Built-in display settings</h2>
      <p>
        Open <strong>Accessibility settings</strong> in the header on any page to change how the site looks. Your choices are
        remembered on this device. Signed in, you can save them with your account in your profile; they are then applied when
        you sign in on another device.
      </p>
      <ul>
        <li>
          Text size: from {FONT_SIZE.min} to {FONT_SIZE.max} pixels in steps of {FONT_SIZE.step}, starting at your browser’s own text size
          ({FONT_SIZE.default} pixels unless you changed it in your browser’s settings), which the site keeps until you choose another.
          The whole layout grows with the text. On a narrow screen or with large text, the header’s links move into its Menu
          button so that the page starts on the first screen; Accessibility settings stays in view.
        </li>
        <li>High contrast: white text on black with yellow links and buttons. It takes priority over any other theme.</li>
        <li>Reduced motion: turns off animations and transitions. We also follow your operating system’s reduced motion setting.</li>
        <li>Dark theme: light text on a dark background, for less glare.</li>
      </ul>
      <p>Browser zoom and your operating system’s magnifier work as well.</p>
    </section>
  );
}

function KeyboardSupport() {
  return (
    <section aria-labelledby="a11y-keyboard-title">
      <h2 id="a11y-keyboard-title">Keyboard support</h2>
      <ul>
        <li>Everything can be done with a keyboard alone, in a logical order, with no keyboard traps.</li>
        <li>A “Skip to main content” link is the first thing on every page.</li>
        <li>The element with keyboard focus always has a clearly visible outline.</li>
        <li>After you move to a new page, focus goes to its main heading.</li>
        <li>Dialogs keep focus inside until you close them, then return it to where you were. Escape closes menus and dialogs.</li>
      </ul>
    </section>
  );
}

function ScreenReaderSupport() {
  return (
    <section aria-labelledby="a11y-screen-reader-title">
      <h2 id="a11y-screen-reader-title">Screen reader support</h2>
      <ul>
        <li>Each page has one main heading, a logical heading structure and landmarks for the header, navigation, main content and footer.</li>
        <li>The new page title is announced after every page change.</li>
        <li>
          Every form field has a visible label. Errors are listed in a summary at the top of the form, linked to each field, and
          read out with the field they belong to.
        </li>
        <li>Notifications, search result counts and other status messages are announced without moving your focus.</li>
        <li>Icons that carry meaning have text alternatives, and charts have a text or table equivalent.</li>
      </ul>
    </section>
  );
}

function KnownLimitations() {
  return (
    <section aria-labelledby="a11y-limitations-title">
      <h2 id="a11y-limitations-title">Known limitations</h2>
      <p>
        Automated checks find only some accessibility barriers, so we do not rely on them alone. Every change is checked with axe on
        every page for every account type, at the default size, with 36 pixel text, in high contrast and 320 pixels wide; what a
        screen reader is given on the key pages is compared with the previous version; and we test the key journeys with a keyboard
        and with the Orca screen reader. We have not yet tested with NVDA, JAWS, VoiceOver or a screen magnifier: that is planned
        before our first public release.
      </p>
      <p>Some content comes from our users rather than from us, and we cannot always make it accessible:</p>
      <ul>
        <li>Resumes and other documents uploaded by job seekers may not be tagged for screen readers.</li>
        <li>Job descriptions are written by employers and may use unclear language or abbreviations. We ask them to write plainly.</li>
        <li>Employer websites that jobs link to are outside our control.</li>
      </ul>
      <p>If any of these stops you from applying for a job, tell us and we will help you get the information another way.</p>
    </section>
  );
}

function ReportBarrier() {
  return (
    <section aria-labelledby="a11y-report-title">
      <h2 id="a11y-report-title">Report a barrier</h2>
      <p>
        If something on Inclusive Jobs is hard or impossible for you to use, please tell us. Let us know the page, what you were
        trying to do and, if you like, the browser and assistive technology you use. We reply within 2 business days.
      </p>
      <ul>
        <li>
          Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </li>
        <li>
          Phone: <a href={PHONE_HREF}>{SUPPORT_PHONE}</a> (relay calls welcome)
        </li>
        <li>
          Online: <Link to="/contact">send us a message with the contact form</Link>
        </li>
      </ul>
    </section>
  );
}

export default function AccessibilityPage() {
  return (
    <div className="prose-page">
      <PageHeading>Accessibility statement</PageHeading>
      <p className="prose-page__intro">
        Inclusive Jobs exists so that people with disabilities can find work. A job board that locks out the people it is for
        would fail at its only purpose, so accessibility is part of how we design, build and test every page.
      </p>
      <Conformance />
      <DisplayControls />
      <KeyboardSupport />
      <ScreenReaderSupport />
      <KnownLimitations />
      <ReportBarrier />
      <section aria-labelledby="a11y-date-title">
        <h2 id="a11y-date-title">About this statement</h2>
        <p>
          This statement was prepared in <time dateTime={STATEMENT_DATE.iso}>{STATEMENT_DATE.text}</time>. We review it whenever
          we make a significant change to the site, and at least once a year.
        </p>
      </section>
    </div>
  );
}
