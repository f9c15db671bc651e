import { Navigate } from 'react-router';
import { useSession } from '../../auth/session.tsx';
import { AdminProfile } from '../components/admin-profile.tsx';
import { SeekerProfile } from '../components/seeker-profile.tsx';

/** /profile: an employer is sent to /employer-profile, an admin sees the admin profile, anyone else the job seeker's. */
export default function ProfilePage() {
  const { user } = useSession();
  if (user?.role === 'employer') return <Navigate to="/employer-profile" replace />;
  if (user?.role === 'admin') return <AdminProfile />;
  return <SeekerProfile />;
}
