import { isLoopbackAddress } from './plugins/dev-tools-guard';

/** Whether a listening address reaches only this machine (`localhost` included). */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

/**
 * The lines a development start prints: where the app is, who can reach it, and a warning when it
 * listens beyond this machine while the development tools (outbox, studio) are on.
 */
export function developmentStartLines(
  host: string,
  port: number,
  devToolsToken: string | undefined,
): string[] {
  const shown = isLoopbackHost(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const lines = [`Fenqi on http://${shown}:${port} (reloads when schemas/ or uischemas/ change)`];
  if (isLoopbackHost(host)) {
    lines.push(`listening on ${host} only: this machine; set HOST=0.0.0.0 to reach it from the network`);
    return lines;
  }
  lines.push(
    `warning: listening on ${host} with the development tools on (/dev/outbox shows every mail's links, ` +
      '/studio rewrites the forms); they answer only to this machine' +
      (devToolsToken ? ' or to requests carrying DEV_TOOLS_TOKEN' : '') +
      '. Use NODE_ENV=production for a server others reach.',
  );
  return lines;
}
