/** Brands, category tree and product templates of the seeded Ayurvedic catalogue. */
export const BRANDS = [
  'Himalaya', 'Dabur', 'Patanjali', 'Baidyanath', 'Zandu', 'Kerala Ayurveda', 'Organic India', 'Charak',
  'Sri Sri Tattva', 'Vicco', 'Hamdard', 'Jiva', 'Kottakkal', 'Multani', 'Dhootapapeshwar', 'Kapiva',
  'Maharishi Ayurveda', 'Arya Vaidya Pharmacy', 'Vasu', 'Nagarjuna', 'Biotique', 'Sandu',
] as const;

export const CATEGORY_TREE: ReadonlyArray<{ parent: string; categories: readonly string[] }> = [
  { parent: 'Wellness', categories: ['Immunity', 'Energy & Vitality', 'Stress & Sleep'] },
  { parent: 'Digestive & Metabolic', categories: ['Digestion', 'Diabetes Care', 'Liver Care'] },
  { parent: 'Personal Care', categories: ['Skin & Hair', 'Oral Care'] },
  { parent: 'Specialised Care', categories: ["Women's Wellness", 'Joint Care', 'Heart Care'] },
  { parent: 'Supplements', categories: ['Herbal Supplements', 'Churna & Powders'] },
];

export interface ProductTemplate {
  name: string;
  category: string;
  /** pack sizes appended to the name */
  packs: readonly string[];
  basePrice: number;
  motif: 'bottle' | 'jar' | 'box';
  benefit: string;
}

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  { name: 'Ashwagandha Tablets', category: 'Stress & Sleep', packs: ['60 Tablets', '120 Tablets'], basePrice: 260, motif: 'bottle', benefit: 'supports calm, restful sleep and resilience to everyday stress' },
  { name: 'Brahmi Capsules', category: 'Stress & Sleep', packs: ['60 Capsules'], basePrice: 230, motif: 'bottle', benefit: 'supports memory, focus and a calm mind' },
  { name: 'Jatamansi Churna', category: 'Stress & Sleep', packs: ['100 g'], basePrice: 180, motif: 'jar', benefit: 'helps the body relax before sleep' },
  { name: 'Chyawanprash', category: 'Immunity', packs: ['500 g', '1 kg'], basePrice: 320, motif: 'jar', benefit: 'a classical amla jam that builds strength and seasonal immunity' },
  { name: 'Giloy Ghanvati', category: 'Immunity', packs: ['60 Tablets', '120 Tablets'], basePrice: 150, motif: 'bottle', benefit: 'supports natural immunity and healthy body temperature' },
  { name: 'Tulsi Drops', category: 'Immunity', packs: ['30 ml'], basePrice: 140, motif: 'bottle', benefit: 'five-tulsi extract for respiratory comfort' },
  { name: 'Amla Juice', category: 'Immunity', packs: ['500 ml', '1 L'], basePrice: 160, motif: 'bottle', benefit: 'rich natural source of vitamin C' },
  { name: 'Shilajit Resin', category: 'Energy & Vitality', packs: ['20 g'], basePrice: 899, motif: 'jar', benefit: 'purified Himalayan shilajit for stamina and vigour' },
  { name: 'Safed Musli Capsules', category: 'Energy & Vitality', packs: ['60 Capsules'], basePrice: 420, motif: 'bottle', benefit: 'supports strength and vitality' },
  { name: 'Kaunch Beej Powder', category: 'Energy & Vitality', packs: ['100 g'], basePrice: 210, motif: 'jar', benefit: 'traditional tonic for energy and mood' },
  { name: 'Triphala Churna', category: 'Digestion', packs: ['100 g', '250 g'], basePrice: 95, motif: 'jar', benefit: 'gentle daily cleanse and regular digestion' },
  { name: 'Hingvastak Churna', category: 'Digestion', packs: ['60 g'], basePrice: 110, motif: 'jar', benefit: 'relieves gas and bloating after meals' },
  { name: 'Avipattikar Churna', category: 'Digestion', packs: ['100 g'], basePrice: 120, motif: 'jar', benefit: 'soothes acidity and heartburn' },
  { name: 'Pudin Hara Pearls', category: 'Digestion', packs: ['10 Pearls', '30 Pearls'], basePrice: 40, motif: 'box', benefit: 'quick relief from indigestion' },
  { name: 'Karela Jamun Juice', category: 'Diabetes Care', packs: ['1 L'], basePrice: 230, motif: 'bottle', benefit: 'helps maintain healthy blood sugar levels' },
  { name: 'Madhunashini Vati', category: 'Diabetes Care', packs: ['60 Tablets'], basePrice: 190, motif: 'bottle', benefit: 'classical formulation for glucose balance' },
  { name: 'Gudmar Capsules', category: 'Diabetes Care', packs: ['60 Capsules'], basePrice: 240, motif: 'bottle', benefit: 'reduces sugar cravings' },
  { name: 'Liv Tonic Syrup', category: 'Liver Care', packs: ['200 ml', '450 ml'], basePrice: 145, motif: 'bottle', benefit: 'supports healthy liver function' },
  { name: 'Bhumi Amla Capsules', category: 'Liver Care', packs: ['60 Capsules'], basePrice: 260, motif: 'bottle', benefit: 'protects the liver naturally' },
  { name: 'Kumkumadi Tailam', category: 'Skin & Hair', packs: ['12 ml', '25 ml'], basePrice: 499, motif: 'bottle', benefit: 'saffron face oil for an even, radiant complexion' },
  { name: 'Neem Face Wash', category: 'Skin & Hair', packs: ['100 ml', '150 ml'], basePrice: 130, motif: 'bottle', benefit: 'purifies skin and prevents pimples' },
  { name: 'Bhringraj Hair Oil', category: 'Skin & Hair', packs: ['100 ml', '200 ml'], basePrice: 210, motif: 'bottle', benefit: 'strengthens roots and reduces hair fall' },
  { name: 'Aloe Vera Gel', category: 'Skin & Hair', packs: ['150 g'], basePrice: 150, motif: 'jar', benefit: 'cools and moisturises skin' },
  { name: 'Turmeric Skin Cream', category: 'Skin & Hair', packs: ['50 g'], basePrice: 170, motif: 'jar', benefit: 'turmeric and sandalwood for a healthy glow' },
  { name: 'Herbal Toothpaste', category: 'Oral Care', packs: ['100 g', '200 g'], basePrice: 95, motif: 'box', benefit: 'clove and neem for strong gums' },
  { name: 'Dant Manjan Powder', category: 'Oral Care', packs: ['100 g'], basePrice: 75, motif: 'jar', benefit: 'traditional tooth powder for clean teeth' },
  { name: 'Irimedadi Oil Pulling', category: 'Oral Care', packs: ['200 ml'], basePrice: 240, motif: 'bottle', benefit: 'oil pulling for fresh breath and gum care' },
  { name: 'Shatavari Granules', category: "Women's Wellness", packs: ['200 g'], basePrice: 280, motif: 'jar', benefit: 'supports hormonal balance in women' },
  { name: 'Ashokarishta', category: "Women's Wellness", packs: ['450 ml'], basePrice: 180, motif: 'bottle', benefit: 'classical tonic for menstrual comfort' },
  { name: 'Lodhra Tablets', category: "Women's Wellness", packs: ['60 Tablets'], basePrice: 200, motif: 'bottle', benefit: 'supports a healthy uterus' },
  { name: 'Mahanarayan Oil', category: 'Joint Care', packs: ['100 ml', '200 ml'], basePrice: 220, motif: 'bottle', benefit: 'massage oil for stiff joints and muscles' },
  { name: 'Yograj Guggulu', category: 'Joint Care', packs: ['60 Tablets', '120 Tablets'], basePrice: 190, motif: 'bottle', benefit: 'supports joint mobility' },
  { name: 'Shallaki Capsules', category: 'Joint Care', packs: ['60 Capsules'], basePrice: 330, motif: 'bottle', benefit: 'boswellia for comfortable joints' },
  { name: 'Arjuna Capsules', category: 'Heart Care', packs: ['60 Capsules'], basePrice: 250, motif: 'bottle', benefit: 'arjuna bark for a healthy heart' },
  { name: 'Lasuna Tablets', category: 'Heart Care', packs: ['60 Tablets'], basePrice: 180, motif: 'bottle', benefit: 'garlic extract for healthy cholesterol' },
  { name: 'Moringa Capsules', category: 'Herbal Supplements', packs: ['60 Capsules'], basePrice: 270, motif: 'bottle', benefit: 'a natural multivitamin from drumstick leaves' },
  { name: 'Spirulina Tablets', category: 'Herbal Supplements', packs: ['60 Tablets', '120 Tablets'], basePrice: 390, motif: 'bottle', benefit: 'plant protein and minerals' },
  { name: 'Turmeric Curcumin Capsules', category: 'Herbal Supplements', packs: ['60 Capsules'], basePrice: 450, motif: 'bottle', benefit: 'curcumin with black pepper for better absorption' },
  { name: 'Sitopaladi Churna', category: 'Churna & Powders', packs: ['50 g', '100 g'], basePrice: 85, motif: 'jar', benefit: 'eases cough and throat irritation' },
  { name: 'Trikatu Churna', category: 'Churna & Powders', packs: ['100 g'], basePrice: 90, motif: 'jar', benefit: 'kindles digestive fire' },
];

export const SELLER_COMPANIES = [
  { company: 'Vedic Roots Distributors Pvt Ltd', first: 'Ramesh', last: 'Iyer', email: 'seller@demo.in', city: 'Bangalore', state: 'Karnataka', pincode: '560001', type: 'Private Limited Company' },
  { company: 'Ganga Herbals Trading Co', first: 'Sunita', last: 'Sharma', email: 'ganga.herbals@demo.in', city: 'Central Delhi', state: 'Delhi', pincode: '110001', type: 'Partnership Firm' },
  { company: 'Sahyadri Ayur Mart', first: 'Prakash', last: 'Kulkarni', email: 'sahyadri@demo.in', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', type: 'Sole Proprietorship' },
  { company: 'Coromandel Wellness LLP', first: 'Lakshmi', last: 'Narayanan', email: 'coromandel@demo.in', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001', type: 'One Person Company' },
] as const;

export const RESTRICTED_PINCODES = ['110001', '400001', '560001', '600001', '700001'] as const;
