import { splitKeywords } from '@workbench/contract/keywords';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { DateField } from '../../../components/DateField';
import { TextField } from '../../../components/TextField';
import { KeywordsHelp } from './KeywordsHelp';

export interface SearchFormValues {
  keywords: string;
  location: string;
  startDate: Date | null;
  endDate: Date | null;
}

const DATES_REVERSED = 'The start date is after the end date.';

/** The two date fields, in the order they are named. */
const DATE_FIELDS = [
  { key: 'startDate', label: 'Date from' },
  { key: 'endDate', label: 'Date to' },
] as const;
type DateKey = (typeof DATE_FIELDS)[number]['key'];

/** Why Submit is off while dates are not dates, said beside it: e.g. "To search, correct Date from". */
const correctDates = (labels: readonly string[]) =>
  `To search, correct ${labels.join(' and ')} (dd/MM/yyyy).`;

export const EMPTY_SEARCH_FORM: SearchFormValues = {
  keywords: '',
  location: '',
  startDate: null,
  endDate: null,
};

/**
 * The spec's rule: Submit needs keywords and a date. Enabled, it always looks primary; the spec's
 * grey styling for a one-date search read as disabled (docs/decisions.md). A date field holding text
 * that is not a date blocks it too, or the search would run without that bound, over all time.
 */
export function searchFormState(values: SearchFormValues, datesReadable = true) {
  const hasKeywords = splitKeywords([values.keywords]).length > 0;
  const anyDate = values.startDate !== null || values.endDate !== null;
  const datesReversed =
    values.startDate !== null && values.endDate !== null && values.startDate > values.endDate;
  return {
    canSubmit: hasKeywords && anyDate && !datesReversed && datesReadable,
    datesReversed,
    isEmpty: !values.keywords.trim() && !values.location.trim() && !anyDate,
  };
}

interface SearchFormProps {
  values: SearchFormValues;
  onChange: (values: SearchFormValues) => void;
  onSubmit: () => void;
  onClear: () => void;
}

export function SearchForm({ values, onChange, onSubmit, onClear }: SearchFormProps) {
  const whyId = useId();
  // The form is mounted afresh whenever its fields are set from outside, so this starts clean then.
  const [unreadable, setUnreadable] = useState<Record<DateKey, boolean>>({
    startDate: false,
    endDate: false,
  });
  const unreadableLabels = DATE_FIELDS.filter(({ key }) => unreadable[key]).map(({ label }) => label);
  const { canSubmit, datesReversed, isEmpty } = searchFormState(values, unreadableLabels.length === 0);
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    onChange({ ...values, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Search events"
      className="grid grid-cols-2 items-start gap-x-3 gap-y-3 rounded-card border border-line-soft bg-white p-4 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.2fr)_9.5rem_9.5rem_auto]"
    >
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <TextField
          label="Keywords"
          placeholder='e.g. hijacking, "stock theft", -bank'
          value={values.keywords}
          onChange={(e) => set('keywords', e.target.value)}
          required
          autoComplete="off"
        />
        <KeywordsHelp />
      </div>
      <TextField
        label="Location"
        className="col-span-2 lg:col-span-1"
        placeholder="Town, city or province"
        value={values.location}
        onChange={(e) => set('location', e.target.value)}
        autoComplete="off"
      />
      {DATE_FIELDS.map(({ key, label }) => (
        <DateField
          key={key}
          label={label}
          value={values[key]}
          onChange={(date) => set(key, date)}
          onValidityChange={(valid) =>
            setUnreadable((was) => (was[key] === !valid ? was : { ...was, [key]: !valid }))
          }
        />
      ))}
      {/* Caught here rather than sent: the server's refusal names its parameters, not the fields. On a
          wide screen it takes the second row under the two dates; on a phone it follows them. */}
      {datesReversed && (
        <p role="alert" className="col-span-2 text-sm text-error lg:col-start-3 lg:row-start-2">
          {DATES_REVERSED}
        </p>
      )}
      {/* The offset lines the buttons up with the inputs under their labels. */}
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1 lg:pt-[25px]">
        <div className="flex gap-2">
          <Button
            type="submit"
            variant={canSubmit ? 'primary' : 'secondary'}
            disabled={!canSubmit}
            aria-describedby={unreadableLabels.length > 0 ? whyId : undefined}
          >
            Submit
          </Button>
          <Button variant="secondary" disabled={isEmpty} onClick={onClear} className="whitespace-nowrap">
            Clear Selection
          </Button>
        </div>
        {/* Takes the buttons' width without widening their column on a wide screen. */}
        {unreadableLabels.length > 0 && (
          <p id={whyId} className="text-sm text-error lg:w-0 lg:min-w-full">
            {correctDates(unreadableLabels)}
          </p>
        )}
      </div>
    </form>
  );
}
