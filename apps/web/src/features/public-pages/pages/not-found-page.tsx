import { Link } from 'react-router';
import { PageHeading } from '../../../ui/page-heading.tsx';

export default function NotFoundPage() {
  return (
    <div className="stack">
      <PageHeading>Page Not Found</PageHeading>
      <p>The page you were looking for does not exist or has moved.</p>
      <p>
        <Link to="/" className="button">
          Go to Home
        </Link>
      </p>
    </div>
  );
}
