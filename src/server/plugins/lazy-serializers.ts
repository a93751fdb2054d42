import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Lazily compiled reply serializers, and a way to compile every one of them now. */
export interface LazySerializers {
  /** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
  factory: SerializerFactory;
  /** Compiles every serializer not compiled yet (a broken response schema throws); returns how many there are. */
  compileAll: () => number;
}

/**
 * Fastify's reply serializers (fast-json-stringify, from the routes' response schemas), each
 * compiled when its route first answers with that status instead of when the server starts.
 * Compiling them all was most of the server's start (about 1.5 s of CPU for some 70 routes), paid
 * by every start, while a process answers only some routes; a route pays a few milliseconds once.
 * The replies are the same: the same compiler, the same schemas and options. `compileAll` gives
 * back the start-time check that every response schema compiles (tests/api/reply-schemas.test.ts).
 */
export function lazySerializers(build: SerializerFactory = SerializerSelector()): LazySerializers {
  const all: (() => unknown)[] = [];
  const factory: SerializerFactory = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      const compiled = () => (serialize ??= compile(route));
      all.push(compiled);
      return (data: unknown) => compiled()(data);
    };
  };
  return {
    factory,
    compileAll: () => {
      for (const compiled of all) compiled();
      return all.length;
    },
  };
}
