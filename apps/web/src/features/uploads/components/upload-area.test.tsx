import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import { UploadArea } from './upload-area.tsx';

/** A stand-in for XMLHttpRequest: the test reports the bytes sent and answers when it chooses. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const seeker = fakeUser('applicant');
const pdf = () => new File(['%PDF-1.4 a small resume'], 'my-cv.pdf', { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', stubFetch({ 'GET /v1/users/profile': profileAnswer(seeker) }).fetchStub);
  localStorage.setItem('token', 'tok-9');
});
afterEach(() => vi.unstubAllGlobals());

async function pickFile() {
  renderWithProviders(<UploadArea kind="resume" user={seeker} />);
  await userEvent.upload(screen.getByLabelText('Choose a resume file'), pdf());
  const xhr = FakeXhr.sent[0]!;
  expect(xhr).toBeDefined();
  return xhr;
}

const live = () => document.querySelector('[aria-live="polite"]')!;

describe('UploadArea progress', () => {
  it('sends the file with the bearer token and shows the real share sent, announced a quarter at a time', async () => {
    const xhr = await pickFile();
    expect(xhr).toMatchObject({ method: 'POST', url: '/v1/upload/resume' });
    expect(xhr.headers.authorization).toBe('Bearer tok-9');
    expect((xhr.body as FormData).get('resume')).toBeInstanceOf(File);
    // Nothing reported yet: no bar, and no invented figure.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(live()).toHaveTextContent('Uploading...');

    xhr.progress(10, 100);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '10');
    expect(live()).toHaveTextContent('Uploading...');
    xhr.progress(30, 100);
    expect(bar).toHaveAttribute('value', '30');
    expect(live()).toHaveTextContent('Uploading, 25% sent.');
    xhr.progress(49, 100);
    expect(live()).toHaveTextContent('Uploading, 25% sent.');
    xhr.progress(62, 100);
    expect(live()).toHaveTextContent('Uploading, 50% sent.');
    xhr.progress(100, 100);
    expect(live()).toHaveTextContent('File sent, waiting for the server.');

    xhr.answer(200, { success: true, message: 'Resume uploaded successfully!', data: { user: { ...seeker, resume_url: 'resumes/x' } } });
    expect(await screen.findByText('Resume uploaded successfully!')).toBeInTheDocument();
    expect(live()).toHaveTextContent('Upload complete.');
  });

  it('shows no bar while the browser cannot tell the total', async () => {
    const xhr = await pickFile();
    xhr.progress(5000, 0, false);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Uploading your resume...')).toBeInTheDocument();
  });

  it("shows the server's message from the error envelope when the upload is refused", async () => {
    const xhr = await pickFile();
    xhr.progress(100, 100);
    xhr.answer(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'my-cv.pdf is not a real PDF file.' } });
    expect(await screen.findByRole('heading', { name: 'Upload failed' })).toBeInTheDocument();
    expect(screen.getAllByText('my-cv.pdf is not a real PDF file.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(live()).toHaveTextContent('');
  });

  it('clears the previous "Upload complete" bar when the next file is refused or its upload fails', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<UploadArea kind="resume" user={seeker} />);
    const input = screen.getByLabelText('Choose a resume file');
    await user.upload(input, pdf());
    FakeXhr.sent[0]!.progress(100, 100);
    FakeXhr.sent[0]!.answer(200, { success: true, message: 'Resume uploaded successfully!', data: { user: { ...seeker, resume_url: 'resumes/x' } } });
    expect(await screen.findByText('Resume uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();

    // Refused in the browser: a file of the wrong type.
    await user.upload(input, new File(['hello'], 'notes.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('heading', { name: 'This file cannot be uploaded' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(live()).not.toHaveTextContent('Upload complete.');

    // Refused by the server.
    await user.upload(input, pdf());
    FakeXhr.sent[1]!.answer(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'my-cv.pdf is not a real PDF file.' } });
    expect(await screen.findByRole('heading', { name: 'Upload failed' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(live()).not.toHaveTextContent('Upload complete.');
  });
});
