import { lintSchemas } from '.';
import { appLintContext } from './app-registries';
import { readRepoLintFiles } from './repo-files';

describe("the repository's forms", () => {
  it('lint clean: schemas, uischemas and fixtures as they are on disk', () => {
    expect(lintSchemas(readRepoLintFiles(), appLintContext())).toEqual([]);
  });
});
