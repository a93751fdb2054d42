/** @jest-environment node */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { lazySerializerFactory } from './lazy-serializers';

/** The real compiler, counting the serializers it compiles. */
function countingCompiler() {
  const compiled: string[] = [];
  const real = SerializerSelector();
  const factory: typeof real = (externalSchemas, options) => {
    const compile = real(externalSchemas, options);
    return (route) => {
      compiled.push(`${route.method} ${route.url} ${route.httpStatus}`);
      return compile(route);
    };
  };
  return { compiled, factory };
}

describe('lazy reply serializers', () => {
  it("compiles a route's serializer on its first reply, once, and serialises by the schema", async () => {
    const { compiled, factory } = countingCompiler();
    const app = Fastify({
      schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory(factory) } },
    });
    const reply = { type: 'object', properties: { name: { type: 'string' } } } as const;
    app.get('/a', { schema: { response: { 200: reply } } }, async () => ({ name: '王大明', secret: 'x' }));
    app.get('/b', { schema: { response: { 200: reply } } }, async () => ({ name: 'b' }));
    await app.ready();
    expect(compiled).toEqual([]);

    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/a' });
      // Undeclared fields still never leave the server.
      expect(res.json()).toEqual({ name: '王大明' });
    }
    expect(compiled).toEqual(['GET /a 200']);
    await app.close();
  });
});
