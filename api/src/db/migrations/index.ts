/** Every migration in order; names are their keys in the kysely_migration table. */
import type { Migration } from 'kysely';
import * as peopleAndPlaces from './0001-people-and-places';
import * as catalogue from './0002-catalogue';
import * as content from './0003-content';
import * as commerce from './0004-commerce';
import * as clientErrors from './0070-client-errors';

export const migrations: Record<string, Migration> = {
  '0001-people-and-places': peopleAndPlaces,
  '0002-catalogue': catalogue,
  '0003-content': content,
  '0004-commerce': commerce,
  '0070-client-errors': clientErrors,
};
