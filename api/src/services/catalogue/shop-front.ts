/** Brands, banners, offers and the category tree. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const listBrands = (db: Kysely<Database>) => db.selectFrom('brands').select(['id', 'name', 'image']).orderBy('name').execute();

export const listBanners = (db: Kysely<Database>) =>
  db.selectFrom('banners').select(['id', 'image', 'title', 'link']).orderBy('sort_order').orderBy('id').execute();

export const listOffers = (db: Kysely<Database>) =>
  db.selectFrom('offers').select(['id', 'title', 'description', 'image', 'link']).orderBy('sort_order').orderBy('id').execute();

export const listCategories = (db: Kysely<Database>) =>
  db.selectFrom('categories').select(['id', 'name', 'name_hi', 'image', 'parent_category_id']).orderBy('id').execute();

export async function listSubCategories(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('parent_categories', 'parent_categories.id', 'categories.parent_category_id')
    .select(['categories.id', 'categories.name', 'categories.name_hi', 'categories.image', 'categories.parent_category_id', 'parent_categories.name as parent_name'])
    .orderBy('categories.id')
    .execute();
  return rows.map(({ parent_name, ...row }) => ({
    ...row,
    parent_category: row.parent_category_id !== null && parent_name !== null ? { id: row.parent_category_id, name: parent_name } : null,
  }));
}

export async function listParentCategories(db: Kysely<Database>) {
  const [parents, categories] = await Promise.all([
    db.selectFrom('parent_categories').select(['id', 'name', 'name_hi', 'image']).orderBy('id').execute(),
    listCategories(db),
  ]);
  return parents.map((parent) => ({ ...parent, categories: categories.filter((c) => c.parent_category_id === parent.id) }));
}
