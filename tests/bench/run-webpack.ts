import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import createConfig from '../../webpack.config';

/** Runs one webpack build; rejects on a webpack error or a compilation with errors. */
export function runWebpack(config: Configuration): Promise<webpack.Stats> {
  return new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => {
      if (error || !result) return reject(error ?? new Error('webpack gave no result'));
      if (result.hasErrors()) return reject(new Error(result.toString('errors-only')));
      resolve(result);
    }),
  );
}

/** The app's swc-loader rule from webpack.config.ts (TypeScript and JSX; node_modules as published). */
export function appSwcRule(): RuleSetRule {
  const swcRule = (createConfig({}, { mode: 'production' }).module?.rules ?? []).find(
    (rule): rule is RuleSetRule =>
      typeof rule === 'object' && rule !== null && JSON.stringify(rule.use ?? '').includes('swc-loader'),
  );
  if (!swcRule) throw new Error('webpack.config.ts has no swc-loader rule to reuse');
  return swcRule;
}
