import { ConfigProvider, theme } from 'antd';
import { Outlet } from 'react-router-dom';
import './layouts.css';

/** The page alone (error page, form studio, the index redirect). */
export function NoHeaderLayout() {
  return (
    <div className="fenqi-layout fenqi-layout-noHeader">
      <Outlet />
    </div>
  );
}

/** The ID-card camera view: full screen on black, nothing around it; antd's dark algorithm keeps text legible. */
export function ViewOcrLayout() {
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div className="fenqi-layout fenqi-layout-viewOcr">
        <Outlet />
      </div>
    </ConfigProvider>
  );
}
