import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_HINT } from '@jobboard/contracts/password-rules';
import { ApiError } from '../../../lib/api-client.ts';
import { useDisplaySettings } from '../../../lib/display-settings.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from '../../../ui/form-fields.tsx';
import { applyServerErrors, summaryErrors } from '../../../ui/form-errors.ts';
import { PageHeading, SITE_NAME } from '../../../ui/page-heading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import * as authApi from '../api/auth-api.ts';
import {
  FONT_SIZE_OPTIONS,
  REGISTER_DEFAULTS,
  RegisterForm,
  toRegisterRequest,
  type RegisterFormInput,
  type RegisterFormValues,
} from '../register-form.ts';
import { useSession } from '../session.tsx';
import './auth-pages.css';

// NOTE: only a job seeker's registration shows the privacy choices: loaded when that role is chosen.
const RegistrationPrivacy = lazy(() => import('../../disclosure/components/registration-privacy.tsx').then((m) => ({ default: m.RegistrationPrivacy })));

const FIELD_IDS = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  phone: 'register-phone',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  role: 'register-role-applicant',
  accommodations: 'register-accommodations',
  termsAccepted: 'register-terms',
} as const;

export default function RegisterPage() {
  const session = useSession();
  const display = useDisplaySettings();
  const toast = useToast();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(RegisterForm),
    // The text size the page has now, when it is one of the choices (the browser's own may be another).
    defaultValues: { ...REGISTER_DEFAULTS, ...((FONT_SIZE_OPTIONS as readonly number[]).includes(display.fontSize) && { fontSize: String(display.fontSize) }) },
    // The error summary takes focus instead, so every problem is heard first.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const r = form.register;
  const [role, stage, findable, inFinder, firstName, lastName, accommodations] = form.watch([
    'role',
    'disclosureStage',
    'publicProfile',
    'disclosureInFinder',
    'firstName',
    'lastName',
    'accommodations',
  ]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const answer = await authApi.register(toRegisterRequest(values));
        await session.signIn(answer.data);
        // The display choices made here take effect at once; an untouched size keeps the page's own.
        if (form.formState.dirtyFields.fontSize) display.setFontSize(Number(values.fontSize));
        display.setHighContrast(values.highContrast);
        display.setReducedMotion(values.reducedMotion);
        toast.success(`Registration successful! Welcome to ${SITE_NAME}.`);
        navigate('/dashboard', { replace: true });
      } catch (error) {
        const message = error instanceof ApiError ? error.message || 'Registration failed. Please try again.' : 'An error occurred during registration.';
        if (error instanceof ApiError) applyServerErrors(error.fieldErrors, form.setError, Object.keys(FIELD_IDS));
        setServerError(message);
        setSubmitCount((c) => c + 1);
        toast.error(message);
      }
    },
    () => setSubmitCount((c) => c + 1),
  );

  return (
    <div className="auth-page">
      <PageHeading>Create your account</PageHeading>
      <p>Join as a job seeker to find inclusive employers, or as an employer to post accessible jobs. Fields marked * are required.</p>
      <div className="card">
        <ErrorSummary errors={summaryErrors(errors, FIELD_IDS)} focusKey={submitCount} />
        {serverError && !Object.keys(errors).length ? (
          <div className="alert alert--error" role="alert">
            <p>{serverError}</p>
          </div>
        ) : null}
        <form noValidate onSubmit={onSubmit}>
          <fieldset>
            <legend>Personal Information</legend>
            <TextField id={FIELD_IDS.firstName} label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...r('firstName')} />
            <TextField id={FIELD_IDS.lastName} label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...r('lastName')} />
            <TextField id={FIELD_IDS.email} label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...r('email')} />
            <TextField
              id={FIELD_IDS.phone}
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              hint="Digits only, with an optional leading +, for example +14155550123."
              error={errors.phone?.message}
              {...r('phone')}
            />
          </fieldset>

          <fieldset>
            <legend>Account Security</legend>
            <TextField
              id={FIELD_IDS.password}
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              hint={PASSWORD_HINT}
              error={errors.password?.message}
              {...r('password')}
            />
            <TextField
              id={FIELD_IDS.confirmPassword}
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...r('confirmPassword')}
            />
          </fieldset>

          <fieldset aria-describedby={errors.role ? 'register-role-error' : undefined}>
            <legend>
              Account Type<span aria-hidden="true"> *</span>
            </legend>
            <div className="radio-cards">
              <label className="radio-card">
                <input id={FIELD_IDS.role} type="radio" value="applicant" {...r('role')} />
                <span>
                  <strong>Job Seeker</strong>
                  Find accessible jobs and apply.
                </span>
              </label>
              <label className="radio-card">
                <input type="radio" value="employer" {...r('role')} />
                <span>
                  <strong>Employer</strong>
                  Post inclusive jobs and review applicants.
                </span>
              </label>
            </div>
            {errors.role ? (
              <p id="register-role-error" className="field__error">
                {errors.role.message}
              </p>
            ) : null}
          </fieldset>

          <fieldset>
            <legend>Accessibility Preferences</legend>
            <TextArea
              id={FIELD_IDS.accommodations}
              label="Accommodations you may need (optional)"
              hint="For example: screen reader, flexible hours, step-free access. As a job seeker, you choose below who sees this and when."
              rows={3}
              error={errors.accommodations?.message}
              {...r('accommodations')}
            />
            <SelectField id="register-font-size" label="Preferred text size" {...r('fontSize')}>
              {FONT_SIZE_OPTIONS.map((size) => (
                <option key={size} value={String(size)}>
                  {size} px{size === display.defaultFontSize ? ' (default)' : ''}
                </option>
              ))}
            </SelectField>
            <CheckboxField id="register-high-contrast" label="Use high contrast" {...r('highContrast')} />
            <CheckboxField id="register-reduced-motion" label="Reduce motion" {...r('reducedMotion')} />
          </fieldset>

          {role === 'applicant' ? (
            <Suspense fallback={<p>Loading your privacy choices...</p>}>
              <RegistrationPrivacy
                publicProfile={r('publicProfile')}
                inFinder={r('disclosureInFinder')}
                stage={stage}
                onStage={(next) => form.setValue('disclosureStage', next)}
                values={{ name: [firstName, lastName].filter(Boolean).join(' '), accommodations, findable: Boolean(findable), inFinder: Boolean(inFinder) }}
              />
            </Suspense>
          ) : null}

          <fieldset>
            <legend>Terms and Conditions</legend>
            <p>
              You must be at least 18 years old to use Inclusive Jobs. Read our <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link>.
            </p>
            <CheckboxField
              id={FIELD_IDS.termsAccepted}
              label="I accept the Terms of Service and Privacy Policy"
              required
              error={errors.termsAccepted?.message}
              {...r('termsAccepted')}
            />
          </fieldset>

          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Creating account...' : 'Create account'}
          </button>
        </form>
      </div>
      <p className="auth-page__links">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </div>
  );
}
