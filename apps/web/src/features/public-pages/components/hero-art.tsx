/**
 * The home page's picture: a job posting with a check under a magnifying glass. Decoration only
 * (hidden from assistive tech), drawn in the theme's colours so dark and high contrast apply.
 */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 240 180" width="240" height="180" aria-hidden="true" focusable="false">
      <rect className="hero__art-card" x="16" y="24" width="160" height="124" rx="12" />
      <path className="hero__art-text" d="M40 56h72M40 80h112M40 100h96M40 120h56" />
      <circle className="hero__art-lens" cx="168" cy="112" r="34" />
      <path className="hero__art-lens" d="M192 136l30 30" />
      <path className="hero__art-check" d="m154 112 10 10 18-20" />
    </svg>
  );
}
