/** Brands, category tree and product templates of the seeded Ayurvedic catalogue. */
import { HEALTH_CONCERN_TERMS } from 'shared-lib/domain/search';
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

/**
 * The Devanagari names of the category tree (issue 31): what the shop shows in Hindi, everyday words as Indian
 * shopping apps write them. Seeded, and filled in by migration 0270 for a database seeded before it.
 */
export const CATEGORY_NAMES_HI: Readonly<Record<string, string>> = {
  Wellness: 'वेलनेस',
  Immunity: 'इम्यूनिटी',
  'Energy & Vitality': 'ताकत और ऊर्जा',
  'Stress & Sleep': 'तनाव और नींद',
  'Digestive & Metabolic': 'पाचन और मेटाबॉलिज़्म',
  Digestion: 'पाचन',
  'Diabetes Care': 'डायबिटीज़ केयर',
  'Liver Care': 'लिवर केयर',
  'Personal Care': 'पर्सनल केयर',
  'Skin & Hair': 'त्वचा और बाल',
  'Oral Care': 'दांतों की देखभाल',
  'Specialised Care': 'खास देखभाल',
  "Women's Wellness": 'महिलाओं की सेहत',
  'Joint Care': 'जोड़ों की देखभाल',
  'Heart Care': 'दिल की देखभाल',
  Supplements: 'सप्लीमेंट',
  'Herbal Supplements': 'हर्बल सप्लीमेंट',
  'Churna & Powders': 'चूर्ण और पाउडर',
};

/** The health concerns' Devanagari names (`health_issues.name_hi`), from the search's table of their words. */
export const HEALTH_ISSUE_NAMES_HI: Readonly<Record<string, string>> = Object.fromEntries(HEALTH_CONCERN_TERMS.map((concern) => [concern.name, concern.name_hi]));

