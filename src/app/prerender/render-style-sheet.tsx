/**
 * antd's styles for the pages the build does not prerender: a page drawn from
 * index.html (commodity step 3, a form opened after a redirect) computed every antd style on the
 * phone's main thread as it first drew (about 430 ms at 4× CPU on step 3). The build gathers the
 * styles of every prerendered page, every form and what pages draw once their data is in into one
 * cache here, written as one stylesheet with antd's cache map (build/antd-style-sheet.ts): antd
 * reads the map as the page starts, finds each of those styles in the stylesheet and computes none.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Badge,
  Card,
  Collapse,
  Descriptions,
  Divider,
  Empty,
  Image,
  List,
  Progress,
  Result,
  Segmented,
  Statistic,
  Tabs,
  Tag,
  Timeline,
} from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import formNames from '../../../.generated/forms.json';
import { studioPreviewContext } from '../../flows/studio/preview-context';
import { FormView } from '../../forms/FormView';
import { loadForm } from '../../forms/load-form';
import { AppProviders } from '../App';
import { PRERENDERED_ROUTES } from './prerendered-routes';
import { prerenderStore, renderRoute } from './render-route';

/** The tags' colours and the alerts' types the app's pages use. */
const TAG_COLORS = ['default', 'success', 'processing', 'error', 'warning', 'blue'] as const;
const ALERT_TYPES = ['success', 'info', 'warning', 'error'] as const;

/**
 * What pages draw once their data is in (none of it in a prerendered page, which shows the state
 * before its first fetch): each antd component the app uses there, once in every variant it shows.
 */
function DrawnAfterData() {
  return (
    <>
      <Card title="卡片">內容</Card>
      {TAG_COLORS.map((color) => (
        <Tag key={color} color={color}>
          {color}
        </Tag>
      ))}
      {ALERT_TYPES.map((type) => (
        <Alert key={type} type={type} showIcon title={type} description={type} />
      ))}
      <Descriptions items={[{ key: 'a', label: '項目', children: '內容' }]} />
      <Result status="success" title="完成" />
      <Result status="warning" title="注意" />
      <Empty />
      <List dataSource={['一']} renderItem={(item) => <List.Item>{item}</List.Item>} />
      <Collapse items={[{ key: 'a', label: '標題', children: '內容' }]} />
      <Tabs items={[{ key: 'a', label: '分頁', children: '內容' }]} />
      <Progress percent={50} />
      <Timeline items={[{ children: '事件' }]} />
      <Statistic title="金額" value={1} />
      <Segmented options={['一', '二']} />
      <Badge count={1} />
      <Divider />
      <Image src="data:," alt="" />
    </>
  );
}

/** antd's styles (and their cache map) for every prerendered page and every form, as plain CSS. */
export async function renderStyleSheet(): Promise<string> {
  const cache = createCache();
  for (const route of PRERENDERED_ROUTES)
    await renderRoute(route.path, route.member, route.search, { sharedCache: cache });
  const { store } = prerenderStore(true);
  const draw = (page: ReactNode) =>
    renderToString(
      <StyleProvider cache={cache}>
        <AppProviders store={store}>
          <MemoryRouter>{page}</MemoryRouter>
        </AppProviders>
      </StyleProvider>,
    );
  // Each form with every field its empty data shows, and the sample lookups' options.
  for (const name of formNames) {
    await loadForm(name);
    draw(<FormView name={name} formContext={studioPreviewContext} />);
  }
  draw(<DrawnAfterData />);
  return extractStyle(cache, { plain: true });
}
