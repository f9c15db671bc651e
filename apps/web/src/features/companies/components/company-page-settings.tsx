import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { COMPANY_LOCATION_MAX, COMPANY_LOCATIONS_MAX, COMPANY_STATEMENT_MAX } from '@jobboard/contracts/company-options';
import type { MyCompany } from '@jobboard/contracts/companies';
import { ApiError, messageOf, successText } from '../../../lib/api-client.ts';
import { characterCountText, CharacterCountAnnouncer } from '../../../ui/character-count.tsx';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary.tsx';
import { TextArea } from '../../../ui/form-fields.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { COMPANIES_KEY, myCompanyQuery, saveMyCompany } from '../api/companies-api.ts';
import { LogoUpload } from './logo-upload.tsx';

const linesOf = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** The same rules the server applies (contracts/companies.ts), said before sending. */
function problemsOf(statement: string, locations: string[], ids: { statement: string; locations: string }): SummaryError[] {
  const errors: SummaryError[] = [];
  if (statement.trim().length > COMPANY_STATEMENT_MAX) errors.push({ fieldId: ids.statement, message: `Accessibility and inclusion statement must be less than ${COMPANY_STATEMENT_MAX} characters` });
  if (locations.length > COMPANY_LOCATIONS_MAX) errors.push({ fieldId: ids.locations, message: `List at most ${COMPANY_LOCATIONS_MAX} locations` });
  else if (locations.some((l) => l.length > COMPANY_LOCATION_MAX)) errors.push({ fieldId: ids.locations, message: `Each location must be less than ${COMPANY_LOCATION_MAX} characters` });
  else if (new Set(locations.map((l) => l.toLowerCase())).size !== locations.length) errors.push({ fieldId: ids.locations, message: 'Each location may be listed once' });
  return errors;
}

function SettingsForm({ company }: { company: MyCompany }) {
  const id = useId();
  const ids = { statement: `${id}-statement`, locations: `${id}-locations` };
  const toast = useToast();
  const queryClient = useQueryClient();
  const [statement, setStatement] = useState(company.accessibility_statement ?? '');
  const [locations, setLocations] = useState(company.locations.join('\n'));
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const errorOf = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const list = linesOf(locations);
    const found = problemsOf(statement, list, ids);
    setAttempt((n) => n + 1);
    setErrors(found);
    if (found.length) return;
    setSaving(true);
    try {
      const answer = await saveMyCompany({ accessibility_statement: statement.trim() || null, locations: list });
      queryClient.setQueriesData({ queryKey: [...COMPANIES_KEY, 'mine'] }, answer.data);
      void queryClient.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'page'] });
      toast.success(successText(answer, 'Company page saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const mapped = fields.map((f) => ({ fieldId: f.field.startsWith('locations') ? ids.locations : ids.statement, message: f.message }));
      setErrors(mapped.length ? mapped : [{ fieldId: ids.statement, message: messageOf(error, 'The company page could not be saved') }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Accessibility and Inclusion</h3>
      <ErrorSummary errors={errors} focusKey={attempt} titleId={`${id}-errors`} level="h4" />
      <TextArea
        id={ids.statement}
        label="Accessibility and inclusion statement"
        hint={`What you offer and how applicants ask for accommodations. ${characterCountText(statement.length, COMPANY_STATEMENT_MAX)}`}
        error={errorOf(ids.statement)}
        rows={6}
        value={statement}
        onChange={(e) => setStatement(e.target.value)}
      />
      <CharacterCountAnnouncer length={statement.length} max={COMPANY_STATEMENT_MAX} />
      <TextArea
        id={ids.locations}
        label="Locations"
        hint={`One place per line, at most ${COMPANY_LOCATIONS_MAX}, for example "Manchester, UK" or "Remote (Canada)".`}
        error={errorOf(ids.locations)}
        rows={3}
        value={locations}
        onChange={(e) => setLocations(e.target.value)}
      />
      <div className="cluster">
        <button type="submit" className="button" disabled={saving} aria-disabled={saving}>
          {saving ? 'Saving...' : 'Save Company Page'}
        </button>
      </div>
    </form>
  );
}

/** The employer profile's company page settings: the page's address, the statement, locations and logo. */
export function CompanyPageSettings({ version }: { version: string }) {
  const id = useId();
  // The profile's updated_at: saving a first company name gives the page its address, so ask again.
  const query = useQuery(myCompanyQuery(version));
  const company = query.data;
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Company Page</h2>
      {!company ? (
        query.isError ? <p>{messageOf(query.error, 'Your company page settings could not be loaded.')}</p> : <Loading label="Loading company page..." />
      ) : (
        <>
          {company.slug ? (
            <p>
              {company.hidden ? 'An administrator has hidden your company page; only administrators can see it. ' : 'Your public company page: '}
              <Link to={`/companies/${company.slug}`}>/companies/{company.slug}</Link>
            </p>
          ) : (
            <p>Save a company name above to get a public company page. Its address is made from the name and stays the same if you rename the company later.</p>
          )}
          <SettingsForm company={company} />
          <LogoUpload company={company} />
        </>
      )}
    </section>
  );
}
