import { idempotencyKey, oncePerKey, replyOncePerKey, sentBodyHash } from '../db/idempotency';
import type { FastifyBaseLogger } from 'fastify';
import type { SubmittedApplication } from '../../validation/api-replies';
import { assertEmailFree } from '../accounts/email-owner';
import { API_ERRORS } from '../api-error';
import type { RequestAuth } from '../auth/request-auth';
import { issueToken, revokeToken } from '../auth/tokens';
import { keepCarriedAnswers } from '../forms/form-answers-store';
import { insertSubmittedCase } from '../cases/insert-submitted-case';
import type { ServerContext } from '../context';
import { WIZARD_FORMS } from '../forms/form-revision-book';
import { recordAfterSend } from '../signed-documents/record-after-send';
import { deleteFiles } from '../storage/receive-upload';
import { applicationReceivedMail } from './application-mail';
import { insertApplicantMember, prepareNewApplicant, refreshApplicantMember } from './applicant-member';
import type { ApplicantBlock, CommodityApplication } from './application-payload';
import { assertMayApply, checkPlanRules, selectCaseFiles } from './application-rules';
import { listDraftFiles } from './draft-files';
import { draftOwnerOf, ownsDraft } from './draft-owner';
import { applyCategories } from './file-categories';

/** The reply of `POST /members/commodity-cases` (schemas/api/replies/submitted-application.json). */
export type { SubmittedApplication };

/** The applicant block as the case keeps it: the member's ID number, and "same address" spelled out. */
function applicantForCase(applicant: ApplicantBlock, idNum: string): ApplicantBlock {
  const kept: ApplicantBlock = { ...applicant, idCardNo: idNum };
  if (applicant.sameAddr !== true) return kept;
  return {
    ...kept,
    residentialCity: applicant.permanentCity,
    residentialDistrict: applicant.permanentDistrict,
    residentialPostalCode: applicant.permanentPostalCode,
    residentialAddress: applicant.permanentAddress,
    residentialPhone: applicant.permanentPhone,
  };
}

/**
 * Sends a commodity application (spec §3 payload, §4 file rules): checks the plan, career and
 * file rules, then in one transaction creates the member (new applicant), the case with its
 * number and first event, moves the draft's files to the case and deletes the draft. The
 * application-received mail goes after the commit (the mailer writes through its own connection).
 */
export async function submitApplication(
  ctx: ServerContext,
  auth: RequestAuth | null,
  application: CommodityApplication,
  log: FastifyBaseLogger,
  clientKey: string | null = null,
): Promise<SubmittedApplication> {
  const owner = draftOwnerOf(auth);
  const caller = owner.memberId !== null ? `member:${owner.memberId}` : `draft:${owner.tokenHash}`;
  const key = clientKey === null ? null : idempotencyKey('commodity-application', caller, clientKey);
  // A retry of an answered submission gets its first reply, before any check that it would now fail;
  // the same key with another application is refused (422), never answered with the first's reply.
  const requestHash = sentBodyHash(application);
  return replyOncePerKey(
    ctx.db,
    key,
    () => sendApplication(ctx, auth, application, log, key, requestHash),
    requestHash,
  );
}

