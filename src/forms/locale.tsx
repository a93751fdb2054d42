import { ConfigProvider } from 'antd';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import type { ReactNode } from 'react';

dayjs.locale('zh-tw');

/** antd in zh-TW with Fenqi's theme tokens; every form and page renders inside it. */
export function FenqiConfigProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhTW}
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: '#d4380d', borderRadius: 6 } }}
    >
      {children}
    </ConfigProvider>
  );
}
