import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@jobboard/contracts/contact';
import { ApiError, api, messageOf } from '../../../lib/api-client.ts';

/** Sends a contact message; the contact call goes to the same origin under /apis (docs/architecture.md#api-conventions). */
export const sendContactMessage = (body: ContactRequest) => api.post('/apis/v1/contact', { body, auth: false });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

/** The text shown when sending fails: the server's message, else the product's defaults. */
export function contactErrorMessage(error: unknown): string {
  return error instanceof ApiError ? messageOf(error, 'Failed to submit contact form') : 'An error occurred. Please try again.';
}
