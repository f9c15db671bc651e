import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// NOTE: findBy… and waitFor give up after 1 s by default; on a loaded two-core machine a form's
// submit and re-render has taken longer, failing tests whose page was right. A longer wait costs
// nothing when the element comes, and a missing one still fails.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Display settings are applied to <html>; each test starts from the defaults.
  const root = document.documentElement;
  root.removeAttribute('style');
  root.removeAttribute('data-theme');
  root.removeAttribute('data-reduced-motion');
});
