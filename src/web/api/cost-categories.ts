import type { Input } from './input.ts';
import { useQuery } from '@tanstack/react-query';
import type { CostCategoryCreateBody, CostCategoryRecord } from '../../domain/schemas/cost-categories.ts';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';

export type { CostCategoryRecord };

export const costCategoriesKey = (propertyId: number) =>
  ['properties', propertyId, 'cost-categories'] as const;

/** All categories, inactive ones too; a 404 counts as none, as older servers answered. */
export function useCostCategories(propertyId: number) {
  return useQuery({
    queryKey: costCategoriesKey(propertyId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<CostCategoryRecord[]>(`/api/properties/${propertyId}/cost_categories?all=1`, {
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}

export const createCostCategory = (propertyId: number, body: Input<typeof CostCategoryCreateBody>) =>
  apiRequest<CostCategoryRecord>(`/api/properties/${propertyId}/cost_categories`, { method: 'POST', body });
