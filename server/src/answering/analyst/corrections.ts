/** A word of the question read as a crime or place it misspells: "murdurs" as "murders". */
export interface Correction {
  from: string;
  to: string;
}
