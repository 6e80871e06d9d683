import type { ChatModel } from '../llm';
import { analyse, analysePlan, analystEngine } from './analyst';
import type { AnswerEngine } from './engine';
import { openAiEngine } from './openai-engine';

export {
  analyse,
  analysePlan,
  type Plan,
  planSchema,
  questionSupport,
  type SupportedEvent,
  type SupportKind,
  type SupportSpan,
  UnknownPlanTerm,
  wordsToLookUp,
} from './analyst';
export type { CaseStep } from './answer-event';
export type { Analyse, AnalystFindings, Answer, AnswerEngine, AnswerEvent, AnswerResult } from './engine';
export { planWords } from './plan-words';

/** The model when one is configured (falling back to the analyst), else the analyst alone. */
export function answerEngineFor(
  model: ChatModel | undefined,
  log: { warn(obj: object, msg: string): void },
): AnswerEngine {
  return model ? openAiEngine(model, { analyse, analysePlan }, { log }) : analystEngine;
}
