/**
 * Bench-only page (tests/bench/typing.ts): STOCK RJSF — @rjsf/antd's theme, @rjsf/validator-ajv8's
 * default (runtime ajv) validator — rendering the app's form from `form.json` (the bundled schema
 * and its uiSchema, written beside this bundle by typing-build.ts), as a controlled form the usual
 * way: formData in React state, updated from onChange, liveValidate off.
 *
 * Fenqi-only widget and field names (rocDate, lookupSelect, address, …) are dropped from the
 * uiSchema, so those fields fall back to stock widgets; the dropped names are left in
 * `window.stockDropped` for the bench to print.
 *
 * Around the form, the same frame as the studio page (/studio/:form): a title, a Card, and the
 * current data as JSON under the form, re-rendered on every change like the studio's.
 */
import { getDefaultRegistry, withTheme, type IChangeEvent } from '@rjsf/core';
import { Theme } from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    /** The uiSchema entries the stock registry has no widget/field for (dropped before rendering). */
    stockDropped?: string[];
  }
}

const Form = withTheme(Theme);

/**
 * Names `ui:widget` may use besides a registry key: the aliases of @rjsf/utils `getWidget`
 * (text, radio, select, checkbox, …), which map to the registry's *Widget components.
 */
const WIDGET_ALIASES = [
  'text',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'radio',
  'select',
  'textarea',
  'hidden',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'color',
  'file',
  'updown',
  'range',
  'checkbox',
  'checkboxes',
  'files',
];

const defaults = getDefaultRegistry();
const stockWidgets = new Set([
  ...Object.keys(defaults.widgets),
  ...Object.keys(Theme.widgets ?? {}),
  ...WIDGET_ALIASES,
]);
const stockFields = new Set([...Object.keys(defaults.fields), ...Object.keys(Theme.fields ?? {})]);

/** A copy of the uiSchema without the widget/field names stock RJSF does not have. */
function withoutFenqiNames(ui: unknown, path: string, dropped: string[]): unknown {
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) return ui;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui as Record<string, unknown>)) {
    const unknownWidget = key === 'ui:widget' && typeof value === 'string' && !stockWidgets.has(value);
    const unknownField = key === 'ui:field' && typeof value === 'string' && !stockFields.has(value);
    if (unknownWidget || unknownField) {
      dropped.push(`${path || '/'} ${key}=${String(value)}`);
      continue;
    }
    out[key] = key.startsWith('ui:') ? value : withoutFenqiNames(value, `${path}/${key}`, dropped);
  }
  return out;
}

function StockPage({ schema, uiSchema }: { schema: RJSFSchema; uiSchema: UiSchema }) {
  const [formData, setFormData] = useState<unknown>({});
  return (
    <div style={{ maxWidth: 600, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={3}>stock RJSF</Typography.Title>
      <Card>
        <Form
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          formData={formData}
          onChange={(event: IChangeEvent) => setFormData(event.formData)}
          liveValidate={false}
        />
      </Card>
      <Typography.Title level={5}>目前資料</Typography.Title>
      <pre data-testid="stock-data">{JSON.stringify(formData, null, 2)}</pre>
    </div>
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const response = await fetch('/form.json');
  if (!response.ok) throw new Error(`form.json: HTTP ${response.status}`);
  const form = (await response.json()) as { schema: RJSFSchema; uiSchema: UiSchema };
  const dropped: string[] = [];
  const uiSchema = withoutFenqiNames(form.uiSchema, '', dropped) as UiSchema;
  window.stockDropped = dropped;
  createRoot(container).render(<StockPage schema={form.schema} uiSchema={uiSchema} />);
}

void start();
