import { roleAllows } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import { paths } from '../../../config/paths';
import { useNotebook } from '../api/get-notebook';
import { ActivityTab } from './ActivityTab';
import { DeleteNotebookDialog } from './DeleteNotebookDialog';
import { EventsListTab, type RenderEventDetails } from './EventsListTab';
import { KeywordsTab } from './KeywordsTab';
import { MembersTab } from './MembersTab';
import { NotebookActions } from './NotebookActions';
import { NotebookHeader } from './NotebookHeader';
import { RenameNotebookDialog } from './RenameNotebookDialog';

export const FETCH_NOTEBOOK_FAILED = 'Failed to fetch notebook.';
export const NO_NOTEBOOK_DATA = 'No notebook data available';

export type NotebookTab = 'ask' | 'events' | 'keywords' | 'members' | 'activity';

/** What the Ask a Question tab is given, so that a related-events link can open the Events List. */
export interface AskTabContext {
  notebook: Notebook;
  showEventsList: () => void;
}

interface NotebookDetailProps {
  notebookId: number;
  /** The notebook as the list screen had it, shown while (or instead of) fetching it. */
  handedOver?: Notebook;
  renderAskTab: (context: AskTabContext) => ReactNode;
  renderEventDetails?: RenderEventDetails;
}

function BackLink() {
  return (
    <Link to={paths.notebooks} className={buttonClass('ghost', '-ml-3 self-start')}>
      <span aria-hidden="true">←</span> Back to Curated Data Notebooks
    </Link>
  );
}

export function NotebookDetail({
  notebookId,
  handedOver,
  renderAskTab,
  renderEventDetails,
}: NotebookDetailProps) {
  const validId = Number.isSafeInteger(notebookId) && notebookId > 0;
  const query = useNotebook(notebookId, handedOver, validId);
  const [tab, setTab] = useState<NotebookTab>('ask');
  // Each visit to the Activity tab shows it afresh: members may have changed things meanwhile.
  const [activityVisits, setActivityVisits] = useState(0);
  const openTab = (key: NotebookTab) => {
    if (key === 'activity' && tab !== 'activity') setActivityVisits((visits) => visits + 1);
    setTab(key);
  };
  const [renaming, setRenaming] = useState<Notebook | null>(null);
  const [deleting, setDeleting] = useState<Notebook | null>(null);
  const navigate = useNavigate();
  const notebook = query.data;

  let body: ReactNode;
  if (validId && query.isPending) {
    body = (
      <div className="flex justify-center py-16 text-muted">
        <Spinner label="Loading notebook..." />
      </div>
    );
  } else if (query.isError && !notebook) {
    body = (
      <p role="alert" className="py-16 text-center text-error">
        {FETCH_NOTEBOOK_FAILED}
      </p>
    );
  } else if (!notebook) {
    body = <p className="py-16 text-center text-muted">{NO_NOTEBOOK_DATA}</p>;
  } else {
    body = (
      <>
        <NotebookHeader
          notebook={notebook}
          actions={
            roleAllows(notebook.role, 'manage') && (
              <NotebookActions
                notebook={notebook}
                onRename={setRenaming}
                onDelete={setDeleting}
                className="-mr-2 sm:-mt-0.5 sm:mr-0"
              />
            )
          }
        />
        <Tabs<NotebookTab>
          label="Notebook"
          active={tab}
          onChange={openTab}
          tabs={[
            {
              key: 'ask',
              label: 'Ask a Question',
              content: renderAskTab({ notebook, showEventsList: () => setTab('events') }),
            },
            {
              key: 'events',
              label: 'Events List',
              content: <EventsListTab notebook={notebook} renderEventDetails={renderEventDetails} />,
            },
            { key: 'keywords', label: 'Keywords', content: <KeywordsTab notebook={notebook} /> },
            { key: 'members', label: 'Members', content: <MembersTab notebook={notebook} /> },
            {
              key: 'activity',
              label: 'Activity',
              content: <ActivityTab key={activityVisits} notebookId={notebook.id} />,
            },
          ]}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <BackLink />
      {body}
      <RenameNotebookDialog notebook={renaming} onClose={() => setRenaming(null)} />
      <DeleteNotebookDialog
        notebook={deleting}
        onClose={() => setDeleting(null)}
        // The toast the dialog shows stays on the list screen.
        onDeleted={() => navigate(paths.notebooks, { replace: true })}
      />
    </div>
  );
}
