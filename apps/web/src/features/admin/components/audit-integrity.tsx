import { useState } from 'react';
import type { AuditVerification } from '@jobboard/contracts/audit-api';
import { messageOf } from '../../../lib/api-client.ts';
import { verifyAuditTrail } from '../api/audit.ts';

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; result: AuditVerification } | { state: 'failed'; message: string };

function resultText(result: AuditVerification): string {
  const rows = `${result.checkedRows.toLocaleString()} row${result.checkedRows === 1 ? '' : 's'} checked`;
  return result.valid
    ? `The audit trail is intact: ${rows}, every one matches its hash and the row before it.`
    : `Integrity check failed: row ${result.firstBrokenId} does not match its hash or the row before it (${rows}). That row, or one just before it, was changed or removed.`;
}

/**
 * 'Verify integrity': the server recomputes the audit trail's hash chain. Progress and outcome are
 * written in one live region that exists from the first render, so screen readers announce them
 * (once: a toast as well would say a failure twice).
 */
export function AuditIntegrity() {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const checking = check.state === 'checking';

  const verify = async () => {
    if (checking) return;
    setCheck({ state: 'checking' });
    try {
      setCheck({ state: 'done', result: await verifyAuditTrail() });
    } catch (error) {
      setCheck({ state: 'failed', message: messageOf(error, 'The audit trail could not be verified. Please try again.') });
    }
  };

  return (
    <section aria-labelledby="audit-integrity-title" className="card stack">
      <h2 id="audit-integrity-title">Integrity</h2>
      <p className="admin-muted">Each audit row holds a hash of its content and of the row before it, so a changed or removed row breaks the chain from there on.</p>
      <div>
        <button type="button" className="button" aria-disabled={checking || undefined} aria-describedby="audit-integrity-result" onClick={() => void verify()}>
          {checking ? 'Verifying...' : 'Verify integrity'}
        </button>
      </div>
      <div id="audit-integrity-result" aria-live="polite" aria-atomic="true">
        {checking ? (
          <p className="page-loading">
            <span className="spinner" aria-hidden="true" /> Verifying the audit trail...
          </p>
        ) : null}
        {check.state === 'done' ? <p className={`alert ${check.result.valid ? 'alert--success' : 'alert--error'}`}>{resultText(check.result)}</p> : null}
        {check.state === 'failed' ? <p className="alert alert--error">{check.message}</p> : null}
      </div>
    </section>
  );
}
