import { splitKeywords } from '@workbench/contract/keywords';
import type { FormEvent } from 'react';
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

export const EMPTY_SEARCH_FORM: SearchFormValues = {
  keywords: '',
  location: '',
  startDate: null,
  endDate: null,
};

/**
 * The spec's rule: Submit needs keywords and a date. Enabled, it always looks primary; the spec's
 * grey styling for a one-date search read as disabled (docs/decisions.md).
 */
export function searchFormState(values: SearchFormValues) {
  const hasKeywords = splitKeywords([values.keywords]).length > 0;
  const anyDate = values.startDate !== null || values.endDate !== null;
  const datesReversed =
    values.startDate !== null && values.endDate !== null && values.startDate > values.endDate;
  return {
    canSubmit: hasKeywords && anyDate && !datesReversed,
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
  const { canSubmit, datesReversed, isEmpty } = searchFormState(values);
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
      <DateField label="Date from" value={values.startDate} onChange={(date) => set('startDate', date)} />
      <DateField label="Date to" value={values.endDate} onChange={(date) => set('endDate', date)} />
      {/* Caught here rather than sent: the server's refusal names its parameters, not the fields. On a
          wide screen it takes the second row under the two dates; on a phone it follows them. */}
      {datesReversed && (
        <p role="alert" className="col-span-2 text-sm text-error lg:col-start-3 lg:row-start-2">
          {DATES_REVERSED}
        </p>
      )}
      {/* The offset lines the buttons up with the inputs under their labels. */}
      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:pt-[25px]">
        <Button type="submit" variant={canSubmit ? 'primary' : 'secondary'} disabled={!canSubmit}>
          Submit
        </Button>
        <Button variant="secondary" disabled={isEmpty} onClick={onClear} className="whitespace-nowrap">
          Clear Selection
        </Button>
      </div>
    </form>
  );
}