/** The checks, the one transaction and what follows it of a commodity send (`submitApplication`). */
async function sendApplication(
  ctx: ServerContext,
  auth: RequestAuth | null,
  application: CommodityApplication,
  log: FastifyBaseLogger,
  key: string | null,
  requestHash: string,
): Promise<SubmittedApplication> {
  const owner = draftOwnerOf(auth);
  const { applicant } = application;
  const newMember = owner.memberId === null ? await prepareNewApplicant(ctx.db, application) : null;
  let idNum = newMember?.idNum;
  if (owner.memberId !== null) {
    const member = await ctx.db
      .selectFrom('members')
      .select('id_num')
      .where('id', '=', owner.memberId)
      .executeTakeFirstOrThrow();
    if (applicant.idCardNo && applicant.idCardNo !== member.id_num) {
      throw API_ERRORS.applicationRule('身分證字號與登入的會員帳號不符');
    }
    idNum = member.id_num;
    // Checked here first so a repeated submission hears 2013, not "upload …" (its files moved to the
    // first case); checked again inside the transaction against a concurrent one.
    await assertMayApply(ctx.db, owner.memberId, ctx.clock());
  }
  // The address is how the member is reached and resets the password: it must be their own.
  await assertEmailFree(ctx.db, applicant.email, owner.memberId ?? 0, '/applicant/email');
  const { quote } = await checkPlanRules(ctx.db, application);
  const categories = await applyCategories(ctx.db);
  const now = ctx.clock().toISOString();

  let files: ReturnType<typeof selectCaseFiles> | undefined;
  const { reply: submitted } = await oncePerKey<SubmittedApplication>(
    ctx.db,
    key,
    ctx.clock,
    async (tx) => {
      let memberId: number;
      if (newMember) {
        memberId = await insertApplicantMember(tx, newMember, applicant, now);
      } else {
        memberId = owner.memberId as number;
        // Written first: on PostgreSQL a parallel submission of the same member waits here for this
        // one to commit, then its check below sees this case (on SQLite transactions never overlap).
        await refreshApplicantMember(tx, memberId, applicant, now);
        await assertMayApply(tx, memberId, ctx.clock());
      }
      // Read after the check above: a concurrent submission that won has moved the draft's files to
      // its case, and this one must hear 2013 rather than "upload …".
      files = selectCaseFiles(application, await listDraftFiles(tx, owner), categories);
      const { id: caseId, case_no: caseNo } = await insertSubmittedCase(
        tx,
        {
          member_id: memberId,
          interest_plan_id: application.interestPlanId,
          interest_rate_id: application.interestRateId,
          amount: application.amount,
          installment: application.installment,
          monthly_payment: quote.monthlyPayment,
          service_fee: quote.serviceFee,
          product_name: application.productName,
          product_model_no:
            application.productName === '客製化電腦' ? null : (application.productModelNo ?? null),
          is_provide_labor_insurance: application.isProvideLaborAndHealthInsurance ? 1 : 0,
          applicant: applicantForCase(applicant, idNum ?? ''),
          mid_clause_version: application.midClausever,
          // The member agrees to the clause and both contracts by sending: the server's time is the record.
          agreed_at: now,
        },
        ctx.clock(),
        '線上申請送件',
      );
      const revisions = application.formRevisions ?? ctx.formRevisions.currentOf(WIZARD_FORMS);
      await tx
        .updateTable('cases')
        .set({ form_revisions_json: JSON.stringify(revisions) })
        .where('id', '=', caseId)
        .execute();
      await keepCarriedAnswers(ctx, caseId, application.formAnswers, tx);
      const { attach, discard } = files;
      if (attach.length > 0) {
        await tx
          .updateTable('files')
          .set({ case_id: caseId, member_id: memberId, draft_token_hash: null, draft_kind: null })
          .where(
            'id',
            'in',
            attach.map((f) => f.id),
          )
          .execute();
      }
      if (discard.length > 0) {
        await tx
          .deleteFrom('files')
          .where(
            'id',
            'in',
            discard.map((f) => f.id),
          )
          .execute();
      }
      await tx.deleteFrom('drafts').where(ownsDraft(owner)).execute();
      const member = await tx
        .selectFrom('members')
        .select('email_verified_at')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const result: SubmittedApplication = {
        caseNo,
        caseId,
        isEmailVerified: member.email_verified_at !== null,
      };
      if (newMember && auth) {
        // The draft is spent; from now on the new member signs in as a member.
        await revokeToken(tx, auth.token, ctx.clock());
        Object.assign(result, await issueToken(tx, 'member', memberId, ctx.clock()));
      }
      return { status: 201, reply: result };
    },
    requestHash,
  );
  // A concurrent request with the same key was the one that submitted: nothing more to do here.
  if (!files) return submitted;
  if (newMember && auth) ctx.tokens.invalidate(); // the spent draft token is refused from now on

  await deleteFiles(ctx, files.discard); // rows are gone already; this removes the bytes
  await recordAfterSend(ctx, log, { caseId: submitted.caseId, signer: 'applicant', signedAt: now });
  if (applicant.email) {
    try {
      await ctx.mailer.send(
        applicationReceivedMail({
          to: applicant.email,
          name: applicant.name ?? '',
          caseNo: submitted.caseNo,
          productName: application.productName,
          amount: application.amount,
          installment: application.installment,
          monthlyPayment: quote.monthlyPayment,
          serviceFee: quote.serviceFee,
          publicUrl: ctx.config.publicUrl,
        }),
      );
    } catch (error) {
      // The case stands even if mail is down; the member sees it in the order list.
      log.error({ err: error, caseNo: submitted.caseNo }, 'application-received mail failed');
    }
  }
  return submitted;
}
