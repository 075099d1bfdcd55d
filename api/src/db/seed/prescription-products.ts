/**
 * Prescription medicines of the demo catalogue (issue 28): classical rasa and bhasma preparations, whose
 * Schedule E(1) ingredients (mercury, arsenic, aconite, metal ashes) need a prescription (class asu_e1),
 * sold by the demo seller, whose registered pharmacist reviews the prescriptions.
 */
import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../services/html';
import type { Database, NewProduct } from '../schema';
import { PALETTE, productSvg, type SeedImageWriter } from './svg';

export const RX_SEED_PRODUCTS = [
  { name: 'Swarna Bhasma', brand: 'Dhootapapeshwar', category: 'Immunity', pack: '125 mg', price: 1450, benefit: 'classical gold ash preparation for strength and immunity' },
  { name: 'Godanti Bhasma', brand: 'Baidyanath', category: 'Immunity', pack: '10 g', price: 120, benefit: 'calcined gypsum preparation used in fevers and headaches' },
  { name: 'Sameer Pannag Ras', brand: 'Baidyanath', category: 'Immunity', pack: '2.5 g', price: 260, benefit: 'mercury and arsenic preparation used in breathing troubles' },
  { name: 'Arogyavardhini Vati', brand: 'Dabur', category: 'Liver Care', pack: '40 Tablets', price: 140, benefit: 'classical liver formulation with purified mercury and sulphur' },
  { name: 'Mahayograj Guggulu', brand: 'Baidyanath', category: 'Joint Care', pack: '40 Tablets', price: 210, benefit: 'guggulu with rasa sindoor and metal ashes for joint pain' },
  { name: 'Tribhuvan Kirti Ras', brand: 'Dhootapapeshwar', category: 'Immunity', pack: '40 Tablets', price: 175, benefit: 'aconite and cinnabar preparation used in fevers' },
  { name: 'Kamdudha Ras', brand: 'Baidyanath', category: 'Digestion', pack: '40 Tablets', price: 150, benefit: 'pearl and coral ash preparation for acidity' },
  { name: 'Smritisagar Ras', brand: 'Dhootapapeshwar', category: 'Stress & Sleep', pack: '40 Tablets', price: 230, benefit: 'classical rasa preparation for memory and the nerves' },
] as const;

export async function seedPrescriptionProducts(
  db: Kysely<Database>,
  writeImage: SeedImageWriter,
  ids: { brands: Map<string, number>; categories: Map<string, number>; sellerId: number },
): Promise<void> {
  const products: NewProduct[] = RX_SEED_PRODUCTS.map((item, index) => {
    const code = `AYU-RX-${String(index + 1).padStart(2, '0')}`;
    return {
      name: `${item.brand} ${item.name} ${item.pack}`,
      code,
      image: writeImage('products', `${code.toLowerCase()}.svg`, productSvg(`${item.name} ${item.pack}`, item.brand, PALETTE[index % PALETTE.length], 'bottle')),
      sales_price: item.price,
      regular_price: item.price,
      discount: 0,
      in_stock_quantity: 60 + index * 5,
      short_description: `${item.name} (${item.pack}) from ${item.brand}: ${item.benefit}. Sold against a prescription.`,
      full_description: sanitizeRichText(
        `<p><strong>${item.name}</strong> by ${item.brand}: ${item.benefit}.</p><p>A Schedule E(1) preparation: take it only as your registered Ayurvedic physician prescribes.</p>`,
      ),
      seller_id: ids.sellerId,
      brand_id: ids.brands.get(item.brand) ?? null,
      category_id: ids.categories.get(item.category) ?? null,
      // after the curated products in the featured order
      featured_rank: 900 + index,
      prescription_class: 'asu_e1',
    };
  });
  await db.insertInto('products').values(products).execute();
  // the demo sellers' registered pharmacists and drug licences
  const sellers = await db.selectFrom('sellers').select('id').where('is_house', '=', 0).orderBy('id').execute();
  for (const [index, seller] of sellers.entries()) {
    await db
      .updateTable('sellers')
      .set({ pharmacist_name: ['Anita Deshmukh', 'Rahul Verma', 'Meera Joshi', 'Karthik Raman'][index % 4], pharmacist_registration: `PH-${24100 + index}`, drug_licence_number: `RLF20MH2024${String(1000 + index)}` })
      .where('id', '=', seller.id)
      .execute();
  }
}
