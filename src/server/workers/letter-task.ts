import { move } from 'piscina';
import type { LetterPdfInput } from '../pdf/letter.ts';
import type { TaskAnswer } from './task-answer.ts';

/** A letter's PDF, rendered in the PDF worker thread like the statements: layout is CPU work. */
export interface LetterPdfTask {
  kind: 'letter';
  input: LetterPdfInput;
}

export async function renderLetter(task: LetterPdfTask): Promise<TaskAnswer> {
  const { renderLetterPdf } = await import('../pdf/letter.ts');
  const pdf = await renderLetterPdf(task.input);
  // Memory of its own (a Buffer may be a slice of shared memory), then handed over, not copied again.
  return move(new Uint8Array(pdf)) as TaskAnswer;
}
