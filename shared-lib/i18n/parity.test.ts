/**
 * Every text exists in every language (issue 31): each app's hi.json has exactly the keys of its en.json
 * (plural forms counted by their base key: English 'one'/'other', Hindi 'one'/'other'), with the same
 * {{placeholders}}; the domain's Hindi tables cover their English ones key for key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_TABLES, DOMAIN_TABLES_HI, type DomainTableName } from 'shared-lib/domain/i18n';

const repoRoot = path.resolve(__dirname, '../..');
const TEXT_FOLDERS = [
  ...readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .map((app) => path.join(app, 'src/i18n')),
  'shared-lib/ui/i18n',
];
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name.replace(/_(zero|one|two|few|many|other)$/, ''), value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function read(folder: string, language: string): Tree | null {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, folder, `${language}.json`), 'utf8')) as Tree;
  } catch {
    return null;
  }
}

const translated = TEXT_FOLDERS.filter((folder) => read(folder, 'en'));

test('the translated apps are found (the check below cannot pass on nothing)', () => {
  expect(translated).toEqual(expect.arrayContaining(['shell/src/i18n', 'shared-lib/ui/i18n']));
});

describe.each(translated)('%s', (folder) => {
  const en = leaves(read(folder, 'en')!);
  const hi = leaves(read(folder, 'hi') ?? {});

  test('has a Hindi value for every English key and no key English lacks', () => {
    expect({ missingInHindi: [...en.keys()].filter((k) => !hi.has(k)), missingInEnglish: [...hi.keys()].filter((k) => !en.has(k)) }).toEqual({ missingInHindi: [], missingInEnglish: [] });
  });

  test('uses the same placeholders in both languages', () => {
    const differing = [...en.keys()].filter((k) => hi.has(k) && placeholders(en.get(k)!).join() !== placeholders(hi.get(k)!).join());
    expect(differing).toEqual([]);
  });

  test('has no empty text', () => {
    expect([...en, ...hi].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });
});

const shape = (tree: unknown): unknown =>
  typeof tree === 'function' ? `function/${(tree as () => string).length}` : typeof tree === 'string' ? 'string' : Object.fromEntries(Object.entries(tree as object).map(([k, v]) => [k, shape(v)]));

test.each(Object.keys(DOMAIN_TABLES) as DomainTableName[])("the domain's Hindi table %s has every key of its English one, of the same kind", (name) => {
  expect(shape(DOMAIN_TABLES_HI[name])).toEqual(shape(DOMAIN_TABLES[name]));
});
