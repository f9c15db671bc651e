import type { LanguageFinding } from '@jobboard/contracts/language-check';
import { LiveText } from '../../../ui/live-text.tsx';
import { useAnnouncement } from '../../../ui/use-announcement.ts';
import type { LanguageCheck } from '../use-language-check.ts';

/** The id of a field's findings summary, which the field names in aria-describedby. */
export const languageFindingsId = (fieldId: string) => `${fieldId}-wording`;

/**
 * Wording in one field that may make people feel the job is not for them: each phrase quoted,
 * why, and what to write instead. Advice only: it never stops the job being saved. The field is
 * described by the short summary; the details follow the field in reading order.
 */
export function LanguageFindings({ fieldId, findings }: { fieldId: string; findings: LanguageFinding[] }) {
  if (!findings.length) return null;
  const id = languageFindingsId(fieldId);
  const quoted = findings.map((f) => `“${f.text}”`).join(', ');
  return (
    <div className="language-findings">
      <p id={id} className="language-findings__summary">
        <strong>Wording to review:</strong> {quoted}. These are suggestions; you can still save the job.
      </p>
      <ul className="language-findings__list">
        {findings.map((finding) => (
          <li key={`${finding.start}-${finding.end}-${finding.text}`} className="language-findings__item">
            <p className="language-findings__phrase">
              <q>{finding.text}</q>
            </p>
            <p>{finding.message}</p>
            {finding.suggestions.length ? (
              <>
                <p className="language-findings__try">You could write instead:</p>
                <ul className="language-findings__suggestions">
                  {finding.suggestions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The form's one polite live region for the wording check: says how the counts changed after a check, once. */
export function LanguageCheckAnnouncer({ language }: { language: LanguageCheck }) {
  const said = useAnnouncement(language.announcement.text, String(language.announcement.key));
  return <LiveText>{said}</LiveText>;
}
