/** 320 products built deterministically from the templates, with images, stock, sellers and locations. */
import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../services/html';
import { productSearchColumns } from '../../services/search/product-columns';
import type { Database, NewProduct } from '../schema';
import { BRANDS, PRODUCT_TEMPLATES, RESTRICTED_PINCODES } from './catalogue-data';
import { createRandom } from './random';
import { PALETTE, productSvg, type SeedImageWriter } from './svg';

export const SEEDED_PRODUCT_COUNT = 320;
const DISCOUNTS = [5, 10, 12, 15, 20, 25, 30] as const;

function roundPrice(value: number): number {
  return Math.max(19, Math.round(value / 10) * 10 - 1);
}

function fullDescription(name: string, brand: string, benefit: string, pack: string): string {
  return [
    `<p><strong>${name}</strong> by ${brand}: ${benefit}. Prepared to classical Ayurvedic texts from carefully sourced herbs.</p>`,
    '<h4>Key benefits</h4>',
    `<ul><li>${benefit.charAt(0).toUpperCase() + benefit.slice(1)}</li><li>Made with natural ingredients</li><li>Free from artificial colours</li></ul>`,
    '<h4>How to use</h4>',
    '<p>Take as directed by your Ayurvedic physician, usually once or twice a day after meals with warm water.</p>',
    `<p><em>Pack size: ${pack}.</em> Store in a cool, dry place away from sunlight.</p>`,
  ].join('');
}

export async function seedProducts(
  db: Kysely<Database>,
  writeImage: SeedImageWriter,
  ids: { brands: Map<string, number>; categories: Map<string, number>; sellers: number[] },
): Promise<void> {
  const random = createRandom(20240601);
  const products: NewProduct[] = [];
  const restrictions: Array<{ code: string; pincodes: string[] }> = [];

  for (let i = 0; i < SEEDED_PRODUCT_COUNT; i++) {
    const template = PRODUCT_TEMPLATES[i % PRODUCT_TEMPLATES.length];
    const round = Math.floor(i / PRODUCT_TEMPLATES.length);
    const brand = BRANDS[(7 * (i % PRODUCT_TEMPLATES.length) + 281 * round) % BRANDS.length];
    const packIndex = round % template.packs.length;
    const pack = template.packs[packIndex];
    const name = `${brand} ${template.name} ${pack}`;
    const code = `AYU-${String(i + 1).padStart(4, '0')}`;
    const regular = roundPrice(template.basePrice * (packIndex === 0 ? 1 : 1.8) * (0.85 + random.next() * 0.5));
    const discount = random.chance(0.3) ? 0 : random.pick(DISCOUNTS);
    const sales = discount === 0 ? regular : Math.round((regular * (100 - discount)) / 100);
    const stockRoll = random.next();
    const stock = stockRoll < 0.08 ? 0 : stockRoll < 0.18 ? random.int(1, 4) : random.int(5, 250);
    const sellerId = random.chance(0.6) ? null : random.pick(ids.sellers);
    const color = PALETTE[i % PALETTE.length];
    const image = writeImage('products', `${code.toLowerCase()}.svg`, productSvg(`${template.name} ${pack}`, brand, color, template.motif));
    const searchText = { name, name_hi: template.nameHi, composition: template.composition };
    products.push({
      ...searchText,
      code,
      ...productSearchColumns(searchText),
      image,
      sales_price: sales,
      regular_price: regular,
      discount,
      in_stock_quantity: stock,
      short_description: `${template.name} (${pack}) from ${brand}: ${template.benefit}.`,
      // Stored sanitised, so reads serve it as it is.
      full_description: sanitizeRichText(fullDescription(name, brand, template.benefit, pack)),
      seller_id: sellerId,
      brand_id: ids.brands.get(brand) ?? null,
      category_id: ids.categories.get(template.category) ?? null,
      featured_rank: random.int(1, 400),
    });
    if (random.chance(0.1)) {
      const count = random.int(1, 3);
      const start = random.int(0, RESTRICTED_PINCODES.length - 1);
      const pincodes = Array.from({ length: count }, (_, k) => RESTRICTED_PINCODES[(start + k) % RESTRICTED_PINCODES.length]);
      restrictions.push({ code, pincodes });
    }
  }

  for (let start = 0; start < products.length; start += 40) {
    await db.insertInto('products').values(products.slice(start, start + 40)).execute();
  }
  const idByCode = new Map(
    (await db.selectFrom('products').select(['id', 'code']).execute()).map((row) => [row.code, row.id]),
  );
  const locations = restrictions.flatMap(({ code, pincodes }) =>
    pincodes.map((pincode) => ({ product_id: idByCode.get(code) as number, pincode })),
  );
  if (locations.length) await db.insertInto('product_locations').values(locations).execute();
}
