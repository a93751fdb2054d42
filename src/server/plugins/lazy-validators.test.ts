/** @jest-environment node */
import Fastify from 'fastify';
import { lazyValidators } from './lazy-validators';

const body = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 2 } },
} as const;
const query = { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } } as const;

/** A server with the lazy validators, coercing as Fenqi's does; `compileAll` to see how many there are. */
async function serverWithLazyValidators() {
  const validators = lazyValidators();
  const app = Fastify({
    schemaController: { compilersFactory: { buildValidator: validators.factory } },
    ajv: { customOptions: { coerceTypes: 'array' } },
  });
  app.post('/a', { schema: { body } }, async (request) => request.body);
  app.get('/b', { schema: { querystring: query } }, async (request) => request.query);
  app.get(
    '/c',
    {
      schema: {
        headers: { type: 'object', required: ['x-key'], properties: { 'x-key': { type: 'string' } } },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return { app, validators };
}

describe('lazy request validators', () => {
  it('validate as the eager ones do: 400 with the reason, coercion, headers', async () => {
    const { app } = await serverWithLazyValidators();
    const bad = await app.inject({ method: 'POST', url: '/a', payload: { name: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/name must NOT have fewer than 2 characters/);
    const good = await app.inject({ method: 'POST', url: '/a', payload: { name: '王大明' } });
    expect(good.json()).toEqual({ name: '王大明' });
    // A single query value becomes the array the schema asks for, and a string of digits a number.
    const coerced = await app.inject({ method: 'GET', url: '/b?ids=7' });
    expect(coerced.json()).toEqual({ ids: [7] });
    expect((await app.inject({ method: 'GET', url: '/c' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/c', headers: { 'x-key': 'k' } })).statusCode).toBe(200);
    await app.close();
  });

  it('compile nothing at start and everything on compileAll', async () => {
    let compiled = 0;
    const validators = lazyValidators(() => (route) => {
      compiled += 1;
      return Object.assign(() => route.schema !== undefined, { errors: null });
    });
    // No automatic HEAD route: it would be a third validator of the same query schema.
    const app = Fastify({
      exposeHeadRoutes: false,
      schemaController: { compilersFactory: { buildValidator: validators.factory } },
    });
    app.post('/a', { schema: { body } }, async () => ({}));
    app.get('/b', { schema: { querystring: query } }, async () => ({}));
    await app.ready();
    expect(compiled).toBe(0);
    expect(validators.compileAll()).toBe(2);
    expect(compiled).toBe(2);
    await app.close();
  });
});
