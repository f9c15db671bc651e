import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { LoginRequest } from '@jobboard/contracts/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { TextField } from '../../../ui/form-fields.tsx';
import { summaryErrors } from '../../../ui/form-errors.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import * as authApi from '../api/auth-api.ts';
import { useSession } from '../session.tsx';
import './auth-pages.css';

type LoginValues = z.input<typeof LoginRequest>;
const FIELD_IDS = { email: 'login-email', password: 'login-password' } as const;

/** Where to go after signing in: the page the guard sent the user from, if it is ours. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/dashboard';
}

export default function LoginPage() {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const form = useForm<LoginValues>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
    // The error summary takes focus instead, so every problem is heard first.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const answer = await authApi.login(values);
        await session.signIn(answer.data);
        toast.success('Login successful! Welcome back.');
        navigate(returnPath(location.state), { replace: true });
      } catch (error) {
        const message =
          error instanceof ApiError ? error.message || 'Login failed. Please check your credentials.' : 'An error occurred during login.';
        setServerError(message);
        toast.error(message);
      }
    },
    () => setSubmitCount((c) => c + 1),
  );

  return (
    <div className="auth-page">
      <PageHeading>Sign in</PageHeading>
      <p>Welcome back. Sign in to apply for jobs, manage your profile and follow your applications.</p>
      <div className="card">
        <ErrorSummary errors={summaryErrors(errors, FIELD_IDS)} focusKey={submitCount} />
        {serverError ? (
          <div className="alert alert--error" role="alert">
            <p>{serverError}</p>
          </div>
        ) : null}
        <form noValidate onSubmit={onSubmit}>
          <TextField
            id={FIELD_IDS.email}
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id={FIELD_IDS.password}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <p>
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
      </div>
      <p className="auth-page__links">
        Don't have an account? <Link to="/register">Create an account</Link>
      </p>
    </div>
  );
}
