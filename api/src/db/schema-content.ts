/** Kysely types of the shop's content tables: banners, offers, advertisements, FAQs, achievements, contact details and policies. */
import type { ColumnType, Generated } from 'kysely';

type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface BannersTable {
  id: Id;
  image: string;
  title: string;
  link: string | null;
  sort_order: number;
}
export interface OffersTable {
  id: Id;
  title: string;
  description: string;
  image: string;
  link: string | null;
  sort_order: number;
}
export interface AdvertisementsTable {
  id: Id;
  type: number;
  link: string | null;
  /** JSON text: number[] of category ids */
  category: string;
  image: string;
  title: string;
  is_active: number;
}
export interface FaqsTable {
  id: Id;
  question: string;
  answer: string;
  status: number;
}
export interface AchievementsTable {
  id: Id;
  speciality_icon: string;
  doctor_icon: string;
  user_icon: string;
  specialities: number;
  doctors: number;
  users: number;
}
export interface ContactUsTable {
  id: Id;
  phone: string;
  email: string;
  address: string;
}
export interface PoliciesTable {
  id: Id;
  /** terms | privacy | return | shipping | cancellation */
  kind: string;
  /** the id the site asks for (1), unique per kind */
  document_id: number;
  description: string;
  updated_at: CreatedAt;
}

export interface ContentTables {
  banners: BannersTable;
  offers: OffersTable;
  advertisements: AdvertisementsTable;
  faqs: FaqsTable;
  achievements: AchievementsTable;
  contact_us: ContactUsTable;
  policies: PoliciesTable;
}
