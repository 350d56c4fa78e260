import { linkedPropertyTexts as texts } from '../../domain/texts/index.ts';

/**
 * Why a property opened from a link (query string or session storage) cannot be shown: no id at
 * all, a request the server refuses as unknown (deleted, or archived out of sight), an archived
 * property, or any other failure. Null when it can be shown.
 */
export function linkedPropertyProblem(state: {
  id: number | null;
  status?: string | undefined;
  errorStatus?: number | undefined;
}): string | null {
  if (state.id === null) return texts.missing;
  if (state.errorStatus === 404 || state.errorStatus === 403) return texts.missingOrArchived;
  if (state.errorStatus !== undefined) return texts.openFailed;
  if (state.status === 'archived') return texts.archived;
  return null;
}
