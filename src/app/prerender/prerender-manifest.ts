import type { ContractDocument } from '../../contracts/contract-document';
import type { FlowRunState } from '../../step-flow/slice';

/**
 * What a prerendered page tells the app that takes it over: the forms its HTML shows,
 * so the app loads them before it hydrates and its first render matches the HTML. The build
 * writes it as a JSON data block (not a script: the CSP allows no inline script).
 */
export interface PrerenderManifest {
  /** The route's path the HTML was rendered for. */
  path: string;
  /** Forms drawn in the HTML (schema names). */
  forms: string[];
  /** Whether the HTML is the member's (logged-in) version of the page. */
  member: boolean;
  /** Query parameters the page was drawn with (a link without them draws another page). */
  query: string[];
  /** The page's flow run is the device's: the app loads it before taking the HTML over (PrerenderedRoute.loadsFlowFirst). */
  loadsFlowFirst?: true;
  /** A page the server rendered with its flow's data for this very link: the run it was drawn with. */
  flow?: PrerenderedFlow;
  /** A page the server rendered with its module's data (StoreModule.pages): the slices it was drawn with. */
  slices?: Record<string, unknown>;
  /** The contract texts such a page shows, by their source's key (primeContractTexts). */
  contractTexts?: Record<string, ContractDocument[]>;
}

/** A flow's run as a page was rendered with it (render-with-data.tsx), taken over by the app. */
export interface PrerenderedFlow {
  name: string;
  run: FlowRunState;
}

/** The id of the data block in a prerendered page. */
export const PRERENDER_MANIFEST_ID = 'fenqi-prerender';

/** The manifest as a data block for the page's HTML (`<` escaped so no text can end the block). */
export function manifestBlock(manifest: PrerenderManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDER_MANIFEST_ID}">${json}</script>`;
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

/** Reads the manifest of the page being opened, or null for a page that was not prerendered. */
export function readPrerenderManifest(doc: Document = document): PrerenderManifest | null {
  const block = doc.getElementById(PRERENDER_MANIFEST_ID);
  if (!block?.textContent) return null;
  try {
    const value = JSON.parse(block.textContent) as Partial<Record<keyof PrerenderManifest, unknown>>;
    if (typeof value.path !== 'string') return null;
    const flow = value.flow as Partial<PrerenderedFlow> | undefined;
    return {
      path: value.path,
      forms: strings(value.forms),
      member: value.member === true,
      query: strings(value.query),
      ...(value.loadsFlowFirst === true ? { loadsFlowFirst: true as const } : {}),
      ...(typeof flow?.name === 'string' && typeof flow.run === 'object' && flow.run !== null
        ? { flow: { name: flow.name, run: flow.run } }
        : {}),
      ...(typeof value.slices === 'object' && value.slices !== null && !Array.isArray(value.slices)
        ? { slices: value.slices as Record<string, unknown> }
        : {}),
      ...(typeof value.contractTexts === 'object' && value.contractTexts !== null
        ? { contractTexts: value.contractTexts as Record<string, ContractDocument[]> }
        : {}),
    };
  } catch {
    return null;
  }
}
