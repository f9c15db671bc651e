import { messageOf, successText } from '../../../lib/api-client.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { useUpdateProfile } from './profile-api.ts';

/**
 * Saves a profile body with the product's toasts ('Profile updated successfully!', else the
 * server's message or 'Failed to update profile'). Rethrows so the form can show field errors.
 */
export function useSaveProfile() {
  const update = useUpdateProfile();
  const toast = useToast();
  return async (body: object, onSaved: () => void) => {
    try {
      const answer = await update.mutateAsync(body);
      toast.success(successText(answer, 'Profile updated successfully!'));
      onSaved();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update profile'));
      throw error;
    }
  };
}
