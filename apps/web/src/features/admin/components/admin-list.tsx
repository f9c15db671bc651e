import type { ReactNode } from 'react';
import { SelectField } from '../../../ui/form-fields.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';

/** The heading of an admin list page with its Refresh button. */
export function AdminToolbar({ title, refresh }: { title: string; refresh: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <div className="admin-toolbar">
      <PageHeading>{title}</PageHeading>
      <button type="button" className="button button--secondary" onClick={() => void refresh.refetch()} disabled={refresh.isFetching}>
        {refresh.isFetching ? 'Refreshing...' : 'Refresh'}
      </button>
    </div>
  );
}

/** A labelled filter select whose first option, the empty value, means "any". */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  anyLabel: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField id={props.id} label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">{props.anyLabel}</option>
      {props.options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

/** The filter row of an admin list, ending with Reset Filters. */
export function FilterBar({ onReset, children }: { onReset: () => void; children: ReactNode }) {
  return (
    <div className="admin-filters">
      {children}
      <div className="admin-filters__actions">
        <button type="button" className="button button--secondary" onClick={onReset}>
          Reset Filters
        </button>
      </div>
    </div>
  );
}
