/** Migration 0270 on a database seeded before it: the seeded category tree and health issues get their Devanagari names, other categories ''. */
import * as catalogueHindiNames from '../src/db/migrations/0270-catalogue-hindi-names';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it("fills in the seeded categories' and health issues' Hindi names and leaves a category it does not know without one", async () => {
  await catalogueHindiNames.down(t.db);
  const parent = await t.db.selectFrom('parent_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  // a category a shop added before the migration, which the seed's table does not name
  await t.db.insertInto('categories').values({ name: 'Rasayana', image: '', parent_category_id: parent.id } as never).execute();

  await catalogueHindiNames.up(t.db);

  const names = new Map((await t.db.selectFrom('categories').select(['name', 'name_hi']).execute()).map((row) => [row.name, row.name_hi]));
  expect(names.get('Digestion')).toBe('पाचन');
  expect(names.get('Rasayana')).toBe('');
  const parents = await t.db.selectFrom('parent_categories').select(['name', 'name_hi']).execute();
  expect(parents.find((row) => row.name === 'Personal Care')?.name_hi).toBe('पर्सनल केयर');
  expect(parents.every((row) => row.name_hi !== '')).toBe(true);
  const issues = await t.db.selectFrom('health_issues').select(['name', 'name_hi']).execute();
  expect(issues.find((row) => row.name === 'Joint Pain')?.name_hi).toBe('जोड़ों का दर्द');
  expect(issues.every((row) => row.name_hi !== '')).toBe(true);
});
