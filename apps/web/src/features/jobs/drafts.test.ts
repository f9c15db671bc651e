import { describe, expect, it } from 'vitest';
import { addDraft, draftPreview, draftStore, draftTitle, draftValues, isEmptyDraft, latestDraft, parseDrafts, removeDraft } from './drafts.ts';
import { EMPTY_JOB_FORM, type JobFormValues } from './job-form-values.ts';

const values = (changes: Partial<JobFormValues> = {}): JobFormValues => ({ ...EMPTY_JOB_FORM, ...changes });

describe('job drafts', () => {
  it('counts a form as empty until something is typed or chosen; defaults do not count', () => {
    expect(isEmptyDraft(values())).toBe(true);
    expect(isEmptyDraft(values({ title: '   ', salaryCurrency: 'EUR', isRemote: true }))).toBe(true);
    expect(isEmptyDraft(values({ title: 'Tester' }))).toBe(false);
    expect(isEmptyDraft(values({ salaryMin: '40000' }))).toBe(false);
    expect(isEmptyDraft(values({ jobType: 'contract' }))).toBe(false);
    expect(isEmptyDraft(values({ disabilityTypes: ['hearing'] }))).toBe(false);
  });

  it('adds drafts newest first with ids draft_{timestamp}, unique within one millisecond', () => {
    const now = Date.UTC(2026, 2, 1, 9, 30);
    const one = addDraft([], values({ title: 'First' }), now);
    const two = addDraft(one, values({ title: 'Second' }), now);
    expect(one[0]).toMatchObject({ id: `draft_${now}`, savedAt: '2026-03-01T09:30:00.000Z', title: 'First' });
    expect(two.map((d) => d.id)).toEqual([`draft_${now + 1}`, `draft_${now}`]);
    expect(two[0]?.title).toBe('Second');
    expect(one).toHaveLength(1);
  });

  it('removes one draft by id and finds the latest by savedAt', () => {
    const a = addDraft([], values({ title: 'A' }), 1_000);
    const b = addDraft(a, values({ title: 'B' }), 3_000);
    const c = addDraft(b, values({ title: 'C' }), 2_000);
    expect(latestDraft(c)?.title).toBe('B');
    expect(removeDraft(c, 'draft_3000').map((d) => d.title)).toEqual(['C', 'A']);
    expect(latestDraft([])).toBeNull();
  });

  it("titles a blank draft 'Untitled Draft' and previews 100 characters of the description", () => {
    expect(draftTitle({ title: '  ' })).toBe('Untitled Draft');
    expect(draftTitle({ title: 'Data Analyst' })).toBe('Data Analyst');
    const long = 'Accessible '.repeat(20);
    const preview = draftPreview({ description: long });
    expect(preview.length).toBeLessThanOrEqual(101);
    expect(preview.endsWith('…')).toBe(true);
    expect(draftPreview({ description: 'Short text.' })).toBe('Short text.');
  });

  it('gives back only the form fields of a draft', () => {
    const [draft] = addDraft([], values({ title: 'X', disabilityTypes: ['visual'] }), 5);
    expect(draftValues(draft!)).toEqual(values({ title: 'X', disabilityTypes: ['visual'] }));
  });

  it('reads stored drafts tolerantly: bad JSON, non-lists and entries without an id are dropped', () => {
    expect(parseDrafts(null)).toEqual([]);
    expect(parseDrafts('{not json')).toEqual([]);
    expect(parseDrafts('{"id":"x"}')).toEqual([]);
    const parsed = parseDrafts(
      JSON.stringify([
        { id: 'draft_1', savedAt: '2026-01-01T00:00:00.000Z', title: 'Kept', salaryMin: 5000, jobType: 'nonsense', disabilityTypes: ['visual', 'telepathic'] },
        { title: 'no id' },
        null,
      ]),
    );
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ id: 'draft_1', title: 'Kept', salaryMin: '5000', jobType: '', disabilityTypes: ['visual'], salaryCurrency: 'USD' });
  });

  it('keeps drafts in local storage under the job-drafts key', () => {
    const drafts = addDraft([], values({ title: 'Stored' }), 42);
    draftStore.save(drafts);
    expect(JSON.parse(localStorage.getItem('job-drafts') ?? '[]')[0].id).toBe('draft_42');
    expect(draftStore.load()).toEqual(drafts);
    draftStore.clear();
    expect(draftStore.load()).toEqual([]);
  });
});
