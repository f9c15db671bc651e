/**
 * A person's picture, or their initials when there is none. Decorative either way: the name is
 * always written beside it, so the image has empty alt text and the initials are hidden.
 */
export function PersonAvatar({ pictureUrl, initials, size = 'medium' }: { pictureUrl: string | null; initials: string; size?: 'medium' | 'large' }) {
  const className = `person-avatar person-avatar--${size}`;
  if (pictureUrl) return <img src={pictureUrl} alt="" className={className} loading="lazy" />;
  return (
    <span className={`${className} person-avatar--initials`} aria-hidden="true">
      {initials}
    </span>
  );
}
