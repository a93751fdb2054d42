/** @jest-environment node */
import { developmentStartLines } from './start-banner';

describe('developmentStartLines', () => {
  it('says a loopback server reaches this machine only, and how to open it', () => {
    expect(developmentStartLines('127.0.0.1', 3000, undefined)).toEqual([
      'Fenqi on http://localhost:3000 (reloads when schemas/ or uischemas/ change)',
      'listening on 127.0.0.1 only: this machine; set HOST=0.0.0.0 to reach it from the network',
    ]);
  });

  it('warns when a development server listens beyond this machine, naming the token when one is set', () => {
    const [first, warning] = developmentStartLines('0.0.0.0', 3000, undefined);
    expect(first).toBe('Fenqi on http://0.0.0.0:3000 (reloads when schemas/ or uischemas/ change)');
    expect(warning).toMatch(/^warning: listening on 0\.0\.0\.0 with the development tools on/);
    expect(warning).not.toMatch(/DEV_TOOLS_TOKEN/);
    expect(developmentStartLines('::', 3000, 'tok')[1]).toMatch(/or to requests carrying DEV_TOOLS_TOKEN/);
  });
});
