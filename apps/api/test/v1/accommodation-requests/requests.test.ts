import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccommodationRequestResponse, REQUEST_MESSAGES, REQUEST_WAITING_MAX } from '@jobboard/contracts/accommodation-requests';
import { call, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { applicationsOf, apply, postJob, registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { AGREE_ALL, answerRequest, applied, askFor, auditRowsOf, closeWhenMailed, eventRows, INTERVIEW_REQUEST, readRequest, replyTo, requested, requestRow, requestsTestApp } from '../../helpers/accommodation-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await requestsTestApp();
});
afterAll(() => closeWhenMailed(t));

const requestOf = (res: { json: () => unknown }) => AccommodationRequestResponse.parse(res.json()).data.request;

describe('asking for accommodations', () => {
  it('keeps the stage, the types in the vocabulary’s order without repeats, and the details; the request waits', async () => {
    const { seeker, applicationId, job } = await applied(t);
    const res = await askFor(t, seeker.token, applicationId, {
      stage: 'assessment',
      items: ['extra-assessment-time', 'captioning', 'extra-assessment-time'],
      details: '  Captions on the video task, please.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(REQUEST_MESSAGES.created);
    const request = requestOf(res);
    expect(request).toMatchObject({
      applicationId,
      job: { id: job.id, title: job.title },
      applicant: { name: 'Amara Okafor' },
      stage: 'assessment',
      items: ['extra-assessment-time', 'captioning'],
      details: 'Captions on the video task, please.',
      state: 'waiting',
      firstAnsweredAt: null,
      answer: null,
    });
    expect(request.waitingSince).toBe(request.createdAt);
    expect(request.thread).toEqual([expect.objectContaining({ kind: 'request', author: { role: 'applicant', name: 'Amara Okafor' }, text: 'Captions on the video task, please.', responses: null })]);
  });

  it.each([
    ['no types', { ...INTERVIEW_REQUEST, items: [] }, 'items', REQUEST_MESSAGES.itemsRequired],
    ['an unknown type', { ...INTERVIEW_REQUEST, items: ['jetpack'] }, 'items.0', REQUEST_MESSAGES.unknownItem],
    ['an unknown stage', { ...INTERVIEW_REQUEST, stage: 'lunch' }, 'stage', REQUEST_MESSAGES.stageRequired],
    ['no stage', { items: ['captioning'] }, 'stage', REQUEST_MESSAGES.stageRequired],
    ['details too long', { ...INTERVIEW_REQUEST, details: 'x'.repeat(2001) }, 'details', REQUEST_MESSAGES.detailsTooLong],
    ['a stray field', { ...INTERVIEW_REQUEST, priority: 'high' }, 'priority', 'Unknown field: priority'],
  ])('refuses %s with a 400 on the field and adds nothing', async (_, body, field, message) => {
    const { seeker, applicationId } = await applied(t);
    expectFieldError(await askFor(t, seeker.token, applicationId, body), field, message);
    const list = await call(t.app, 'GET', `/v1/applications/${applicationId}/accommodation-requests`, { token: seeker.token });
    expect(list.json().data.requests).toEqual([]);
  });

  it('refuses a request on a withdrawn application with a 409 that says why, and accepts one again after re-applying', async () => {
    const { seeker, applicationId, job } = await applied(t);
    expect((await call(t.app, 'PUT', `/v1/applications/${applicationId}/withdraw`, { token: seeker.token })).statusCode).toBe(200);
    expectError(await askFor(t, seeker.token, applicationId), 409, 'CONFLICT', REQUEST_MESSAGES.withdrawn);
    expect((await apply(t, seeker.token, job.id)).statusCode).toBe(201);
    expect((await askFor(t, seeker.token, applicationId)).statusCode).toBe(201);
  });

  it(`refuses a request beyond ${REQUEST_WAITING_MAX} waiting on one application with a 409, and takes one again once the employer answers`, async () => {
    const { seeker, employer, applicationId } = await applied(t);
    const ids: string[] = [];
    for (let i = 0; i < REQUEST_WAITING_MAX; i++) {
      const res = await askFor(t, seeker.token, applicationId);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.request.id);
    }
    expectError(await askFor(t, seeker.token, applicationId), 409, 'CONFLICT', REQUEST_MESSAGES.tooManyWaiting);
    const list = await call(t.app, 'GET', `/v1/applications/${applicationId}/accommodation-requests`, { token: seeker.token });
    expect(list.json().data.requests).toHaveLength(REQUEST_WAITING_MAX);
    expect((await answerRequest(t, employer.token, ids[0]!, AGREE_ALL)).statusCode).toBe(200);
    expect((await askFor(t, seeker.token, applicationId)).statusCode).toBe(201);
  });

  it('closes the open requests of a withdrawn application to answers and replies, and out of what waits', async () => {
    const { seeker, employer, requestId, applicationId, job } = await requested(t);
    await call(t.app, 'PUT', `/v1/applications/${applicationId}/withdraw`, { token: seeker.token });
    expectError(await answerRequest(t, employer.token, requestId, AGREE_ALL), 409, 'CONFLICT', REQUEST_MESSAGES.withdrawn);
    expectError(await replyTo(t, seeker.token, requestId, 'Still there?'), 409, 'CONFLICT', REQUEST_MESSAGES.withdrawn);
    const summary = await call(t.app, 'GET', `/v1/accommodation-requests/summary?jobId=${job.id}`, { token: employer.token });
    expect(summary.json().data).toEqual({ waiting: 0, oldestWaitingSince: null });
    expect((await readRequest(t, seeker.token, requestId)).statusCode).toBe(200);
  });
});

describe('asking while applying', () => {
  it('creates the application and the request in one go', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const seeker = await registerApplicant(t);
    const res = await apply(t, seeker.token, job.id, { accommodation_request: { stage: 'interview', items: ['interview-questions-in-advance'] } });
    expect(res.statusCode, res.body).toBe(201);
    const applicationId = res.json().data.application.id;
    const list = await call(t.app, 'GET', `/v1/applications/${applicationId}/accommodation-requests`, { token: employer.token });
    expect(list.json().data.requests).toEqual([expect.objectContaining({ stage: 'interview', items: ['interview-questions-in-advance'], details: null, state: 'waiting' })]);
  });

  it('refuses a bad request with the application (400), creating neither', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const seeker = await registerApplicant(t);
    const res = await apply(t, seeker.token, job.id, { accommodation_request: { stage: 'interview', items: [] } });
    expectFieldError(res, 'accommodation_request.items', REQUEST_MESSAGES.itemsRequired);
    expect(await applicationsOf(t, job.id)).toEqual([]);
  });

  it('adds no request when the application is refused (already applied)', async () => {
    const { seeker, job, applicationId } = await applied(t);
    const again = await apply(t, seeker.token, job.id, { accommodation_request: INTERVIEW_REQUEST });
    expectError(again, 409, 'CONFLICT');
    const list = await call(t.app, 'GET', `/v1/applications/${applicationId}/accommodation-requests`, { token: seeker.token });
    expect(list.json().data.requests).toEqual([]);
  });
});

