import type { FastifyInstance } from 'fastify';
import { memberById } from '../accounts/login-service';
import { assertNewPasswordAllowed, replacePassword } from '../accounts/member-password';
import {
  requestPasswordReset,
  resetLinkState,
  resetPassword,
  type ResetRequest,
} from '../accounts/password-reset';
import { API_ERRORS } from '../api-error';
import { assertLoginAllowed, recordLoginFailure } from '../auth/login-rate-limit';
import { verifyPassword } from '../auth/password-hash';
import { ACCESS_TOKEN_QUERY, memberFromQuery, memberIdOf } from '../auth/request-auth';
import type { ServerContext } from '../context';
import { MESSAGE_REPLY, replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { GUESSED, MAIL, RESET_LINK } from '../contract/route-error-groups';

/** The query of the reset-link calls: the token of the mailed link. */
const RESET_TOKEN_QUERY = {
  type: 'object',
  required: ['access_token'],
  additionalProperties: false,
  properties: {
    access_token: { type: 'string', title: '重設密碼連結', minLength: 1, maxLength: 100 },
  },
} as const;

interface NewPassword {
  newPasswd: string;
  confirmPasswd: string;
}

/**
 * Change password (logged in), forgot password (mails a one-use link), the link's state and the
 * reset through that link.
 */
export async function passwordsRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  app.put<{ Querystring: { access_token?: string }; Body: NewPassword & { oldPasswd: string } }>(
    '/api/v2/members/password',
    {
      onRequest: memberFromQuery(ctx),
      config: {
        errors: [
          API_ERRORS.wrongOldPassword(),
          API_ERRORS.passwordNotAllowed(),
          API_ERRORS.tooManyAttempts(15),
        ],
      },
      schema: {
        operationId: 'changePassword',
        tags: ['passwords'],
        summary: '變更密碼',
        description:
          '舊密碼錯誤回 400 400-01（計入登入失敗次數）；新密碼與舊密碼或身分證字號相同回 400 400-02。成功後其他裝置的登入憑證全部失效。',
        querystring: { type: 'object', additionalProperties: false, properties: { ...ACCESS_TOKEN_QUERY } },
        body: requestBodyRef('change-password'),
        response: { 200: MESSAGE_REPLY },
      },
    },
    async (request) => {
      const member = await memberById(ctx, memberIdOf(request));
      // Whoever holds a stolen token must not be able to guess the password through this call either.
      await assertLoginAllowed(ctx, member.id_num, request.ip);
      if (!(await verifyPassword(request.body.oldPasswd, member.password_hash))) {
        await recordLoginFailure(ctx, member.id_num, request.ip);
        throw API_ERRORS.wrongOldPassword();
      }
      await assertNewPasswordAllowed(request.body.newPasswd, member.id_num, member.password_hash);
      await replacePassword(ctx, member.id, request.body.newPasswd, request.auth?.token);
      return { message: '密碼已變更' };
    },
  );

  app.post<{ Body: ResetRequest }>(
    '/api/v2/members/password-forgetting',
    {
      config: { errors: [API_ERRORS.wrongEmailOrMobile(), API_ERRORS.noEmailOnFile(), GUESSED, ...MAIL] },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['passwords'],
        summary: '忘記密碼：寄送重設密碼連結',
        description:
          '身分證字號與電子信箱或行動電話相符時，寄出 24 小時內有效、只能使用一次的重設連結。不相符或查無會員皆回 400 400-03；計入此表單的嘗試次數（同一身分證字號 5 次、同一來源 20 次，15 分鐘內；429），不影響該會員的密碼登入。',
        body: requestBodyRef('password-forgetting'),
        response: { 200: MESSAGE_REPLY },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body, request.ip);
      return { message: '重設密碼信件已寄出，請於 24 小時內至電子信箱點選連結設定新密碼' };
    },
  );

  app.get<{ Querystring: { access_token: string } }>(
    '/api/v2/members/password-reset',
    {
      config: { errors: RESET_LINK },
      schema: {
        operationId: 'getPasswordResetLinkState',
        tags: ['passwords'],
        summary: '查詢重設密碼連結的狀態（不使用連結）',
        description:
          'access_token 為信中連結的 token。重設頁開啟時先查詢，連結不能用時直接說明原因，不必先輸入新密碼：已使用回 401 401-01；已寄出較新的重設信（只有最新一封有效）回 401 401-04；超過 24 小時回 401 401-02；無效連結回 401 401-03。',
        querystring: RESET_TOKEN_QUERY,
        response: { 200: replyRef('reset-link-state') },
      },
    },
    async (request) => resetLinkState(ctx, request.query.access_token),
  );

  app.post<{ Querystring: { access_token: string }; Body: NewPassword }>(
    '/api/v2/members/password-reset',
    {
      config: { errors: [API_ERRORS.passwordNotAllowed(), ...RESET_LINK] },
      schema: {
        operationId: 'resetPassword',
        tags: ['passwords'],
        summary: '以重設密碼連結設定新密碼',
        description:
          'access_token 為信中連結的 token。連結已使用回 401 401-01；已被較新的重設信取代回 401 401-04；超過 24 小時回 401 401-02；無效連結回 401 401-03。成功後所有登入憑證失效。',
        querystring: RESET_TOKEN_QUERY,
        body: requestBodyRef('password-reset'),
        response: { 200: MESSAGE_REPLY },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.query.access_token, request.body.newPasswd);
      return { message: '密碼已重設，請以新密碼登入' };
    },
  );
}
