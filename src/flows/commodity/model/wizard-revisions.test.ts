/** @jest-environment node */
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { loadForm } from '../../../forms/load-form';
import type { FormModule } from '../../../validation/form-module';
import { fixture } from './test-support';
import type { ApplicantForm } from './form-data';
import {
  problemsOf,
  revisionErrorsOf,
  revisionNoteOf,
  revisionRefusalOf,
  stepOfForm,
} from './wizard-revisions';
import { outcomeOf } from '../../../api/offline/queue/send-queued-request';

function refusal(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, response);
}

const NOTE = '表單內容已更新，請確認以下欄位';

describe('wizard form revisions', () => {
  it('maps the forms to steps 1–4', () => {
    expect(
      ['commodityIdentity', 'commodityPlan', 'commodityApplicant', 'commodityProduct'].map(stepOfForm),
    ).toEqual([1, 2, 3, 4]);
    expect(stepOfForm('guarantor')).toBeNull();
  });

  it('reads a formRevision refusal: the first form named, its fields inside the form', () => {
    const error = refusal(422, {
      code: '422',
      message: NOTE,
      details: [
        { path: '/commodityProduct/productColor', keyword: 'formRevision', message: `${NOTE}：顏色` },
        {
          path: '/commodityApplicant/companyTaxId',
          keyword: 'formRevision',
          message: `${NOTE}：公司統一編號`,
        },
        { path: '/commodityProduct/warranty', keyword: 'formRevision', message: `${NOTE}：保固` },
      ],
    });
    expect(revisionRefusalOf(error)).toEqual({
      step: 4,
      fieldErrors: [
        { path: '/productColor', message: `${NOTE}：顏色` },
        { path: '/warranty', message: `${NOTE}：保固` },
      ],
    });
  });

  it('takes an unknown older revision to the form with no field', () => {
    const error = refusal(422, {
      details: [{ path: '/formRevisions/commodityPlan', keyword: 'formRevision', message: NOTE }],
    });
    expect(revisionRefusalOf(error)).toEqual({ step: 2, fieldErrors: [] });
  });

  it('reads the same note from a send the offline queue made (its refusal keeps the reply’s details)', () => {
    const outcome = outcomeOf(422, {
      code: '422',
      message: NOTE,
      details: [{ path: '/commodityPlan/plan', keyword: 'formRevision', message: `${NOTE}：方案` }],
    });
    expect(outcome.kind).toBe('refused');
    const { status, details } = outcome as { status: number; details?: unknown[] };
    expect(revisionNoteOf(status, details)).toEqual({
      step: 2,
      fieldErrors: [{ path: '/plan', message: `${NOTE}：方案` }],
    });
    expect(revisionNoteOf(status, undefined)).toBeNull();
  });

  it('leaves other refusals alone', () => {
    expect(
      revisionRefusalOf(refusal(422, { details: [{ path: '/amount', keyword: 'minimum', message: 'x' }] })),
    ).toBeNull();
    expect(
      revisionRefusalOf(refusal(409, { details: [{ path: '/commodityPlan/a', keyword: 'formRevision' }] })),
    ).toBeNull();
    expect(revisionRefusalOf(new Error('offline'))).toBeNull();
  });

  it('gives the note only on its step', () => {
    const note = { step: 3 as const, fieldErrors: [{ path: '/a', message: 'm' }] };
    expect(revisionErrorsOf(note, 3)).toEqual(note.fieldErrors);
    expect(revisionErrorsOf(note, 2)).toEqual([]);
    expect(revisionErrorsOf(null, 3)).toEqual([]);
  });

  it("validates with the form's precompiled validator, problems as pointers in zh-TW", async () => {
    const module: FormModule = await loadForm('commodityApplicant');
    const valid = fixture<ApplicantForm>('commodityApplicant', 'accept-worker-labor-insurance');
    expect(problemsOf(module, valid)).toEqual([]);
    const { passbookNo: _gone, ...missing } = valid;
    const problems = problemsOf(module, { ...missing, permanent: { ...valid.permanent, city: undefined } });
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining(['/passbookNo', '/permanent/city']));
    for (const problem of problems) expect(problem.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
