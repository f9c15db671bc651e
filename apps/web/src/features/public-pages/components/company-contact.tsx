import { SUPPORT_POSTAL_ADDRESS } from '@jobboard/contracts/support';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../app/shell/footer.tsx';

export const PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;

/** Support email, phone and postal address as a description list. */
export function CompanyContact() {
  return (
    <dl className="details-list">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={PHONE_HREF}>{SUPPORT_PHONE}</a>
      </dd>
      <dt>Post</dt>
      <dd>
        <address className="postal-address">
          {SUPPORT_POSTAL_ADDRESS.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </dd>
    </dl>
  );
}
