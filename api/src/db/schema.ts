/** Kysely table types. Money is whole rupees; flags are 0/1 integers; dates are ISO text. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AppointmentTables } from './schema-appointments';
import type { ReviewTables } from './schema-reviews';
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
export interface CategoriesTable extends ImageNamedTable {
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
  /** 0: taken off sale by its seller, hidden from the shop and not orderable (migration 0090) */
  on_sale: ColumnType<number, number | undefined, number>;
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
  created_at: CreatedAt;
}

export interface ProductLocationsTable {
  id: Id;
  product_id: number;
  pincode: string;
}

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
export interface CouponsTable {
  id: Id;
  code: string;
  discount: number;
  discount_type: number;
  expire_date: string | null;
  description: string;
  is_active: number;
  /** total uses allowed (orders that hold it, cancelled ones excluded); null for unlimited */
  max_uses: ColumnType<number | null, number | null | undefined, number | null>;
  /** uses allowed per patient (or per guest e-mail); null for unlimited */
  max_uses_per_user: ColumnType<number | null, number | null | undefined, number | null>;
  /** rupees: the cart subtotal the coupon needs; null for none (migration 0102) */
  min_order_value: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface CartItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  quantity: number;
  price: number;
  created_at: CreatedAt;
}
export interface WishlistItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}
export interface AddressesTable {
  id: Id;
  user_id: number;
  /** JSON text of AddressLines */
  address: string;
  state_id: number;
  city_id: number;
  pincode: string;
  is_default: number;
  created_at: CreatedAt;
}
export interface OrdersTable {
  id: Id;
  unique_id: string;
  user_id: number | null;
  address_id: number | null;
  state_id: number;
  city_id: number;
  address: string;
  pincode: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  total_price: number;
  shipping_charges: number;
  discount_price: number;
  tax: number;
  order_total_price: number;
  coupon_id: number | null;
  payment_type: string;
  payment_status: string;
  status: number;
  idempotency_key: string | null;
  /** guest pay-on-delivery orders: sha256 of the e-mailed confirmation token, null once confirmed */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** unconfirmed guest orders are cancelled (stock released) after this ISO time */
  confirm_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** sha256 of the e-mailed confirmation token, kept after confirming or cancelling (the link's outcome) */
  confirm_link_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** set when the expiry sweep cancelled the order because it was not confirmed in time */
  confirm_lapsed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'due' when a paid order was cancelled and the money must go back, later 'refunded' */
  refund_status: ColumnType<string | null, string | null | undefined, string | null>;
  refund_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** awaiting_review | approved | rejected for an order with prescription lines, else null (migration 0140) */
  rx_status: ColumnType<string | null, string | null | undefined, string | null>;
  order_date: string;
  created_at: CreatedAt;
}
export interface OrderDetailsTable {
  id: Id;
  order_id: number;
  product_id: number;
  quantity: number;
  sales_price: number;
  total_price: number;
  /** the fulfilling seller (the house seller for products without one); set when the order is placed (migration 0090) */
  seller_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** how many of the line came back; all of it: the line no longer makes its buyer a reviewer (migration 0103) */
  returned_quantity: ColumnType<number, number | undefined, number>;
  /** set when a prescription rejection cancelled the line (its stock released) (migration 0140) */
  rx_cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
}
/** One per (order, fulfilling seller): status 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled (migration 0090). */
export interface ShipmentsTable {
  id: Id;
  order_id: number;
  seller_id: number;
  status: ColumnType<number, number | undefined, number>;
  courier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  created_at: CreatedAt;
  updated_at: string | null;
}
/** Every change of an order's status with its time (migration 0090). */
export interface OrderHistoryTable {
  id: Id;
  order_id: number;
  status: number;
  changed_at: string;
}
export interface PaymentsTable {
  id: Id;
  order_id: number;
  provider: string;
  merchant_transaction_id: string;
  amount_paise: number;
  state: string;
  raw: string | null;
  created_at: CreatedAt;
  updated_at: string | null;
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
export interface OutboxTable {
  id: Id;
  template: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON text of OutboxAttachment[] */
  attachments: ColumnType<string, string | undefined, string>;
  dedupe_key: string | null;
  /** pending | sending | sent | failed */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  message_id: string | null;
  sent_at: string | null;
  created_at: CreatedAt;
}
export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}
export interface InvoicesTable {
  id: Id;
  order_id: number;
  financial_year: string;
  sequence: number;
  number: string;
  issued_at: string;
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

export interface Database extends AppointmentTables, ReviewTables, RxTables {
  users: UsersTable;
  doctors: DoctorsTable;
  sellers: SellersTable;
  states: StatesTable;
  cities: CitiesTable;
  streams: NamedTable;
  specialities: SpecialitiesTable;
  brands: ImageNamedTable;
  parent_categories: ImageNamedTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_locations: ProductLocationsTable;
  banners: BannersTable;
  offers: OffersTable;
  advertisements: AdvertisementsTable;
  health_issues: ImageNamedTable;
  faqs: FaqsTable;
  achievements: AchievementsTable;
  contact_us: ContactUsTable;
  policies: PoliciesTable;
  coupons: CouponsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_details: OrderDetailsTable;
  shipments: ShipmentsTable;
  order_history: OrderHistoryTable;
  payments: PaymentsTable;
  subscribers: SubscribersTable;
  outbox: OutboxTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
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
