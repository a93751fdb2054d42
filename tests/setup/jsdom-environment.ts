/**
 * The dom project's test environment: jest-environment-jsdom, with two fixes for running the real
 * API server inside the same test file as the page (tests/support/live-api.ts):
 *
 * - jsdom's selector engine is loaded first, with a larger cache (see nwsapi-cache.ts; the import
 *   order matters);
 * - `instanceof ArrayBuffer` also accepts Node's ArrayBuffers. jsdom gives the test its own
 *   ArrayBuffer, while Node's Buffers (zlib's output, files read from disk) keep Node's. A browser
 *   or a server has one of each; here Fastify, which tells binary replies by
 *   `payload.buffer instanceof ArrayBuffer`, would serialise a Buffer reply as JSON.
 */
import './nwsapi-cache';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/** Makes `value instanceof Inner` true also for instances of `Outer` (the same class from another realm). */
function acceptOtherRealm(inner: object, outer: object): void {
  const ownCheck = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(inner, Symbol.hasInstance, {
    value: (value: unknown) => ownCheck.call(inner, value) || ownCheck.call(outer, value),
  });
}

export default class FenqiJsdomEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const scope = this.global as unknown as { ArrayBuffer: object };
    if (scope.ArrayBuffer !== ArrayBuffer) acceptOtherRealm(scope.ArrayBuffer, ArrayBuffer);
  }
}
