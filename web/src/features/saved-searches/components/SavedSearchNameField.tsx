import type { Ref } from 'react';
import { TextField } from '../../../components/TextField';

interface SavedSearchNameFieldProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (name: string) => void;
}

/** The name a saved search goes by, required, as both saving and renaming ask for it. */
export function SavedSearchNameField({ ref, value, onChange }: SavedSearchNameFieldProps) {
  return (
    <TextField
      ref={ref}
      label="Name"
      required
      maxLength={200}
      autoComplete="off"
      value={value}
      error={value.trim() === '' ? 'Name is required' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
