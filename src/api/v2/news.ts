import type { AxiosRequestConfig } from 'axios';
import type { NewsItem, NewsList } from '../../validation/api-replies';
import { v2Client } from './client';

/** One announcement of /member/news (schemas/api/replies/news-item.json). */
export type { NewsItem };

/** `GET /members/news` (public, spec §7 "paths not shown"): the published announcements, newest first. */
export async function fetchNews(config: AxiosRequestConfig = {}): Promise<NewsList> {
  const { data } = await v2Client.get<NewsList>('/members/news', config);
  return data;
}
