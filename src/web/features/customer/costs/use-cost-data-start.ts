import { useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  useBillingYears,
  useDraft,
  useMeterConsumption,
  type DraftRecord,
} from '../../../api/billing-drafts.ts';
import { useCostCategories } from '../../../api/cost-categories.ts';
import { useProperty } from '../../../api/get-property.ts';
import { usePropertyTenants } from '../../../api/property-tenants.ts';
import { selectedId } from '../../../routing/selection.ts';
import {
  defaultDraft,
  fillAreasFromPrevious,
  normalizeDraft,
  standardCategories,
  tenantsOfYear,
  type DraftContent,
} from './draft.ts';
import { heatingKwh } from './heating-kwh.ts';
import { costDataTexts } from '../../../../domain/texts/index.ts';
import { isClosedYear, offeredYears, yearOptions } from './years.ts';
import type { DraftStart } from './use-cost-draft.ts';

/** `?year=2025` when it is a plausible billing year. */
export function yearFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('year');
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= 2000 && year <= 2100 ? year : null;
}

/** The property and year of the screen: from the address, else the property kept in session storage. */
export function useCostSelection() {
  const location = useLocation();
  const propertyId = selectedId('property', location.search);
  const billingYears = useBillingYears(propertyId);
  // Failing billing years fall back silently to last and this year.
  const offered = offeredYears(new Date().getFullYear(), billingYears.data ?? []);
  const queryYear = yearFromQuery(location.search);
  const year = queryYear ?? offered.defaultYear;
  const years = offered.years.includes(year) ? offered.years : [...offered.years, year].sort((a, b) => b - a);
  return {
    propertyId,
    year,
    years,
    /** The years for a select, finalized ones marked: they stay listed, read only. */
    yearChoices: yearOptions(years, billingYears.data ?? [], costDataTexts.closedYearOption),
    closed: isClosedYear(billingYears.data ?? [], year),
    yearsSettled: queryYear !== null || billingYears.status !== 'pending' || propertyId === null,
  };
}

/**
 * Everything the cost data screen starts from. Tenants and the draft must load; categories, the
 * property, the previous year's draft and the meters fall back silently to defaults.
 */
export function useCostDataStart(propertyId: number, year: number) {
  const property = useProperty(propertyId);
  const categories = useCostCategories(propertyId);
  const tenants = usePropertyTenants(propertyId);
  const draft = useDraft(propertyId, year);
  const previous = useDraft(year > 2000 ? propertyId : null, year - 1);
  const consumption = useMeterConsumption(propertyId, year);

  const settled = (q: { status: string; fetchStatus: string }) =>
    q.status !== 'pending' || q.fetchStatus === 'idle';
  const loading = [categories, tenants, draft, previous, consumption].some((q) => !settled(q));
  const error = tenants.status === 'error' || draft.status === 'error';
  const auto = useMemo(() => heatingKwh(consumption.data ?? []), [consumption.data]);
  const standard = useMemo(() => standardCategories(categories.data ?? null), [categories.data]);

  const build = (record: DraftRecord | null): DraftStart => {
    const previousDraft = previous.data ? normalizeDraft(previous.data.payload) : null;
    const withKwh = (content: DraftContent): DraftContent =>
      content.metrics.heating.kwh === null && auto.kwh > 0
        ? { ...content, metrics: { heating: { ...content.metrics.heating, kwh: auto.kwh } } }
        : content;
    if (record) {
      const baseline = normalizeDraft(record.payload);
      return { record, baseline, content: withKwh(fillAreasFromPrevious(baseline, previousDraft, year)) };
    }
    const defaults = withKwh(
      defaultDraft(standard, tenantsOfYear(tenants.data ?? [], year, previousDraft), Date.now()),
    );
    return { record: null, baseline: defaults, content: defaults };
  };

  return {
    loading,
    error,
    retry: () => void Promise.all([tenants.refetch(), draft.refetch()]),
    property: property.data ?? null,
    standard,
    autoKwh: auto,
    consumptionLoaded: consumption.status === 'success',
    start: !loading && !error ? build(draft.data ?? null) : null,
    build,
  };
}
