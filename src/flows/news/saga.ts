import { all, call, put, takeLatest } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { toServerFailure } from '../../store/server-failure';
import { fetchNews, type NewsItem } from '../../api/v2/news';
import { newsActions } from './slice';

/** Newest first, whatever order the server used; equal dates keep the newer id first. */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  const time = (item: NewsItem) => Date.parse(item.publishedAt) || 0;
  return [...items].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

function* runNews() {
  try {
    // The page shows its own failure state with a retry; news need no login, so no §8 redirect applies.
    const items: NewsItem[] = yield call(fetchNews, SKIP_GLOBAL_ERROR);
    yield put(newsActions.success(newestFirst(items)));
  } catch (error) {
    yield put(newsActions.failure(toServerFailure(error, '最新消息載入失敗，請稍後再試')));
  }
}

/** The news flow's watchers (forked by the root saga). */
export function* newsSaga() {
  // takeLatest: a retry while a load runs only needs the newest answer.
  yield all([takeLatest(newsActions.REQUEST, runNews)]);
}
