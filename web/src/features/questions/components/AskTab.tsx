import { roleAllows } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import type { AskResponse, ReAskResponse, SavedQuestion } from '@workbench/contract/questions';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { inputClass } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { isAbort, TimeoutError } from '../../../lib/api-client';
import { useAskPlan } from '../api/ask-plan';
import { useAskQuestion } from '../api/ask-question';
import { useReadingTerms } from '../api/get-reading-terms';
import { useReAskQuestion } from '../api/re-ask-question';
import { useReplaceSavedAnswer } from '../api/replace-saved-answer';
import { useSaveQuestion } from '../api/save-question';
import {
  ANSWER_EXISTS,
  ANSWER_REPLACED,
  ANSWER_SAVED,
  ASK_FAILED,
  REPLACE_FAILED,
  SAVE_FAILED,
} from '../messages';
import type { Plan } from '../reading';
import type { Citation, RenderEventDetails } from '../types';
import { CitedEvent } from './CitedEvent';
import { type CurrentAnswer, CurrentAnswerCard } from './CurrentAnswerCard';
import { SavedAnswers } from './SavedAnswers';

/** The server refuses longer questions; the field stops there instead. */
const QUESTION_MAX_LENGTH = 500;

interface AskTabProps {
  notebook: Notebook;
  /** Switches the notebook to its Events List tab. */
  showEventsList: () => void;
  renderEventDetails?: RenderEventDetails;
}

/** A time-out is not reported (spec, section 8), and neither is a request the page itself dropped. */
const isSilent = (error: Error) => error instanceof TimeoutError || isAbort(error);

export function AskTab({ notebook, showEventsList, renderEventDetails }: AskTabProps) {
  const inputId = useId();
  const toast = useToast();
  // A viewer asks but keeps nothing: saving and replacing answers are left out for them.
  const mayEdit = roleAllows(notebook.role, 'edit');
  const ask = useAskQuestion(notebook.id);
  const reAsk = useReAskQuestion();
  const askPlan = useAskPlan(notebook.id);
  const save = useSaveQuestion(notebook.id);
  const replace = useReplaceSavedAnswer(notebook.id);
  const [text, setText] = useState('');
  const [current, setCurrent] = useState<CurrentAnswer | null>(null);
  const askArea = useRef<HTMLDivElement>(null);
  const [cited, setCited] = useState<Citation | null>(null);
  const currentCard = useRef<HTMLElement>(null);
  // An answer run from a saved answer's reading takes focus when it arrives: the card it was edited on is further down.
  const [focusAnswer, setFocusAnswer] = useState(false);
  // Citations open event details only where the route can show them.
  const onCite = renderEventDetails ? setCited : undefined;
  const asking = ask.isPending || reAsk.isPending || askPlan.isPending;
  const terms = useReadingTerms(notebook.id);

  useEffect(() => {
    if (!focusAnswer || !current) return;
    currentCard.current?.focus();
    setFocusAnswer(false);
  }, [focusAnswer, current]);

  const answered =
    (question: string) => (result: (AskResponse | ReAskResponse) & Pick<CurrentAnswer, 'replaces'>) =>
      setCurrent({ ...result, question, askedAt: new Date().toISOString() });
  const failed = (error: Error) => {
    if (!isSilent(error)) toast.error(error.message || ASK_FAILED);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question || asking) return;
    ask.mutate(question, { onSuccess: answered(question), onError: failed });
  };

  const reEvaluate = (saved: SavedQuestion) => {
    askArea.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (asking) return;
    reAsk.mutate(saved.id, { onSuccess: answered(saved.question), onError: failed });
  };

  const runPlan = (plan: Plan) => {
    if (!current || asking) return;
    const { question, replaces } = current;
    // Still an answer that may replace the saved one it came from; what changed is no longer known.
    askPlan.mutate(
      { question, plan },
      { onSuccess: (result) => answered(question)({ ...result, replaces }), onError: failed },
    );
  };

  const runSavedReading = (saved: SavedQuestion, plan: Plan) => {
    askArea.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (asking) return;
    askPlan.mutate(
      { question: saved.question, plan },
      {
        onSuccess: (result) => {
          answered(saved.question)({ ...result, replaces: saved.id });
          setFocusAnswer(true);
        },
        onError: failed,
      },
    );
  };

  const saveCurrent = () => {
    if (!current || save.isPending) return;
    // Shown on top of the list until the server's own copy arrives (spec, section 4): saved now, and
    // counted against the whole notebook.
    const entry: SavedQuestion = {
      id: current.id,
      question: current.question,
      answer: current.answer,
      engine: current.engine,
      created_at: new Date().toISOString(),
      num_events: notebook.num_events ?? 0,
      result: current.result,
      plan: current.plan,
      plan_edited: current.plan_edited,
    };
    save.mutate(entry, {
      onSuccess: ({ questions_added, questions_deduplicated }) => {
        if (questions_added > 0) toast.success(ANSWER_SAVED);
        if (questions_deduplicated > 0) toast.error(ANSWER_EXISTS);
        setCurrent(null);
        setText('');
      },
      onError: (error) => toast.error(error.message || SAVE_FAILED),
    });
  };

  const replaceSaved = () => {
    if (!current?.replaces || replace.isPending) return;
    replace.mutate(
      { savedId: current.replaces, questionId: current.id },
      {
        onSuccess: (_replaced, { questionId }) => {
          toast.success(ANSWER_REPLACED);
          // A question asked while the replacement ran stays on screen.
          setCurrent((shown) => (shown?.id === questionId ? null : shown));
        },
        onError: (error) => toast.error(error.message || REPLACE_FAILED),
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <section ref={askArea} aria-label="Ask a question" className="flex scroll-mt-24 flex-col gap-4">
        <p className="max-w-3xl text-muted">
          Ask a question in your own words about the events in this notebook. Answers are drawn only from
          these events, and every answer lists the events it used and the ones it left out.
        </p>
        <form onSubmit={submit} className="flex flex-col gap-2 md:flex-row md:items-center">
          <label htmlFor={inputId} className="sr-only">
            Your question
          </label>
          <input
            id={inputId}
            type="text"
            value={text}
            maxLength={QUESTION_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder="Type your question here..."
            autoComplete="off"
            className={`${inputClass} md:flex-1`}
          />
          <div className="flex gap-2">
            <Button
              type="submit"
              disabled={!text.trim()}
              busy={asking}
              busyLabel="Asking Question"
              className="flex-1 md:flex-none"
            >
              Ask the Question
            </Button>
            {mayEdit && (
              <Button
                variant="secondary"
                disabled={!current || asking || replace.isPending}
                busy={save.isPending}
                busyLabel="Saving Answer"
                onClick={saveCurrent}
                className="flex-1 md:flex-none"
              >
                Save This Answer
              </Button>
            )}
          </div>
        </form>
        {current && (
          <CurrentAnswerCard
            current={current}
            onShowRelated={showEventsList}
            onReplace={mayEdit ? replaceSaved : undefined}
            replacing={replace.isPending}
            onCite={onCite}
            terms={terms.data}
            onRun={runPlan}
            running={askPlan.isPending}
            ref={currentCard}
          />
        )}
      </section>
      <SavedAnswers
        notebook={notebook}
        onReEvaluate={reEvaluate}
        showEventsList={showEventsList}
        renderEventDetails={renderEventDetails}
        onCite={onCite}
        terms={terms.data}
        onRunReading={runSavedReading}
        running={asking}
      />
      {cited !== null && renderEventDetails && (
        <CitedEvent citation={cited} renderEventDetails={renderEventDetails} onClose={() => setCited(null)} />
      )}
    </div>
  );
}
