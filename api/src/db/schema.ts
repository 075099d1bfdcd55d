/** Kysely table types. Money is whole rupees; flags are 0/1 integers; dates are ISO text. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AppointmentTables } from './schema-appointments';
import type { ReviewTables } from './schema-reviews';
import type { ReturnTables } from './schema-returns';
import type { ContentTables } from './schema-content';
import type { MailAndInvoiceTables } from './schema-mail-and-invoices';
import type { OrderTables } from './schema-orders';
import type { PayoutTables } from './schema-payouts';
import type { RxTables } from './schema-rx';

type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface UsersTable {
  id: Id;
  role: number;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  name: string;
  phone: string | null;
  gender: string | null;
  dob: string | null;
  token_version: Generated<number>;
  /** 0 for a patient who signed up and has not yet opened the e-mailed verification link (migration 0102) */
  email_verified: ColumnType<number, number | undefined, number>;
  /** 'en' or 'hi' as the account chose it, null when never chosen (migration 0170) */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface DoctorsTable {
  id: Id;
  user_id: number;
  profile_image: string | null;
  stage: number;
  govermentId: string | null;
  gender: string | null;
  dob: string | null;
  stream_id: number | null;
  speciality_id: string | null;
  exprience: number | null;
  hospital_name: string | null;
  hospital_address: string | null;
  languages_id: string | null;
  institute_name: string | null;
  year_of_passing: string | null;
  license_number: string | null;
  license_state: number | null;
  degree_image: string | null;
  license_image: string | null;
  signeture_image: string | null;
  created_at: CreatedAt;
}

export interface SellersTable {
  id: Id;
  user_id: number;
  company_name: string;
  company_type: string;
  office_address: string;
  company_regd_no: string;
  state_id: number | null;
  city_id: number | null;
  postal_code: string;
  gst_number: string;
  pan_number: string;
  pan_image: string | null;
  country_id: number;
  /** 1 for the house seller that fulfils products without a seller (migration 0090) */
  is_house: ColumnType<number, number | undefined, number>;
  /** the registered pharmacist who reviews prescriptions, and the retail drug licence (migration 0140) */
  pharmacist_name: ColumnType<string | null, string | null | undefined, string | null>;
  pharmacist_registration: ColumnType<string | null, string | null | undefined, string | null>;
  drug_licence_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** pending | verified | rejected | suspended: only a verified seller's products are shown to shoppers (migration 0180) */
  verification_status: ColumnType<string, string | undefined, string>;
  verification_reason: ColumnType<string | null, string | null | undefined, string | null>;
  verification_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface NamedTable {
  id: Id;
  name: string;
}
/** gst_code: the official 2-digit GST state code (migration 0020). */
export interface StatesTable extends NamedTable {
  gst_code: string | null;
}
export interface CitiesTable extends NamedTable {
  state_id: number;
}
export interface SpecialitiesTable extends NamedTable {
  stream_id: number;
}
export interface ImageNamedTable extends NamedTable {
  image: string;
}
/** A parent category or a health issue: its Devanagari name (issue 31) is '' where none was given. */
export interface TwoScriptNamedTable extends ImageNamedTable {
  name_hi: Generated<string>;
}
export interface CategoriesTable extends TwoScriptNamedTable {
  parent_category_id: number | null;
}

export interface ProductsTable {
  id: Id;
  name: string;
  code: string;
  image: string;
  sales_price: number;
  regular_price: number;
  discount: number;
  in_stock_quantity: number;
  short_description: string;
  full_description: string;
  seller_id: number | null;
  brand_id: number | null;
  category_id: number | null;
  featured_rank: number;
  /** HSN code for the GST invoice; NULL means the Ayurvedic medicaments default */
  hsn_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** botanical or classical ingredients, as on the label, and the Devanagari name (migration 0150) */
  composition: ColumnType<string, string | undefined, string>;
  name_hi: ColumnType<string, string | undefined, string>;
  /** computed by the server on every write (services/search/product-columns.ts) */
  search_key: ColumnType<string, string | undefined, string>;
  main_ingredient: ColumnType<string, string | undefined, string>;
  /** 0: hidden from the shop and not orderable: taken off sale by its seller, or its seller is not verified (migrations 0090, 0180) */
  on_sale: ColumnType<number, number | undefined, number>;
  /** the seller's own choice (on sale or not); on_sale follows it while the seller is verified (migration 0180) */
  listed: ColumnType<number, number | undefined, number>;
  /** rating aggregates of the published reviews, written in each review's transaction (migration 0103) */
  rating_count: ColumnType<number, number | undefined, number>;
  rating_average: ColumnType<number, number | undefined, number>;
  rating_1: ColumnType<number, number | undefined, number>;
  rating_2: ColumnType<number, number | undefined, number>;
  rating_3: ColumnType<number, number | undefined, number>;
  rating_4: ColumnType<number, number | undefined, number>;
  rating_5: ColumnType<number, number | undefined, number>;
  /** otc | asu_e1 | schedule_h | schedule_h1 (migration 0140) */
  prescription_class: ColumnType<string, string | undefined, string>;
  /** days after delivery the product may be returned; 0: not returnable (migration 0190) */
  return_window_days: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface ProductLocationsTable {
  id: Id;
  product_id: number;
  pincode: string;
}

export interface SubscribersTable {
  id: Id;
  email: string;
  /** sha256 of the pending confirmation token; NULL once confirmed */
  confirm_token_hash: string | null;
  /** the subscription counts only from here (double opt-in) */
  confirmed_at: string | null;
  /** when the last confirmation mail went out (one a day per address; migration 0102) */
  last_mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

/** One-use account links (migration 0102): e-mail verification and undoing an e-mail change; sha256 only. */
export interface AccountTokensTable {
  id: Id;
  user_id: number;
  purpose: 'verify-email' | 'undo-email-change';
  token_hash: string;
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

/** Remote health (migration 0070): client errors counted per remote release and minute. */
export interface ClientErrorCountsTable {
  id: Generated<number>;
  remote: string;
  version: string;
  /** `YYYY-MM-DDTHH:MM` (UTC) */
  minute: string;
  count: number;
  last_seen: string;
  last_route: string;
  last_message: string;
}

/** Last run of each background job (whichever replica ran it). */
export interface JobRunsTable {
  name: string;
  last_started_at: string;
  last_finished_at: string | null;
  last_runner: string;
  runs: number;
}

/** A group of words that mean the same to a shopper (migration 0150); `words` is a JSON array. */
export interface SearchSynonymsTable {
  id: Id;
  words: string;
  updated_at: ColumnType<string, string | undefined, string>;
}

export type { OutboxTable } from './schema-mail-and-invoices';

export interface Database extends OrderTables, ContentTables, MailAndInvoiceTables, AppointmentTables, ReviewTables, RxTables, ReturnTables, PayoutTables {
  users: UsersTable;
  doctors: DoctorsTable;
  sellers: SellersTable;
  states: StatesTable;
  cities: CitiesTable;
  streams: NamedTable;
  specialities: SpecialitiesTable;
  brands: ImageNamedTable;
  parent_categories: TwoScriptNamedTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_locations: ProductLocationsTable;
  health_issues: TwoScriptNamedTable;
  subscribers: SubscribersTable;
  password_resets: PasswordResetsTable;
  account_tokens: AccountTokensTable;
  client_error_counts: ClientErrorCountsTable;
  job_runs: JobRunsTable;
  search_synonyms: SearchSynonymsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type DatabaseKind = 'sqlite' | 'postgres';
