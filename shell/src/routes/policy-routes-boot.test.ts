/**
 * The page's boot script paints a policy page's first screen on the routes its configuration names
 * (shared-lib/contract/boot-page-config.ts): they must be the shell's policy routes, each with its document.
 */
import { bootPageConfig } from 'shared-lib/contract/boot-page-config';
import { policyPath, urlOf } from 'shared-lib/contract/paths';
import { POLICY_ROUTES } from './route-table';

it('the boot script knows every policy route of the shell, with the document the route shows', () => {
  const expected = Object.fromEntries(POLICY_ROUTES.map(({ path, policy }) => [`/${path}`, { kind: policy, path: urlOf(policyPath(policy), { id: 1 }) }]));
  expect(bootPageConfig().policies).toEqual(expected);
});
