import { archiveProperty } from '../../../api/archive-property.ts';
import { deletePropertyForGood } from '../../../api/delete-property.ts';
import { reactivateProperty } from '../../../api/reactivate-property.ts';
import { unarchiveProperty } from '../../../api/unarchive-property.ts';
import type { PropertyAction } from './property-actions.ts';

/** The call behind each action of the list. */
export async function runPropertyAction(action: PropertyAction, id: number): Promise<void> {
  switch (action) {
    case 'archive':
      await archiveProperty(id);
      return;
    case 'reactivate':
      await reactivateProperty(id);
      return;
    case 'unarchive':
      await unarchiveProperty(id);
      return;
    case 'delete':
      await deletePropertyForGood(id);
      return;
  }
}
