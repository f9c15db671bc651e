import { useEffect, useState } from 'react';
import { AUDIT_ENTITY_TYPES } from '@jobboard/contracts/audit';
import { AUDIT_ENTITY_LABELS, type AuditActionType } from '@jobboard/contracts/audit-api';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary.tsx';
import { SelectField, TextField } from '../../../ui/form-fields.tsx';

export const AUDIT_FILTERS = ['userId', 'actionType', 'entityType', 'success', 'startDate', 'endDate', 'ipAddress'] as const;
export type AuditFilterValues = Record<(typeof AUDIT_FILTERS)[number], string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with the filters, field by field (the server checks the same). */
export function auditFilterErrors(f: AuditFilterValues): SummaryError[] {
  const errors: SummaryError[] = [];
  if (f.userId && !UUID.test(f.userId.trim())) errors.push({ fieldId: 'audit-userId', message: 'User ID must be a user id (UUID)' });
  if (f.startDate && f.endDate && f.endDate < f.startDate) errors.push({ fieldId: 'audit-endDate', message: 'End date must not be before start date' });
  return errors;
}

type Props = {
  applied: AuditFilterValues;
  actionTypes: AuditActionType[];
  exporting: boolean;
  onSearch: (values: AuditFilterValues) => void;
  onReset: () => void;
  onExport: () => void;
};

/** The audit filters: applied by Search, which goes back to page 1. */
export function AuditFilters({ applied, actionTypes, exporting, onSearch, onReset, onExport }: Props) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setDraft(applied), [applied]);
  const set = (key: keyof AuditFilterValues) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const errorOf = (key: keyof AuditFilterValues) => errors.find((e) => e.fieldId === `audit-${key}`)?.message;

  return (
    <form
      aria-labelledby="audit-filters-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = auditFilterErrors(draft);
        setErrors(found);
        setAttempt((n) => n + 1);
        if (!found.length) onSearch({ ...draft, userId: draft.userId.trim(), ipAddress: draft.ipAddress.trim() });
      }}
      className="stack"
    >
      <h2 id="audit-filters-title">Filters</h2>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <div className="admin-filters">
        <TextField id="audit-userId" label="User ID" value={draft.userId} onChange={set('userId')} error={errorOf('userId')} autoComplete="off" spellCheck={false} />
        <SelectField id="audit-actionType" label="Action Type" value={draft.actionType} onChange={set('actionType')}>
          <option value="">All actions</option>
          {actionTypes.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="audit-entityType" label="Entity Type" value={draft.entityType} onChange={set('entityType')}>
          <option value="">All entities</option>
          {AUDIT_ENTITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {AUDIT_ENTITY_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField id="audit-success" label="Success Status" value={draft.success} onChange={set('success')}>
          <option value="">All</option>
          <option value="true">Success</option>
          <option value="false">Failed</option>
        </SelectField>
        <TextField id="audit-startDate" type="datetime-local" label="Start Date" value={draft.startDate} onChange={set('startDate')} />
        <TextField id="audit-endDate" type="datetime-local" label="End Date" value={draft.endDate} onChange={set('endDate')} error={errorOf('endDate')} />
        <TextField id="audit-ipAddress" label="IP Address" value={draft.ipAddress} onChange={set('ipAddress')} maxLength={64} autoComplete="off" spellCheck={false} />
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="button">
          Search
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setErrors([]);
            onReset();
          }}
        >
          Reset Filters
        </button>
        <button type="button" className="button button--secondary" onClick={onExport} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
    </form>
  );
}
