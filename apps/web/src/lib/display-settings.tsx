import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clampFontSize, FONT_SIZE, STORAGE_KEYS, THEMES, type Theme } from '@jobboard/contracts/display';
import type { Preferences } from '@jobboard/contracts/users';
import { storage } from './storage.ts';

/** 'system': no theme chosen, so the page follows the system's dark and contrast settings (styles/tokens.css). */
export type ThemeChoice = Theme | 'system';

export type DisplaySettings = {
  theme: ThemeChoice;
  fontSize: number;
  reducedMotion: boolean;
};

/** The display settings an account keeps (its preferences). */
export type AccountDisplaySettings = { fontSize: number; highContrast: boolean; reducedMotion: boolean };

/** What the person chose; only these are stored, so "never chose" stays apart from "chose the default". */
type Choices = Partial<DisplaySettings>;

const DEFAULTS: Omit<DisplaySettings, 'fontSize'> = { theme: 'system', reducedMotion: false };

/**
 * The text size the browser itself gives the page, in px (16 unless the person set another in the
 * browser): until a size is chosen here, the page keeps it rather than imposing 16.
 */
function browserFontSize(): number {
  const root = document.documentElement;
  const chosen = root.style.fontSize;
  root.style.fontSize = '';
  const px = Math.round(Number.parseFloat(getComputedStyle(root).fontSize));
  root.style.fontSize = chosen;
  return px || FONT_SIZE.default;
}

type DisplaySettingsApi = DisplaySettings & {
  highContrast: boolean;
  /** The size the page has when none is chosen: the browser's own. */
  defaultFontSize: number;
  setTheme(theme: ThemeChoice): void;
  /** Undefined forgets the chosen size: the browser's own applies again. */
  setFontSize(px: number | undefined): void;
  setHighContrast(on: boolean): void;
  setReducedMotion(on: boolean): void;
  /** Takes these settings at once (the account's, at sign-in). */
  adopt(settings: Partial<AccountDisplaySettings>): void;
};

const Context = createContext<DisplaySettingsApi | null>(null);

/** The stored choices, including those of older versions (a separate highContrast flag). */
export function readDisplayChoices(): Choices {
  const choices: Choices = {};
  const theme = storage.get(STORAGE_KEYS.highContrast) === 'true' ? 'high-contrast' : storage.get(STORAGE_KEYS.theme);
  if ((THEMES as readonly (string | null)[]).includes(theme)) choices.theme = theme as Theme;
  const size = Number.parseInt(storage.get(STORAGE_KEYS.fontSize) ?? '', 10);
  if (!Number.isNaN(size)) choices.fontSize = clampFontSize(size);
  const motion = storage.get(STORAGE_KEYS.reducedMotion);
  if (motion === 'true' || motion === 'false') choices.reducedMotion = motion === 'true';
  return choices;
}

function storeDisplayChoices(choices: Choices): void {
  const put = (key: string, value: string | undefined) => (value === undefined ? storage.remove(key) : storage.set(key, value));
  put(STORAGE_KEYS.theme, choices.theme);
  // The theme key now carries high contrast too; the old flag would override a later choice.
  storage.remove(STORAGE_KEYS.highContrast);
  put(STORAGE_KEYS.fontSize, choices.fontSize?.toString());
  put(STORAGE_KEYS.reducedMotion, choices.reducedMotion?.toString());
}

/** Switching high contrast off goes back to the system's colours unless another theme was chosen. */
function withHighContrast(theme: ThemeChoice | undefined, on: boolean): ThemeChoice | undefined {
  if (on) return 'high-contrast';
  return theme === 'high-contrast' ? undefined : theme;
}

/** Sets or, for 'system', forgets the theme choice. */
function withTheme(choices: Choices, theme: ThemeChoice | undefined): Choices {
  const rest = { ...choices };
  delete rest.theme;
  return theme === undefined || theme === 'system' ? rest : { ...rest, theme };
}

/**
 * The display settings saved with an account, to apply at sign-in; nothing when they are all the
 * defaults (never saved, or saved as they come), so signing in does not undo what a person just
 * chose on this device to read the sign-in page. A saved size of 16 cannot be told from one never
 * chosen, so it leaves the browser's own size in place.
 */
export function savedDisplaySettings(p: Preferences): Partial<AccountDisplaySettings> {
  const fontSize = clampFontSize(p.font_size);
  const saved = { fontSize: fontSize === FONT_SIZE.default ? undefined : fontSize, highContrast: p.accessibility_high_contrast, reducedMotion: p.accessibility_reduced_motion };
  return saved.fontSize || saved.highContrast || saved.reducedMotion ? saved : {};
}

/**
 * Puts the settings on <html>; public/display-settings.js does the same before first paint. A
 * chosen theme, even the default one, is marked so that the system's preferences no longer apply;
 * without a chosen size the browser's own applies.
 */
export function applyDisplaySettings(s: Choices, root: HTMLElement = document.documentElement): void {
  root.style.fontSize = s.fontSize ? `${s.fontSize}px` : '';
  if (!s.theme || s.theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', s.theme);
  if (s.reducedMotion) root.setAttribute('data-reduced-motion', 'true');
  else root.removeAttribute('data-reduced-motion');
}

export function DisplaySettingsProvider({ children }: { children: ReactNode }) {
  const [choices, setChoices] = useState<Choices>(readDisplayChoices);
  const [browserSize] = useState(browserFontSize);
  const settings = useMemo<DisplaySettings>(() => ({ ...DEFAULTS, ...choices, fontSize: choices.fontSize ?? browserSize }), [browserSize, choices]);

  useEffect(() => {
    applyDisplaySettings(choices);
    storeDisplayChoices(choices);
  }, [choices]);

  const choose = useCallback((patch: Choices) => setChoices((c) => ({ ...c, ...patch })), []);
  const setFontSize = useCallback((px: number | undefined) => choose({ fontSize: px && clampFontSize(px) }), [choose]);
  // Stable, so the session's sign-in (which calls it) does not change with every setting.
  const adopt = useCallback(({ highContrast, ...rest }: Partial<AccountDisplaySettings>) => {
    setChoices((c) => {
      const next = { ...c, ...rest };
      return highContrast === undefined ? next : withTheme(next, withHighContrast(c.theme, highContrast));
    });
  }, []);
  const api = useMemo<DisplaySettingsApi>(
    () => ({
      ...settings,
      highContrast: settings.theme === 'high-contrast',
      defaultFontSize: browserSize,
      setTheme: (theme) => setChoices((c) => withTheme(c, theme)),
      setFontSize,
      setHighContrast: (on) => setChoices((c) => withTheme(c, withHighContrast(c.theme, on))),
      setReducedMotion: (reducedMotion) => choose({ reducedMotion }),
      adopt,
    }),
    [settings, browserSize, setFontSize, choose, adopt],
  );
  return <Context.Provider value={api}>{children}</Context.Provider>;
}

export function useDisplaySettings(): DisplaySettingsApi {
  const api = useContext(Context);
  if (!api) throw new Error('useDisplaySettings needs <DisplaySettingsProvider>');
  return api;
}
