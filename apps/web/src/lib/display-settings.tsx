import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clampFontSize, FONT_SIZE, STORAGE_KEYS, THEMES, type Theme } from '@jobboard/contracts/display';
import type { Preferences } from '@jobboard/contracts/users';
import { storage } from './storage.ts';

export type DisplaySettings = {
  theme: Theme;
  fontSize: number;
  highContrast: boolean;
  reducedMotion: boolean;
};

type DisplaySettingsApi = DisplaySettings & {
  setTheme(theme: Theme): void;
  setFontSize(px: number): void;
  increaseFont(): void;
  decreaseFont(): void;
  setHighContrast(on: boolean): void;
  setReducedMotion(on: boolean): void;
  /** Takes these settings at once (the account's, at sign-in). */
  adopt(settings: Partial<DisplaySettings>): void;
};

const Context = createContext<DisplaySettingsApi | null>(null);

export function readDisplaySettings(): DisplaySettings {
  const theme = storage.get(STORAGE_KEYS.theme);
  const size = Number.parseInt(storage.get(STORAGE_KEYS.fontSize) ?? '', 10);
  return {
    theme: (THEMES as readonly string[]).includes(theme ?? '') ? (theme as Theme) : 'default',
    fontSize: Number.isNaN(size) ? FONT_SIZE.default : clampFontSize(size),
    highContrast: storage.get(STORAGE_KEYS.highContrast) === 'true',
    reducedMotion: storage.get(STORAGE_KEYS.reducedMotion) === 'true',
  };
}

/**
 * The display settings saved with an account, to apply at sign-in; nothing when they are all the
 * defaults (never saved, or saved as they come), so signing in does not undo what a person just
 * chose on this device to read the sign-in page.
 */
export function savedDisplaySettings(p: Preferences): Partial<DisplaySettings> {
  const saved = { fontSize: clampFontSize(p.font_size), highContrast: p.accessibility_high_contrast, reducedMotion: p.accessibility_reduced_motion };
  const defaults = saved.fontSize === FONT_SIZE.default && !saved.highContrast && !saved.reducedMotion;
  return defaults ? {} : saved;
}

/** Puts the settings on <html>; public/display-settings.js does the same before first paint. */
export function applyDisplaySettings(s: DisplaySettings, root: HTMLElement = document.documentElement): void {
  root.style.fontSize = `${s.fontSize}px`;
  const theme = s.highContrast ? 'high-contrast' : s.theme;
  if (theme === 'default') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  if (s.reducedMotion) root.setAttribute('data-reduced-motion', 'true');
  else root.removeAttribute('data-reduced-motion');
}

export function DisplaySettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<DisplaySettings>(readDisplaySettings);

  useEffect(() => {
    applyDisplaySettings(settings);
    storage.set(STORAGE_KEYS.theme, settings.theme);
    storage.set(STORAGE_KEYS.fontSize, String(settings.fontSize));
    storage.set(STORAGE_KEYS.highContrast, String(settings.highContrast));
    storage.set(STORAGE_KEYS.reducedMotion, String(settings.reducedMotion));
  }, [settings]);

  const setFontSize = useCallback((px: number) => setSettings((s) => ({ ...s, fontSize: clampFontSize(px) })), []);
  // Stable, so the session's sign-in (which calls it) does not change with every setting.
  const adopt = useCallback((saved: Partial<DisplaySettings>) => setSettings((s) => ({ ...s, ...saved })), []);
  const api = useMemo<DisplaySettingsApi>(
    () => ({
      ...settings,
      setTheme: (theme) => setSettings((s) => ({ ...s, theme })),
      setFontSize,
      increaseFont: () => setSettings((s) => ({ ...s, fontSize: clampFontSize(s.fontSize + FONT_SIZE.step) })),
      decreaseFont: () => setSettings((s) => ({ ...s, fontSize: clampFontSize(s.fontSize - FONT_SIZE.step) })),
      setHighContrast: (highContrast) => setSettings((s) => ({ ...s, highContrast })),
      setReducedMotion: (reducedMotion) => setSettings((s) => ({ ...s, reducedMotion })),
      adopt,
    }),
    [settings, setFontSize, adopt],
  );
  return <Context.Provider value={api}>{children}</Context.Provider>;
}

export function useDisplaySettings(): DisplaySettingsApi {
  const api = useContext(Context);
  if (!api) throw new Error('useDisplaySettings needs <DisplaySettingsProvider>');
  return api;
}
