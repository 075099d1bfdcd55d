/** Account recovery endpoints of the shell (paths and shapes from shared-lib/contract). */
import type { ApiEnvelope, ForgotPasswordRequest, ResetPasswordRequest, ResetPasswordResponse } from 'shared-lib/contract';
import { passwordResetPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from 'shared-lib/store';

export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<ApiEnvelope<object>, ForgotPasswordRequest>({
      query: (body) => ({ url: urlOf(passwordResetPaths.forgot), method: 'POST', data: body }),
    }),
    resetPassword: build.mutation<ApiEnvelope<ResetPasswordResponse>, ResetPasswordRequest>({
      query: (body) => ({ url: urlOf(passwordResetPaths.reset), method: 'POST', data: body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = recoveryApi;
