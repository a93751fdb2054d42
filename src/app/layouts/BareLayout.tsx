import { ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { FENQI_DARK_THEME } from '../../ui/theme/fenqi-theme';
import './layouts.css';

/** The page alone (error page, form studio, the index redirect). */
export function NoHeaderLayout() {
  return (
    <div className="fenqi-layout fenqi-layout-noHeader">
      <Outlet />
    </div>
  );
}

/** The ID-card camera view: full screen on black, nothing around it; Fenqi's dark theme keeps text legible. */
export function ViewOcrLayout() {
  return (
    <ConfigProvider theme={FENQI_DARK_THEME}>
      <div className="fenqi-layout fenqi-layout-viewOcr">
        <Outlet />
      </div>
    </ConfigProvider>
  );
}
