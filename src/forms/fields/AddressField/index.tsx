import type { ReactNode } from 'react';
import { Col, Input, Select } from 'antd';
import { toFieldPathId, type FieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { districtsOf, postalCodeOf, taiwanCities } from '../../../validation/data/taiwan-districts';
import { useInvalidMark } from '../../templates/use-invalid-mark';
import { GutterRow } from '../../../ui/GutterRow';
import { FieldBox } from '../../templates/FieldBox';

/** The data of an address object: 縣市, 鄉鎮市區, the postal code derived from both, and the street line. */
export interface AddressValue {
  city?: string;
  district?: string;
  postalCode?: number;
  address?: string;
}

type Part = keyof AddressValue;

const FALLBACK_TITLES: Record<Part, string> = {
  city: '縣市',
  district: '鄉鎮市區',
  postalCode: '郵遞區號',
  address: '地址',
};
const CITY_OPTIONS = taiwanCities.map(({ city }) => ({ value: city, label: city }));

/** One part's label, control and message; a part with an error marks its control aria-invalid. */
function PartItem(props: {
  id: string;
  label: ReactNode;
  required: boolean;
  error: ReactNode;
  children: ReactNode;
}) {
  const { id, label, required, error, children } = props;
  useInvalidMark(id, Boolean(error));
  return (
    <FieldBox htmlFor={id} label={label} required={required} errors={error} hasFeedback={false} vertical>
      {children}
    </FieldBox>
  );
}

/**
 * Address picker for an object schema `{city, district, postalCode, address}`: the district list follows the
 * city and the postal code follows the district, so the user never types a code.
 */
export default function AddressField(props: FieldProps<AddressValue>) {
  const {
    schema,
    formData,
    errorSchema,
    fieldPathId,
    registry,
    onChange,
    onBlur,
    disabled,
    readonly,
    hideError,
  } = props;
  const value = formData ?? {};
  const locked = Boolean(disabled || readonly);
  const ErrorTemplate = registry.templates.FieldErrorTemplate;

  // Sub-properties may be `$ref`s into the bundled definitions; resolve them to read title and maxLength.
  const partSchema = (part: Part): RJSFSchema => {
    const raw = schema.properties?.[part];
    return typeof raw === 'object' ? registry.schemaUtils.retrieveSchema(raw) : {};
  };
  const partId = (part: Part): FieldPathId => toFieldPathId(part, registry.globalFormOptions, fieldPathId);
  const emit = (next: AddressValue) => onChange(next, fieldPathId.path);

  const item = (part: Part, control: ReactNode): ReactNode => {
    const id = partId(part);
    const errors = hideError ? undefined : errorSchema?.[part]?.__errors;
    return (
      <PartItem
        id={id.$id}
        label={partSchema(part).title ?? FALLBACK_TITLES[part]}
        required={schema.required?.includes(part) ?? false}
        error={
          errors?.length ? (
            <ErrorTemplate errors={errors} fieldPathId={id} schema={partSchema(part)} registry={registry} />
          ) : null
        }
      >
        {control}
      </PartItem>
    );
  };

  const changeCity = (city: string) => {
    // A district or code of the previous city would be a wrong address, so both are dropped.
    const { district: _district, postalCode: _postalCode, ...rest } = value;
    emit({ ...rest, city });
  };
  const changeDistrict = (district: string) =>
    emit({ ...value, district, postalCode: value.city ? postalCodeOf(value.city, district) : undefined });

  return (
    <GutterRow gutter={12}>
      <Col xs={24} sm={12}>
        {item(
          'city',
          <Select
            id={partId('city').$id}
            value={value.city}
            options={CITY_OPTIONS}
            placeholder="請選擇縣市"
            disabled={locked}
            onChange={changeCity}
            onBlur={() => onBlur(partId('city').$id, value.city)}
          />,
        )}
      </Col>
      <Col xs={24} sm={12}>
        {item(
          'district',
          <Select
            id={partId('district').$id}
            value={value.district}
            options={districtsOf(value.city ?? '').map(({ name }) => ({ value: name, label: name }))}
            placeholder="請選擇鄉鎮市區"
            disabled={locked || !value.city}
            onChange={changeDistrict}
            onBlur={() => onBlur(partId('district').$id, value.district)}
          />,
        )}
      </Col>
      <Col xs={8} sm={6}>
        {item(
          'postalCode',
          <Input
            id={partId('postalCode').$id}
            value={value.postalCode ?? ''}
            readOnly
            disabled={locked}
            tabIndex={-1}
          />,
        )}
      </Col>
      <Col xs={16} sm={18}>
        {item(
          'address',
          <Input
            id={partId('address').$id}
            value={value.address ?? ''}
            maxLength={partSchema('address').maxLength}
            placeholder="請輸入地址"
            disabled={locked}
            // An empty line is "no answer", as RJSF's own text widgets report it, so `required` catches it.
            onChange={(event) => emit({ ...value, address: event.target.value || undefined })}
            onBlur={() => onBlur(partId('address').$id, value.address)}
          />,
        )}
      </Col>
    </GutterRow>
  );
}
