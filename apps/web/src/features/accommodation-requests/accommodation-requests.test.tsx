import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYER_DUTY_REMINDER, REQUEST_MESSAGES } from '@jobboard/contracts/accommodation-request-options';
import type { AccommodationRequest } from '@jobboard/contracts/accommodation-requests';
import { renderWithProviders, stubFetch } from '../../test-utils.tsx';
import { ApplyForm } from '../jobs/components/apply-form.tsx';
import { ApplicantRequests } from './components/applicant-requests.tsx';
import { EmployerRequests } from './components/employer-requests.tsx';
import { RequestFigures } from './components/request-figures.tsx';
import { WaitingRequests } from './components/waiting-requests.tsx';
import { waitedText } from './request-text.ts';

afterEach(() => vi.unstubAllGlobals());

const APPLICATION = '0b7a5f0e-8f5e-4a59-9a0b-6f2f3a1d2c11';
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function request(overrides: Partial<AccommodationRequest> = {}): AccommodationRequest {
  return {
    id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000001',
    applicationId: APPLICATION,
    job: { id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000009', title: 'Data Analyst' },
    applicant: { id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000002', name: 'Amara Okafor' },
    stage: 'interview',
    items: ['interview-questions-in-advance', 'extra-assessment-time'],
    details: 'I read questions better than I hear them.',
    state: 'waiting',
    createdAt: ago(3),
    updatedAt: ago(3),
    firstAnsweredAt: null,
    waitingSince: ago(3),
    answer: null,
    thread: [{ id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000003', kind: 'request', author: { role: 'applicant', name: 'Amara Okafor' }, responses: null, text: 'I read questions better than I hear them.', createdAt: ago(3) }],
    ...overrides,
  };
}
const list = (requests: AccommodationRequest[]) => () => ({ body: { success: true, data: { requests } } });
const answered = request({
  state: 'answered',
  waitingSince: null,
  firstAnsweredAt: ago(1),
  answer: [
    { item: 'interview-questions-in-advance', decision: 'agreed', note: null },
    { item: 'extra-assessment-time', decision: 'declined', note: 'The interview has no test.' },
  ],
});
answered.thread = [
  ...answered.thread,
  { id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000004', kind: 'answer', author: { role: 'employer', name: 'Jonas Lindqvist (Clear Words)' }, responses: answered.answer, text: null, createdAt: ago(1) },
];

describe('My Applications: asking for accommodations', () => {
  it('lists the problems in a summary that takes focus, then sends the stage, the types and the details', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /v1/accommodation-requests': list([]),
      'POST /v1/applications/0b7a5f0e-8f5e-4a59-9a0b-6f2f3a1d2c11/accommodation-requests': (body) => ({ status: 201, body: { success: true, message: REQUEST_MESSAGES.created, data: { request: { ...request(), ...(body as object) } } } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<ApplicantRequests application={{ id: APPLICATION, status: 'applied', job: { title: 'Data Analyst' } }} />);
    expect(await screen.findByText('You have not asked for accommodations on this application.')).toBeInTheDocument();
    expect(stub.calls[0]!.search.getAll('applicationId')).toEqual([APPLICATION]);

    await user.click(screen.getByRole('button', { name: 'Ask for accommodations for Data Analyst' }));
    const stage = screen.getByRole('combobox', { name: /Stage of the process/ });
    expect(stage).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([REQUEST_MESSAGES.stageRequired, REQUEST_MESSAGES.itemsRequired]);
    expect(stub.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(summary).getByRole('link', { name: REQUEST_MESSAGES.itemsRequired }));
    expect(screen.getByRole('checkbox', { name: 'Flexible hours' })).toHaveFocus();
    const group = screen.getByRole('group', { name: /Accommodations you ask for/ });
    expect(group).toHaveAccessibleDescription(expect.stringContaining(REQUEST_MESSAGES.itemsRequired));

    await user.selectOptions(stage, 'Interview');
    const item = screen.getByRole('checkbox', { name: 'Interview questions in advance' });
    expect(item).toHaveAccessibleDescription('The interview questions are sent before the interview.');
    await user.click(item);
    await user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), '  In writing, please. ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(REQUEST_MESSAGES.created)).toBeInTheDocument();
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toEqual({ stage: 'interview', items: ['interview-questions-in-advance'], details: 'In writing, please.' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Accommodation requests' })).toHaveFocus());
  });

  it('shows each answer and the history, and sends a reply', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /v1/accommodation-requests': list([answered]),
      [`POST /v1/accommodation-requests/${answered.id}/replies`]: () => ({ status: 201, body: { success: true, message: REQUEST_MESSAGES.replied, data: { request: answered } } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<ApplicantRequests application={{ id: APPLICATION, status: 'interviewed', job: { title: 'Data Analyst' } }} />);
    const view = await screen.findByRole('article', { name: 'Accommodations for the interview' });
    expect(within(view).getByText('Answered')).toBeInTheDocument();
    expect(within(view).getByText('Declined: The interview has no test.')).toBeInTheDocument();
    await user.click(within(view).getByText(/^History \(2\)/));
    expect(within(view).getByText('Jonas Lindqvist (Clear Words)')).toBeInTheDocument();
    expect(within(view).getByText('You')).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: /^Reply about accommodations for the interview/ }));
    const box = screen.getByRole('textbox', { name: /Your reply/ });
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(REQUEST_MESSAGES.replyRequired));
    expect(box).toHaveFocus();
    await user.type(box, 'Could the questions come two days before?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(REQUEST_MESSAGES.replied)).toBeInTheDocument();
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Could the questions come two days before?' });
  });

  it('offers no new request on a withdrawn application, and says why', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /v1/accommodation-requests': list([]) }).fetchStub);
    renderWithProviders(<ApplicantRequests application={{ id: APPLICATION, status: 'applicant_withdrew', job: { title: 'Data Analyst' } }} />);
    expect(await screen.findByText(/This application was withdrawn, so you cannot ask/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ask for accommodations/ })).toBeNull();
  });
});

describe("The employer's answer", () => {
  it('reminds the duty, asks a decision for every item and a reason for a refusal, then sends one answer per item', async () => {
    const user = userEvent.setup();
    const waiting = request();
    const stub = stubFetch({
      'GET /v1/accommodation-requests': list([waiting]),
      [`PUT /v1/accommodation-requests/${waiting.id}`]: () => ({ body: { success: true, message: REQUEST_MESSAGES.answered, data: { request: answered } } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<EmployerRequests applicationId={APPLICATION} applicantName="Amara Okafor" />);
    const view = await screen.findByRole('article', { name: 'Accommodations for the interview' });
    expect(within(view).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(view).getByText(/for 3 days/)).toBeInTheDocument();
    expect(within(view).getByText('Details from the applicant').nextElementSibling).toHaveTextContent('I read questions better than I hear them.');

    await user.click(within(view).getByRole('button', { name: "Answer Amara Okafor's accommodations for the interview" }));
    expect(screen.getByText(EMPLOYER_DUTY_REMINDER)).toBeInTheDocument();
    const questions = screen.getByRole('group', { name: 'Interview questions in advance' });
    await user.click(within(questions).getByRole('radio', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      `Interview questions in advance: ${REQUEST_MESSAGES.declinedNoteRequired}`,
      `Extra time for assessments: ${REQUEST_MESSAGES.decisionRequired}`,
    ]);
    const reason = screen.getByRole('textbox', { name: 'Your reason for declining for Interview questions in advance' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(REQUEST_MESSAGES.declinedNoteRequired));
    expect(stub.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(reason, 'The questions change with each candidate.');
    const time = screen.getByRole('group', { name: 'Extra time for assessments' });
    await user.click(within(time).getByRole('radio', { name: 'Offer an alternative' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getAllByRole('link').map((l) => l.textContent)).toEqual([`Extra time for assessments: ${REQUEST_MESSAGES.alternativeNoteRequired}`]);
    await user.type(screen.getByRole('textbox', { name: 'The alternative you offer for Extra time for assessments' }), 'The task can be done at home.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(REQUEST_MESSAGES.answered)).toBeInTheDocument();
    expect(stub.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      responses: [
        { item: 'interview-questions-in-advance', decision: 'declined', note: 'The questions change with each candidate.' },
        { item: 'extra-assessment-time', decision: 'alternative', note: 'The task can be done at home.' },
      ],
    });
  });

  it('starts "Answer again" from the current answer', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch({ 'GET /v1/accommodation-requests': list([answered]) }).fetchStub);
    renderWithProviders(<EmployerRequests applicationId={APPLICATION} applicantName="Amara Okafor" />);
    await user.click(await screen.findByRole('button', { name: /^Answer again/ }));
    expect(within(screen.getByRole('group', { name: 'Interview questions in advance' })).getByRole('radio', { name: 'Agree' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /for Extra time for assessments/ })).toHaveValue('The interview has no test.');
  });

  it('shows nothing on a card without requests', async () => {
    const stub = stubFetch({ 'GET /v1/accommodation-requests': list([]) });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<EmployerRequests applicationId={APPLICATION} applicantName="Amara Okafor" />);
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Accommodation requests|could not be loaded/)).toBeNull();
  });
});

describe('The apply form', () => {
  it('sends no request when the section is left alone, and the request when it is filled in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<ApplyForm reapply={false} hasResume={false} disclosureStage={null} busy={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.not.objectContaining({ accommodationRequest: expect.anything() }));

    await user.click(screen.getByText('Ask for accommodations (optional)'));
    await user.click(screen.getByRole('checkbox', { name: 'Interview questions in advance' }));
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const stage = screen.getByRole('combobox', { name: /Stage of the process/ });
    await waitFor(() => expect(stage).toHaveFocus());
    expect(stage).toHaveAccessibleDescription(expect.stringContaining(REQUEST_MESSAGES.stageRequired));

    await user.selectOptions(stage, 'Interview');
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ accommodationRequest: { stage: 'interview', items: ['interview-questions-in-advance'], details: null } }));
  });
});

