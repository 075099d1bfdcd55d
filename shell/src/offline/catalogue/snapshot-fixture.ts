/** A few snapshot products for the offline catalogue's tests (names, Hindi names and compositions as the seed's). */
import type { SnapshotProduct } from 'shared-lib/contract';

const product = (fields: Partial<SnapshotProduct> & Pick<SnapshotProduct, 'id' | 'name'>): SnapshotProduct => ({
  name_hi: '',
  image: `/uploads/products/p${fields.id}.svg`,
  code: `AYU-${fields.id}`,
  sales_price: 100,
  regular_price: 120,
  discount: 15,
  in_stock_quantity: 10,
  brand_id: 1,
  brand: 'Dabur',
  category_id: 1,
  seller_id: null,
  seller: '',
  rating_average: 0,
  rating_count: 0,
  composition: '',
  prescription_class: 'otc',
  availableLocations: '',
  ...fields,
});

export const SNAPSHOT_PRODUCTS: SnapshotProduct[] = [
  product({ id: 11, name: 'Dabur Chyawanprash 500 g', name_hi: 'च्यवनप्राश', composition: 'Chyavanaprasha avaleha: Emblica officinalis (fruit) 48 %, honey, ghee', sales_price: 320, rating_average: 4.5, rating_count: 12 }),
  product({ id: 12, name: 'Himalaya Ashwagandha Tablets 60 Tablets', name_hi: 'अश्वगंधा टैबलेट', composition: 'Withania somnifera (root) 500 mg', brand_id: 2, brand: 'Himalaya', category_id: 2, sales_price: 260, rating_average: 4.8, rating_count: 3 }),
  product({ id: 13, name: 'Baidyanath Triphala Churna 100 g', name_hi: 'त्रिफला चूर्ण', composition: 'Emblica officinalis (fruit), Terminalia chebula (fruit)', brand_id: 3, brand: 'Baidyanath', category_id: 3, sales_price: 95 }),
  product({ id: 14, name: 'Dabur Amla Juice 1 L', name_hi: 'आंवला जूस', composition: 'Emblica officinalis (fruit) juice 100 %', sales_price: 160, availableLocations: '560001,682001' }),
  product({ id: 15, name: 'Himalaya Liv Tonic Syrup 200 ml', composition: 'Phyllanthus niruri (whole plant)', brand_id: 2, brand: 'Himalaya', category_id: 4, sales_price: 145, prescription_class: 'schedule_h', seller_id: 7, seller: 'Kerala Vaidyasala' }),
];
