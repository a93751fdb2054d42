/**
 * The shared ID-card capture layer (camera, OCR reading, correction form, handoff to step 1),
 * used by the OCR pages and the commodity application.
 */
export { CameraCapture, type CameraCaptureProps } from './CameraCapture';
export type { IdCardPictures } from './capture-flow';
export { IdCardCapture, type IdCardCaptureProps } from './IdCardCapture';
export { IdCardFieldsForm, type IdCardFieldsFormProps } from './IdCardFieldsForm';
export { IdCardFieldsList, idCardFieldRows } from './IdCardFieldsList';
export {
  clearIdCardHandoff,
  ID_CARD_HANDOFF_KEY,
  readIdCardHandoff,
  saveIdCardHandoff,
} from './id-card-handoff';
export { PhotoFileButton, PHOTO_FILE_LABEL } from './PhotoFileButton';
export {
  canReadIdCard,
  readIdCardSide,
  type IdCardSide,
  type ReadFailure,
  type ReadOutcome,
} from './read-id-card-side';
export { useCamera, type Camera, type CameraState } from './use-camera';
