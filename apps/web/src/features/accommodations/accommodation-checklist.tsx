import { inVocabularyOrder, type AccommodationId } from '@jobboard/contracts/accommodation-options';
import { ACCOMMODATION_GROUP_LABELS, ACCOMMODATION_GROUPS, accommodationsOfGroup } from '@jobboard/contracts/accommodation-vocabulary';
import './accommodations.css';

/**
 * The shared vocabulary as grouped checkboxes, each with its plain-language description as the
 * checkbox's description. The groups are headed inside one fieldset rather than nested fieldsets,
 * so a narrow screen keeps its width for the labels.
 */
export function AccommodationChecklist({
  idPrefix,
  legend,
  hint,
  value,
  onChange,
  headingLevel = 3,
  required = false,
  error,
}: {
  idPrefix: string;
  legend: string;
  hint: string;
  value: readonly string[];
  onChange: (ids: AccommodationId[]) => void;
  headingLevel?: 3 | 4 | 5;
  /** At least one must be chosen: the legend is marked as the other required fields are. */
  required?: boolean;
  /** Shown under the hint, and read with the group. */
  error?: string | undefined;
}) {
  const Heading = `h${headingLevel}` as const;
  const chosen = new Set(value);
  const toggle = (id: AccommodationId, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(inVocabularyOrder([...next] as AccommodationId[]));
  };
  return (
    <fieldset className="accommodation-checklist" aria-describedby={`${idPrefix}-hint${error ? ` ${idPrefix}-error` : ''}`}>
      <legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <p id={`${idPrefix}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? (
        <p id={`${idPrefix}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {ACCOMMODATION_GROUPS.map((group) => (
        <div role="group" aria-labelledby={`${idPrefix}-group-${group}`} className="accommodation-checklist__group" key={group}>
          <Heading id={`${idPrefix}-group-${group}`} className="accommodation-checklist__heading">
            {ACCOMMODATION_GROUP_LABELS[group]}
          </Heading>
          {accommodationsOfGroup(group).map((type) => (
            <div className="check" key={type.id}>
              <input
                id={`${idPrefix}-${type.id}`}
                type="checkbox"
                checked={chosen.has(type.id)}
                onChange={(e) => toggle(type.id as AccommodationId, e.target.checked)}
                aria-describedby={`${idPrefix}-${type.id}-description`}
              />
              <div>
                <label htmlFor={`${idPrefix}-${type.id}`}>{type.label}</label>
                <p id={`${idPrefix}-${type.id}-description`} className="field__hint check__description">
                  {type.description}
                </p>
              </div>
            </div>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
