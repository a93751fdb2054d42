import { FilePdfOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';
import type { ClientFile } from '../../../api/v2/types/common';
import type { FileCategory } from '../../../api/v2/types/commodity';
import { unmatchedProductImageCategory } from '../model/case-file-ids';
import type { ProductForm } from '../model/form-data';
import { UPLOAD_FIELDS } from '../model/upload-fields';
import { FORM_LABELS } from './form-labels';

/** Props of the uploaded-files part of the summary. */
export interface UploadedFilesSummaryProps {
  product: ProductForm;
  files: readonly ClientFile[];
  categories: Record<string, FileCategory>;
}

const urlsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((url): url is string => typeof url === 'string')
    : typeof value === 'string' && value
      ? [value]
      : [];

/**
 * The uploads of step 4 by category with thumbnails (tap to enlarge). The product picture that
 * does not fit the product is left out: it is not sent.
 */
export function UploadedFilesSummary({ product, files, categories }: UploadedFilesSummaryProps) {
  const skipped = unmatchedProductImageCategory(product.productName);
  const groups = UPLOAD_FIELDS.filter(({ categoryId }) => categoryId !== skipped)
    .map(({ field, categoryId }) => ({
      categoryId,
      name: categories[String(categoryId)]?.name ?? FORM_LABELS.product.title(field),
      urls: urlsOf(product[field]),
    }))
    .filter((group) => group.urls.length > 0);
  if (groups.length === 0) return <Typography.Text type="secondary">尚未上傳任何文件</Typography.Text>;
  return (
    <div className="fenqi-summary-files">
      {groups.map((group) => (
        <div key={group.categoryId} className="fenqi-summary-file-group">
          <Typography.Text type="secondary">
            {group.name}（{group.urls.length}）
          </Typography.Text>
          <Image.PreviewGroup>
            <div className="fenqi-summary-thumbs">
              {group.urls.map((url, index) => {
                const file = files.find((known) => known.fileUrl === url);
                const alt = `${group.name} ${index + 1}`;
                return file?.contentType === 'application/pdf' ? (
                  <a
                    key={url}
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="fenqi-summary-pdf"
                  >
                    <FilePdfOutlined /> {file.name}
                  </a>
                ) : (
                  <Image
                    key={url}
                    src={file?.thumbnailUrl ?? url}
                    preview={{ src: url }}
                    alt={alt}
                    width={72}
                    height={72}
                  />
                );
              })}
            </div>
          </Image.PreviewGroup>
        </div>
      ))}
    </div>
  );
}