export interface ProductTemplate {
  name: string;
  /** the Devanagari name (the pack is not translated) */
  nameHi: string;
  /** botanical or classical ingredients as on the label; the first is the main ingredient */
  composition: string;
  category: string;
  /** pack sizes appended to the name */
  packs: readonly string[];
  basePrice: number;
  motif: 'bottle' | 'jar' | 'box';
  benefit: string;
}

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  { name: 'Ashwagandha Tablets', nameHi: 'अश्वगंधा टैबलेट', composition: 'Withania somnifera (root) 500 mg', category: 'Stress & Sleep', packs: ['60 Tablets', '120 Tablets'], basePrice: 260, motif: 'bottle', benefit: 'supports calm, restful sleep and resilience to everyday stress' },
  { name: 'Brahmi Capsules', nameHi: 'ब्राह्मी कैप्सूल', composition: 'Bacopa monnieri (whole plant) 250 mg, Centella asiatica (leaf) 100 mg', category: 'Stress & Sleep', packs: ['60 Capsules'], basePrice: 230, motif: 'bottle', benefit: 'supports memory, focus and a calm mind' },
  { name: 'Jatamansi Churna', nameHi: 'जटामांसी चूर्ण', composition: 'Nardostachys jatamansi (rhizome) 100 %', category: 'Stress & Sleep', packs: ['100 g'], basePrice: 180, motif: 'jar', benefit: 'helps the body relax before sleep' },
  { name: 'Chyawanprash', nameHi: 'च्यवनप्राश', composition: 'Chyavanaprasha avaleha: Emblica officinalis (fruit) 48 %, Withania somnifera (root), Piper longum (fruit), Elettaria cardamomum (seed), Cinnamomum zeylanicum (bark), honey, ghee', category: 'Immunity', packs: ['500 g', '1 kg'], basePrice: 320, motif: 'jar', benefit: 'a classical amla jam that builds strength and seasonal immunity' },
  { name: 'Giloy Ghanvati', nameHi: 'गिलोय घनवटी', composition: 'Tinospora cordifolia (stem) extract 500 mg', category: 'Immunity', packs: ['60 Tablets', '120 Tablets'], basePrice: 150, motif: 'bottle', benefit: 'supports natural immunity and healthy body temperature' },
  { name: 'Tulsi Drops', nameHi: 'तुलसी ड्रॉप्स', composition: 'Ocimum sanctum (leaf) extract, Ocimum basilicum, Ocimum gratissimum', category: 'Immunity', packs: ['30 ml'], basePrice: 140, motif: 'bottle', benefit: 'five-tulsi extract for respiratory comfort' },
  { name: 'Amla Juice', nameHi: 'आंवला जूस', composition: 'Emblica officinalis (fruit) juice 100 %', category: 'Immunity', packs: ['500 ml', '1 L'], basePrice: 160, motif: 'bottle', benefit: 'rich natural source of vitamin C' },
  { name: 'Shilajit Resin', nameHi: 'शिलाजीत रेज़िन', composition: 'Asphaltum punjabianum (purified shilajit) 100 %', category: 'Energy & Vitality', packs: ['20 g'], basePrice: 899, motif: 'jar', benefit: 'purified Himalayan shilajit for stamina and vigour' },
  { name: 'Safed Musli Capsules', nameHi: 'सफेद मूसली कैप्सूल', composition: 'Chlorophytum borivilianum (root) 500 mg', category: 'Energy & Vitality', packs: ['60 Capsules'], basePrice: 420, motif: 'bottle', benefit: 'supports strength and vitality' },
  { name: 'Kaunch Beej Powder', nameHi: 'कौंच बीज पाउडर', composition: 'Mucuna pruriens (seed) 100 %', category: 'Energy & Vitality', packs: ['100 g'], basePrice: 210, motif: 'jar', benefit: 'traditional tonic for energy and mood' },
  { name: 'Triphala Churna', nameHi: 'त्रिफला चूर्ण', composition: 'Triphala churna: Emblica officinalis (fruit), Terminalia chebula (fruit), Terminalia bellirica (fruit) in equal parts', category: 'Digestion', packs: ['100 g', '250 g'], basePrice: 95, motif: 'jar', benefit: 'gentle daily cleanse and regular digestion' },
  { name: 'Hingvastak Churna', nameHi: 'हिंग्वाष्टक चूर्ण', composition: 'Ferula asafoetida (resin), Zingiber officinale (rhizome), Piper nigrum (fruit), Piper longum (fruit), Cuminum cyminum (seed), rock salt', category: 'Digestion', packs: ['60 g'], basePrice: 110, motif: 'jar', benefit: 'relieves gas and bloating after meals' },
  { name: 'Avipattikar Churna', nameHi: 'अविपत्तिकर चूर्ण', composition: 'Operculina turpethum (root), Emblica officinalis (fruit), Zingiber officinale (rhizome), Elettaria cardamomum (seed), sugar', category: 'Digestion', packs: ['100 g'], basePrice: 120, motif: 'jar', benefit: 'soothes acidity and heartburn' },
  { name: 'Pudin Hara Pearls', nameHi: 'पुदीन हरा पर्ल्स', composition: 'Mentha piperita (leaf) oil 10 mg, Mentha spicata (leaf) oil 10 mg', category: 'Digestion', packs: ['10 Pearls', '30 Pearls'], basePrice: 40, motif: 'box', benefit: 'quick relief from indigestion' },
  { name: 'Karela Jamun Juice', nameHi: 'करेला जामुन जूस', composition: 'Momordica charantia (fruit) juice 50 %, Syzygium cumini (fruit) juice 50 %', category: 'Diabetes Care', packs: ['1 L'], basePrice: 230, motif: 'bottle', benefit: 'helps maintain healthy blood sugar levels' },
  { name: 'Madhunashini Vati', nameHi: 'मधुनाशिनी वटी', composition: 'Gymnema sylvestre (leaf) 100 mg, Momordica charantia (fruit), Syzygium cumini (seed), Tinospora cordifolia (stem)', category: 'Diabetes Care', packs: ['60 Tablets'], basePrice: 190, motif: 'bottle', benefit: 'classical formulation for glucose balance' },
  { name: 'Gudmar Capsules', nameHi: 'गुड़मार कैप्सूल', composition: 'Gymnema sylvestre (leaf) extract 400 mg', category: 'Diabetes Care', packs: ['60 Capsules'], basePrice: 240, motif: 'bottle', benefit: 'reduces sugar cravings' },
  { name: 'Liv Tonic Syrup', nameHi: 'लिव टॉनिक सिरप', composition: 'Phyllanthus niruri (whole plant), Picrorhiza kurroa (root), Andrographis paniculata (whole plant), Boerhavia diffusa (root)', category: 'Liver Care', packs: ['200 ml', '450 ml'], basePrice: 145, motif: 'bottle', benefit: 'supports healthy liver function' },
  { name: 'Bhumi Amla Capsules', nameHi: 'भूमि आंवला कैप्सूल', composition: 'Phyllanthus niruri (whole plant) extract 500 mg', category: 'Liver Care', packs: ['60 Capsules'], basePrice: 260, motif: 'bottle', benefit: 'protects the liver naturally' },
  { name: 'Kumkumadi Tailam', nameHi: 'कुमकुमादि तैलम', composition: 'Crocus sativus (stigma), Santalum album (heartwood), Rubia cordifolia (root), Sesamum indicum (seed) oil', category: 'Skin & Hair', packs: ['12 ml', '25 ml'], basePrice: 499, motif: 'bottle', benefit: 'saffron face oil for an even, radiant complexion' },
  { name: 'Neem Face Wash', nameHi: 'नीम फेस वॉश', composition: 'Azadirachta indica (leaf) extract 2 %, Curcuma longa (rhizome) extract 0.5 %', category: 'Skin & Hair', packs: ['100 ml', '150 ml'], basePrice: 130, motif: 'bottle', benefit: 'purifies skin and prevents pimples' },
  { name: 'Bhringraj Hair Oil', nameHi: 'भृंगराज हेयर ऑयल', composition: 'Eclipta alba (whole plant), Emblica officinalis (fruit), Cocos nucifera (coconut) oil', category: 'Skin & Hair', packs: ['100 ml', '200 ml'], basePrice: 210, motif: 'bottle', benefit: 'strengthens roots and reduces hair fall' },
  { name: 'Aloe Vera Gel', nameHi: 'एलोवेरा जेल', composition: 'Aloe barbadensis (leaf) gel 99 %', category: 'Skin & Hair', packs: ['150 g'], basePrice: 150, motif: 'jar', benefit: 'cools and moisturises skin' },
  { name: 'Turmeric Skin Cream', nameHi: 'हल्दी स्किन क्रीम', composition: 'Curcuma longa (rhizome) extract 2 %, Santalum album (heartwood) oil 0.5 %', category: 'Skin & Hair', packs: ['50 g'], basePrice: 170, motif: 'jar', benefit: 'turmeric and sandalwood for a healthy glow' },
  { name: 'Herbal Toothpaste', nameHi: 'हर्बल टूथपेस्ट', composition: 'Azadirachta indica (bark), Syzygium aromaticum (clove) oil, Acacia arabica (bark), Salvadora persica (stem)', category: 'Oral Care', packs: ['100 g', '200 g'], basePrice: 95, motif: 'box', benefit: 'clove and neem for strong gums' },
  { name: 'Dant Manjan Powder', nameHi: 'दंत मंजन पाउडर', composition: 'Salvadora persica (stem), Syzygium aromaticum (clove), Piper nigrum (fruit), rock salt', category: 'Oral Care', packs: ['100 g'], basePrice: 75, motif: 'jar', benefit: 'traditional tooth powder for clean teeth' },
  { name: 'Irimedadi Oil Pulling', nameHi: 'इरिमेदादि तेल', composition: 'Acacia farnesiana (bark), Syzygium aromaticum (clove), Sesamum indicum (seed) oil', category: 'Oral Care', packs: ['200 ml'], basePrice: 240, motif: 'bottle', benefit: 'oil pulling for fresh breath and gum care' },
  { name: 'Shatavari Granules', nameHi: 'शतावरी ग्रेन्यूल्स', composition: 'Asparagus racemosus (root) 40 %, sugar', category: "Women's Wellness", packs: ['200 g'], basePrice: 280, motif: 'jar', benefit: 'supports hormonal balance in women' },
  { name: 'Ashokarishta', nameHi: 'अशोकारिष्ट', composition: 'Saraca asoca (bark), Woodfordia fruticosa (flower), Cyperus rotundus (root), jaggery', category: "Women's Wellness", packs: ['450 ml'], basePrice: 180, motif: 'bottle', benefit: 'classical tonic for menstrual comfort' },
  { name: 'Lodhra Tablets', nameHi: 'लोध्र टैबलेट', composition: 'Symplocos racemosa (bark) 500 mg', category: "Women's Wellness", packs: ['60 Tablets'], basePrice: 200, motif: 'bottle', benefit: 'supports a healthy uterus' },
  { name: 'Mahanarayan Oil', nameHi: 'महानारायण तेल', composition: 'Aegle marmelos (root), Withania somnifera (root), Asparagus racemosus (root), Sesamum indicum (seed) oil', category: 'Joint Care', packs: ['100 ml', '200 ml'], basePrice: 220, motif: 'bottle', benefit: 'massage oil for stiff joints and muscles' },
  { name: 'Yograj Guggulu', nameHi: 'योगराज गुग्गुल', composition: 'Commiphora mukul (resin) 250 mg, Zingiber officinale (rhizome), Piper longum (fruit), Emblica officinalis (fruit)', category: 'Joint Care', packs: ['60 Tablets', '120 Tablets'], basePrice: 190, motif: 'bottle', benefit: 'supports joint mobility' },
  { name: 'Shallaki Capsules', nameHi: 'शल्लकी कैप्सूल', composition: 'Boswellia serrata (gum resin) extract 500 mg', category: 'Joint Care', packs: ['60 Capsules'], basePrice: 330, motif: 'bottle', benefit: 'boswellia for comfortable joints' },
  { name: 'Arjuna Capsules', nameHi: 'अर्जुन कैप्सूल', composition: 'Terminalia arjuna (bark) extract 500 mg', category: 'Heart Care', packs: ['60 Capsules'], basePrice: 250, motif: 'bottle', benefit: 'arjuna bark for a healthy heart' },
  { name: 'Lasuna Tablets', nameHi: 'लहसुन टैबलेट', composition: 'Allium sativum (bulb) extract 250 mg', category: 'Heart Care', packs: ['60 Tablets'], basePrice: 180, motif: 'bottle', benefit: 'garlic extract for healthy cholesterol' },
  { name: 'Moringa Capsules', nameHi: 'सहजन कैप्सूल', composition: 'Moringa oleifera (leaf) 500 mg', category: 'Herbal Supplements', packs: ['60 Capsules'], basePrice: 270, motif: 'bottle', benefit: 'a natural multivitamin from drumstick leaves' },
  { name: 'Spirulina Tablets', nameHi: 'स्पिरुलिना टैबलेट', composition: 'Arthrospira platensis (spirulina) 500 mg', category: 'Herbal Supplements', packs: ['60 Tablets', '120 Tablets'], basePrice: 390, motif: 'bottle', benefit: 'plant protein and minerals' },
  { name: 'Turmeric Curcumin Capsules', nameHi: 'हल्दी करक्यूमिन कैप्सूल', composition: 'Curcuma longa (rhizome) extract 95 % curcuminoids 450 mg, Piper nigrum (fruit) extract 5 mg', category: 'Herbal Supplements', packs: ['60 Capsules'], basePrice: 450, motif: 'bottle', benefit: 'curcumin with black pepper for better absorption' },
  { name: 'Sitopaladi Churna', nameHi: 'सितोपलादि चूर्ण', composition: 'Sugar candy, Bambusa arundinacea (vamsha lochana), Piper longum (fruit), Elettaria cardamomum (seed), Cinnamomum zeylanicum (bark)', category: 'Churna & Powders', packs: ['50 g', '100 g'], basePrice: 85, motif: 'jar', benefit: 'eases cough and throat irritation' },
  { name: 'Trikatu Churna', nameHi: 'त्रिकटु चूर्ण', composition: 'Zingiber officinale (rhizome), Piper nigrum (fruit), Piper longum (fruit) in equal parts', category: 'Churna & Powders', packs: ['100 g'], basePrice: 90, motif: 'jar', benefit: 'kindles digestive fire' },
];

export const SELLER_COMPANIES = [
  { company: 'Vedic Roots Distributors Pvt Ltd', first: 'Ramesh', last: 'Iyer', email: 'seller@demo.in', city: 'Bangalore', state: 'Karnataka', pincode: '560001', type: 'Private Limited Company' },
  { company: 'Ganga Herbals Trading Co', first: 'Sunita', last: 'Sharma', email: 'ganga.herbals@demo.in', city: 'Central Delhi', state: 'Delhi', pincode: '110001', type: 'Partnership Firm' },
  { company: 'Sahyadri Ayur Mart', first: 'Prakash', last: 'Kulkarni', email: 'sahyadri@demo.in', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', type: 'Sole Proprietorship' },
  { company: 'Coromandel Wellness LLP', first: 'Lakshmi', last: 'Narayanan', email: 'coromandel@demo.in', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001', type: 'One Person Company' },
] as const;

export const RESTRICTED_PINCODES = ['110001', '400001', '560001', '600001', '700001'] as const;
