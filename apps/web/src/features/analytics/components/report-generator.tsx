import { useId, useState } from 'react';
import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, type AnalyticsRange } from '@jobboard/contracts/analytics-options';
import { messageOf } from '../../../lib/api-client.ts';
import { SelectField } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { downloadReport } from '../api/analytics-api.ts';

/** 'Generate Report': a CSV summary of the analytics for the chosen range, downloaded as a file. */
export function ReportGenerator() {
  const id = useId();
  const toast = useToast();
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const fileName = await downloadReport(range);
      toast.success(`Report generated successfully! Saved as ${fileName}.`);
    } catch (error) {
      toast.error(messageOf(error, 'Failed to generate report'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>Report</h2>
      <div className="report-generator">
        <SelectField id={`${id}-range`} label="Report period" value={range} onChange={(e) => setRange(e.target.value as AnalyticsRange)}>
          {ANALYTICS_RANGES.map((r) => (
            <option key={r} value={r}>
              {ANALYTICS_RANGE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void generate()}>
          {busy ? 'Generating...' : 'Generate Report'}
        </button>
      </div>
      <p className="muted">A CSV file with the figures of the analytics page for the chosen period.</p>
    </section>
  );
}
