import { ACCOMMODATION_IDS, type AccommodationId } from '@jobboard/contracts/accommodation-options';
import { REQUEST_DETAILS_MAX, REQUEST_MESSAGES, type RequestStage } from '@jobboard/contracts/accommodation-request-options';

/** What the "Ask for accommodations" fields hold; '' is no stage chosen yet. */
export type RequestValues = { stage: RequestStage | ''; items: AccommodationId[]; details: string };
export type RequestErrors = Partial<Record<keyof RequestValues, string>>;
export const EMPTY_REQUEST: RequestValues = { stage: '', items: [], details: '' };

/** Nothing chosen and nothing written: on the apply form, no request at all. */
export const isBlankRequest = (v: RequestValues) => !v.stage && v.items.length === 0 && !v.details.trim();

/**
 * The contract's rules in its words (AccommodationRequestBody), without zod: the apply form is
 * on a public page's budget. The server checks again with the contract.
 */
export function requestErrors(v: RequestValues): RequestErrors {
  const errors: RequestErrors = {};
  if (!v.stage) errors.stage = REQUEST_MESSAGES.stageRequired;
  if (!v.items.length) errors.items = REQUEST_MESSAGES.itemsRequired;
  if (v.details.trim().length > REQUEST_DETAILS_MAX) errors.details = REQUEST_MESSAGES.detailsTooLong;
  return errors;
}

/** The body the API takes, once the values pass. */
export const requestBody = (v: RequestValues) => ({ stage: v.stage as RequestStage, items: v.items, details: v.details.trim() || null });

/** The ids of a form's fields, for labels and the error summary's links (the types' link goes to the first box). */
export const requestFieldIds = (prefix: string) => ({
  stage: `${prefix}-stage`,
  items: `${prefix}-item-${ACCOMMODATION_IDS[0]}`,
  details: `${prefix}-details`,
});
