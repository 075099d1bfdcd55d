import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/** Home page and footer content: banners, offers, adverts, health issues, FAQs, achievements, contact, policies. */
export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'banners')
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createTableWithId(db, 'offers')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createTableWithId(db, 'advertisements')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await createTableWithId(db, 'health_issues')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'faqs')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await createTableWithId(db, 'achievements')
    .addColumn('speciality_icon', 'text', (c) => c.notNull())
    .addColumn('doctor_icon', 'text', (c) => c.notNull())
    .addColumn('user_icon', 'text', (c) => c.notNull())
    .addColumn('specialities', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('doctors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('users', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createTableWithId(db, 'contact_us')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await createTableWithId(db, 'policies')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(currentTimestamp(db)))
    .addUniqueConstraint('policies_kind_document_unique', ['kind', 'document_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['policies', 'contact_us', 'achievements', 'faqs', 'health_issues', 'advertisements', 'offers', 'banners']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
