import { ConfigProvider } from 'antd';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import type { ReactNode } from 'react';
import { FENQI_THEME } from '../ui/theme/fenqi-theme';
import '../ui/theme/a11y.css';

dayjs.locale('zh-tw');

/** antd in zh-TW with Fenqi's theme (AA contrast, src/ui/theme); every form and page renders inside it. */
export function FenqiConfigProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhTW} button={{ autoInsertSpace: false }} theme={FENQI_THEME}>
      {children}
    </ConfigProvider>
  );
}
