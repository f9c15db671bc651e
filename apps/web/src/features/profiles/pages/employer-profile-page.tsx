import { PasswordSection } from '../components/password-section.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';
import { ProfileLayout } from '../components/profile-layout.tsx';
import { CompanySection, ContactSection } from '../components/employer-sections.tsx';
import { CompanyPageSettings } from '../../companies/components/company-page-settings.tsx';

/** /employer-profile: Company Information (with the public company page's settings), Contact Information, Preferences, Security. */
export default function EmployerProfilePage() {
  return (
    <ProfileLayout
      title="Employer Profile"
      subtitle="Your company, your contact details, preferences and password"
      tabs={({ user }) => [
        {
          id: 'company',
          label: 'Company Information',
          panel: (
            <div className="stack">
              <CompanySection user={user} />
              <CompanyPageSettings version={user.updated_at} />
            </div>
          ),
        },
        { id: 'contact', label: 'Contact Information', panel: <ContactSection user={user} /> },
        { id: 'preferences', label: 'Preferences', panel: <PreferencesForm role="employer" /> },
        { id: 'security', label: 'Security', panel: <PasswordSection confirmed /> },
      ]}
    />
  );
}
