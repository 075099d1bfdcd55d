/** Which categories make up the Supplements page: those of the parent category named 'Supplements'. */
import type { ParentCategory } from 'shared-lib/contract';
import { toSearchParams } from '../list/list-query';

export const SUPPLEMENTS_PARENT_NAME = 'Supplements';

const normalise = (name: string) => name.trim().toLowerCase();

/** The parent category by name (case and surrounding spaces ignored), or null. */
export function findParentCategory(parents: ParentCategory[], name = SUPPLEMENTS_PARENT_NAME): ParentCategory | null {
  return parents.find((parent) => normalise(parent.name) === normalise(name)) ?? null;
}

export function categoryIdsOf(parent: ParentCategory | null): number[] {
  return parent ? parent.categories.map((category) => category.id) : [];
}

/** The full, filtered product list for these categories (the listing keeps its filters in the URL). */
export function fullListPath(categoryIds: number[]): string {
  const search = toSearchParams({ search: '', brands: [], categories: categoryIds, bands: [], sort: 0, minRating: 0, page: 1 }).toString();
  return search ? `/home/buy-medicine?${search}` : '/home/buy-medicine';
}
