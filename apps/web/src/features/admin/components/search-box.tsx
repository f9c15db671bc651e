import { useEffect, useId, useState } from 'react';

/** A search field applied on Enter or the Search button, not on every key (no list jumping while typing). */
export function SearchBox({ label, hint, value, onSearch }: { label: string; hint?: string; value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      aria-label={label}
      className="field"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      <div className="cluster">
        <input id={id} type="search" value={text} maxLength={200} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="button button--small">
          Search
        </button>
      </div>
    </form>
  );
}
