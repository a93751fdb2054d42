/** @jest-environment node */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { lazySerializers } from './lazy-serializers';

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
      schemaController: { compilersFactory: { buildSerializer: lazySerializers(factory).factory } },
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

  it('compiles every serializer on demand, and a broken response schema then throws', async () => {
    const { compiled, factory } = countingCompiler();
    const serializers = lazySerializers(factory);
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: serializers.factory } } });
    const reply = { type: 'object', properties: { name: { type: 'string' } } } as const;
    app.get('/a', { schema: { response: { 200: reply } } }, async () => ({ name: 'a' }));
    app.get('/broken', { schema: { response: { 200: { type: 'no-such-type' } } } }, async () => ({}));
    await app.ready();
    expect(compiled).toEqual([]);
    expect(() => serializers.compileAll()).toThrow();
    // Fastify adds a HEAD route to each GET; compiling stops at the broken schema.
    expect(compiled).toEqual(['GET /a 200', 'HEAD /a 200', 'GET /broken 200']);
    await app.close();
  });
});
