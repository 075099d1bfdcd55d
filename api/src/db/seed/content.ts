/** Home page content: banners, offers, adverts, health issues, FAQs, achievements, contact details, policies, coupons, streams. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { sanitizeRichText } from '../../services/html';
import { HEALTH_ISSUE_NAMES_HI } from './catalogue-data';
import { POLICIES } from './policies';
import { bannerSvg, iconSvg, PALETTE, type SeedImageWriter, slug } from './svg';

export const STREAMS: ReadonlyArray<{ name: string; specialities: readonly string[] }> = [
  { name: 'Ayurveda', specialities: ['Kayachikitsa (General Medicine)', 'Panchakarma', 'Shalya Tantra (Surgery)', 'Prasuti Tantra (Women’s Health)', 'Kaumarabhritya (Paediatrics)', 'Rasayana (Rejuvenation)'] },
  { name: 'Siddha', specialities: ['Varmam Therapy', 'Siddha General Medicine'] },
  { name: 'Unani', specialities: ['Ilaj-bit-Tadbeer (Regimenal Therapy)', 'Unani General Medicine'] },
  { name: 'Yoga & Naturopathy', specialities: ['Yoga Therapy', 'Diet and Nutrition'] },
  { name: 'Homeopathy', specialities: ['Classical Homeopathy'] },
];

const FAQS = [
  { question: 'Are the products on the site genuine?', answer: 'Yes. Every product is sourced from the brand or its authorised distributors and sealed by the manufacturer.', status: 1 },
  { question: 'How long does delivery take?', answer: 'Orders are delivered in 3-5 days across India.', status: 1 },
  { question: 'Is shipping free?', answer: 'Shipping is free on orders of ₹500 and above; below that a flat ₹50 applies.', status: 1 },
  { question: 'Can I pay on delivery?', answer: 'Yes, Pay on Delivery is available along with cards, net banking, wallets and UPI.', status: 1 },
  { question: 'How do I apply a coupon?', answer: 'Enter the code in the coupon box at checkout and press Apply.', status: 1 },
  { question: 'Can I consult an Ayurvedic doctor?', answer: 'Our registered Ayurvedic consultants are listed on the home page.', status: 1 },
  { question: 'Do you ship outside India?', answer: 'Not yet; we deliver within India only.', status: 0 },
  { question: 'Is there a membership programme?', answer: 'A loyalty programme is coming soon.', status: 0 },
];

const HEALTH_ISSUES = ['Energy and Vitality', "Women's Wellness", 'Covid-19 and Immunity', 'Dental/Oral', 'Eye', 'Diabetes', 'Joint Pain', 'Skin Care'];

export async function seedContent(db: Kysely<Database>, writeImage: SeedImageWriter, categoryIds: Map<string, number>) {
  const banners = [
    { title: 'Pure Ayurveda, delivered', sub: 'Genuine brand products at your door in 3-5 days' },
    { title: 'Boost your immunity', sub: 'Chyawanprash, Giloy and Tulsi from trusted brands' },
    { title: 'Free shipping over ₹500', sub: 'Shop herbal supplements and classical medicines' },
  ];
  await db
    .insertInto('banners')
    .values(banners.map((b, i) => ({ title: b.title, sort_order: i + 1, link: null, image: writeImage('banners', `banner-${i + 1}.svg`, bannerSvg(b.title, b.sub, PALETTE[i])) })))
    .execute();

  const offers = [
    { title: 'Flat ₹100 off', description: 'Use code FLAT100 on orders above ₹999' },
    { title: '10% off Ayurveda', description: 'Use code AYUR10 on any order' },
    { title: 'Immunity week', description: 'Up to 30% off on immunity boosters' },
    { title: 'Skin & Hair care', description: 'Kumkumadi, Bhringraj and more from ₹99' },
  ];
  await db
    .insertInto('offers')
    .values(offers.map((o, i) => ({ ...o, sort_order: i + 1, link: null, image: writeImage('offers', `offer-${i + 1}.svg`, bannerSvg(o.title, o.description, PALETTE[(i + 3) % PALETTE.length])) })))
    .execute();

  const immunity = categoryIds.get('Immunity') as number;
  const skin = categoryIds.get('Skin & Hair') as number;
  await db
    .insertInto('advertisements')
    .values([
      { type: 1, title: 'Immunity boosters', link: null, category: JSON.stringify([immunity]), is_active: 1, image: writeImage('adverts', 'immunity.svg', bannerSvg('Immunity boosters', 'Up to 30% off', PALETTE[1])) },
      { type: 1, title: 'Glow naturally', link: null, category: JSON.stringify([skin]), is_active: 1, image: writeImage('adverts', 'skin.svg', bannerSvg('Glow naturally', 'Ayurvedic skin and hair care', PALETTE[5])) },
      { type: 0, title: 'Ministry of AYUSH', link: 'https://ayush.gov.in/', category: '[]', is_active: 1, image: writeImage('adverts', 'ayush.svg', bannerSvg('Know Ayurveda', 'Read about AYUSH systems of medicine', PALETTE[3])) },
      { type: 0, title: 'Old campaign', link: 'https://example.com/', category: '[]', is_active: 0, image: writeImage('adverts', 'old.svg', bannerSvg('Old campaign', 'No longer running', PALETTE[7])) },
    ])
    .execute();

  await db
    .insertInto('health_issues')
    .values(HEALTH_ISSUES.map((name, i) => ({ name, name_hi: HEALTH_ISSUE_NAMES_HI[name] ?? '', image: writeImage('health-issues', `${slug(name)}.svg`, iconSvg(name, PALETTE[i % PALETTE.length])) })))
    .execute();
  await db.insertInto('faqs').values(FAQS).execute();
  await db
    .insertInto('achievements')
    .values({
      speciality_icon: writeImage('achievements', 'specialities.svg', iconSvg('Specialities', PALETTE[0])),
      doctor_icon: writeImage('achievements', 'doctors.svg', iconSvg('Doctors', PALETTE[2])),
      user_icon: writeImage('achievements', 'users.svg', iconSvg('Happy Users', PALETTE[5])),
      specialities: 14,
      doctors: 120,
      users: 25000,
    })
    .execute();
  await db
    .insertInto('contact_us')
    .values({ phone: '+91 80 4567 8900', email: 'care@ayurvedabazaar.in', address: '12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038' })
    .execute();
  await db.insertInto('policies').values(POLICIES.map((p) => ({ ...p, description: sanitizeRichText(p.description), document_id: 1 }))).execute();
  await db
    .insertInto('coupons')
    .values([
      { code: 'FLAT100', discount: 100, discount_type: 1, expire_date: '2099-12-31', description: 'Flat ₹100 off orders of ₹999 or more', is_active: 1, min_order_value: 999 },
      { code: 'AYUR10', discount: 10, discount_type: 2, expire_date: '2099-12-31', description: '10% off your order', is_active: 1 },
      { code: 'WELCOME50', discount: 50, discount_type: 1, expire_date: '', description: 'Flat ₹50 off your first order, never expires', is_active: 1, max_uses_per_user: 1 },
      { code: 'MONSOON15', discount: 15, discount_type: 2, expire_date: '2023-08-31', description: 'Monsoon sale (expired)', is_active: 1 },
      { code: 'HEALTH20', discount: 20, discount_type: 2, expire_date: '2199-01-01', description: '20% off, far-future expiry', is_active: 1 },
    ])
    .execute();
}

export async function seedStreams(db: Kysely<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const stream of STREAMS) {
    const { id } = await db.insertInto('streams').values({ name: stream.name }).returning('id').executeTakeFirstOrThrow();
    ids.set(stream.name, id);
    await db.insertInto('specialities').values(stream.specialities.map((name) => ({ name, stream_id: id }))).execute();
  }
  return ids;
}
