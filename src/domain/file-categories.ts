/** Extra files: optional, appended; the one category that also takes PDF documents (spec §4, §9). */
export const EXTRA_FILES_CATEGORY = 13;
/** The phone's IMEI picture and the computer's serial-number picture: one or the other (spec §3, §4). */
export const PHONE_IMAGE_CATEGORY = 14;
export const COMPUTER_IMAGE_CATEGORY = 15;
