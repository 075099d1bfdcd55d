/** Kysely table types. Money is whole rupees; flags are 0/1 integers; dates are ISO text. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
  created_at: CreatedAt;
}

export interface NamedTable {
  id: Id;
  name: string;
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

export interface Database {
  users: UsersTable;
  doctors: DoctorsTable;
  sellers: SellersTable;
  states: NamedTable;
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
  payments: PaymentsTable;
  subscribers: SubscribersTable;
  client_error_counts: ClientErrorCountsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type DatabaseKind = 'sqlite' | 'postgres';
