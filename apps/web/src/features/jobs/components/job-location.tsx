/** A job's place, with a Remote badge when it can be done from home. */
export function JobLocation({ location, remote }: { location: string; remote: boolean }) {
  return (
    <>
      {location}
      {remote ? (
        <>
          {' '}
          <span className="badge">Remote</span>
        </>
      ) : null}
    </>
  );
}
