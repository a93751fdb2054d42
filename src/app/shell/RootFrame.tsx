import { Spin } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { sweepExpiredDrafts } from '../../api/offline/kept-drafts';
import { BackBlocker } from './BackBlocker';
import { DialogHost } from './DialogHost';
import { LoadingOverlay } from './LoadingOverlay';
import { OfflineBanner } from './OfflineBanner';
import { QueueStatus } from './QueueStatus';
import { UpdatePrompt } from './UpdatePrompt';
import { usePageOfflineNotice } from './use-page-offline-notice';
import { useDocumentTitle, useSessionSync } from './use-route-chrome';
import { useRouteFocus } from './use-route-focus';
import '../layouts/layouts.css';
import './shell.css';

/**
 * The root route: every page plus the app-wide pieces (offline banner, new-version prompt,
 * overlay, dialogs, back blocking); after a route change, focus goes to the new page's title.
 */
export function RootFrame() {
  useDocumentTitle();
  useSessionSync();
  useRouteFocus();
  usePageOfflineNotice();
  // Drafts are kept 7 days at most.
  useEffect(() => void sweepExpiredDrafts(), []);
  return (
    <>
      <QueueStatus />
      <Outlet />
      <OfflineBanner />
      <UpdatePrompt />
      <LoadingOverlay />
      <DialogHost />
      <BackBlocker />
    </>
  );
}

/** Shown while the first page's chunk loads. */
export function FirstPageLoading() {
  return <Spin fullscreen spinning description="資料加載中..." />;
}
