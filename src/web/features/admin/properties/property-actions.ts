import type { PropertyStatus } from '../../../api/types.ts';

export type PropertyAction = 'archive' | 'reactivate' | 'unarchive' | 'delete';

/**
 * What the admin list offers per status: ended ones can be archived or reactivated, archived
 * ones unarchived or deleted for good. Ending an active property belongs to its detail screen.
 */
export function actionsFor(status: PropertyStatus): readonly PropertyAction[] {
  switch (status) {
    case 'ended':
      return ['archive', 'reactivate'];
    case 'archived':
      return ['unarchive', 'delete'];
    case 'active':
      return [];
  }
}

/** The word typed to confirm a hard delete: LÖSCHEN in any letter case, surrounding spaces ignored. */
export function isDeleteWord(typed: string, word: string): boolean {
  return typed.trim().toLocaleUpperCase('de-DE') === word.toLocaleUpperCase('de-DE');
}
