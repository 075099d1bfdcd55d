/** The ship form: courier name and tracking number, with the shared limits and messages. */
import { SHIPMENT_LIMITS as L, SHIPMENT_MESSAGES as M, TRACKING_NUMBER_PATTERN } from 'shared-lib/domain';
import * as Yup from 'yup';

export interface ShipValues {
  courier: string;
  tracking_number: string;
}

export const emptyShipment: ShipValues = { courier: '', tracking_number: '' };

export const shipSchema = Yup.object({
  courier: Yup.string().trim().required(M.courierMandatory).min(L.courierMin, M.courierMandatory).max(L.courierMax, M.courierMandatory),
  tracking_number: Yup.string()
    .trim()
    .required(M.trackingNumberMandatory)
    .min(L.trackingMin, M.trackingNumberMandatory)
    .max(L.trackingMax, M.trackingNumberMandatory)
    .matches(TRACKING_NUMBER_PATTERN, M.trackingNumberMandatory),
});
