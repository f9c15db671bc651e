import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clampFontSize, FONT_SIZE, STORAGE_KEYS, THEMES, type Theme } from '@jobboard/contracts/display';
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
  const api = useMemo<DisplaySettingsApi>(
    () => ({
      ...settings,
      setTheme: (theme) => setSettings((s) => ({ ...s, theme })),
      setFontSize,
      increaseFont: () => setSettings((s) => ({ ...s, fontSize: clampFontSize(s.fontSize + FONT_SIZE.step) })),
      decreaseFont: () => setSettings((s) => ({ ...s, fontSize: clampFontSize(s.fontSize - FONT_SIZE.step) })),
      setHighContrast: (highContrast) => setSettings((s) => ({ ...s, highContrast })),
      setReducedMotion: (reducedMotion) => setSettings((s) => ({ ...s, reducedMotion })),
    }),
    [settings, setFontSize],
  );
  return <Context.Provider value={api}>{children}</Context.Provider>;
}

export function useDisplaySettings(): DisplaySettingsApi {
  const api = useContext(Context);
  if (!api) throw new Error('useDisplaySettings needs <DisplaySettingsProvider>');
  return api;
}
