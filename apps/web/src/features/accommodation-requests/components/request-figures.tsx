import type { EmployerDashboard } from '@jobboard/contracts/analytics';
import { REQUEST_FIGURES_DAYS } from '@jobboard/contracts/accommodation-request-options';
import { Count, StatCards } from '../../../ui/stat-cards.tsx';
import { waitedText } from '../request-text.ts';

const of = (n: number) => (n ? `of ${n} ${n === 1 ? 'request' : 'requests'} from the last ${REQUEST_FIGURES_DAYS} days` : 'No requests to measure yet');

/** The employer dashboard's accommodation request figures: what waits, and how quickly requests are answered. */
export function RequestFigures({ figures }: { figures: EmployerDashboard['accommodationRequests'] }) {
  return (
    <section aria-labelledby="request-figures-title">
      <h2 id="request-figures-title">Accommodation requests</h2>
      <StatCards
        items={[
          {
            label: 'Waiting for your answer',
            value: <Count value={figures.waiting} />,
            to: '/my-applicants',
            note: figures.oldestWaitingSince ? `The oldest has waited ${waitedText(figures.oldestWaitingSince)}` : 'None waiting',
          },
          ...figures.answeredWithin.map((f) => ({
            label: `Answered within ${f.days} days`,
            value: f.percent === null ? 'N/A' : `${f.percent}%`,
            note: of(f.of),
          })),
        ]}
      />
    </section>
  );
}
