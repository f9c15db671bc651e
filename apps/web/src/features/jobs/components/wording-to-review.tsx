import { Link } from 'react-router';

/** On the employer's list: a job whose texts have findings links to its edit page, where they are shown. */
export function WordingToReview({ jobId, title, count }: { jobId: string; title: string; count: number | undefined }) {
  if (!count) return null;
  return (
    <p className="wording-to-review">
      <Link to={`/jobs/${jobId}/edit`} className="wording-to-review__link">
        Wording to review: {count}
        <span className="visually-hidden">
          {' '}
          {count === 1 ? 'suggestion' : 'suggestions'} for {title}
        </span>
      </Link>
    </p>
  );
}
