import { CATEGORY_NAMES_HI, HEALTH_ISSUE_NAMES_HI } from '../seed/catalogue-data';
import type { AnyDb } from './helpers';

/** The shop's own catalogue words in two scripts, with the Devanagari names a database seeded before this gets. */
const HINDI_NAMES: Record<string, Readonly<Record<string, string>>> = {
  parent_categories: CATEGORY_NAMES_HI,
  categories: CATEGORY_NAMES_HI,
  health_issues: HEALTH_ISSUE_NAMES_HI,
};

/**
 * The Devanagari names of the category tree and of the health concerns (issue 31): the Hindi shop shows them in
 * the menus, the list's filters and home's tiles. '' where none is known (a category added later).
 */
export async function up(db: AnyDb): Promise<void> {
  for (const [table, names] of Object.entries(HINDI_NAMES)) {
    await db.schema.alterTable(table).addColumn('name_hi', 'text', (c) => c.notNull().defaultTo('')).execute();
    for (const [name, nameHi] of Object.entries(names)) await db.updateTable(table).set({ name_hi: nameHi }).where('name', '=', name).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of Object.keys(HINDI_NAMES)) await db.schema.alterTable(table).dropColumn('name_hi').execute();
}
