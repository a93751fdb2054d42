import { DesktopOutlined, LaptopOutlined, MobileOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { moneyText, periodsText, type TestProduct } from '../test-products';

const KIND_ICONS = { phone: MobileOutlined, laptop: LaptopOutlined, desktop: DesktopOutlined } as const;

/** Props of a product's card. */
export interface ProductCardProps {
  product: TestProduct;
  /** Below the facts (e.g. the 我要分期 button). */
  action?: ReactNode;
}

/** A product as the member sees it before ordering: what, from whom, at what price, over which periods. */
export function ProductCard({ product, action }: ProductCardProps) {
  const Icon = KIND_ICONS[product.kind];
  return (
    <Card size="small" className="fenqi-order-product" data-testid="order-product" data-code={product.code}>
      <div className="fenqi-order-product-head">
        <span className="fenqi-order-product-icon" aria-hidden>
          <Icon />
        </span>
        <div>
          <Typography.Title level={2} className="fenqi-order-product-name">
            {product.name}
          </Typography.Title>
          <Typography.Text type="secondary">{product.spec}</Typography.Text>
        </div>
      </div>
      <dl className="fenqi-order-facts">
        <div>
          <dt>售價</dt>
          <dd className="fenqi-order-price">{moneyText(product.price)}</dd>
        </div>
        <div>
          <dt>可選期數</dt>
          <dd>{periodsText(product)}</dd>
        </div>
        {product.gift && (
          <div>
            <dt>贈品</dt>
            <dd>{product.gift}</dd>
          </div>
        )}
        <div>
          <dt>商家</dt>
          <dd>{product.merchant.name}</dd>
        </div>
      </dl>
      {action}
    </Card>
  );
}
