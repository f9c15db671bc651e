import type { FormEvent } from 'react';
import { clampFontSize, FONT_SIZE } from '@jobboard/contracts/display';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useDisplaySettings } from '../../../lib/display-settings.tsx';
import { CheckboxField, SelectField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useUpdatePreferences } from '../api/profile-api.ts';

const FONT_SIZES = Array.from({ length: (FONT_SIZE.max - FONT_SIZE.min) / FONT_SIZE.step + 1 }, (_, i) => FONT_SIZE.min + i * FONT_SIZE.step);
/** The sizes to choose from, with the page's own when the browser gave it one of no step (17, 40). */
const sizesWith = (current: number) => (FONT_SIZES.includes(current) ? FONT_SIZES : [...FONT_SIZES, current].sort((a, b) => a - b));

/**
 * The site's display settings for every role: they change the page at once (the shell's own
 * state, kept on this device) and are saved to the account, whose settings the session applies
 * when the person signs in on another device (features/auth/session.tsx).
 */
export function DisplayForm({ level = 2 }: { level?: 2 | 3 }) {
  const display = useDisplaySettings();
  const update = useUpdatePreferences();
  const toast = useToast();
  const Heading = level === 2 ? 'h2' : 'h3';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    try {
      const answer = await update.mutateAsync({
        accessibility_high_contrast: display.highContrast,
        accessibility_reduced_motion: display.reducedMotion,
        accessibility_large_text: display.fontSize > FONT_SIZE.default,
        // The browser's own size may lie outside the sizes an account keeps.
        font_size: clampFontSize(display.fontSize),
      });
      toast.success(successText(answer, 'Preferences updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update preferences'));
    }
  };
  return (
    <form noValidate aria-label="Display preferences" onSubmit={(e) => void onSubmit(e)}>
      <Heading>Display Preferences</Heading>
      <p>
        These change the page as soon as you choose them, on this device. Save them to keep them with your account: they are applied when you sign in
        on another device.
      </p>
      <SelectField label="Text size" value={display.fontSize} onChange={(e) => display.setFontSize(Number(e.target.value))}>
        {sizesWith(display.fontSize).map((px) => (
          <option key={px} value={px}>
            {px} px{px === display.defaultFontSize ? ' (default)' : ''}
          </option>
        ))}
      </SelectField>
      <CheckboxField label="High contrast" checked={display.highContrast} onChange={(e) => display.setHighContrast(e.target.checked)} />
      <CheckboxField label="Reduced motion" checked={display.reducedMotion} onChange={(e) => display.setReducedMotion(e.target.checked)} />
      <p>The site works with screen readers as it is: there is no special mode to switch on.</p>
      <button type="submit" className="button" aria-disabled={update.isPending || undefined}>
        {update.isPending ? 'Saving...' : 'Save Preferences'}
      </button>
    </form>
  );
}
