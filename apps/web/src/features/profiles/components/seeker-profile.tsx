import { UploadArea } from '../../uploads/components/upload-area.tsx';
import { AccessibilityTab } from './accessibility-tab.tsx';
import { PasswordSection } from './password-section.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { ProfileLayout } from './profile-layout.tsx';
import { SeekerPersonalSection } from './seeker-personal-section.tsx';

/** The Job seeker profile (spec part 2 §2): six tabs, the selected one kept in the URL. */
export function SeekerProfile() {
  return (
    <ProfileLayout
      title="My Profile"
      subtitle="Your details, resume, picture, preferences and accessibility needs"
      tabs={({ user, preferences }) => [
        { id: 'personal', label: 'Personal Information', panel: <SeekerPersonalSection user={user} /> },
        { id: 'resume', label: 'Resume', panel: <UploadArea kind="resume" user={user} /> },
        { id: 'picture', label: 'Profile Picture', panel: <UploadArea kind="profile-picture" user={user} /> },
        { id: 'preferences', label: 'Preferences', panel: <PreferencesForm role="applicant" preferences={preferences} /> },
        { id: 'security', label: 'Security', panel: <PasswordSection confirmed={false} /> },
        { id: 'accessibility', label: 'Accessibility', panel: <AccessibilityTab user={user} /> },
      ]}
    />
  );
}
