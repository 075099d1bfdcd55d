/** Kysely types of the product review tables (migration 0103). Instants are UTC ISO text. */
import type { ColumnType, Generated } from 'kysely';
import type { ReviewStatus } from 'shared-lib/domain/reviews';

type CreatedAt = ColumnType<string, string | undefined, never>;

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  /** the reviewing patient */
  user_id: number | null;
  /** the delivered order that makes it a verified purchase */
  order_id: number;
  rating: number;
  title: string;
  body: string;
  /** first name and last initial, fixed when written */
  reviewer_name: string;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  held_reason: ColumnType<string | null, string | null | undefined, string | null>;
  removed_reason: ColumnType<string | null, string | null | undefined, string | null>;
  helpful_count: ColumnType<number, number | undefined, number>;
  report_count: ColumnType<number, number | undefined, number>;
  reply_text: ColumnType<string | null, string | null | undefined, string | null>;
  reply_seller_id: ColumnType<number | null, number | null | undefined, number | null>;
  replied_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReviewVotesTable {
  review_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  user_id: number;
  reason: string;
  created_at: CreatedAt;
}

export interface ReviewModerationLogTable {
  id: Generated<number>;
  review_id: number;
  actor_user_id: number | null;
  action: 'held' | 'restored' | 'removed';
  reason: string;
  created_at: CreatedAt;
}

export interface ReviewPhotosTable {
  id: Generated<number>;
  review_id: number;
  storage_key: string;
  content_type: string;
  created_at: CreatedAt;
}

export interface ReviewTables {
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_reports: ReviewReportsTable;
  review_moderation_log: ReviewModerationLogTable;
  review_photos: ReviewPhotosTable;
}
