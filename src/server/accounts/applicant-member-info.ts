/** A case's applicant block, stored whole as JSON (cases.applicant_json). */
type Block = Record<string, unknown>;

const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const whole = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** The object without its undefined entries, or undefined when none is left. */
function compact(object: Block): Block | undefined {
  const kept = Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The commodity applicant's `<prefix>City`, `District`, `PostalCode`, `Address` as the form's address. */
function wireAddress(applicant: Block, prefix: 'permanent' | 'residential'): Block | undefined {
  return compact({
    city: text(applicant[`${prefix}City`]),
    district: text(applicant[`${prefix}District`]),
    postalCode: whole(applicant[`${prefix}PostalCode`]),
    address: text(applicant[`${prefix}Address`]),
  });
}

/** `"afternoon,13-15"` (or `"other,<text>"`) as the form's `{period, slot}`. */
function contactTimeOf(value: unknown): Block | undefined {
  const joined = text(value);
  if (!joined) return undefined;
  const comma = joined.indexOf(',');
  if (comma < 0) return compact({ period: joined });
  return compact({ period: joined.slice(0, comma), slot: text(joined.slice(comma + 1)) });
}

function wireContact(contact: unknown): Block | undefined {
  if (!isBlock(contact)) return undefined;
  return compact({
    name: text(contact.name),
    relationId: whole(contact.contactRelationId),
    cellPhone: text(contact.cellPhone),
    phone: text(contact.residentialPhone),
    isSecret: flag(contact.isSecret),
  });
}

/** The commodity application's applicant block (schemas/api/commodity-applicant.json). */
function fromCommodityApplicant(applicant: Block): Block {
  return {
    memName: text(applicant.name),
    memBirthDay: text(applicant.birthDate),
    email: text(applicant.email),
    cellPhone: text(applicant.cellPhone),
    memLineId: text(applicant.lineId),
    householdAddress: wireAddress(applicant, 'permanent'),
    registPhone: text(applicant.permanentPhone),
    mailingAddress: wireAddress(applicant, 'residential'),
    livingPhone: text(applicant.residentialPhone),
    allowCreditCheckTime: contactTimeOf(applicant.contactTime),
    maritalStatus: whole(applicant.maritalStatus),
    // The career types (GET /interest-plans/{id}/career-types) number the member classes alike.
    memClass: whole(applicant.careerTypeId),
    companyName: text(applicant.company),
    companyPhone: text(applicant.companyPhone),
    companyExtension: text(applicant.companyExtensionNo),
    companyDepartment: text(applicant.companyDepartment),
    seniority: whole(applicant.seniority),
    collegeSystem: whole(applicant.collegeSystem),
    schoolSerNo: whole(applicant.schoolSerNo),
    schoolDepNo: whole(applicant.schoolDepartmentNo),
    grade: whole(applicant.educationDegree),
    firstContact: wireContact(applicant.firstContact),
    secondContact: wireContact(applicant.secondContact),
  };
}

function olderAddress(address: unknown): Block | undefined {
  if (!isBlock(address)) return undefined;
  return compact({
    city: text(address.city),
    district: text(address.district),
    postalCode: whole(address.postalNo),
    address: text(address.address),
  });
}

/** The older flow's contact names its relation in words, which the form's relation list cannot take. */
function olderContact(contact: unknown): Block | undefined {
  if (!isBlock(contact)) return undefined;
  return compact({
    name: text(contact.name),
    cellPhone: text(contact.cellPhone),
    phone: text(contact.phone),
    isSecret: flag(contact.isSecret),
  });
}

/** The older flow's member record (schemas/api/older-apply.json `member`). */
function fromOlderMember(member: Block): Block {
  const period = text(member.allowCreditCheckTime);
  return {
    memName: text(member.memName),
    memGender: text(member.memGender),
    memBirthDay: text(member.memBirthDay),
    email: text(member.memEmail),
    cellPhone: text(member.cellPhone),
    memLineId: text(member.memLineId),
    householdAddress: olderAddress(member.householdAddress),
    registPhone: text(member.registPhone),
    mailingAddress: olderAddress(member.mailingAddress),
    livingPhone: text(member.livingPhone),
    allowCreditCheckTime: period
      ? compact({ period, slot: period === 'other' ? text(member.allowCreditCheckTimeOther) : undefined })
      : undefined,
    maritalStatus: whole(member.maritalStatus),
    memClass: whole(member.memClass),
    companyName: text(member.companyName),
    companyPhone: text(member.companyPhone),
    companyExtension: text(member.companyExt),
    companyDepartment: text(member.companyDepartment),
    seniority: whole(member.seniority),
    collegeSystem: whole(member.schoolSystem),
    schoolSerNo: whole(member.schoolSerNo),
    schoolDepNo: whole(member.schoolDepNo),
    grade: whole(member.schoolGrade),
    firstContact: olderContact(member.firstContact),
    secondContact: olderContact(member.secondContact),
  };
}

/**
 * What a case's applicant block says in the member-info form's terms (schemas/memberInfo.json):
 * the commodity application's wire shape, or the older flow's member record kept under `member`.
 * Values are taken as they are; whether the form accepts them is checked by the caller.
 */
export function memberInfoOfApplicant(applicant: unknown): Block {
  if (!isBlock(applicant)) return {};
  const fields = isBlock(applicant.member)
    ? fromOlderMember(applicant.member)
    : fromCommodityApplicant(applicant);
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
