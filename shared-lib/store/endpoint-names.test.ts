/**
 * Every store module injects its endpoints into the one api. RTK Query keeps the first endpoint of a name and
 * ignores a later one (it only logs), so two modules that pick the same name would quietly share one request.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

it('no two store modules inject an endpoint of the same name', async () => {
  const logged: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  try {
    await import('shared-lib/store');
    const modules = readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(__dirname, entry.name, 'index.ts')));
    expect(modules.length).toBeGreaterThan(3);
    for (const entry of modules) await import(`shared-lib/store/${entry.name}`);
  } finally {
    spy.mockRestore();
  }
  expect(logged.filter((line) => line.includes('already-existing endpointName'))).toEqual([]);
});
