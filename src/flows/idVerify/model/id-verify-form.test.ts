/** @jest-environment node */
import { join } from 'node:path';
import type { IdVerifyInfo } from '../../../api/v2/case-sub-flows';
import { bundleSchema } from '../../../validation/schema-bundle';
import { FIXTURES_DIR, formSchemaId, loadSchemaFiles, readJson } from '../../../validation/schema-files';
import { sendBodyOf } from '../../../validation/send/send-body';
import { idVerifyFormOf } from './id-verify-form';
import { wireErrors as wireErrorsOf } from '../../../validation/wire-errors';

const wireErrors = (data: unknown) => wireErrorsOf('id-verify.json', data);

const info = (applicant: Partial<IdVerifyInfo['applicant']>): IdVerifyInfo => ({
  caseNo: 'C20240601001',
  status: 'approved',
  applicant: {
    name: '',
    passbookAccountName: '',
    passbookBankCode: '',
    passbookBankBranchCode: '',
    passbookNo: '',
    ...applicant,
  },
  files: [],
});

describe('idVerifyFormOf', () => {
  it('copies the applicant block the case answers', () => {
    const form = idVerifyFormOf(
      info({
        name: '王小明',
        passbookAccountName: '王小明',
        passbookBankCode: '004',
        passbookBankBranchCode: '0040037',
        passbookNo: '123456789012',
      }),
    );
    expect(form).toEqual({
      name: '王小明',
      passbookAccountName: '王小明',
      passbookBankCode: '004',
      passbookBankBranchCode: '0040037',
      passbookNo: '123456789012',
    });
  });

  it('leaves out the fields an older case never filled (the server answers them as "")', () => {
    expect(idVerifyFormOf(info({ name: '王小明', passbookNo: '  ' }))).toEqual({ name: '王小明' });
  });
});

describe("step 1's send (schemas/idVerifyApplicant.json)", () => {
  const form = bundleSchema(formSchemaId('idVerifyApplicant'), loadSchemaFiles());

  it('sends the accepted fixture as a block the server schema accepts', () => {
    const { data } = readJson(join(FIXTURES_DIR, 'idVerifyApplicant', 'accept-passbook.json')) as {
      data: Record<string, unknown>;
    };
    const block = sendBodyOf(form, data);
    expect(block).toEqual(data);
    expect(wireErrors(block)).toEqual([]);
  });

  it('trims what was typed and drops what the form does not have', () => {
    const block = sendBodyOf(form, {
      name: '王小明',
      passbookAccountName: ' 王小明 ',
      passbookBankCode: '004',
      passbookBankBranchCode: '0040037',
      passbookNo: '123456789012 ',
      agree: true,
    });
    expect(block).toEqual({
      name: '王小明',
      passbookAccountName: '王小明',
      passbookBankCode: '004',
      passbookBankBranchCode: '0040037',
      passbookNo: '123456789012',
    });
  });

  it('round-trips the case block through the form', () => {
    const applicant = {
      name: '李小華',
      passbookAccountName: '李小華',
      passbookBankCode: '812',
      passbookBankBranchCode: '8120012',
      passbookNo: '00012345678901',
    };
    expect(sendBodyOf(form, idVerifyFormOf(info(applicant)))).toEqual(applicant);
  });
});
