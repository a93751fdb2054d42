import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ProductCard } from '../components/ProductCard';
import { newOrderUrl } from '../order-start';
import { TEST_PRODUCTS } from '../test-products';
import '../order.css';

/**
 * /member/order/testProd: the test catalogue, standing in for a merchant's product link. 我要分期
 * starts a new order of the product (a fresh order key, so an earlier order of it is not reopened).
 */
export function TestProductsPage() {
  const navigate = useNavigate();
  return (
    <div className="fenqi-order-products">
      <Typography.Title level={1} className="fenqi-order-products-title">
        測試商品
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        選擇商品後按「我要分期」，即可體驗分期訂單的申請流程。
      </Typography.Paragraph>
      <ul className="fenqi-order-product-list">
        {TEST_PRODUCTS.map((product) => (
          <li key={product.code}>
            <ProductCard
              product={product}
              action={
                <Button
                  type="primary"
                  size="large"
                  block
                  icon={<ShoppingCartOutlined />}
                  aria-label={`${product.name} 我要分期`}
                  onClick={() => navigate(newOrderUrl(product.code))}
                >
                  我要分期
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
