/** @jest-environment node */
import { join } from 'node:path';
import { missingWires, undeclaredLeaves } from '../../../../tests/support/send-declaration';
import { FIXTURES_DIR, readJson } from '../../../validation/schema-files';
import type { FormValues } from './form-values';
import { olderApplyBodyOf } from './older-apply';

/*
 * The older order flow's forms declare where each field goes in `POST /cases/apply`'s body
 * (schemas/orderApplicant.json, schemas/orderProduct.json); the body is shaped in code
 * (older-apply.ts). This holds the code to the declaration.
 */

const fixture = (form: string, name: string) =>
  (readJson(join(FIXTURES_DIR, form, `${name}.json`)) as { data: FormValues }).data;

const PRODUCTS = ['accept-full-order', 'accept-minimal-order'].map((name) => fixture('orderProduct', name));
const APPLICANTS = ['accept-worker', 'accept-student-other-time', 'accept-no-fixed-salary'].map((name) =>
  fixture('orderApplicant', name),
);

/** Left out on purpose: the card's number and bank only with its tag (the sample may hold them untagged). */
const leftOut = (wire: string) => wire === 'member.creditCardBank' || wire === 'member.creditCardNo';

describe("the older order forms' send declarations and the body the code shapes", () => {
  it('sends each declared field typed at its wire path', () => {
    for (const product of PRODUCTS)
      for (const applicant of APPLICANTS) {
        const body = olderApplyBodyOf(product, applicant);
        expect(missingWires('orderProduct', product, body)).toEqual([]);
        const tagged = (applicant.creditCard as { creditCardTag?: boolean } | undefined)?.creditCardTag;
        expect(missingWires('orderApplicant', applicant, body, tagged ? undefined : leftOut)).toEqual([]);
      }
  });

  it('puts nothing in the body that no field declares', () => {
    for (const product of PRODUCTS)
      for (const applicant of APPLICANTS)
        expect(
          undeclaredLeaves(['orderProduct', 'orderApplicant'], olderApplyBodyOf(product, applicant), [
            'formAnswers',
          ]),
        ).toEqual([]);
  });
});
