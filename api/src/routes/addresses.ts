/** The patient's address book. Every route reads and writes the caller's own addresses only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PATIENT_MESSAGES } from 'shared-lib/domain';
import { Type } from 'typebox';
import { AddressBody, DefaultAddressBody, IdParams, PatientAddress, addressPaths as paths, ok, responses } from 'shared-lib/contract';
import { addAddress, deleteAddress, findOwnAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/patients/addresses';

export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['patient addresses'];
  const patientOnly = app.requireRole('patient');
  // the user named in the path (address list) or the body must be the caller
  const ownList = [patientOnly, app.requireOwner({ param: 'id', message: PATIENT_MESSAGES.ownAccountOnly })];
  const ownBody = [patientOnly, app.requireOwner({ body: 'user_id', message: PATIENT_MESSAGES.ownAccountOnly })];
  const postal = app.postal;

  app.get(paths.byUser, { preHandler: ownList, schema: { tags, params: IdParams, response: responses(Type.Array(PatientAddress)) } }, async (request) =>
    ok(await listAddresses(app.db, request.params.id)),
  );
  app.get(paths.byId, { preHandler: patientOnly, schema: { tags, params: IdParams, response: responses(PatientAddress) } }, async (request) =>
    ok(await findOwnAddress(app.db, request.user.id, request.params.id)),
  );
  app.post(paths.add, { preHandler: ownBody, schema: { tags, body: AddressBody, response: responses(PatientAddress) } }, async (request) =>
    ok(await addAddress(app.db, postal, request.user.id, request.body), 'Address saved'),
  );
  app.put(paths.update, { preHandler: ownBody, schema: { tags, params: IdParams, body: AddressBody, response: responses(PatientAddress) } }, async (request) =>
    ok(await updateAddress(app.db, postal, request.user.id, request.params.id, request.body), 'Address saved'),
  );
  app.put(
    paths.setDefault,
    { preHandler: patientOnly, schema: { tags, summary: 'The whole list of {id, is_default}; exactly one default', body: DefaultAddressBody, response: responses(Type.Array(PatientAddress)) } },
    async (request) => ok(await setDefaultAddress(app.db, request.user.id, request.body), 'Default address saved'),
  );
  app.delete(paths.remove, { preHandler: patientOnly, schema: { tags, params: IdParams, response: responses(Type.Array(PatientAddress)) } }, async (request) =>
    ok(await deleteAddress(app.db, request.user.id, request.params.id), 'Address deleted'),
  );
};
