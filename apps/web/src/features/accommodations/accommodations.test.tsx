import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { JobDetails } from '../jobs/components/job-details.tsx';
import { fakeJob } from '../../test/fixtures.ts';
import { AccommodationChecklist } from './accommodation-checklist.tsx';
import { AccommodationMatchNote } from './accommodation-match.tsx';

function Checklist() {
  const [ids, setIds] = useState<string[]>(['captioning']);
  return (
    <>
      <AccommodationChecklist idPrefix="needs" legend="Accommodations you need" hint="Choose any that apply." value={ids} onChange={setIds} />
      <output>{ids.join(',')}</output>
    </>
  );
}

describe('AccommodationChecklist', () => {
  it('groups the vocabulary under headings, describes each type and keeps the choice in vocabulary order', async () => {
    const user = userEvent.setup();
    render(<Checklist />);
    const schedule = screen.getByRole('group', { name: 'Schedule' });
    expect(within(schedule).getByRole('checkbox', { name: 'Flexible hours' })).toHaveAccessibleDescription('Start and finish times can change to suit health, treatment or energy.');
    expect(screen.getByRole('checkbox', { name: 'Captioning' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Support person at interview' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flexible hours' }));
    expect(screen.getByRole('status')).toHaveTextContent('flexible-hours,captioning,support-person');
  });
});

describe('AccommodationMatchNote', () => {
  it('says how many needs a job offers and which are missing', () => {
    render(<AccommodationMatchNote match={{ offered: 2, needed: 3, missing: ['captioning'] }} />);
    const section = screen.getByRole('region', { name: 'Your accommodation needs' });
    expect(section).toHaveTextContent('Offers 2 of your 3 accommodation needs');
    expect(within(section).getByRole('listitem')).toHaveTextContent('Captioning');
  });

  it('says all are offered, and shows nothing without a match', () => {
    const { container, rerender } = render(<AccommodationMatchNote match={{ offered: 2, needed: 2, missing: [] }} compact />);
    expect(container).toHaveTextContent('Offers all 2 of your accommodation needs');
    rerender(<AccommodationMatchNote match={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a job’s accommodations on its page', () => {
  it('lists what is offered, then which requirements are essential', () => {
    render(<JobDetails job={{ ...fakeJob(), work_requirements: [{ item: 'lifting', essential: true }, { item: 'hearing', essential: false }] }} />);
    const offered = screen.getByRole('region', { name: 'Accommodations' });
    expect(within(offered).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Flexible hours',
      'Captioning',
    ]);
    const requirements = screen.getByRole('region', { name: 'Physical and sensory requirements' });
    expect(within(requirements).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Lifting and carrying: essential',
      'Hearing, for example phone calls or alarms: not essential, and can be discussed or adjusted',
    ]);
  });
});
