import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { DISPLAY_FORMAT, EARLIEST_DATE, LATEST_DATE, parseDisplayDate } from '../lib/dates';
import { inputClass } from './TextField';

export const DATE_INPUT_NOT_VALID = 'Date input not valid.';

interface DateFieldProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /**
   * Told whether the text in the field is a date (or empty) each time that changes, from the first
   * key that makes it one or not: a form must not go on with the value the text replaced. Read from
   * the text shown, so the two cannot disagree whatever event changed it.
   */
  onValidityChange?: (valid: boolean) => void;
  /** The value is a date but does not fit what the form around it needs (an end before the start). */
  invalid?: boolean;
  className?: string;
  labelClassName?: string;
}

/**
 * A dd/MM/yyyy date input with a calendar. Typed text that is not a real day between 1900 and 2100
 * clears the value and says so under the field; the text stays so that it can be corrected.
 */
export function DateField({
  label,
  value,
  onChange,
  onValidityChange,
  invalid: refused = false,
  className = '',
  labelClassName = 'text-sm font-medium text-ink',
}: DateFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  // What the person is typing; null shows the value itself, formatted.
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const textIsDate = text === null || text.trim() === '' || parseDisplayDate(text) !== null;

  // Kept in a ref so that a parent passing a new callback each render is not told again.
  const latestOnValidityChange = useRef(onValidityChange);
  latestOnValidityChange.current = onValidityChange;
  useEffect(() => latestOnValidityChange.current?.(textIsDate), [textIsDate]);

  const checkTyped = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the input and its own calendar is not leaving the field.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (text === null) return;
    if (text.trim() === '') {
      setText(null);
      return;
    }
    if (parseDisplayDate(text)) {
      setText(null);
    } else {
      setInvalid(true);
      onChange(null);
    }
  };

  return (
    // Listens for focus leaving the field as a whole (input and calendar); nothing here is clickable.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div className={`date-field flex flex-col gap-1 ${className}`} onBlur={checkTyped}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <DatePicker
        id={inputId}
        selected={value}
        value={text ?? undefined}
        onChange={(date: Date | null) => {
          onChange(date);
          if (date) setInvalid(false);
        }}
        onChangeRaw={(event, picked) => {
          if (picked) {
            // A day chosen in the calendar (by mouse or Enter) replaces whatever was typed.
            setText(null);
            setInvalid(false);
            return;
          }
          if (!(event?.target instanceof HTMLInputElement)) return;
          // Typed text is read here, by the same rule as the error message, instead of by the
          // picker, whose fallback would read 01/13/2024 as the American 13 January.
          event.preventDefault();
          const typed = event.target.value;
          setText(typed);
          setInvalid(false);
          const day = parseDisplayDate(typed);
          if (day) onChange(day);
          else if (typed.trim() === '') onChange(null);
        }}
        dateFormat={DISPLAY_FORMAT}
        placeholderText={DISPLAY_FORMAT}
        minDate={EARLIEST_DATE}
        maxDate={LATEST_DATE}
        showYearDropdown
        scrollableYearDropdown
        yearDropdownItemNumber={LATEST_DATE.getFullYear() - EARLIEST_DATE.getFullYear()}
        className={inputClass}
        wrapperClassName="w-full"
        popperPlacement="bottom-start"
        autoComplete="off"
        aria-invalid={invalid || refused ? 'true' : undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <p id={errorId} className="text-sm text-error">
          {DATE_INPUT_NOT_VALID}
        </p>
      )}
    </div>
  );
}
