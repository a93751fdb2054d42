import { spawnSync } from 'node:child_process';

/** What the OpenAPI validator said of a document. */
export interface OpenApiVerdict {
  valid: boolean;
  version?: string;
  errors?: unknown;
}

/**
 * Validates an OpenAPI document with @seriousme/openapi-schema-validator (the OpenAPI Initiative's
 * schemas for 2.0 to 3.2, tested on the APIs.guru corpus). The package is ESM only, so it runs in
 * a child Node process that reads the document on stdin.
 */
export function validateOpenApi(document: unknown): OpenApiVerdict {
  const program = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    import { readFileSync } from 'node:fs';
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(0, 'utf8')));
    process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the OpenAPI validator failed to run: ${run.stderr}`);
  return JSON.parse(run.stdout) as OpenApiVerdict;
}
