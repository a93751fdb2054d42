import {
  fetchMinorDetail,
  isMinorSaveOk,
  saveMinorGuardians,
  type GuardianPhones,
  type MinorDetail,
} from '../../api/v2/minor';
import { formSendBody } from '../../forms/form-send-body';
import { defineFlow, StepRefusal } from '../../step-flow/flow-definition';
import { storeGuardianPhones } from './guardian-phones-store';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** What the guardian's link names: the minor's case. */
export interface MinorContext {
  appCaseNo: string;
}

/** The phones of the check form as this browser keeps them once sent (the second one only when given). */
export function guardianPhonesOf(data: Record<string, unknown>): GuardianPhones {
  const first = String(data.appMinorFaday1Cellphone ?? '');
  const second = typeof data.appMinorFaday2Cellphone === 'string' ? data.appMinorFaday2Cellphone : '';
  return { appMinorFaday1Cellphone: first, appMinorFaday2Cellphone: second || null };
}

/** The guardians' form's step (its data is what was just sent). */
export const GUARDIANS_STEP = 'check';

/**
 * A minor member's guardian agreement (spec §3 Minor member, §4, §7): the guardian reads the
 * agreement and agrees, gives the guardians' cell phones (saved with PUT; success is the message
 * 'ok.', only then kept in this browser), and sees the confirmation. A case whose applicant was of
 * age (the detail's result is null) needs no agreement: the flow stops on its confirm page.
 */
export const minorFlow = defineFlow<MinorContext, MinorDetail | null>({
  name: 'minor',
  guard: 'member',
  draft: 'local',
  contextOf: (query) => {
    const appCaseNo = query.get('appCaseNo')?.trim();
    return appCaseNo ? { appCaseNo } : null;
  },
  queryOf: ({ appCaseNo }) => ({ appCaseNo }),
  invalidLinkText: '找不到需要法定代理人同意的案件，請從「我的訂單」重新進入。',
  load: ({ appCaseNo }) => fetchMinorDetail(appCaseNo),
  isDone: (detail) => detail === null,
  steps: [
    { key: 'agreement', path: ROUTE_PATHS.minorAgreement, title: '閱讀同意書', form: 'minorAgreement' },
    {
      key: GUARDIANS_STEP,
      path: ROUTE_PATHS.minorCheck,
      title: '聯絡手機',
      form: 'minorGuardians',
      nextText: '確認送出',
      initialData: (detail) => ({
        ...detail?.answers,
        appMinorFaday1Cellphone: detail?.appMinorFaday1Cellphone ?? undefined,
        appMinorFaday2Cellphone: detail?.appMinorFaday2Cellphone ?? undefined,
      }),
      // One request, made by the form's `send` (pressed offline, it waits in the offline queue); its
      // message says whether it was kept.
      send: {
        calls: ({ data, ctx }) => [
          {
            kind: 'send',
            label: '聯絡手機',
            call: async (config) => ({
              message: await saveMinorGuardians(
                ctx.appCaseNo,
                await formSendBody('minorGuardians', data),
                config,
              ),
            }),
          },
        ],
        outcome: (reply, { data, ctx }) => {
          const { message } = reply as { message: string };
          if (!isMinorSaveOk(message)) throw new StepRefusal(message || '儲存失敗，請稍後再試');
          const phones = guardianPhonesOf(data);
          storeGuardianPhones(ctx.appCaseNo, phones);
          return { result: phones };
        },
      },
    },
  ],
  finish: { path: ROUTE_PATHS.minorConfirm, title: '同意完成' },
});
