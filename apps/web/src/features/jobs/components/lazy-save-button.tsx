import { lazy, Suspense, type ComponentProps } from 'react';

// NOTE: loaded on demand. Only a signed-in seeker sees Save, and its request code would otherwise
// weigh on every visitor's job list and job page (the public pages' JavaScript budget,
// docs/architecture.md#performance-budgets).
const SaveButton = lazy(() => import('./save-button.tsx').then((m) => ({ default: m.SaveButton })));

/** The seeker's Save toggle, once its code has loaded. */
export function LazySaveButton(props: ComponentProps<typeof SaveButton>) {
  return (
    <Suspense fallback={null}>
      <SaveButton {...props} />
    </Suspense>
  );
}
