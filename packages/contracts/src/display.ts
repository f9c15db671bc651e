/** Root font size bounds in px (docs/architecture.md#web-client). */
export const FONT_SIZE = { min: 8, max: 36, step: 2, default: 16 } as const;

export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return FONT_SIZE.default;
  const stepped = Math.round(value / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

export const THEMES = ['default', 'dark', 'high-contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** Browser storage keys: renaming one loses what browsers already stored under it. */
export const STORAGE_KEYS = {
  token: 'token',
  theme: 'theme',
  fontSize: 'fontSize',
  highContrast: 'highContrast',
  reducedMotion: 'reducedMotion',
  jobDrafts: 'job-drafts',
  resetEmail: 'reset-email',
} as const;
