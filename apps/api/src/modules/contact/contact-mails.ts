import type { ContactRequest } from '@jobboard/contracts/contact';
import { renderMail, type RenderedMail } from '../../platform/mail-template.ts';

/** The message as the support team reads it; replying answers the sender. */
export function supportCopyMail(input: ContactRequest & { id: string; receivedAt: Date }): RenderedMail {
  return renderMail({
    subject: `Contact form: ${input.subject}`,
    reason: 'You get this mail because this address receives the contact form of the site (SUPPORT_EMAIL).',
    heading: 'New message from the contact form',
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Name', input.name],
          ['Email', input.email],
          ['Phone', input.phone || 'Not given'],
          ['Subject', input.subject],
          ['Received', input.receivedAt.toUTCString()],
          ['Reference', input.id],
        ],
      },
      { kind: 'quote', label: 'Message', text: input.message },
      { kind: 'paragraph', text: 'Reply to this email to answer the sender. We promise a reply within 2 business days.' },
    ],
  });
}

/**
 * The acknowledgement to the sender. NOTE: it repeats nothing the sender typed, since anyone
 * can enter any address in the form: the mail must be useless for sending someone else text.
 */
export function acknowledgementMail(input: { id: string }): RenderedMail {
  return renderMail({
    subject: 'We received your message',
    reason: 'You get this mail because this address was entered in our contact form. If it was not you, you can ignore it: nothing more will be sent.',
    heading: 'Thank you for contacting us',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: 'We have received the message you sent through our contact form. A member of our support team will reply within 2 business days.' },
      { kind: 'details', rows: [['Reference', input.id]] },
      { kind: 'paragraph', text: 'If you did not send a message to us, you can ignore this email.' },
    ],
  });
}
