import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is shown, and which shows nothing until then:
 * for parts only some readers see, kept out of every page's first load
 * (docs/architecture.md#performance-budgets).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
