import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import type { User } from '@jobboard/contracts/users';

/** A label and value in view mode; blank values say so instead of leaving a gap. */
export type Detail = { label: string; value: string | number | null | undefined };

/** Name, email and phone: how every profile's view mode starts. */
export const personDetails = (user: User): Detail[] => [
  { label: 'Name', value: [user.first_name, user.last_name].filter(Boolean).join(' ') },
  { label: 'Email', value: user.email },
  { label: 'Phone', value: user.phone },
];

export function DetailsList({ items }: { items: Detail[] }) {
  return (
    <dl className="details-list">
      {items.map((item) => (
        <Fragment key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value === null || item.value === undefined || item.value === '' ? <span className="muted">Not provided</span> : item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A profile section that is read-only until Edit is pressed. The Edit/Cancel
 * toggle sits beside the heading. After a save the section returns to view mode and focus goes
 * to its heading, so the user hears where they are; after Cancel it goes back to the toggle.
 */
export function EditableSection({
  title,
  view,
  form,
}: {
  title: string;
  view: ReactNode;
  form: (done: { saved: () => void; cancel: () => void }) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // NOTE: focus after React has rendered view mode again (the form's fields are gone by then).
  const focusLater = (el: React.RefObject<HTMLElement | null>) => window.setTimeout(() => el.current?.focus(), 0);

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <div className="profile-section__header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button ref={toggle} type="button" className="button button--secondary" onClick={() => setEditing((e) => !e)}>
          {editing ? 'Cancel' : 'Edit'}
          <span className="visually-hidden"> {title}</span>
        </button>
      </div>
      {editing
        ? form({
            saved: () => {
              setEditing(false);
              focusLater(heading);
            },
            cancel: () => {
              setEditing(false);
              focusLater(toggle);
            },
          })
        : view}
    </section>
  );
}
