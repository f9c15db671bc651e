import { useSearchParams } from 'react-router';
import type { GetProfileResponse } from '@jobboard/contracts/users';
import { messageOf } from '../../../lib/api-client.ts';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { KEEP_FOCUS, PageHeading } from '../../../ui/page-heading.tsx';
import { Tabs, type TabItem } from '../../../ui/tabs.tsx';
import { useProfile } from '../api/profile-api.ts';
import '../profiles.css';

export type Profile = GetProfileResponse['data'];

/**
 * A profile page: loading, 'Error Loading Profile' with Retry, else the heading and the tabs.
 * The selected tab is kept in `?tab=` so it survives a reload and Back.
 */
export function ProfileLayout({ title, subtitle, tabs }: { title: string; subtitle: string; tabs: (profile: Profile) => TabItem[] }) {
  const query = useProfile();
  const [params, setParams] = useSearchParams();
  const profile = query.data;

  // NOTE: no heading while loading: the heading takes focus and is announced when it first appears.
  if (!profile && !query.isError) return <Loading label="Loading profile..." />;
  if (!profile) {
    return (
      <div className="profile-page stack">
        <PageHeading>Error Loading Profile</PageHeading>
        <LoadError message={messageOf(query.error, 'Your profile could not be loaded. Please try again.')} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const items = tabs(profile);
  const selected = items.some((t) => t.id === params.get('tab')) ? (params.get('tab') as string) : (items[0]?.id ?? '');
  return (
    <div className="profile-page stack">
      <div>
        <PageHeading>{title}</PageHeading>
        <p className="page-subtitle">{subtitle}</p>
      </div>
      <Tabs
        label={title}
        tabs={items}
        selected={selected}
        onSelect={(id) => setParams(id === items[0]?.id ? {} : { tab: id }, { replace: true, state: KEEP_FOCUS })}
      />
    </div>
  );
}
