import { UploadArea } from '../../uploads/components/upload-area.tsx';
import { PrivacyTab } from '../../disclosure/components/privacy-tab.tsx';
import { AccessibilityTab } from './accessibility-tab.tsx';
import { PasswordSection } from './password-section.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { ProfileLayout } from './profile-layout.tsx';
import { SeekerPersonalSection } from './seeker-personal-section.tsx';

/** The job seeker profile: seven tabs, the selected one kept in the URL. */
export function SeekerProfile() {
  return (
    <ProfileLayout
      title="My Profile"
      subtitle="Your details, resume, picture, preferences, privacy and accessibility needs"
      tabs={({ user, preferences }) => [
        { id: 'personal', label: 'Personal Information', panel: <SeekerPersonalSection user={user} /> },
        { id: 'resume', label: 'Resume', panel: <UploadArea kind="resume" user={user} /> },
        { id: 'picture', label: 'Profile Picture', panel: <UploadArea kind="profile-picture" user={user} /> },
        { id: 'preferences', label: 'Preferences', panel: <PreferencesForm role="applicant" /> },
        { id: 'privacy', label: 'Privacy', panel: <PrivacyTab user={user} preferences={preferences} /> },
        { id: 'security', label: 'Security', panel: <PasswordSection confirmed={false} /> },
        { id: 'accessibility', label: 'Accessibility', panel: <AccessibilityTab user={user} /> },
      ]}
    />
  );
}
