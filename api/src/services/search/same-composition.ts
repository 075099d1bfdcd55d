/**
 * "Same composition, other brands" (issue 30, after Tata 1mg's substitutes): up to SAME_COMPOSITION_MAX
 * products on sale whose main ingredient (computed from the composition on every write,
 * product-columns.ts) is the product's, of other brands, cheapest first. Served through the catalogue
 * answer cache, so it is computed once per catalogue version and product.
 */
import type { Kysely } from 'kysely';
import { SAME_COMPOSITION_MAX, type SameCompositionAnswer } from 'shared-lib/contract';
import type { Database } from '../../db/schema';

/** null when the product does not exist. */
export async function sameComposition(db: Kysely<Database>, productId: number): Promise<SameCompositionAnswer | null> {
  const product = await db.selectFrom('products').select(['main_ingredient', 'brand_id']).where('id', '=', productId).executeTakeFirst();
  if (!product) return null;
  if (!product.main_ingredient) return { main_ingredient: '', items: [] };
  const brandId = product.brand_id;
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'p.image', 'p.sales_price', 'p.regular_price', 'p.composition', 'b.name as brand_name'])
    .where('p.main_ingredient', '=', product.main_ingredient)
    .where('p.on_sale', '=', 1)
    .where('p.id', '!=', productId)
    .$if(brandId !== null, (qb) => qb.where((eb) => eb.or([eb('p.brand_id', 'is', null), eb('p.brand_id', '!=', brandId as number)])))
    .orderBy('p.sales_price')
    .orderBy('p.id')
    .limit(SAME_COMPOSITION_MAX)
    .execute();
  return {
    main_ingredient: product.main_ingredient,
    items: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      image: row.image,
      sales_price: Number(row.sales_price),
      regular_price: Number(row.regular_price),
      brand_name: row.brand_name ?? '',
      composition: row.composition,
    })),
  };
}
