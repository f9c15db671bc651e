import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '@jobboard/contracts/candidates';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import CandidateDetailPage from './candidate-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '33333333-1234-4234-8234-000000000001';
const candidate: Candidate = {
  id: ID,
  first_name: 'Amara',
  last_name: 'Okafor',
  profile_picture_url: null,
  job_title: null,
  location: 'Toronto, ON',
  bio: 'Builds accessible interfaces.',
  skills: ['React', 'WCAG 2.1'],
  experience_years: 4,
  education: 'bachelor',
  is_remote: true,
  remote_preference: 'hybrid',
  disability_shared: true,
  accommodations: 'Flexible hours',
  accessibility_needs: ['visual'],
  email: null,
  phone: null,
};

function open(answer: { status?: number; body: unknown }) {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('employer')), [`GET /v1/users/candidates/${ID}`]: () => answer });
  vi.stubGlobal('fetch', stub.fetchStub);
  return renderWithProviders(<CandidateDetailPage />, { route: `/candidates/${ID}`, path: '/candidates/:id' });
}

describe('CandidateDetailPage', () => {
  it("shows the public profile, no contact section when none is shared, and this employer's applications", async () => {
    const applications = [{ id: '44444444-1234-4234-8234-000000000001', status: 'offered', appliedAt: '2026-03-02T09:00:00.000Z', job: { id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000001', title: 'Data Analyst' } }];
    open({ body: { success: true, data: { candidate, applications } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Job Seeker')).toBeInTheDocument();
    expect(screen.getByText('Remote Available')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About' });
    for (const text of ['4 years of experience', "Bachelor's degree", 'Hybrid', 'WCAG 2.1', 'Visual', 'Flexible hours']) expect(about).toHaveTextContent(text);
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
    const apps = screen.getByRole('region', { name: 'Applications to your jobs' });
    expect(within(apps).getByRole('link', { name: 'Data Analyst (review applicants)' })).toHaveAttribute('href', '/my-applicants?jobId=aaaaaaaa-bbbb-4ccc-8ddd-000000000001');
    expect(apps).toHaveTextContent('Offer Extended');
  });

  it('shows contact details when the candidate shares them', async () => {
    open({ body: { success: true, data: { candidate: { ...candidate, email: 'amara@example.com', phone: null }, applications: [] } } });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'amara@example.com' })).toHaveAttribute('href', 'mailto:amara@example.com');
    expect(contact).not.toHaveTextContent('Phone');
    expect(screen.getByText('This candidate has not applied to any of your jobs.')).toBeInTheDocument();
  });

  it('says when the profile does not exist or is private', async () => {
    open({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Candidate not found' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Candidate Finder' })).toHaveAttribute('href', '/candidate-finder');
  });
});
