import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { JOB_TEXT_LIMITS } from '@jobboard/contracts/job-options';
import type { LanguageCheckRequest, LanguageFinding } from '@jobboard/contracts/language-check';
import { LANGUAGE_CHECK_FIELDS, LANGUAGE_CHECK_LABELS, type LanguageCheckField } from '@jobboard/contracts/language-check-options';
import { api } from '../../lib/api-client.ts';
import type { JobFormValues } from './job-form-values.ts';

/** How long the employer pauses typing before the wording is checked. */
export const LANGUAGE_CHECK_DELAY_MS = 1000;

export type LanguageCheck = {
  /** The findings of the last check for a field; none for a field that is not checked. */
  findingsOf(field: string): LanguageFinding[];
  /** Checks at once (the employer left a field), unless these texts were checked already. */
  checkNow(): void;
  /** What the polite live region says after a check that changed the counts; `key` tells two alike apart. */
  announcement: { text: string; key: number };
};

const NONE: LanguageFinding[] = [];
const isChecked = (field: string): field is LanguageCheckField => (LANGUAGE_CHECK_FIELDS as readonly string[]).includes(field);

/** The texts to check, cut at their limits (the form reports a text that is too long itself); empty ones left out. */
function requestOf(texts: readonly (string | undefined)[]): LanguageCheckRequest {
  const body: LanguageCheckRequest = {};
  LANGUAGE_CHECK_FIELDS.forEach((field, i) => {
    const text = texts[i];
    if (text?.trim()) body[field] = text.slice(0, JOB_TEXT_LIMITS[field]);
  });
  return body;
}

function countsOf(findings: LanguageFinding[]): Record<LanguageCheckField, number> {
  const counts = Object.fromEntries(LANGUAGE_CHECK_FIELDS.map((f) => [f, 0])) as Record<LanguageCheckField, number>;
  for (const finding of findings) counts[finding.field] += 1;
  return counts;
}

/** "2 wording suggestions in Job description. No wording suggestions left in Benefits." for the fields whose count changed. */
export function changeText(before: LanguageFinding[], after: LanguageFinding[]): string {
  const [was, now] = [countsOf(before), countsOf(after)];
  return LANGUAGE_CHECK_FIELDS.filter((f) => was[f] !== now[f])
    .map((f) => (now[f] ? `${now[f]} wording ${now[f] === 1 ? 'suggestion' : 'suggestions'} in ${LANGUAGE_CHECK_LABELS[f]}.` : `No wording suggestions left in ${LANGUAGE_CHECK_LABELS[f]}.`))
    .join(' ');
}

/**
 * Checks the job's texts for wording that may exclude people (POST /v1/jobs/language-check) once
 * the employer has paused typing for LANGUAGE_CHECK_DELAY_MS, or at once when they leave a field;
 * never on each key. A newer check cancels the one under way. A failed check shows nothing: the
 * findings are advice, and the form works without them.
 */
export function useLanguageCheck(control: Control<JobFormValues>, delayMs = LANGUAGE_CHECK_DELAY_MS): LanguageCheck {
  const texts = useWatch({ control, name: LANGUAGE_CHECK_FIELDS });
  const body = JSON.stringify(requestOf(texts));
  const [findings, setFindings] = useState<LanguageFinding[]>(NONE);
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });
  const latest = useRef({ body, findings });
  useEffect(() => {
    latest.current.body = body;
  }, [body]);
  // The texts last sent (or being sent), so the same texts are not checked twice.
  const sent = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const show = useCallback((next: LanguageFinding[]) => {
    const text = changeText(latest.current.findings, next);
    latest.current.findings = next;
    setFindings(next);
    if (text) setAnnouncement((a) => ({ text, key: a.key + 1 }));
  }, []);

  const check = useCallback(() => {
    const current = latest.current.body;
    if (current === sent.current) return;
    sent.current = current;
    inFlight.current?.abort();
    inFlight.current = null;
    if (current === '{}') {
      show(NONE);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    api.post('/v1/jobs/language-check', { body: JSON.parse(current) as LanguageCheckRequest, signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) show(answer.data.findings);
      },
      () => {
        // Tried again at the next pause or when a field is left.
        if (!controller.signal.aborted && sent.current === current) sent.current = null;
      },
    );
  }, [show]);

  // Texts the form opens with (an edit, a draft) are checked at once; later changes after the pause.
  const opened = useRef(false);
  useEffect(() => {
    const wait = opened.current ? delayMs : 0;
    opened.current = true;
    const timer = window.setTimeout(check, wait);
    return () => window.clearTimeout(timer);
  }, [body, delayMs, check]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const findingsOf = useCallback((field: string) => (isChecked(field) ? findings.filter((f) => f.field === field) : NONE), [findings]);
  return { findingsOf, checkNow: check, announcement };
}
