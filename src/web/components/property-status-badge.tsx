import { Badge } from '@mantine/core';
import { dashboardTexts } from '../../domain/texts/index.ts';
import type { Property } from '../api/types.ts';

/** The landlord's tile marks ended and archived properties; active ones carry no badge. */
export function propertyStatusBadge(property: Property) {
  if (property.status === 'ended')
    return (
      <Badge color="gray" variant="light">
        {dashboardTexts.customer.statusEnded}
      </Badge>
    );
  if (property.status === 'archived')
    return (
      <Badge color="gray" variant="outline">
        {dashboardTexts.customer.statusArchived}
      </Badge>
    );
  return undefined;
}
