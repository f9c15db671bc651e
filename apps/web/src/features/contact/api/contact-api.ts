import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@jobboard/contracts/contact';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/** Sends a contact message; the contact call goes to the same origin under /apis (spec part 1 §7). */
export const sendContactMessage = (body: ContactRequest) =>
  apiFetch<ContactResponse>('/apis/v1/contact', { method: 'POST', body, auth: false });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

// NOTE: apiFetch falls back to "Request failed (status)" when the answer carries no message;
// the spec wants its own default for the contact form in that case.
const GENERIC_FAILURE = /^Request failed \(\d+\)$/;

/** The text shown when sending fails: the server's message, else the spec's defaults (part 1 §8). */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    if (error.message && !GENERIC_FAILURE.test(error.message)) return error.message;
    return 'Failed to submit contact form';
  }
  return 'An error occurred. Please try again.';
}
