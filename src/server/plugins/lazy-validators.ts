import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type FastifyValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/** What Fastify hands a validator compiler for one part of one route. */
interface RouteSchema {
  schema: unknown;
  method?: string;
  url?: string;
  httpPart?: string;
}
/** An ajv validate function as Fastify calls it (the second argument carries the parent data). */
type Validate = ((data: unknown, dataContext?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};
type Compile = (route: RouteSchema) => Validate;
type ValidatorFactory = (externalSchemas: Record<string, unknown>, options?: unknown) => Compile;

/** Lazily compiled request validators, and a way to compile every one of them now. */
export interface LazyValidators {
  /** For Fastify's `schemaController.compilersFactory.buildValidator`. */
  factory: FastifyValidatorFactory;
  /** Compiles every validator not compiled yet (a broken request schema throws); returns how many there are. */
  compileAll: () => number;
}

/** Fastify's own validator compiler, its dependency @fastify/ajv-compiler, loaded as Fastify loads it. */
function fastifyAjvCompiler(): ValidatorFactory {
  const fromFastify = createRequire(require.resolve('fastify'));
  const AjvCompiler = fromFastify('@fastify/ajv-compiler') as () => ValidatorFactory;
  return AjvCompiler();
}

/**
 * Fastify's request validators (ajv, from the routes' body, query, params and header schemas), each
 * compiled when its route is first called instead of when the server starts, as the reply
 * serializers are (./lazy-serializers.ts). Creating ajv with Fenqi's keywords and compiling some
 * hundred schemas was about a third of a production start's CPU; a route pays a few milliseconds
 * once. The validation is the same: the same compiler, schemas and options. The stand-in forwards
 * what Fastify reads from a validator (`errors` after a call, `schemaEnv` to pass the parent data),
 * each from the compiled one. `compileAll` gives back the start-time check that every request
 * schema compiles (tests/api/reply-schemas.test.ts).
 */
export function lazyValidators(build: ValidatorFactory = fastifyAjvCompiler()): LazyValidators {
  const all: (() => Validate)[] = [];
  const factory: ValidatorFactory = (externalSchemas, options) => {
    let compiler: Compile | undefined;
    return (route) => {
      let validate: Validate | undefined;
      const compiled = () => (validate ??= (compiler ??= build(externalSchemas, options))(route));
      all.push(compiled);
      const stand: Validate = (data, dataContext) => compiled()(data, dataContext);
      Object.defineProperties(stand, {
        errors: { get: () => compiled().errors },
        schemaEnv: { get: () => compiled().schemaEnv },
      });
      return stand;
    };
  };
  return {
    // Fastify's published type is narrower than what it passes (a route definition, not a bare schema).
    factory: factory as unknown as FastifyValidatorFactory,
    compileAll: () => {
      for (const compiled of all) compiled();
      return all.length;
    },
  };
}
