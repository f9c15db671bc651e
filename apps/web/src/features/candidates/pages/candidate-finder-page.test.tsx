import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '@jobboard/contracts/candidates';
import type { Role } from '@jobboard/contracts/roles';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import CandidateFinderPage from './candidate-finder-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function fakeCandidate(n: number, overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: `33333333-1234-4234-8234-00000000000${n}`,
    first_name: 'Amara',
    last_name: `Okafor${n}`,
    profile_picture_url: null,
    job_title: 'Front-end Developer',
    location: 'Toronto, ON',
    bio: 'Builds accessible interfaces.',
    skills: ['React'],
    experience_years: 4,
    education: 'bachelor',
    is_remote: false,
    remote_preference: null,
    disability_shared: false,
    accommodations: null,
    accessibility_needs: [],
    email: null,
    phone: null,
    ...overrides,
  };
}

const answer = (candidates: Candidate[], more: Partial<{ total: number; pages: number; page: number }> = {}) => ({
  body: { success: true, data: { candidates, total: candidates.length, page: 1, pages: candidates.length ? 1 : 0, ...more } },
});

function open(role: Role, route = '/candidate-finder', search: Parameters<typeof stubFetch>[0][string] = () => answer([fakeCandidate(1)])) {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser(role)), 'GET /v1/users/candidates': search });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<CandidateFinderPage />, { route, path: '/candidate-finder' }) };
}
const searches = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((c) => c.path === '/v1/users/candidates');

describe('CandidateFinderPage', () => {
  it.each(['applicant', 'admin'] as const)('tells a signed-in %s it is for employers only and never searches', async (role) => {
    const { calls } = open(role);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied – Only employers can access the Candidate Finder.' })).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(0);
  });

  it('shows each card with the defaults, the 100-character bio, five skills and "+N more"', async () => {
    const bio = 'A'.repeat(90) + ' and then some more words';
    open('employer', '/candidate-finder', () =>
      answer([
        fakeCandidate(1, { job_title: null, location: null, bio, skills: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], is_remote: true, disability_shared: true, accommodations: 'Quiet room', experience_years: 1, education: 'master' }),
        fakeCandidate(2, { first_name: null, last_name: null, profile_picture_url: '/pic.png', bio: null }),
      ]),
    );
    const [card, second] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('Job Seeker');
    expect(card).toHaveTextContent('Location not specified');
    expect(within(card!).getByText(`${bio.slice(0, 100)}...`)).toBeInTheDocument();
    const skills = within(card!).getByRole('list', { name: 'Skills' });
    expect(within(skills).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c', 'd', 'e', '+2 more']);
    expect(card).toHaveTextContent('1 year of experience');
    expect(card).toHaveTextContent("Master's degree");
    expect(card).toHaveTextContent('Remote Available');
    expect(card).toHaveTextContent('Accommodations: Quiet room');
    const link = within(card!).getByRole('link', { name: 'Amara Okafor1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/candidates/33333333-1234-4234-8234-000000000001');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Initials are hidden; a picture is decorative (the name is written beside it).
    expect(card!.querySelector('[aria-hidden="true"]')).toHaveTextContent('AO');
    expect(second!.querySelector('img')).toHaveAttribute('alt', '');
    expect(second).toHaveTextContent('Front-end Developer');
    expect(second).not.toHaveTextContent('Remote Available');
  });

  it('says \'Found N candidate(s) for "keyword"\', and sends every filter from the URL', async () => {
    const { calls } = open('employer', '/candidate-finder?keyword=react&skills=React,WCAG&experienceYears=3&education=bachelor&isRemote=hybrid&accessibilityNeeds=visual', () =>
      answer([fakeCandidate(1), fakeCandidate(2), fakeCandidate(3)]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Found 3 candidate(s) for "react"' })).toBeInTheDocument();
    const sent = searches(calls).at(-1)!.search;
    expect(Object.fromEntries(sent)).toEqual({ keyword: 'react', skills: 'React,WCAG', experienceYears: '3', education: 'bachelor', isRemote: 'hybrid', accessibilityNeeds: 'visual', page: '1', limit: '10' });
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveAttribute('placeholder', 'Search in bio, skills, education...');
    expect(screen.getByRole('combobox', { name: 'Remote preference' })).toHaveDisplayValue('Hybrid');
    expect(screen.queryByRole('navigation', { name: 'Candidate pages' })).not.toBeInTheDocument();
  });

  it("says 'Found 1 candidate(s)' without a keyword", async () => {
    open('employer');
    expect(await screen.findByRole('heading', { level: 2, name: 'Found 1 candidate(s)' })).toBeInTheDocument();
  });

  it('keeps the page on a filter change; Search Candidates and Reset Filters go back to page 1', async () => {
    const user = userEvent.setup();
    const { calls, router } = open('employer', '/candidate-finder?page=2', (_b, s) => answer([fakeCandidate(1)], { total: 25, pages: 3, page: Number(s.get('page')) }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum experience' }), '5');
    await waitFor(() => expect(router.state.location.search).toBe('?experienceYears=5&page=2'));
    const skills = screen.getByRole('textbox', { name: 'Required skills' });
    await user.type(skills, 'React{Enter}');
    await waitFor(() => expect(searches(calls).at(-1)?.search.get('skills')).toBe('React'));
    expect(searches(calls).at(-1)?.search.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Search Candidates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?skills=React&experienceYears=5'));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Minimum experience' })).toHaveValue('any');
  });

  it('shows Previous, numbered pages and Next when there is more than one page', async () => {
    open('employer', '/candidate-finder', () => answer([fakeCandidate(1)], { total: 25, pages: 3 }));
    const nav = await screen.findByRole('navigation', { name: 'Candidate pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/candidate-finder?page=2');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    expect(within(nav).getByText('Previous')).toBeInTheDocument();
  });

  it('says when nothing matches, with a hint to broaden the search', async () => {
    open('employer', '/candidate-finder', () => answer([]));
    expect(await screen.findByText('No candidates found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText(/^Try removing some required skills/)).toBeInTheDocument();
  });

  it("says 'Error Loading Candidates' after two retries a second apart, and Retry searches again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = open('employer', '/candidate-finder', () => (fail ? { status: 500, body: null } : answer([fakeCandidate(1)])));
    expect(await screen.findByRole('heading', { name: 'Error Loading Candidates' }, { timeout: 4000 })).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(3);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
