import { validationTexts } from '../../../../domain/texts/index.ts';
import { isValidEmail } from '../../../../domain/validation/validation.ts';

interface RowTenant {
  id: number;
  is_vacancy: boolean;
}

/** Vacancies are hidden unless asked for; the one being edited stays visible. */
export function visibleTenants<T extends RowTenant>(all: readonly T[], showVacancies: boolean): T[] {
  return all.filter((t) => showVacancies || !t.is_vacancy);
}

/**
 * The order to save after moving one visible row up or down. Hidden rows (vacancies) keep their
 * place after the visible ones, so the order always names every tenancy once.
 */
export function movedOrder(
  all: readonly RowTenant[],
  visible: readonly RowTenant[],
  index: number,
  by: -1 | 1,
): number[] | null {
  const target = index + by;
  if (target < 0 || target >= visible.length) return null;
  const order = visible.map((t) => t.id);
  const [id] = order.splice(index, 1);
  order.splice(target, 0, id!);
  const hidden = all.filter((t) => !order.includes(t.id)).map((t) => t.id);
  return [...order, ...hidden];
}

/**
 * Delivery by e-mail needs an address: without one the method falls back to post and the screen
 * says why.
 */
export function deliveryFor(
  wanted: 'email' | 'post',
  email: string | null,
): { method: 'email' | 'post'; message: string | null } {
  if (wanted === 'email' && !(email && isValidEmail(email)))
    return { method: 'post', message: validationTexts.deliveryEmailNeedsAddress };
  return { method: wanted, message: null };
}
