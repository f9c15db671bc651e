import { useSyncExternalStore } from 'react';
import { useDisplaySettings } from '../../lib/display-settings.tsx';

/**
 * Below this width in rem of the chosen text size, the header's links and account actions would
 * take three rows or more (a signed-in header was 17 rem tall on a 320 px phone, 31 rem with 36 px
 * text: a whole screen before the page), so the header folds them into its Menu. Measured in the
 * chosen text size, which a CSS media query cannot do.
 */
const COMPACT_HEADER_BELOW_REM = 48;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useCompactHeader(): boolean {
  const { fontSize } = useDisplaySettings();
  const width = useSyncExternalStore(subscribe, () => window.innerWidth);
  return width < COMPACT_HEADER_BELOW_REM * fontSize;
}
