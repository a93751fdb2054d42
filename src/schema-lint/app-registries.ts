import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { commodityLookups, type CommodityStoreLike } from '../flows/commodity/lookups';
import { memberInfoLookups } from '../flows/member/member-info-lookups';
import { orderLookups } from '../flows/order/order-lookups';
import { referenceLookups } from '../forms/reference-lookups';
import { FENQI_FIELD_NAMES, FENQI_WIDGET_NAMES, widgetResolves } from '../forms/theme/part-names';
import { v1ReferenceLookups } from '../forms/v1-reference-lookups';
import { SPEC_RULES } from '../validation/fixtures';
import type { LintContext } from './types';

/** A store the commodity lookups are built with only to read their names: no loader runs. */
const UNUSED_STORE = {
  getState: () => {
    throw new Error('the schema lint reads lookup names only');
  },
} as unknown as CommodityStoreLike;

/**
 * The lookup names the app's forms are served, read from the loaders the flows hand
 * `formContext.lookups`: the server's reference lists (v2 and the older v1 ones), the commodity
 * wizard's plan lists, the member-info lists and the order flow's product periods. A uiSchema
 * may name any of them.
 */
export function servedLookupNames(): Set<string> {
  return new Set(
    [
      referenceLookups(),
      v1ReferenceLookups(),
      commodityLookups(UNUSED_STORE),
      memberInfoLookups,
      orderLookups(null),
    ].flatMap((loaders) => Object.keys(loaders)),
  );
}

/**
 * What the app registers, read from code for the lint in Node: @rjsf/core's widgets and fields
 * plus Fenqi's theme (by name, part-names.ts), the served lookups and the §5 rules of the fixture
 * runner.
 */
export function appLintContext(): LintContext {
  const core = getDefaultRegistry();
  const stub = () => null;
  const widgets = Object.fromEntries(
    [...Object.keys(core.widgets), ...FENQI_WIDGET_NAMES].map((name) => [name, stub]),
  ) as RegistryWidgetsType;
  const fields = new Set([...Object.keys(core.fields), ...FENQI_FIELD_NAMES]);
  return {
    isKnownWidget: (name, schema) => widgetResolves(name, schema, widgets),
    isKnownField: (name) => fields.has(name),
    lookupNames: servedLookupNames(),
    specRules: SPEC_RULES,
  };
}
