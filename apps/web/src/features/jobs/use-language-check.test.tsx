import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageFinding } from '@jobboard/contracts/language-check';
import { EMPTY_JOB_FORM, type JobFormValues } from './job-form-values.ts';
import { changeText, LANGUAGE_CHECK_DELAY_MS, useLanguageCheck } from './use-language-check.ts';

const ABLE: LanguageFinding = { field: 'description', text: 'able-bodied', start: 8, end: 19, message: 'Can suggest that disabled people cannot use their bodies well.', suggestions: ['non-disabled'] };
const FIT: LanguageFinding = { field: 'description', text: 'physically fit', start: 24, end: 38, message: 'Fitness is rarely the work itself.', suggestions: ['Describe the tasks'] };

type Call = { body: Record<string, string>; signal: AbortSignal };

/** A stand-in for POST /v1/jobs/language-check: answers `answer(body)` with findings, or fails with `status`. */
function stubCheck(answer: (body: Record<string, string>) => LanguageFinding[] | { status: number }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/v1/jobs/language-check');
    const body = JSON.parse(String(init!.body)) as Record<string, string>;
    calls.push({ body, signal: init!.signal! });
    const result = answer(body);
    if ('status' in result) return new Response(JSON.stringify({ success: false, error: { code: 'X', message: 'No' } }), { status: result.status });
    return new Response(JSON.stringify({ success: true, data: { findings: result } }), { status: 200 });
  });
  return calls;
}

function renderCheck(initial: Partial<JobFormValues> = {}) {
  return renderHook(() => {
    const form = useForm<JobFormValues>({ defaultValues: { ...EMPTY_JOB_FORM, ...initial } });
    return { form, language: useLanguageCheck(form.control) };
  });
}

/** Types into a field the way a person does, one character at a time, `gap` ms apart. */
async function typeSlowly(set: (value: string) => void, text: string, gap: number) {
  for (let i = 1; i <= text.length; i++) {
    act(() => set(text.slice(0, i)));
    await act(() => vi.advanceTimersByTimeAsync(gap));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLanguageCheck', () => {
  it('waits for a pause in typing: one check a second after the last key, never one per key', async () => {
    const calls = stubCheck((body) => (body.description?.includes('able-bodied') ? [ABLE] : []));
    const { result } = renderCheck();
    const set = (v: string) => result.current.form.setValue('description', v);

    await typeSlowly(set, 'We want able-bodied', 150);
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_CHECK_DELAY_MS - 200));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toEqual([expect.objectContaining({ body: { description: 'We want able-bodied' } })]);
    expect(result.current.language.findingsOf('description')).toEqual([ABLE]);
    expect(result.current.language.findingsOf('title')).toEqual([]);
    expect(result.current.language.findingsOf('location')).toEqual([]);
  });

  it('checks at once when the employer leaves a field, and not again for the same texts', async () => {
    const calls = stubCheck(() => [ABLE]);
    const { result } = renderCheck();
    act(() => result.current.form.setValue('description', 'We want able-bodied staff'));
    await act(async () => result.current.language.checkNow());
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_CHECK_DELAY_MS * 2));
    await act(async () => result.current.language.checkNow());
    expect(calls).toHaveLength(1);
  });

  it('checks the texts a form opens with at once, and sends only texts with words in them', async () => {
    const calls = stubCheck(() => []);
    renderCheck({ title: 'Porter', requirements: '   ', location: 'Leeds' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((c) => c.body)).toEqual([{ title: 'Porter' }]);
  });

  it('cancels a check still under way when a newer one starts, and keeps only the newer answer', async () => {
    const calls = stubCheck((body) => (body.description === 'first able-bodied' ? [ABLE] : [FIT]));
    const { result } = renderCheck();
    act(() => result.current.form.setValue('description', 'first able-bodied'));
    act(() => result.current.language.checkNow());
    act(() => result.current.form.setValue('description', 'second physically fit'));
    await act(async () => result.current.language.checkNow());
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    expect(result.current.language.findingsOf('description')).toEqual([FIT]);
  });

  it('announces a change in the number of findings once, not again for the same result', async () => {
    let answer: LanguageFinding[] = [ABLE, FIT];
    stubCheck(() => answer);
    const { result } = renderCheck();
    const set = async (v: string) => {
      act(() => result.current.form.setValue('description', v));
      await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_CHECK_DELAY_MS));
    };
    await set('We want able-bodied, physically fit people');
    expect(result.current.language.announcement).toEqual({ text: '2 wording suggestions in Job description.', key: 1 });
    await set('We want able-bodied, physically fit people!');
    expect(result.current.language.announcement.key).toBe(1);
    answer = [];
    await set('We want people');
    expect(result.current.language.announcement).toEqual({ text: 'No wording suggestions left in Job description.', key: 2 });
  });

  it('shows nothing and says nothing when the check fails, and tries again later', async () => {
    let fail = true;
    const calls = stubCheck(() => (fail ? { status: 503 } : [ABLE]));
    const { result } = renderCheck();
    act(() => result.current.form.setValue('description', 'We want able-bodied staff'));
    await act(() => vi.advanceTimersByTimeAsync(LANGUAGE_CHECK_DELAY_MS));
    expect(result.current.language.findingsOf('description')).toEqual([]);
    expect(result.current.language.announcement.text).toBe('');
    fail = false;
    await act(async () => result.current.language.checkNow());
    expect(calls).toHaveLength(2);
    expect(result.current.language.findingsOf('description')).toEqual([ABLE]);
  });
});

describe('changeText', () => {
  it('names each field whose count changed, in the form order', () => {
    const req: LanguageFinding = { ...FIT, field: 'requirements' };
    expect(changeText([ABLE], [req])).toBe('No wording suggestions left in Job description. 1 wording suggestion in Requirements.');
    expect(changeText([ABLE], [FIT])).toBe('');
  });
});
