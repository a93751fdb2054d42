import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { Spin } from 'antd';
import { FenqiConfigProvider } from '../forms/locale';

const FormStudioPage = lazy(
  () => import(/* webpackChunkName: "studio" */ '../flows/studio/pages/FormStudioPage'),
);

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/studio" replace /> },
  { path: '/studio/:form?', element: <FormStudioPage /> },
  { path: '*', element: <Navigate to="/studio" replace /> },
]);

/** The application root: zh-TW antd provider and the router. */
export function App() {
  return (
    <FenqiConfigProvider>
      <Suspense fallback={<Spin fullscreen description="資料加載中..." />}>
        <RouterProvider router={router} />
      </Suspense>
    </FenqiConfigProvider>
  );
}
