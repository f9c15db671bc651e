import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
