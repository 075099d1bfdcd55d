/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for answers), compiled on a route's
 * first request instead of at start-up. Compiling every route's schemas up front was most of the API's
 * start-up time (about 1.2 s of 3 s); each route now pays its few milliseconds once, when first called.
 * Validation and serialization are unchanged: the same compilers with the same options do the work.
 */
import ajvCompiler from '@fastify/ajv-compiler';
import fastJsonStringifyCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFunction = ((data: unknown) => unknown) & { errors?: unknown };

const buildAjvValidator = ajvCompiler();
const buildStringifySerializer = fastJsonStringifyCompiler();
type RouteSchema = Parameters<ReturnType<typeof buildStringifySerializer>>[0];

/** The result of `compile` built on first use. */
function onFirstUse<F extends (...args: never[]) => unknown>(compile: () => F): F {
  let compiled: F | undefined;
  return ((...args: Parameters<F>) => (compiled ??= compile())(...args)) as F;
}

export const lazySchemaCompilers = {
  buildValidator(externalSchemas: unknown, ajvOptions: unknown) {
    const compileValidator = buildAjvValidator(externalSchemas as never, ajvOptions as never);
    return (routeSchema: RouteSchema) => {
      let compiled: ValidatorFunction | undefined;
      // Fastify reads the failed validation's `errors` from the function it was given.
      const validate: ValidatorFunction = (data) => {
        compiled ??= compileValidator(routeSchema as never) as ValidatorFunction;
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate as never;
    };
  },
  buildSerializer(externalSchemas: unknown, serializerOptions: unknown) {
    const compileSerializer = buildStringifySerializer(externalSchemas as never, serializerOptions as never);
    return (routeSchema: RouteSchema) => onFirstUse(() => compileSerializer(routeSchema));
  },
} as Compilers;
