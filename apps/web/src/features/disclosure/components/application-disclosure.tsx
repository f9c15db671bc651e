import type { MyApplication } from '@jobboard/contracts/applications';
import type { DisclosureStage } from '@jobboard/contracts/disclosure-rules';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { useSession } from '../../auth/session.tsx';
import { useDisclosureSettings, useShareOnApplication } from '../api/disclosure-api.ts';
import { STAGE_MOMENT } from '../stage-text.ts';

/** Why the employer does not see it yet, in the seeker's words. */
function notSharedReason(choice: MyApplication['disclosure']['choice'], stage: DisclosureStage | undefined) {
  if (choice === 'withheld') return 'You held it back on this application.';
  if (stage === 'never') return 'Your privacy settings keep it from employers.';
  if (stage) return `Your privacy settings share it ${STAGE_MOMENT[stage]}.`;
  return 'Your privacy settings share it at a later stage.';
}

/**
 * Whether this application's employer sees the seeker's accessibility information, with the one
 * thing they can do about it: share it now, or hold it back while the employer has not seen it.
 */
export function ApplicationDisclosure({ application }: { application: MyApplication }) {
  const { disclosure, job } = application;
  const { user } = useSession();
  const hasInfo = Boolean(user?.accommodations?.trim() || user?.accessibility_needs.length);
  const settings = useDisclosureSettings(hasInfo && !disclosure.shared);
  const share = useShareOnApplication();
  const toast = useToast();
  const change = async (next: boolean) => {
    if (share.isPending) return;
    try {
      const answer = await share.mutateAsync({ applicationId: application.id, share: next });
      toast.success(successText(answer, next ? 'Shared with this employer' : 'Held back from this employer'));
    } catch (error) {
      toast.error(messageOf(error, 'Your choice could not be saved'));
    }
  };
  const action = (label: string, next: boolean) => (
    <button type="button" className="button button--secondary button--small" aria-disabled={share.isPending || undefined} onClick={() => void change(next)}>
      {label}
      <span className="visually-hidden">
        {' '}
        {next ? 'with' : 'from'} the employer of {job.title}
      </span>
    </button>
  );
  // Nothing to share, nothing to say.
  if (!hasInfo) return null;
  let text: string;
  let button: React.ReactNode = null;
  if (disclosure.shared && disclosure.seen) text = 'Shared with this employer, who has seen it.';
  else if (disclosure.shared) {
    text = 'Shared with this employer, who has not looked at it yet.';
    button = action('Hold it back', false);
  } else {
    text = `Not shared with this employer. ${notSharedReason(disclosure.choice, settings.data?.stage)}`;
    button = action('Share it now', true);
  }
  return (
    <div className="application-card__disclosure">
      <p>
        <strong>Your accessibility information:</strong> {text}
      </p>
      {button}
    </div>
  );
}
