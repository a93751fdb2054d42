import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's reply serializers (fast-json-stringify, from the routes' response schemas), each
 * compiled when its route first answers with that status instead of when the server starts.
 * Compiling them all was most of the server's start (about 1.5 s of CPU for some 70 routes), paid
 * by every start, while a process answers only some routes; a route pays a few milliseconds once.
 * The replies are the same: the same compiler, the same schemas and options.
 */
export function lazySerializerFactory(build: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(route))(data);
    };
  };
}