describe('answering', () => {
  it('keeps one decision per item with its note, marks the request answered once, and lets the employer answer again', async () => {
    const jonas = await registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' });
    expect((await call(t.app, 'PUT', '/v1/users/profile', { token: jonas.token, body: { company_name: 'Clear Words' } })).statusCode).toBe(200);
    const { employer, seeker, requestId } = await requested(t, jonas);
    const first = await answerRequest(t, employer.token, requestId, {
      responses: [
        { item: 'extra-assessment-time', decision: 'alternative', note: 'The test has no time limit at all.' },
        { item: 'interview-questions-in-advance', decision: 'agreed', note: '  ' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(REQUEST_MESSAGES.answered);
    const answered = requestOf(first);
    expect(answered.state).toBe('answered');
    expect(answered.waitingSince).toBeNull();
    expect(answered.answer).toEqual([
      { item: 'extra-assessment-time', decision: 'alternative', note: 'The test has no time limit at all.' },
      { item: 'interview-questions-in-advance', decision: 'agreed', note: null },
    ]);
    expect(answered.thread.at(-1)!.author).toEqual({ role: 'employer', name: 'Jonas Lindqvist (Clear Words)' });
    const firstAnsweredAt = answered.firstAnsweredAt;
    expect(firstAnsweredAt).not.toBeNull();

    // The applicant replies: the thread grows and the request waits for the employer again.
    const reply = await replyTo(t, seeker.token, requestId, 'Could the questions come two days before?');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().message).toBe(REQUEST_MESSAGES.replied);
    expect(requestOf(reply)).toMatchObject({ state: 'waiting', firstAnsweredAt });

    const second = requestOf(await answerRequest(t, employer.token, requestId, AGREE_ALL));
    expect(second.state).toBe('answered');
    expect(second.firstAnsweredAt).toBe(firstAnsweredAt);
    expect(second.answer!.map((r) => r.decision)).toEqual(['agreed', 'agreed']);
    expect(second.thread.map((e) => e.kind)).toEqual(['request', 'answer', 'reply', 'answer']);
    expect(second.thread[1]!.responses![0]!.decision).toBe('alternative');
    expect(second.thread[2]!.text).toBe('Could the questions come two days before?');

    // The applicant reads the same history.
    const mine = requestOf(await readRequest(t, seeker.token, requestId));
    expect(mine.thread).toEqual(second.thread);
  });

  it.each([
    ['declined without a reason', [{ item: 'interview-questions-in-advance', decision: 'declined' }, { item: 'extra-assessment-time', decision: 'agreed' }], 'responses.0.note', REQUEST_MESSAGES.declinedNoteRequired],
    ['an alternative without words', [{ item: 'interview-questions-in-advance', decision: 'alternative', note: ' ' }, { item: 'extra-assessment-time', decision: 'agreed' }], 'responses.0.note', REQUEST_MESSAGES.alternativeNoteRequired],
    ['an unknown type', [...AGREE_ALL.responses, { item: 'jetpack', decision: 'agreed' }], 'responses.2.item', REQUEST_MESSAGES.unknownItem],
    ['a type not requested', [...AGREE_ALL.responses, { item: 'captioning', decision: 'agreed' }], 'responses.2.item', REQUEST_MESSAGES.notRequested],
    ['an item answered twice', [...AGREE_ALL.responses, { item: 'extra-assessment-time', decision: 'declined', note: 'No' }], 'responses.2.item', REQUEST_MESSAGES.answeredTwice],
    ['an item left unanswered', [AGREE_ALL.responses[0]], 'responses', `${REQUEST_MESSAGES.unanswered}: Extra time for assessments`],
    ['no answers', [], 'responses', REQUEST_MESSAGES.unanswered],
    ['no decision', [{ item: 'interview-questions-in-advance' }, AGREE_ALL.responses[1]], 'responses.0.decision', REQUEST_MESSAGES.decisionRequired],
  ])('refuses %s with a 400 and changes nothing', async (_, responses, field, message) => {
    const { employer, requestId } = await requested(t);
    const before = await requestRow(t, requestId);
    expectFieldError(await answerRequest(t, employer.token, requestId, { responses }), field, message);
    expect(await requestRow(t, requestId)).toEqual(before);
    expect((await eventRows(t, requestId)).map((e) => e.kind)).toEqual(['request']);
    expect((await auditRowsOf(t, requestId)).map((a) => a.actionType)).toEqual(['ACCOMMODATION_REQUESTED']);
  });

  it('refuses an empty reply', async () => {
    const { seeker, requestId } = await requested(t);
    expectFieldError(await replyTo(t, seeker.token, requestId, '   '), 'text', REQUEST_MESSAGES.replyRequired);
    expect((await eventRows(t, requestId)).map((e) => e.kind)).toEqual(['request']);
  });
});

describe('the audit trail', () => {
  it('records the request, each answer and each reply, with who and what kind, never what was asked', async () => {
    const { employer, seeker, requestId } = await requested(t);
    await answerRequest(t, employer.token, requestId, { responses: [{ item: 'interview-questions-in-advance', decision: 'declined', note: 'Questions are secret.' }, AGREE_ALL.responses[1]] });
    await replyTo(t, seeker.token, requestId, 'I understand, thank you.');
    const rows = await auditRowsOf(t, requestId);
    expect(rows.map((r) => [r.actionType, r.entityType, r.actorEmail, r.success])).toEqual([
      ['ACCOMMODATION_REQUESTED', 'accommodation_request', seeker.email, true],
      ['ACCOMMODATION_ANSWERED', 'accommodation_request', employer.email, true],
      ['ACCOMMODATION_REPLIED', 'accommodation_request', seeker.email, true],
    ]);
    expect(rows[0]!.description).toMatch(/^Asked for 2 accommodations \(Interview\) on the application for "Caption editor/);
    expect(rows[1]!.description).toMatch(/: 1 agreed, 0 with an alternative, 1 declined$/);
    const text = JSON.stringify(rows);
    for (const secret of ['I read questions', 'Questions are secret', 'I understand', 'interview-questions-in-advance']) expect(text).not.toContain(secret);
  });
});
