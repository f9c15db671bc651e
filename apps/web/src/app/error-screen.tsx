import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** The uncaught error screen. It is outside the router's links, so it uses plain anchors. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = 'Something went wrong | Inclusive Jobs';
  }, [error]);
  return (
    <main id="main-content" className="main error-screen">
      <div className="card stack" role="alert">
        <h1>Something went wrong</h1>
        <p>We're sorry, but something unexpected happened. Please try again.</p>
        <div className="cluster">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <a className="button button--secondary" href="/">
            Go Home
          </a>
        </div>
      </div>
    </main>
  );
}
