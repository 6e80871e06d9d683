import { useState } from 'react';
import { Button } from '../../../components/Button';
import type { SearchToSave } from '../search-address';
import { SaveSearchDialog } from './SaveSearchDialog';

/** The search screen's Save search action, for the search it shows. */
export function SaveSearchButton({ search }: { search: SearchToSave }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor">
          <path d="M4 2.5h8v11L8 10.5l-4 3z" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
        Save search
      </Button>
      {open && <SaveSearchDialog onClose={() => setOpen(false)} search={search} />}
    </>
  );
}
