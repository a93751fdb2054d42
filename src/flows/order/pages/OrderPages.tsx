import { Navigate, useSearchParams } from 'react-router-dom';
import { FlowFinishPage } from '../../../step-flow/FlowFinishPage';
import { FlowStepPage } from '../../../step-flow/FlowStepPage';
import { ApplicantIntro } from '../components/ApplicantIntro';
import { DocumentsIntro } from '../components/DocumentsIntro';
import { OrderFinish } from '../components/OrderFinish';
import { OrderRecap } from '../components/OrderRecap';
import { ProductIntro } from '../components/ProductIntro';
import { orderFlow } from '../order-flow';
import { newOrderUrl } from '../order-start';
import { productByCode } from '../test-products';
import '../order.css';
import { ROUTE_PATHS } from '../../../domain/route-paths';

export { TestProductsPage } from './TestProductsPage';

/**
 * /member/order/step1?product=…&order=…: the product and its periods. A link naming only the
 * product starts a new order of it; one naming no product (e.g. §8's 請重新下單 redirect) leads
 * to the products.
 */
export function OrderStep1Page() {
  const [query] = useSearchParams();
  const product = productByCode(query.get('product'));
  if (!product) return <Navigate to={ROUTE_PATHS.orderTestProd} replace />;
  if (!query.get('order')) return <Navigate to={newOrderUrl(product.code)} replace />;
  return <FlowStepPage definition={orderFlow} stepKey="product" Intro={ProductIntro} />;
}

/** /member/order/step2: the applicant (the older member record), saved as the server-side draft. */
export function OrderStep2Page() {
  return <FlowStepPage definition={orderFlow} stepKey="applicant" Intro={ApplicantIntro} />;
}

/** /member/order/step3: the recap, the last step; 確認送出 creates the case (its documents filed before). */
export function OrderStep3Page() {
  return <FlowStepPage definition={orderFlow} stepKey="confirm" Intro={OrderRecap} />;
}

/** /member/order/document: the identity documents (and order files), uploaded as they are picked, before the send. */
export function OrderDocumentPage() {
  return <FlowStepPage definition={orderFlow} stepKey="documents" Intro={DocumentsIntro} />;
}

/** /member/order/finish: the case number and what happens next. */
export function OrderFinishPage() {
  return <FlowFinishPage definition={orderFlow} Body={OrderFinish} />;
}
