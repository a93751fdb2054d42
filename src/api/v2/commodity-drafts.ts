import type { AxiosRequestConfig } from 'axios';
import { commodityToken, draftToken, setDraftToken } from '../commodity-token';
import { v2Client, withBearer } from './client';
import type { CommodityDraftReply } from '../../validation/api-replies';
import type { CommodityDraftData, CommodityDraftView, NewMemberDraftCreated } from './types/commodity';

/*
 * Drafts of the commodity application (spec §4): `/tmp` is a member's draft under the commodity
 * token; `/jwt-tmp` is the draft of a new member without an account, keyed by a draft token that
 * the first POST hands out.
 */

/** `GET /members/commodity-cases/tmp` (commodity token): the member's saved draft, or null. */
export async function fetchCommodityDraft(
  config: AxiosRequestConfig = {},
): Promise<CommodityDraftView | null> {
  const { data } = await v2Client.get<CommodityDraftReply>(
    '/members/commodity-cases/tmp',
    withBearer(commodityToken(), config),
  );
  return data.data;
}

/** `PATCH /members/commodity-cases/tmp` (commodity token): saves the draft whole; answers it as stored. */
export async function saveCommodityDraft(
  draft: CommodityDraftData,
  config: AxiosRequestConfig = {},
): Promise<CommodityDraftView | null> {
  const { data } = await v2Client.patch<CommodityDraftReply>(
    '/members/commodity-cases/tmp',
    draft,
    withBearer(commodityToken(), config),
  );
  return data.data;
}

/** `DELETE /members/commodity-cases/tmp` (commodity token, 204): drops the draft and its uploads. */
export async function deleteCommodityDraft(config: AxiosRequestConfig = {}): Promise<void> {
  await v2Client.delete('/members/commodity-cases/tmp', withBearer(commodityToken(), config));
}

/** `GET /members/commodity-cases/jwt-tmp` (draft token): a new member's saved draft, or null. */
export async function fetchNewMemberDraft(
  config: AxiosRequestConfig = {},
): Promise<CommodityDraftView | null> {
  const { data } = await v2Client.get<CommodityDraftReply>(
    '/members/commodity-cases/jwt-tmp',
    withBearer(draftToken(), config),
  );
  return data.data;
}

/**
 * `POST /members/commodity-cases/jwt-tmp`: saves a new member's draft. Without a draft token the
 * server starts one (201) and hands out the token, which is kept for the following calls; with
 * one it updates the draft (200).
 */
export async function saveNewMemberDraft(
  draft: CommodityDraftData,
  config: AxiosRequestConfig = {},
): Promise<CommodityDraftView | null> {
  const reply = await v2Client.post<CommodityDraftReply | NewMemberDraftCreated>(
    '/members/commodity-cases/jwt-tmp',
    draft,
    withBearer(draftToken(), config),
  );
  if (reply.status === 201 && 'token' in reply.data) setDraftToken(reply.data.token, reply.data.expiresAt);
  return reply.data.data;
}
