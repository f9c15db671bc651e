import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../test-utils.tsx';
import { fakeUser, profileAnswer } from '../test/fixtures.ts';
import { RequireAuth } from './require-auth.tsx';

function ShowState() {
  const location = useLocation();
  return <pre data-testid="state">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}
const targets = [
  { path: '/login', element: <ShowState /> },
  { path: '/unauthorized', element: <ShowState /> },
];
const stateOf = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('sends a visitor to /login and remembers where they were going', async () => {
    renderWithProviders(<RequireAuth><p>secret</p></RequireAuth>, { route: '/dashboard?x=1', path: '/dashboard', routes: targets });
    expect(await screen.findByTestId('state')).toBeInTheDocument();
    expect(stateOf()).toEqual({ path: '/login', state: { from: '/dashboard?x=1' } });
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('says it is checking while the session loads, then shows the page to the right role', async () => {
    localStorage.setItem('token', 'tok');
    const { fetchStub } = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('admin')) });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RequireAuth role="admin"><p>admin area</p></RequireAuth>, { route: '/admin', routes: targets });
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });

  it('sends a user of another role to /unauthorized with the roles and the path', async () => {
    localStorage.setItem('token', 'tok');
    const { fetchStub } = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('applicant')) });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RequireAuth role="employer"><p>employers only</p></RequireAuth>, { route: '/jobs/post', routes: targets });
    await screen.findByTestId('state');
    expect(stateOf()).toEqual({
      path: '/unauthorized',
      state: { from: '/jobs/post', requiredRole: 'employer', userRole: 'applicant', attemptedPath: '/jobs/post' },
    });
  });

  it('drops a token the server refuses and treats the visitor as signed out', async () => {
    localStorage.setItem('token', 'expired');
    const { fetchStub } = stubFetch({
      'GET /v1/users/profile': () => ({ status: 401, body: { success: false, error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' } } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RequireAuth><p>secret</p></RequireAuth>, { route: '/dashboard', routes: targets });
    await screen.findByTestId('state');
    expect(stateOf().path).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
