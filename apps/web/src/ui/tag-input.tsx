import { useId, useRef, useState, type KeyboardEvent } from 'react';

type TagInputProps = {
  /** Visible label of the text box, e.g. "Skills". */
  label: string;
  /** What one tag is called in messages and button names, e.g. "Skill". */
  noun: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  id?: string;
  hint?: string;
  /** Told about a refused duplicate too (for a toast), beside the inline message. */
  onDuplicate?: (message: string) => void;
};

/**
 * A list of tags typed one at a time: added by the Add button or Enter, each removable by its
 * own labelled button. Empty text is ignored and a duplicate (ignoring case) is refused with a
 * message. Additions and removals are announced in a polite live region.
 */
export function TagInput({ label, noun, tags, onChange, id, hint, onDuplicate }: TagInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const lower = noun.toLowerCase();

  const add = () => {
    const value = text.trim();
    if (!value) return;
    if (tags.some((t) => t.toLowerCase() === value.toLowerCase())) {
      const message = `${noun} "${value}" already exists!`;
      setError(message);
      onDuplicate?.(message);
      return;
    }
    onChange([...tags, value]);
    setText('');
    setError(null);
    setAnnouncement(`${noun} "${value}" added.`);
  };

  const remove = (tag: string) => {
    onChange(tags.filter((t) => t !== tag));
    setAnnouncement(`${noun} "${tag}" removed.`);
    // The button that had focus is gone; the text box is the stable place to continue from.
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag instead of submitting the surrounding form.
    event.preventDefault();
    add();
  };

  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field tag-input">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <span id={`${inputId}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      <div className="tag-input__row">
        <input
          ref={input}
          id={inputId}
          type="text"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          Add<span className="visually-hidden"> {lower}</span>
        </button>
      </div>
      {error ? (
        <span id={`${inputId}-error`} className="field__error">
          {error}
        </span>
      ) : null}
      {tags.length ? (
        <ul className="tag-list tag-input__tags" aria-label={label}>
          {tags.map((tag) => (
            <li key={tag} className="tag tag-input__tag">
              <span>{tag}</span>
              <button type="button" className="tag-input__remove" onClick={() => remove(tag)} aria-label={`Remove ${lower} ${tag}`}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None added yet.</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
