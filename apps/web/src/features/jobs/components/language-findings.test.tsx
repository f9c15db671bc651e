import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageFinding } from '@jobboard/contracts/language-check';
import { EMPTY_JOB_FORM, type JobFormValues } from '../job-form-values.ts';
import type { LanguageCheck } from '../use-language-check.ts';
import { CountedField } from './counted-field.tsx';
import { LanguageCheckAnnouncer, LanguageFindings } from './language-findings.tsx';
import { WordingToReview } from './wording-to-review.tsx';

const ABLE: LanguageFinding = {
  field: 'description',
  text: 'able-bodied',
  start: 8,
  end: 19,
  message: 'Can suggest that disabled people cannot use their bodies well.',
  suggestions: ['non-disabled'],
};
const STAND: LanguageFinding = {
  field: 'description',
  text: 'must be able to stand',
  start: 30,
  end: 51,
  message: 'This names what a body must do rather than the work.',
  suggestions: ['Describe the task and how often it happens', 'Say whether it is essential to the job'],
};

const languageWith = (findings: LanguageFinding[], announcement = { text: '', key: 0 }): LanguageCheck => ({
  findingsOf: (field) => findings.filter((f) => f.field === field),
  checkNow: vi.fn(),
  announcement,
});

function Description({ language }: { language: LanguageCheck }) {
  const form = useForm<JobFormValues>({ defaultValues: { ...EMPTY_JOB_FORM, description: 'We want able-bodied staff who must be able to stand.' } });
  return (
    <>
      <CountedField control={form.control} name="description" max={2000} id="jobform-description" label="Job description" rows={4} registration={form.register('description')} language={language} />
      <CountedField control={form.control} name="title" max={100} id="jobform-title" label="Job title" registration={form.register('title')} language={language} />
    </>
  );
}

describe('LanguageFindings', () => {
  it('shows each phrase quoted, why it may exclude, and what to write instead', () => {
    render(<LanguageFindings fieldId="jobform-description" findings={[ABLE, STAND]} />);
    expect(screen.getByText(/Wording to review:/).closest('p')).toHaveTextContent('Wording to review: “able-bodied”, “must be able to stand”. These are suggestions; you can still save the job.');
    const items = screen.getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('language-findings__list'));
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('q')).toHaveTextContent('able-bodied');
    expect(items[0]).toHaveTextContent('Can suggest that disabled people cannot use their bodies well.');
    expect(within(items[0]!).getByRole('list')).toHaveTextContent('non-disabled');
    expect(within(within(items[1]!).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(STAND.suggestions);
  });

  it('shows nothing without findings', () => {
    const { container } = render(<LanguageFindings fieldId="jobform-description" findings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is named in its field's description, after the hint, and only under its own field", () => {
    render(<Description language={languageWith([ABLE])} />);
    const field = screen.getByLabelText(/^Job description/);
    expect(field).toHaveAccessibleDescription(/^\d+ of 2000 characters\. Wording to review: “able-bodied”\. These are suggestions; you can still save the job\.$/);
    expect(screen.getByLabelText(/^Job title/)).toHaveAccessibleDescription('0 of 100 characters.');
    expect(screen.getAllByText(/Wording to review/)).toHaveLength(1);
  });

  it('asks for a check when the employer leaves the field', async () => {
    const user = userEvent.setup();
    const language = languageWith([]);
    render(<Description language={language} />);
    await user.click(screen.getByLabelText(/^Job description/));
    expect(language.checkNow).not.toHaveBeenCalled();
    await user.tab();
    expect(language.checkNow).toHaveBeenCalledTimes(1);
  });
});

describe('LanguageCheckAnnouncer', () => {
  it('says the change in a polite live region', async () => {
    render(<LanguageCheckAnnouncer language={languageWith([], { text: '2 wording suggestions in Job description.', key: 1 })} />);
    const said = await screen.findByText('2 wording suggestions in Job description.');
    expect(said).toHaveAttribute('aria-live', 'polite');
  });
});

describe('WordingToReview', () => {
  it("links a job with findings to its edit page, naming the job for screen readers", () => {
    render(
      <MemoryRouter>
        <WordingToReview jobId="j1" title="Support Lead" count={2} />
        <WordingToReview jobId="j2" title="Porter" count={0} />
        <WordingToReview jobId="j3" title="Cook" count={undefined} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Wording to review: 2 suggestions for Support Lead');
    expect(links[0]).toHaveAttribute('href', '/jobs/j1/edit');
  });
});
