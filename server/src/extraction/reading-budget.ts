/**
 * How long the rules may spend on one release. Reading is linear in the text's length, but a release
 * of any size can arrive from a watched feed; once the budget is spent, each rule keeps what it has
 * read so far and the event says how much that was.
 */
export const RELEASE_BUDGET_MS = 1_000;

export class ReadingBudget {
  private readonly deadline: number;
  private over = false;

  constructor(
    readonly ms: number = RELEASE_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.deadline = now() + ms;
  }

  /** True from the first check after the deadline on, so every rule stops at the same point. */
  spent(): boolean {
    if (!this.over && this.now() > this.deadline) this.over = true;
    return this.over;
  }
}

/** How much of a text a rule read before its budget ran out. */
export interface PartialReading {
  sentencesRead: number;
  sentences: number;
}
