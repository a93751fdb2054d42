import { Alert, Button, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { FenqiFormContext, FileCategory } from '../../../forms/form-context';
import { FormView } from '../../../forms/FormView';
import { StepNav } from '../components/StepNav';
import { WizardFrame, guardedStep } from '../components/WizardFrame';
import { useCommodityLookups } from '../lookups';
import type { ProductForm } from '../model/form-data';
import { CUSTOM_COMPUTER, productOptions } from '../model/product-options';
import { UPLOAD_FIELDS } from '../model/upload-fields';
import { revisionErrorsOf } from '../model/wizard-revisions';
import {
  selectChosenPlan,
  selectCommodity,
  selectWizardForms,
  selectCommodityFiles,
  selectCommodityLoaded,
  selectCommodityRun,
  type WithCommodity,
} from '../selectors';
import { formChanged } from '../actions';
import { useStepSend } from './use-step-send';
import { flowReload } from '../../../step-flow/slice';
import { COMMODITY, commodityFlowStarted } from '../commodity-flow';
import { withExclusiveUploadCleared } from '../uploads/exclusive-fields';
import { createFileUploader } from '../uploads/file-uploader';
import { deleteRemovedFiles, removedFiles } from '../uploads/removed-files';
import { sameFormData } from '../../../forms/same-form-data';

/** The product fields a 422 of the application can name (wire path = form path). */
const PRODUCT_PATHS = ['/productName', '/productModelNo'];

/** A custom computer has no model number (spec §3): the field is dropped, not just hidden. */
function withoutCustomModel(product: ProductForm): ProductForm {
  if (product.productName !== CUSTOM_COMPUTER || product.productModelNo === undefined) return product;
  const { productModelNo: _dropped, ...rest } = product;
  return rest;
}

/**
 * Step 4, the product (schemas/commodityProduct.json): the products the chosen plan offers, the
 * model, and the uploads by the file categories the server delivers (single or multiple by
 * maxOnApply, with sample pictures). Uploads go through the commodity uploader; a phone picture
 * empties the computer picture and vice versa, and a removed picture is deleted from the draft.
 */
export default function Step4ProductPage() {
  const dispatch = useDispatch();
  const store = useStore<WithCommodity>();
  const { submit, revisionNote } = useSelector(selectCommodity);
  const stepSend = useStepSend(4);
  const forms = useSelector(selectWizardForms);
  const { load, reload } = useSelector(selectCommodityRun);
  const plan = useSelector(selectChosenPlan);
  const lookups = useCommodityLookups();
  const categories = useSelector(selectCommodityLoaded)?.fileCategories;
  const uploadFile = useMemo(() => createFileUploader({ dispatch }), [dispatch]);

  const context = useMemo<FenqiFormContext>(() => {
    const byId: Record<number, FileCategory> = {};
    for (const c of categories ?? [])
      byId[c.id] = { id: c.id, name: c.name, maxOnApply: c.maxOnApply, sampleUrl: c.sampleUrl ?? undefined };
    return { lookups, uploadFile, fileCategories: byId };
  }, [categories, lookups, uploadFile]);
  const missing = UPLOAD_FIELDS.filter(({ categoryId }) => !context.fileCategories?.[categoryId]);

  // The categories need the applicant token, so the flow's load may have come without them;
  // they are asked once here, and again only by 重試 (a failing server is not hammered).
  // Nothing is asked by someone the wizard is about to send back to an earlier step (no token yet).
  const onThisStep = useSelector((state: WithCommodity) => guardedStep(4, state) === 4);
  const neverAsked = load.status === 'success' && !categories && !reload.pending && reload.status !== 'fail';
  useEffect(() => {
    if (onThisStep && neverAsked) dispatch(flowReload(COMMODITY));
  }, [dispatch, onThisStep, neverAsked]);
  // 重試: the categories again, or the whole load when that is what failed.
  const retry = () => dispatch(load.status === 'fail' ? commodityFlowStarted(true) : flowReload(COMMODITY));

  // Product name and model start over when the plan does not offer the product chosen before (§4).
  const offered = productOptions(plan?.description).join();
  useEffect(() => {
    const product = selectWizardForms(store.getState()).product;
    if (!plan || !product.productName || offered.split(',').includes(product.productName)) return;
    const { productName: _name, productModelNo: _model, ...rest } = product;
    dispatch(formChanged('product', rest));
  }, [dispatch, store, plan, offered]);

  const change = (data: ProductForm) => {
    const { product } = selectWizardForms(store.getState());
    const next = withoutCustomModel(withExclusiveUploadCleared(product, data));
    const removed = removedFiles(product, next, selectCommodityFiles(store.getState()));
    if (!sameFormData(next, product)) dispatch(formChanged('product', next));
    if (removed.length > 0) void deleteRemovedFiles(removed, dispatch);
  };

  const serverErrors = useMemo(
    () => [
      ...stepSend.fieldErrors,
      ...submit.fieldErrors.filter((error) => PRODUCT_PATHS.includes(error.path)),
      ...revisionErrorsOf(revisionNote, 4),
    ],
    [stepSend.fieldErrors, submit.fieldErrors, revisionNote],
  );
  const loading = load.pending || reload.pending || neverAsked;

  let body;
  if (missing.length === 0) {
    body = (
      <FormView<ProductForm>
        name="commodityProduct"
        formData={forms.product}
        formContext={context}
        serverErrors={serverErrors}
        onChange={change}
        onSubmit={stepSend.send}
      >
        {stepSend.failed && (
          <Alert className="fenqi-step-alert" type="error" showIcon title={stepSend.failed} />
        )}
        <StepNav step={4} loading={stepSend.pending} />
      </FormView>
    );
  } else if (loading) {
    body = <Spin description="資料加載中...">{<div style={{ minHeight: 160 }} />}</Spin>;
  } else {
    // The server's list is authoritative: without a category the form needs, nothing can be uploaded.
    body = (
      <Alert
        type="error"
        showIcon
        title="上傳項目載入失敗"
        description={reload.message ?? load.message ?? '部分上傳項目目前無法使用，請稍後再試'}
        action={<Button onClick={retry}>重試</Button>}
      />
    );
  }

  return (
    <WizardFrame step={4}>
      <Typography.Paragraph type="secondary" className="fenqi-wizard-lead">
        請選擇商品類型、填寫型號，並上傳商品與證明文件的照片；大張照片會先自動壓縮再上傳。標示 * 為必填。
      </Typography.Paragraph>
      {body}
    </WizardFrame>
  );
}
