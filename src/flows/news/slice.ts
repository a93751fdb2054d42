import type { UnknownAction } from 'redux';
import { asyncActions, type AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import type { NewsItem } from '../../api/v2/news';

/** Loading the announcements (newest first). */
export const newsActions = asyncActions<'news/list', void, NewsItem[]>('news/list');

/** The news flow's slice of the store: the list call and the announcements it brought. */
export interface NewsState {
  list: CallState & { items: NewsItem[] };
}

/** Every action the news reducer understands. */
export type NewsAction = AsyncActionOf<typeof newsActions>;

/** The slice before anything was loaded. */
export const initialNewsState: NewsState = { list: { ...idleCall, items: [] } };

/** The news flow's reducer (mounted under `news` in the root reducer). */
export function newsReducer(state: NewsState = initialNewsState, incoming: UnknownAction): NewsState {
  // Every action reaches every reducer; only the news flow's own types match below.
  const action = incoming as NewsAction;
  switch (action.type) {
    case newsActions.REQUEST:
      // Keep the announcements already shown while they are reloaded.
      return { list: { ...startedCall(), items: state.list.items } };
    case newsActions.SUCCESS:
      return { list: { ...succeededCall(), items: action.payload } };
    case newsActions.FAILURE:
      return { list: { ...failedCall(action.payload), items: state.list.items } };
    default:
      return state;
  }
}

/** The root state as far as the news flow reads it. */
export interface WithNews {
  news: NewsState;
}

/** The news flow's slice. */
export const selectNews = (state: WithNews): NewsState => state.news;
