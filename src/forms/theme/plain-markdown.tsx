import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` in the client build (webpack alias): @rjsf/core imports
 * its Markdown component for the opt-in `ui:enableMarkdownInDescription`/`…InHelp` options, which
 * Fenqi's uiSchemas never use (the registry check refuses them). The parser is 80 KB of every
 * form's chunk; this renders the text as written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export default Markdown;
