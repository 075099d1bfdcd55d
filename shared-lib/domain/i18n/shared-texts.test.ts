import { DOMAIN_TABLES, type DomainTableName } from './tables';
import { DOMAIN_TABLES_HI } from './tables-hi';
import { pairTexts } from './translated';

/**
 * A text two tables share in English is sent once translated (the first table's Hindi wins on the way out),
 * so both tables must give it the same Hindi: otherwise one screen shows the other table's words.
 */
describe('texts shared by several domain tables', () => {
  it('have one Hindi', () => {
    const seen = new Map<string, { hindi: string; table: string }>();
    const conflicts: string[] = [];
    for (const name of Object.keys(DOMAIN_TABLES) as DomainTableName[]) {
      for (const [english, hindi] of pairTexts(DOMAIN_TABLES[name], DOMAIN_TABLES_HI[name])) {
        const first = seen.get(english);
        if (!first) seen.set(english, { hindi, table: name });
        else if (first.hindi !== hindi) conflicts.push(`"${english}": ${first.table} "${first.hindi}" / ${name} "${hindi}"`);
      }
    }
    expect(conflicts).toEqual([]);
  });
});
