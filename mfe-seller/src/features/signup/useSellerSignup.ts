/**
 * The seller sign-up form (spec sections 4 and 5): Formik with the seller schema, cities of the chosen
 * state, the city reset when the state changes, and the submit: success resets the form, shows
 * 'Signedup SuccesFully!,Please Login' and follows the login link after 2 s; failure shows a warning
 * popup with the server's message. An invalid form is never sent.
 */
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, normaliseTaxId, TIMINGS } from 'shared-lib/domain';
import { useAppDispatch, useGetCitiesByStateQuery, useGetStatesQuery, useRegisterSellerMutation, verifyPincode } from 'shared-lib/store';
import { errorMessage } from 'shared-lib/http';
import { notify, popup } from 'shared-lib/ui';
import { createSellerSchema, sellerInitialValues, type SellerValues } from './seller-schema';

export const SELLER_LOGIN_PATH = '/seller/login';

export function useSellerSignup() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [registerSeller, { isLoading }] = useRegisterSellerMutation();
  const [registered, setRegistered] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const { data: states = [] } = useGetStatesQuery();
  const lists = useRef<{ states: typeof states; cities: typeof states }>({ states, cities: [] });

  const schema = useMemo(
    () =>
      createSellerSchema({
        stateName: (id) => lists.current.states.find((state) => String(state.id) === id)?.name,
        cityName: (id) => lists.current.cities.find((city) => String(city.id) === id)?.name,
        verifyPincode: (pincode, city) => verifyPincode(dispatch, pincode, city),
      }),
    [dispatch],
  );

  const form = useFormik<SellerValues>({
    initialValues: sellerInitialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const { pan_image: panImage, ...text } = values;
      if (!panImage) return;
      try {
        await registerSeller({
          fields: {
            ...Object.fromEntries(Object.entries(text).map(([name, value]) => [name, value.trim()])),
            password: values.password,
            gst_number: normaliseTaxId(values.gst_number),
            pan_number: normaliseTaxId(values.pan_number),
          } as typeof text,
          panImage,
        }).unwrap();
        helpers.resetForm();
        setFileInputKey((key) => key + 1);
        setRegistered(true);
        notify.success(MESSAGES.sellerSignedUp);
      } catch (error) {
        void popup.warning(errorMessage(error));
      }
    },
  });

  const stateId = form.values.state_id;
  const { data: cities = [], isFetching: citiesLoading } = useGetCitiesByStateQuery(Number(stateId), { skip: !stateId });
  lists.current = { states, cities };

  // After a successful sign-up, follow the login link once the spec's 2 seconds have passed.
  useEffect(() => {
    if (!registered) return undefined;
    const timer = window.setTimeout(() => navigate(SELLER_LOGIN_PATH), TIMINGS.sellerSignupRedirect);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  // Cities arriving for a new state re-run the ZIP rule, which needs the city's name.
  useEffect(() => {
    if (form.values.city_id) void form.validateForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cities]);

  /** A new state loads its cities and clears the city chosen for the old one. */
  const chooseState = (id: string) => {
    void form.setValues({ ...form.values, state_id: id, city_id: '' }, true);
    void form.setFieldTouched('state_id', true, false);
  };

  return { form, states, cities, citiesLoading, chooseState, isLoading, registered, fileInputKey };
}
