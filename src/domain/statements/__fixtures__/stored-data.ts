/** Builders of stored rows for the statements' unit tests. Test fixture, not production code. */
import {
  DEFAULT_STATEMENT_SETTINGS,
  type StoredBillingData,
  type StoredMeter,
  type StoredReading,
  type StoredTenant,
} from '../engine-input.ts';

export const tenant = (t: Partial<StoredTenant> & Pick<StoredTenant, 'id' | 'lastName'>): StoredTenant => ({
  firstName: null,
  company: null,
  floor: null,
  areaM2: null,
  volumeM3: null,
  usageUnits: null,
  moveIn: null,
  moveOut: null,
  annualAdvanceCents: null,
  predecessorId: null,
  ...t,
});

let nextReading = 0;
export const reading = (readingDate: string, readingValue: string, isEstimated = false): StoredReading => ({
  id: ++nextReading,
  readingDate,
  readingValue,
  isEstimated,
});

export const meter = (m: Omit<StoredMeter, 'unit'> & { unit?: string }): StoredMeter => ({
  unit: m.meterType === 'Heizkostenverteiler' ? 'Einheiten' : 'm³',
  ...m,
});

export const stored = (data: Partial<StoredBillingData>): StoredBillingData => ({
  property: { id: 1, address: 'Teststraße 1, 10115 Berlin', heatingSystem: 'Gasheizung' },
  year: 2025,
  draft: { costs: [], tenants: [] },
  tenants: [],
  meters: [],
  costCategories: [],
  settings: DEFAULT_STATEMENT_SETTINGS,
  ...data,
});
