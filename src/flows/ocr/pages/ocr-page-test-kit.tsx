import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the test's router is now, readable after navigation. */
export interface Where {
  current: string;
}

function LocationProbe({ where }: { where: Where }) {
  where.current = useLocation().pathname;
  return null;
}

/**
 * Test kit of the OCR pages (imported by their tests only): renders `page` at `path` among
 * stand-ins for the pages it leads to, and tells where navigation went.
 */
export function renderOcrPage(page: ReactElement, path: string) {
  const where: Where = { current: path };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe where={where} />
      <Routes>
        <Route path={path} element={page} />
        {path !== '/ocr' && <Route path="/ocr" element={<p>相機頁</p>} />}
        {path !== '/ocr/page' && <Route path="/ocr/page" element={<p>結果頁</p>} />}
        <Route path="/member/commodity-loans/step1" element={<p>申請第一步</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, where };
}
