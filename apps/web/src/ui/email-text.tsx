import { Fragment } from 'react';

/** An e-mail address that may wrap after its @ and before its dots, never inside a word. */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
