/**
 * The `operationId` of every documented route, keyed by `METHOD /path` as the route is registered
 * (Fastify's `:param` form, as `server.contract.route` and the contract test name routes). A
 * generated client names its functions after these (`listMemberCases`), so they are part of the
 * contract: never rename one (tests/api/api-docs.test.ts checks every route has one and none repeats).
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // Reference data and settings (public).
  'GET /api/v2/app-config': 'getAppConfig',
  'GET /api/v2/members/banks': 'listBanks',
  'GET /api/v2/members/banks/:code/branches': 'listBankBranches',
  'GET /api/v2/members/schools': 'listSchools',
  'GET /api/v2/members/schools/:id/departments': 'listSchoolDepartments',
  'GET /api/v2/members/contact-relations': 'listContactRelations',
  'GET /api/v2/members/mid-clause': 'getMidClause',
  'GET /api/v2/interest-plans': 'listInterestPlans',
  'GET /api/v2/interest-plans/:id/career-types': 'listInterestPlanCareerTypes',
  'GET /api/v2/members/news': 'listNews',
  'POST /api/v2/members/interest-plans/:planId/interest-rates/:rateId/installment-payment':
    'calculateInstallmentPayment',

  // Accounts, LINE, passwords and email.
  'GET /api/v2/members/is-id-num-existent': 'checkIdNumExistent',
  'POST /api/v2/members/login': 'loginMember',
  'POST /api/v2/members/logout': 'logoutMember',
  'GET /api/v2/oauth/is-access_token-valid': 'checkAccessTokenValid',
  'GET /api/v2/oauth/is-in-whitelist': 'checkMemberInWhitelist',
  'GET /api/v2/oauth/line-integration': 'getLineIntegration',
  'POST /api/v2/members/line-login': 'loginWithLine',
  'POST /api/v2/members/line': 'linkLineAccount',
  'DELETE /api/v2/members/line': 'unlinkLineAccount',
  'PUT /api/v2/members/password': 'changePassword',
  'POST /api/v2/members/password-forgetting': 'requestPasswordReset',
  'GET /api/v2/members/password-reset': 'getPasswordResetLinkState',
  'POST /api/v2/members/password-reset': 'resetPassword',
  'GET /api/v2/members/emails/is-repeated': 'checkEmailRepeated',
  'GET /api/v2/members/emails/send-verified-email': 'sendVerificationEmail',
  'GET /api/v2/members/emails/verify': 'verifyEmail',
  'GET /api/v2/members/emails/is-verified': 'checkEmailVerified',

  // The member's own data.
  'GET /api/v2/members/basic-info': 'getMemberBasicInfo',
  'PUT /api/v2/members/info': 'updateMemberInfo',
  'GET /api/v2/members/sharing-info': 'getMemberSharingInfo',

  // The commodity application.
  'POST /api/v2/members/commodity-cases/login': 'loginCommodityApplication',
  'POST /api/v2/members/commodity-cases': 'submitCommodityApplication',
  'GET /api/v2/members/commodity-cases/tmp': 'getCommodityDraft',
  'PATCH /api/v2/members/commodity-cases/tmp': 'saveCommodityDraft',
  'DELETE /api/v2/members/commodity-cases/tmp': 'deleteCommodityDraft',
  'GET /api/v2/members/commodity-cases/jwt-tmp': 'getNewApplicantDraft',
  'POST /api/v2/members/commodity-cases/jwt-tmp': 'saveNewApplicantDraft',
  'GET /api/v2/members/commodity-cases/file-categories': 'listApplicationFileCategories',
  'GET /api/v2/members/file-categories/:id/sample': 'getFileCategorySample',
  'POST /api/v2/members/commodity-cases/tmp/files': 'uploadCommodityDraftFile',
  'DELETE /api/v2/members/commodity-cases/tmp/files/:id': 'deleteCommodityDraftFile',
  'POST /api/v2/members/commodity-cases/id-card-ocr': 'readIdCard',

  // The member's cases, 對保 and payments.
  'GET /api/v2/members/cases': 'listMemberCases',
  'GET /api/v2/members/cases/completed': 'listCompletedMemberCases',
  'GET /api/v2/members/cases/:id': 'getMemberCase',
  'GET /api/v2/members/cases/:id/contract-sign-url': 'getContractSignUrl',
  'GET /api/v2/members/cases/:id/guarantor-sign-path': 'getGuarantorSignPath',
  'GET /api/v2/members/cases/:id/id-verify': 'getIdVerification',
  'GET /api/v2/members/cases/:id/signed-documents': 'listCaseSignedDocuments',
  'GET /api/v2/guests/guarantor/:id/signed-documents': 'listGuarantorSignedDocuments',
  'GET /api/v2/signed-documents/:id': 'openSignedDocument',
  'GET /api/v2/members/cases/:id/contract-texts': 'getCaseContractTexts',
  'GET /api/v2/guests/guarantor/:id/contract-texts': 'getGuarantorContractTexts',
  'GET /api/v2/guests/vehicle-loans/signPath=:path/contract-texts': 'getVehicleLoanContractTexts',
  'POST /api/v2/members/cases/:id/id-verify': 'submitIdVerification',
  'POST /api/v2/members/cases/:id/id-verify/tmp-file': 'uploadIdVerificationFile',
  'GET /api/v2/members/cases/:id/repayment-case': 'getRepaymentCase',
  'GET /api/v2/members/cases/:id/payment-receipt-files': 'listCaseReceiptFiles',
  'POST /api/v2/members/cases/:id/payment-receipt-file': 'uploadCaseReceiptFile',
  'GET /api/v2/members/commodity-payments/:caseSerNo': 'getCommodityPayments',
  'GET /api/v2/members/commodity-payments/:caseSerNo/receipt-files': 'listCommodityReceiptFiles',
  'POST /api/v2/members/commodity-payments/:caseSerNo/receipt-files': 'uploadCommodityReceiptFile',
  'GET /api/v2/members/payments/list': 'listCasesWithUnpaidPeriods',
  'GET /api/v2/members/payments/barcode': 'getPaymentBarcode',
  'GET /api/v2/members/payments/receipt': 'listPaymentReceipts',

  // The older order flow.
  'POST /api/v2/cases/apply': 'submitOrderApplication',
  'GET /api/v2/members/orders/list': 'listOrders',
  'GET /api/v2/members/orders/detail': 'getOrderDetail',
  'PUT /api/v2/members/orders/id-verify': 'confirmOrderIdVerification',
  'GET /api/v2/members/apply-cases/:id/declaration': 'getApplicationDeclaration',
  'POST /api/v2/members/tmp-case-file': 'uploadSupplementFile',
  'GET /api/v2/members/images/receipt': 'listOrderReceiptImages',
  'POST /api/v2/images/:doc_type': 'uploadOlderImage',
  'GET /api/v2/tmp/user-info': 'getOlderUserInfoDraft',
  'PATCH /api/v2/tmp/user-info': 'saveOlderUserInfoDraft',

  // Guests: the guarantor, the vehicle-loan signer, the minor's guardian.
  'GET /api/v2/guests/guarantor/:id': 'getGuarantorPage',
  'PATCH /api/v2/guests/guarantor/:id': 'updateGuarantorAddress',
  'POST /api/v2/guests/guarantor/:id': 'submitGuarantor',
  'POST /api/v2/guests/guarantor/:id/files': 'uploadGuarantorFile',
  'GET /api/v2/guarantor/order/detail/:id': 'getOlderGuarantorOrderDetail',
  'GET /api/v2/guarantor/info': 'getOlderGuarantorInfo',
  'GET /api/v2/guarantor/contract-texts': 'getOlderGuarantorContractTexts',
  'PUT /api/v2/guarantor/info': 'updateOlderGuarantorAddress',
  'POST /api/v2/guarantor/images/:type': 'uploadOlderGuarantorImage',
  'GET /api/v2/guests/vehicle-loans/signPath=:path': 'getVehicleLoanSigning',
  'POST /api/v2/guests/vehicle-loans/signPath=:path': 'signVehicleLoan',
  'GET /api/v2/members/vehicle-loans/appCaseNo=:id/sign-path': 'getVehicleLoanSignPath',
  'GET /api/v2/members/minor/detail': 'getMinorGuardians',
  'PUT /api/v2/members/minor/detail': 'saveMinorGuardians',

  // Signed file links.
  'GET /api/v2/files/:id': 'getSignedFile',
  'GET /api/v2/files/:id/thumbnail': 'getSignedFileThumbnail',

  // The older v1 reference API.
  'GET /api/v1/info/index/bank': 'listV1Banks',
  'GET /api/v1/info/index/bank_branch': 'listV1BankBranches',
  'GET /api/v1/info/index/school': 'listV1Schools',
  'GET /api/v1/info/index/school_department': 'listV1SchoolDepartments',
  'GET /api/v1/info/index/career': 'listV1Careers',
  'GET /api/v1/info/index/contact_relation': 'listV1ContactRelations',
  'GET /api/v1/info/index/city': 'listV1Cities',
  'GET /api/v1/info/index/district': 'listV1Districts',
  'GET /api/v1/info/index/id_issue_location': 'listV1IdIssueLocations',
  'GET /api/v1/info/index/education_degree': 'listV1EducationDegrees',
  'GET /api/v1/info/index/collegeSystem': 'listV1CollegeSystems',
  'GET /api/v1/info/index/:type': 'getV1UnknownList',

  // Health, for load balancers and orchestrators.
  'GET /health/live': 'checkLiveness',
  'GET /health/ready': 'checkReadiness',

  // Development tools (not served in production).
  'GET /api/v2/dev/outbox': 'listDevOutbox',
  'GET /dev/outbox': 'viewDevOutboxPage',
  'GET /api/v2/dev/studio/forms': 'listStudioForms',
  'GET /api/v2/dev/studio/forms/:name': 'getStudioForm',
  'POST /api/v2/dev/studio/files/check': 'checkStudioFile',
  'PUT /api/v2/dev/studio/files': 'saveStudioFile',
  'POST /api/v2/dev/studio/preview': 'previewStudioForm',
  'POST /api/v2/dev/studio/impact': 'getStudioSchemaImpact',
  'GET /api/v2/dev/studio/contracts': 'listStudioContracts',
  'GET /api/v2/dev/studio/contracts/:id/preview': 'previewStudioContract',
  'GET /api/v2/dev/studio/preview/:id.js': 'getStudioPreviewScript',
};
