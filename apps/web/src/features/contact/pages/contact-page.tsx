import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { ContactRequest, type ContactRequestInput } from '@jobboard/contracts/contact';
import { ApiError } from '../../../lib/api-client.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { applyServerErrors, summaryErrors } from '../../../ui/form-errors.ts';
import { TextArea, TextField } from '../../../ui/form-fields.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { contactErrorMessage, useSendContactMessage } from '../api/contact-api.ts';
import { ContactDetails } from '../components/contact-details.tsx';
import { ThankYouCard } from '../components/thank-you-card.tsx';
import './contact-page.css';

const FIELD_IDS = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  subject: 'contact-subject',
  message: 'contact-message',
} as const satisfies Record<keyof ContactRequestInput, string>;
const FIELDS = Object.keys(FIELD_IDS) as Array<keyof typeof FIELD_IDS>;

function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const toast = useToast();
  const send = useSendContactMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(ContactRequest),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
    // NOTE: editing a field clears its error (the product's rule), so fields are not revalidated while typing.
    reValidateMode: 'onSubmit',
    // NOTE: the error summary takes focus; react-hook-form would otherwise move it to the first field a tick later.
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const field = (name: Path<ContactRequestInput>) =>
    form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
    });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        await send.mutateAsync({ ...values, phone: values.phone ?? '' });
        onSent(values.email);
      } catch (error) {
        if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError, FIELDS)) {
          setFailedSubmits((n) => n + 1);
        }
        const message = contactErrorMessage(error);
        setServerError(message);
        toast.error(message);
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <section className="card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <ErrorSummary errors={summaryErrors(errors, FIELD_IDS)} focusKey={failedSubmits} />
      {serverError ? (
        // The error toast announces this text; this copy stays on screen after the toast has gone.
        <div className="alert alert--error">
          <p>{serverError}</p>
        </div>
      ) : null}
      <p className="muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> must be filled in.
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField id={FIELD_IDS.name} label="Full name" autoComplete="name" required error={errors.name?.message} {...field('name')} />
        <TextField id={FIELD_IDS.email} label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...field('email')} />
        <TextField
          id={FIELD_IDS.phone}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          hint="Add a number if you would rather we call you back."
          error={errors.phone?.message}
          {...field('phone')}
        />
        <TextField id={FIELD_IDS.subject} label="Subject" required error={errors.subject?.message} {...field('subject')} />
        <TextArea
          id={FIELD_IDS.message}
          label="Message"
          rows={7}
          required
          hint="At least 10 characters. Please leave out passwords and any health details you would rather keep private."
          error={errors.message?.message}
          {...field('message')}
        />
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send message'}
        </button>
      </form>
    </section>
  );
}

export default function ContactPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="contact-page stack">
      <PageHeading>Contact us</PageHeading>
      <p className="contact-page__intro">
        Questions about an application, a job posting, your account or an accommodation? Write to us and a person on our support team
        will answer within 2 business days.
      </p>
      <div className="contact-page__layout">
        <div className="contact-page__main">{sentTo === null ? <ContactForm onSent={setSentTo} /> : <ThankYouCard email={sentTo} />}</div>
        <ContactDetails />
      </div>
    </div>
  );
}
