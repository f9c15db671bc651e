import { z } from 'zod';
import { EmailField } from './fields.ts';

/** Upper bounds on each field of a contact message, shared by the form and the server. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000, messageMin: 10 } as const;

/**
 * A message sent through the contact form, posted as JSON to `/apis/v1/contact`. Text is
 * trimmed; the messages are the product's fixed wording.
 */
export const ContactRequest = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(CONTACT_LIMITS.name, { error: `Name must be at most ${CONTACT_LIMITS.name} characters` }),
  email: EmailField,
  /** Optional; an empty string means none. */
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(CONTACT_LIMITS.phone, { error: `Phone must be at most ${CONTACT_LIMITS.phone} characters` })
    .optional(),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required', abort: true })
    .max(CONTACT_LIMITS.subject, { error: `Subject must be at most ${CONTACT_LIMITS.subject} characters` }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .min(CONTACT_LIMITS.messageMin, { error: `Message must be at least ${CONTACT_LIMITS.messageMin} characters long`, abort: true })
    .max(CONTACT_LIMITS.message, { error: `Message must be at most ${CONTACT_LIMITS.message} characters` }),
});
/** What the form holds and what a caller may send (before trimming). */
export type ContactRequestInput = z.input<typeof ContactRequest>;
/** The message after parsing: trimmed, email in lower case. */
export type ContactRequest = z.output<typeof ContactRequest>;

/** The answer to a contact message that was accepted. */
export const ContactResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type ContactResponse = z.infer<typeof ContactResponse>;

