/**
 * Bounds on every numeric input, as a policy applied to each route's schemas when the route is added
 * (so a schema written without a maximum still gets one): integers fit a 32-bit database column,
 * other numbers stay below 10^9, and paging fields are capped (`page` ≤ 10 000, `offset` ≤ 100 000).
 * Anything outside answers 400 with a clear message instead of reaching the database.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;
export const NUMBER_MAX = 1_000_000_000;
export const PAGING_MAX: Record<string, number> = { page: 10_000, offset: 100_000 };

type Schema = Record<string | symbol, unknown>;

/** A copy of the schema (symbol keys kept) with bounds added where missing. */
export function bounded(schema: unknown, field?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => bounded(item));
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  // descriptors keep TypeBox's hidden (non-enumerable) keys hidden from Ajv
  const descriptors = Object.getOwnPropertyDescriptors(source) as Record<string | symbol, PropertyDescriptor>;
  for (const key of Reflect.ownKeys(descriptors)) {
    const descriptor = descriptors[key];
    const value = descriptor.value as unknown;
    if (!descriptor.enumerable || !('value' in descriptor)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      descriptor.value = Object.fromEntries(Object.entries(value as Schema).map(([name, sub]) => [name, bounded(sub, name)]));
    } else if (typeof key === 'string' && ['items', 'anyOf', 'oneOf', 'allOf', 'not', 'additionalProperties'].includes(key)) {
      descriptor.value = bounded(value, field);
    }
  }
  const copy = Object.defineProperties({}, descriptors) as Schema;
  const types = Array.isArray(copy.type) ? (copy.type as string[]) : [copy.type];
  if (types.includes('integer') || types.includes('number')) {
    const cap = field && PAGING_MAX[field] !== undefined ? PAGING_MAX[field] : types.includes('integer') ? INT_MAX : NUMBER_MAX;
    if (typeof copy.maximum !== 'number' || copy.maximum > cap) copy.maximum = cap;
    if (typeof copy.minimum !== 'number' && typeof copy.exclusiveMinimum !== 'number') copy.minimum = types.includes('integer') ? INT_MIN : -NUMBER_MAX;
  }
  return copy;
}

async function inputBounds(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    for (const part of ['querystring', 'params', 'body', 'headers'] as const) {
      if (schema[part]) schema[part] = bounded(schema[part]);
    }
  });
}

export default fp(inputBounds, { name: 'input-bounds' });
