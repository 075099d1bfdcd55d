/** Brands and the parent-category / category tree, each with generated artwork. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { BRANDS, CATEGORY_NAMES_HI, CATEGORY_TREE } from './catalogue-data';
import { iconSvg, logoSvg, PALETTE, type SeedImageWriter, slug } from './svg';

export async function seedBrandsAndCategories(db: Kysely<Database>, writeImage: SeedImageWriter) {
  const brands = new Map<string, number>();
  for (const [index, name] of BRANDS.entries()) {
    const image = writeImage('brands', `${slug(name)}.svg`, logoSvg(name, PALETTE[index % PALETTE.length]));
    const { id } = await db.insertInto('brands').values({ name, image }).returning('id').executeTakeFirstOrThrow();
    brands.set(name, id);
  }
  const categories = new Map<string, number>();
  for (const [parentIndex, group] of CATEGORY_TREE.entries()) {
    const color = PALETTE[parentIndex % PALETTE.length];
    const parentImage = writeImage('categories', `${slug(group.parent)}.svg`, iconSvg(group.parent, color));
    const parent = await db
      .insertInto('parent_categories')
      .values({ name: group.parent, name_hi: CATEGORY_NAMES_HI[group.parent] ?? '', image: parentImage })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of group.categories) {
      const image = writeImage('categories', `${slug(name)}.svg`, iconSvg(name, color));
      const { id } = await db
        .insertInto('categories')
        .values({ name, name_hi: CATEGORY_NAMES_HI[name] ?? '', image, parent_category_id: parent.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      categories.set(name, id);
    }
  }
  return { brands, categories };
}
