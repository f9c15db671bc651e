import { PasswordSection } from '../components/password-section.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';
import { ProfileLayout } from '../components/profile-layout.tsx';
import { CompanySection, ContactSection } from '../components/employer-sections.tsx';

/** /employer-profile: Company Information, Contact Information, Preferences, Security. */
export default function EmployerProfilePage() {
  return (
    <ProfileLayout
      title="Employer Profile"
      subtitle="Your company, your contact details, preferences and password"
      tabs={({ user }) => [
        { id: 'company', label: 'Company Information', panel: <CompanySection user={user} /> },
        { id: 'contact', label: 'Contact Information', panel: <ContactSection user={user} /> },
        { id: 'preferences', label: 'Preferences', panel: <PreferencesForm role="employer" /> },
        { id: 'security', label: 'Security', panel: <PasswordSection confirmed /> },
      ]}
    />
  );
}
