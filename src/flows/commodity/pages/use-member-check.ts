import { useEffect, useState } from 'react';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { isIdNumExistent } from '../../../api/v2/auth';

/** The national ID shape the server checks (a malformed number is the form's own error). */
const ID_FORMAT = /^[A-Z][12]\d{8}$/;

/** What step 1 knows of a typed ID number: whether it is a member's, and how to ask again. */
export interface MemberCheck {
  /** The answer for this ID number; undefined while unknown (not asked, on its way, or failed). */
  isMember: boolean | undefined;
  /** Asks again (下一步 pressed before the answer came). */
  ask: () => void;
}

/**
 * Whether the ID number typed on step 1 belongs to a member (GET /members/is-id-num-existent), which
 * decides the password fields the form shows. Asked while `wanted` (a complete number, membership
 * not known yet); only the newest number's answer counts, and a failure is no dialog: the number
 * stays unknown and 下一步 asks again.
 */
export function useMemberCheck(idCardNo: string | undefined, wanted: boolean): MemberCheck {
  const [answer, setAnswer] = useState<{ idCardNo: string; isExistent: boolean } | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!wanted || !idCardNo || !ID_FORMAT.test(idCardNo)) return undefined;
    let live = true;
    isIdNumExistent(idCardNo, SKIP_GLOBAL_ERROR).then(
      (isExistent) => live && setAnswer({ idCardNo, isExistent }),
      () => live && setAnswer(null),
    );
    return () => {
      live = false;
    };
  }, [idCardNo, wanted, asked]);
  return {
    isMember: answer && answer.idCardNo === idCardNo ? answer.isExistent : undefined,
    ask: () => setAsked((count) => count + 1),
  };
}
