import { useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session.tsx';
import { useToast } from '../../ui/toasts.tsx';

/** Logout from the user menu or, with a compact header, the sidebar: forget the session, toast, go home. */
export function useLogout() {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  return async () => {
    // Leave the page first: a guarded page would otherwise redirect to /login as the session ends.
    await navigate('/');
    await session.signOut();
    toast.success('Logged out successfully!');
  };
}
