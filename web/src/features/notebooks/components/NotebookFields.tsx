import { type RefObject, useId } from 'react';
import { inputClass } from '../../../components/TextField';

interface NotebookFieldsProps {
  title: string;
  description: string;
  onTitleChange: (title: string) => void;
  onDescriptionChange: (description: string) => void;
  /** Focused when the dialog opens. */
  titleInput: RefObject<HTMLInputElement | null>;
  /** Said under the title and announced with it; null when the title is fine. */
  titleError?: string | null;
  readOnly?: boolean;
}

/** A notebook's title (required) and description, as creating and renaming a notebook ask for them. */
export function NotebookFields({
  title,
  description,
  onTitleChange,
  onDescriptionChange,
  titleInput,
  titleError = null,
  readOnly = false,
}: NotebookFieldsProps) {
  const titleId = useId();
  const titleErrorId = useId();
  const descriptionId = useId();
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={titleId} className="text-sm font-medium text-ink">
          Title of Notebook{' '}
          <span className="text-error" aria-hidden="true">
            *
          </span>
        </label>
        <input
          ref={titleInput}
          id={titleId}
          required
          maxLength={200}
          autoComplete="off"
          value={title}
          readOnly={readOnly}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? titleErrorId : undefined}
          onChange={(event) => onTitleChange(event.target.value)}
          className={inputClass}
        />
        {titleError && (
          <p id={titleErrorId} className="text-sm text-error">
            {titleError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          maxLength={5000}
          value={description}
          readOnly={readOnly}
          onChange={(event) => onDescriptionChange(event.target.value)}
          className={`${inputClass} h-auto min-h-24 resize-y py-2`}
        />
      </div>
    </>
  );
}