describe('What waits for the employer', () => {
  it('says how many requests wait and how long the oldest has waited', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /v1/accommodation-requests/summary': () => ({ body: { success: true, data: { waiting: 2, oldestWaitingSince: ago(4) } } }) }).fetchStub);
    renderWithProviders(<WaitingRequests jobId={null} />);
    expect(await screen.findByText('2 accommodation requests are waiting for your answer.')).toBeInTheDocument();
    expect(screen.getByText(/The oldest has waited 4 days\./)).toBeInTheDocument();
  });

  it('shows the dashboard figures, with N/A where nothing can be measured', () => {
    renderWithProviders(
      <RequestFigures figures={{ waiting: 1, oldestWaitingSince: ago(2), made: 5, answeredWithin: [{ days: 2, percent: 75, of: 4 }, { days: 7, percent: null, of: 0 }] }} />,
    );
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(card('Waiting for your answer')).toHaveTextContent('The oldest has waited 2 days');
    expect(screen.getByRole('link', { name: '1 Waiting for your answer' })).toHaveAttribute('href', '/my-applicants');
    expect(card('Answered within 2 days')).toHaveTextContent('75%of 4 requests from the last 90 days');
    expect(card('Answered within 7 days')).toHaveTextContent('N/ANo requests to measure yet');
  });

  it('words a wait in whole days', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(waitedText('2026-11-28T01:00:00Z', now)).toBe('less than a day');
    expect(waitedText('2026-11-27T11:00:00Z', now)).toBe('1 day');
    expect(waitedText('2026-11-20T12:00:00Z', now)).toBe('8 days');
  });
});
