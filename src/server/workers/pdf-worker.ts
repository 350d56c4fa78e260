import '../../domain/schemas/base/zod.ts';
import { renderRequestedStatement, type StatementRequestTask } from './statement-request.ts';
import { renderLetter, type LetterPdfTask } from './letter-task.ts';
import { renderYear, type YearPdfTask } from './pdf-tasks.ts';

export type PdfTask = YearPdfTask | StatementRequestTask | LetterPdfTask;

/**
 * What the PDF worker thread runs (see pdf-pool.ts): the bundle's `pdf-worker.js` is built from
 * this file; from the sources pdf-worker.mjs loads it through tsx.
 */
export default function run(task: PdfTask) {
  if (task.kind === 'letter') return renderLetter(task);
  return task.kind === 'year-pdfs' ? renderYear(task) : renderRequestedStatement(task);
}
