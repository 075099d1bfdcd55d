/**
 * The seller's product form: values as typed (strings), the rules of shared-lib/domain (bounds, code
 * pattern, pincode list, sales price rule) as a Yup schema, and the contract's multipart fields.
 */
import type { SellerProduct, SellerProductFields } from 'shared-lib/contract';
import {
  imageFileError,
  parsePincodeList,
  HINDI_NAME_PATTERN,
  PRODUCT_CODE_PATTERN,
  PRODUCT_LIMITS,
  salesPriceOf,
  SELLER_PRODUCT_MESSAGES as M,
  wholeNumberIn,
} from 'shared-lib/domain';
import { DEFAULT_RETURN_WINDOW_DAYS, RETURN_MESSAGES, RETURN_WINDOW_MAX, returnWindowAllowed } from 'shared-lib/domain/returns';
import * as Yup from 'yup';

export type ProductValues = Required<Omit<SellerProductFields, 'pincodes'>> & { pincodes: string; image: File | null };

export const emptyProduct: ProductValues = {
  name: '',
  code: '',
  brand_id: '',
  category_id: '',
  regular_price: '',
  discount: '0',
  in_stock_quantity: '',
  short_description: '',
  full_description: '',
  pincodes: '',
  composition: '',
  name_hi: '',
  prescription_class: 'otc',
  return_window_days: String(DEFAULT_RETURN_WINDOW_DAYS),
  image: null,
};

export function valuesOf(product: SellerProduct): ProductValues {
  return {
    name: product.name,
    code: product.code,
    brand_id: product.brand_id === null ? '' : String(product.brand_id),
    category_id: product.category_id === null ? '' : String(product.category_id),
    regular_price: String(product.regular_price),
    discount: String(product.discount),
    in_stock_quantity: String(product.in_stock_quantity),
    short_description: product.short_description,
    full_description: product.full_description,
    pincodes: product.pincodes.join(', '),
    composition: product.composition,
    name_hi: product.name_hi,
    prescription_class: product.prescription_class ?? 'otc',
    return_window_days: String(product.return_window_days),
    image: null,
  };
}

/** The sales price the shared rule gives for what is typed, or null while price or discount is not valid. */
export function computedSalesPrice(values: Pick<ProductValues, 'regular_price' | 'discount'>): number | null {
  const price = wholeNumberIn(values.regular_price, 1, PRODUCT_LIMITS.priceMax);
  const discount = wholeNumberIn(values.discount, 0, PRODUCT_LIMITS.discountMax);
  return price === null || discount === null ? null : salesPriceOf(price, discount);
}

/** The multipart text fields (the contract's shape); pincodes normalised to '560001,110001'. */
export function fieldsOf(values: ProductValues): SellerProductFields {
  const { image: _image, pincodes, ...rest } = values;
  const trimmed = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value.trim()])) as Omit<SellerProductFields, 'pincodes'>;
  return { ...trimmed, pincodes: (parsePincodeList(pincodes) ?? []).join(',') };
}

const whole = (message: string, min: number, max: number) =>
  Yup.string()
    .trim()
    .required(message)
    .test('whole', message, (value) => wholeNumberIn(value ?? '', min, max) !== null);

/** `imageRequired`: a new product needs an image; an edit keeps the stored one unless another is chosen. */
export function productSchema(imageRequired: boolean) {
  return Yup.object({
    name: Yup.string().trim().required(M.nameMandatory).max(PRODUCT_LIMITS.nameMax),
    code: Yup.string().trim().required(M.codeMandatory).max(PRODUCT_LIMITS.codeMax).matches(PRODUCT_CODE_PATTERN, M.codeFormat),
    brand_id: Yup.string().required(M.brandUnknown),
    category_id: Yup.string().required(M.categoryUnknown),
    regular_price: whole(M.regularPrice, 1, PRODUCT_LIMITS.priceMax),
    discount: whole(M.discount, 0, PRODUCT_LIMITS.discountMax),
    in_stock_quantity: whole(M.stock, 0, PRODUCT_LIMITS.stockMax),
    short_description: Yup.string().trim().required(M.shortDescriptionMandatory).max(PRODUCT_LIMITS.shortDescriptionMax),
    full_description: Yup.string().trim().required(M.fullDescriptionMandatory).max(PRODUCT_LIMITS.fullDescriptionMax),
    name_hi: Yup.string().trim().max(PRODUCT_LIMITS.nameHiMax).test('devanagari', M.nameHi, (value) => !value || HINDI_NAME_PATTERN.test(value.normalize('NFC'))),
    composition: Yup.string().trim().max(PRODUCT_LIMITS.compositionMax).test('plain', M.composition, (value) => !/[<>]/.test(value ?? '')),
    return_window_days: whole(RETURN_MESSAGES.windowTooLong, 0, RETURN_WINDOW_MAX).test('prescription', RETURN_MESSAGES.windowForPrescription, function windowRule(value) {
      return returnWindowAllowed(this.parent.prescription_class, wholeNumberIn(value ?? '', 0, RETURN_WINDOW_MAX) ?? 0);
    }),
    pincodes: Yup.string().test('pincodes', M.pincodes, (value) => parsePincodeList(value ?? '') !== null),
    image: Yup.mixed<File>()
      .nullable()
      .test('present', M.imageMandatory, (file) => !imageRequired || Boolean(file))
      .test('file', function fileRule(file) {
        const problem = imageFileError(file);
        return problem ? this.createError({ message: problem }) : true;
      }),
  });
}
