import { TOAST_DURATION, useToast } from '../../../ui/toasts.tsx';

/** Native share where the device has it; otherwise the link is copied (its toast stays 8 seconds). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Job link copied to clipboard!', TOAST_DURATION.long);
    } catch {
      toast.error(`Could not copy the link. The address is ${url}`, TOAST_DURATION.long);
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    await copy();
  };
  return (
    <button type="button" className="button button--secondary" onClick={() => void share()}>
      Share<span className="visually-hidden"> this job</span>
    </button>
  );
}
