import { FONT_SIZE } from '@jobboard/contracts/display';
import { useDisplaySettings, type ThemeChoice } from '../../lib/display-settings.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';

/** "Match my system" first and by default: until a person chooses, the system's settings apply. */
const THEME_LABELS: Record<ThemeChoice, string> = { system: 'Match my system', default: 'Light', dark: 'Dark', 'high-contrast': 'High contrast' };

/** The header's display controls: font larger/smaller, colours (the system's by default) and reduced motion. */
export function AccessibilityControls() {
  const d = useDisplaySettings();
  return (
    <Disclosure label="Accessibility settings" className="a11y-controls" panelClassName="disclosure__panel a11y-controls__panel">
      {(_close, dismiss) => (
        <div role="group" aria-label="Display settings">
          <p className="a11y-controls__size" aria-live="polite">
            Text size: {d.fontSize} px
          </p>
          <div className="cluster">
            <button type="button" className="button button--secondary button--small" onClick={() => d.setFontSize(d.fontSize - FONT_SIZE.step)} disabled={d.fontSize <= FONT_SIZE.min}>
              <span aria-hidden="true">A−</span>
              <span className="visually-hidden">Decrease text size</span>
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => d.setFontSize(d.fontSize + FONT_SIZE.step)} disabled={d.fontSize >= FONT_SIZE.max}>
              <span aria-hidden="true">A+</span>
              <span className="visually-hidden">Increase text size</span>
            </button>
            <button type="button" className="button button--link button--small" onClick={() => d.setFontSize(undefined)}>
              Reset text size
            </button>
          </div>
          <fieldset className="a11y-controls__colours">
            <legend>Colours</legend>
            {(Object.keys(THEME_LABELS) as ThemeChoice[]).map((theme) => (
              <label key={theme} className="check">
                <input type="radio" name="display-theme" checked={d.theme === theme} onChange={() => d.setTheme(theme)} />
                <span>{THEME_LABELS[theme]}</span>
              </label>
            ))}
          </fieldset>
          {/* A checkbox, whose state shows in every colour mode (a pressed button's did not). */}
          <label className="check">
            <input type="checkbox" checked={d.reducedMotion} onChange={(e) => d.setReducedMotion(e.target.checked)} />
            <span>Reduced motion</span>
          </label>
          {/* A visible way out besides Escape and clicking elsewhere, which not everyone knows or can do. */}
          <button type="button" className="button button--secondary button--small a11y-controls__close" onClick={dismiss}>
            Close
          </button>
        </div>
      )}
    </Disclosure>
  );
}
