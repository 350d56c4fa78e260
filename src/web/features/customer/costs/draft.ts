import type { DraftContent } from '../../../../domain/costs/draft-content.ts';

export * from '../../../../domain/costs/draft-content.ts';

/** What the autosave compares: everything but the time of the last save. */
export function snapshotOf(draft: DraftContent): string {
  return JSON.stringify({ ...draft, meta: { ...draft.meta, savedAt: '' } });
}

/** The payload sent to the server: the draft with the time of this save. */
export function toPayload(draft: DraftContent, mode: 'standard' | 'redesign', now: Date): DraftContent {
  return { ...draft, meta: { ...draft.meta, mode, savedAt: now.toISOString() } };
}
