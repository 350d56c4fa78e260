import type { ReadingImportResult } from '../../domain/schemas/reading-import.ts';
import { apiRequest } from './client.ts';

export type { ReadingImportResult };

/**
 * A metering service's CSV for one property; `dryRun` previews. The file's text is sent as
 * `text/csv` (the server has no multipart parser, and the browser reads the file anyway).
 */
export const importReadings = (propertyId: number, csv: string, dryRun: boolean) =>
  apiRequest<ReadingImportResult>(
    `/api/properties/${propertyId}/readings/import${dryRun ? '?dry_run=1' : ''}`,
    { method: 'POST', body: csv, contentType: 'text/csv' },
  );
