import type { AxiosRequestConfig } from 'axios';
import { v2Client } from './client';

/** One announcement of /member/news. */
export interface NewsItem {
  id: number;
  title: string;
  /** Plain text; line breaks are the author's paragraphs. */
  content: string;
  /** ISO 8601 with offset, e.g. 2026-11-21T09:00:00+08:00. */
  publishedAt: string;
}

/** `GET /members/news` (public, spec §7 "paths not shown"): the published announcements, newest first. */
export async function fetchNews(config: AxiosRequestConfig = {}): Promise<NewsItem[]> {
  const { data } = await v2Client.get<NewsItem[]>('/members/news', config);
  return data;
}
