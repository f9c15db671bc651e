import { FONT_SIZE } from '@jobboard/contracts/display';
import { useDisplaySettings } from '../../lib/display-settings.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';

/** The header's display controls: font larger/smaller, high contrast and reduced motion. */
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
            <button type="button" className="button button--secondary button--small" onClick={d.decreaseFont} disabled={d.fontSize <= FONT_SIZE.min}>
              <span aria-hidden="true">A−</span>
              <span className="visually-hidden">Decrease text size</span>
            </button>
            <button type="button" className="button button--secondary button--small" onClick={d.increaseFont} disabled={d.fontSize >= FONT_SIZE.max}>
              <span aria-hidden="true">A+</span>
              <span className="visually-hidden">Increase text size</span>
            </button>
            <button type="button" className="button button--link button--small" onClick={() => d.setFontSize(FONT_SIZE.default)}>
              Reset text size
            </button>
          </div>
          <div className="cluster">
            <button type="button" className="button button--secondary button--small" aria-pressed={d.highContrast} onClick={() => d.setHighContrast(!d.highContrast)}>
              High contrast
            </button>
            <button type="button" className="button button--secondary button--small" aria-pressed={d.reducedMotion} onClick={() => d.setReducedMotion(!d.reducedMotion)}>
              Reduced motion
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-pressed={d.theme === 'dark'}
              onClick={() => d.setTheme(d.theme === 'dark' ? 'default' : 'dark')}
            >
              Dark theme
            </button>
          </div>
          {/* A visible way out besides Escape and clicking elsewhere, which not everyone knows or can do. */}
          <button type="button" className="button button--secondary button--small a11y-controls__close" onClick={dismiss}>
            Close
          </button>
        </div>
      )}
    </Disclosure>
  );
}
