import { formatTimeDe } from '../../../../domain/dates.ts';
import { autosaveTexts } from '../../../../domain/texts/index.ts';

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'scheduled' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error' };

/** Wait after the last change before saving. */
export const AUTOSAVE_DELAY_MS = 1200;

export function autosaveMessage(state: AutosaveState): string | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'scheduled':
      return autosaveTexts.scheduled;
    case 'saving':
      return autosaveTexts.saving;
    case 'saved':
      return autosaveTexts.saved(formatTimeDe(state.at));
    case 'error':
      return autosaveTexts.failed;
  }
}

/** Whether anything needs saving: content that differs from what was saved last. */
export const needsSave = (snapshot: string, lastSaved: string | null) => snapshot !== lastSaved;
