import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { autosaveTexts, draftTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import {
  createDraft,
  draftKey,
  getDraft,
  updateDraft,
  type DraftRecord,
} from '../../../api/billing-drafts.ts';
import { statementsKey } from '../../../api/statements.ts';
import { AUTOSAVE_DELAY_MS, needsSave, type AutosaveState } from './autosave-status.ts';
import { snapshotOf, toPayload, type DraftContent } from './draft.ts';

export interface DraftStart {
  /** The stored draft, or null when the year has none yet. */
  record: DraftRecord | null;
  /** What the screen shows first: the stored draft completed, or the defaults. */
  content: DraftContent;
  /** The content that counts as saved: the stored draft as read, or the untouched defaults. */
  baseline: DraftContent;
}

/**
 * The draft being edited and its autosave: 1200 ms after the last change the content is saved
 * unless it equals what was saved last; the first save creates the draft, later ones replace it
 * with the version they were loaded with. When the server refuses a stale version (another tab or
 * person saved in between) the current state is loaded again and the screen says so.
 */
export function useCostDraft(options: {
  propertyId: number;
  year: number;
  mode: 'standard' | 'redesign';
  start: DraftStart;
  readOnly: boolean;
  /** Builds the screen's content from a draft loaded again after a conflict. */
  reload: (record: DraftRecord | null) => DraftStart;
}) {
  const { propertyId, year, mode, readOnly } = options;
  const queryClient = useQueryClient();
  const [draft, setDraftState] = useState<DraftContent>(options.start.content);
  const [status, setStatus] = useState<AutosaveState>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(options.start.record ? autosaveTexts.loaded : null);
  const [closed, setClosed] = useState(false);
  const draftRef = useRef(draft);
  const idRef = useRef<number | null>(options.start.record?.id ?? null);
  const versionRef = useRef<number>(options.start.record?.version ?? 0);
  const lastSaved = useRef<string | null>(snapshotOf(options.start.baseline));
  const saving = useRef(false);
  const pending = useRef(false);
  const reloadRef = useRef(options.reload);
  reloadRef.current = options.reload;

  const setDraft = useCallback((update: (current: DraftContent) => DraftContent) => {
    setDraftState((current) => {
      const next = update(current);
      draftRef.current = next;
      return next;
    });
  }, []);

  const applyLoaded = useCallback((start: DraftStart) => {
    idRef.current = start.record?.id ?? null;
    versionRef.current = start.record?.version ?? 0;
    lastSaved.current = snapshotOf(start.baseline);
    draftRef.current = start.content;
    setDraftState(start.content);
  }, []);

  const save = useCallback(async (): Promise<void> => {
    if (saving.current) {
      pending.current = true;
      return;
    }
    const current = draftRef.current;
    const snapshot = snapshotOf(current);
    if (!needsSave(snapshot, lastSaved.current)) return;
    saving.current = true;
    setStatus({ kind: 'saving' });
    try {
      const payload = toPayload(current, mode, new Date());
      const record =
        idRef.current === null
          ? await createDraft({ property_id: propertyId, year, payload })
          : await updateDraft(idRef.current, { payload, version: versionRef.current });
      idRef.current = record.id;
      versionRef.current = record.version;
      lastSaved.current = snapshot;
      queryClient.setQueryData(draftKey(propertyId, year), record);
      // The checks are computed from the saved draft: read them again.
      void queryClient.invalidateQueries({ queryKey: statementsKey(propertyId, year), exact: true });
      setStatus({ kind: 'saved', at: new Date() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const yearClosed = error.message === draftTexts.yearClosed;
        pending.current = false;
        try {
          const fresh = await getDraft(propertyId, year);
          queryClient.setQueryData(draftKey(propertyId, year), fresh);
          applyLoaded(reloadRef.current(fresh));
          setStatus({ kind: 'idle' });
        } catch {
          setStatus({ kind: 'error' });
        }
        if (yearClosed) setClosed(true);
        setNotice(yearClosed ? autosaveTexts.yearClosed : autosaveTexts.conflict);
      } else {
        setStatus({ kind: 'error' });
      }
    } finally {
      saving.current = false;
      if (pending.current) {
        pending.current = false;
        void save();
      }
    }
  }, [applyLoaded, mode, propertyId, queryClient, year]);

  const snapshot = snapshotOf(draft);
  useEffect(() => {
    if (readOnly || closed) return;
    if (!needsSave(snapshot, lastSaved.current)) {
      setStatus((s) => (s.kind === 'scheduled' ? { kind: 'idle' } : s));
      return;
    }
    setStatus({ kind: 'scheduled' });
    const timer = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot, readOnly, closed, save]);

  return { draft, setDraft, status, notice, readOnly: readOnly || closed };
}
