import type { ComponentType } from 'react';
import { dateTimeText, timeAgo } from '../lib/time.ts';
import { BriefcaseIcon, DocumentIcon, InfoIcon, LockIcon, SystemIcon, UserIcon } from './status-icons.tsx';
import './activity-list.css';

/** An icon per kind of activity; decorative, the text says what happened. */
const ICONS: Record<string, ComponentType> = { user: UserIcon, job: BriefcaseIcon, application: DocumentIcon, security: LockIcon, system: SystemIcon };

/** "3 hours ago" for an ISO time, with the exact time for those who hover or read on; else the text as sent. */
export function When({ time }: { time: string }) {
  const valid = !Number.isNaN(Date.parse(time));
  if (!valid) return <span>{time}</span>;
  return (
    <time dateTime={time} title={dateTimeText(time)}>
      {timeAgo(time)}
    </time>
  );
}

/** Recent platform activity (the audit trail and application history), newest first. */
export function ActivityList({ items, empty }: { items: Array<{ icon: string; text: string; time: string }>; empty: string }) {
  if (!items.length) return <p>{empty}</p>;
  return (
    <ul className="activity-list">
      {items.map((item, i) => {
        const Icon = ICONS[item.icon] ?? InfoIcon;
        return (
          <li key={`${item.time}-${i}`} className="activity-list__item">
            <span className="activity-list__icon">
              <Icon />
            </span>
            <span className="activity-list__text">{item.text}</span>
            <span className="activity-list__time muted">
              <When time={item.time} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
