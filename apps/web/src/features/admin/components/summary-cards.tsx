/** The counts above an admin list, as a description list: label and number read together. */
export function SummaryCards({ label, items }: { label: string; items: Array<{ label: string; value: number | undefined }> }) {
  return (
    <section aria-label={label}>
      <dl className="admin-summary">
        {items.map((item) => (
          <div key={item.label} className="admin-summary__card">
            <dt>{item.label}</dt>
            <dd>{item.value === undefined ? '–' : item.value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
