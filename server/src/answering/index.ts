import type { Config } from '../config';
import { analyse, analystEngine } from './analyst';
import type { AnswerEngine } from './engine';
import { openAiEngine } from './openai-engine';

/** The configured model when LLM_* is set (falling back to the analyst), else the analyst alone. */
export function answerEngineFromConfig(
  config: Config,
  log: { warn(obj: object, msg: string): void },
): AnswerEngine {
  return config.llm ? openAiEngine(config.llm, analyse, { log }) : analystEngine;
}
