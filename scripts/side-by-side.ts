/**
 * `npm run test:static`: runs the npm scripts named on the command line at the same time (in
 * `npm test`: lint, the schema lint, typecheck and the build, which need nothing from each other
 * and mostly use one core each), then prints each one's output as a block once it has ended, each
 * line prefixed with the script's name so that the blocks do not mix. Ends with how long each took
 * and exits non-zero when any of them failed, after all of them have ended.
 */
import { spawn } from 'node:child_process';

interface Ended {
  script: string;
  code: number;
  seconds: number;
}

/** Runs `npm run <script>`, keeping its output, until it ends. */
function runScript(script: string): Promise<Ended> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number) => {
      const seconds = (Date.now() - started) / 1000;
      const lines = Buffer.concat(chunks).toString().trimEnd().split('\n');
      process.stdout.write(`${lines.map((line) => `[${script}] ${line}`).join('\n')}\n`);
      resolve({ script, code, seconds });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not start npm: ${error.message}`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

async function main(scripts: string[]): Promise<number> {
  if (scripts.length === 0) {
    console.error('usage: tsx scripts/side-by-side.ts <npm script>…');
    return 2;
  }
  const ended = await Promise.all(scripts.map(runScript));
  console.log('side by side:');
  for (const { script, code, seconds } of ended)
    console.log(
      `  ${script.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s  ${code === 0 ? 'passed' : `FAILED (${code})`}`,
    );
  return ended.every(({ code }) => code === 0) ? 0 : 1;
}

void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
