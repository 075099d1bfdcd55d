/** Seller: POST seller/registration (multipart), the seller's own profile and its private PAN image. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_UPLOAD_MB, MESSAGES, PHARMACY_MESSAGES, SELLER_MESSAGES } from 'shared-lib/domain';
import { ErrorEnvelope, ok, PAN_IMAGE_FIELD, responses, SellerIdParams, SellerPharmacyBody, SellerProfile, SellerRegistrationFields, SellerRegistrationResponse, sellerPaths } from 'shared-lib/contract';
import { createPostalService } from '../integrations/postal';
import type { FastifyReply } from 'fastify';
import { readMultipartForm, type StoredObject } from '../integrations/storage';
import { notFound } from '../http-error';
import { registerSeller } from '../services/sellers/registration';
import { findSellerProfile, readPanImage, updateSellerPharmacy } from '../services/sellers/seller-profile';
import { signUpNeutrally } from '../services/accounts/neutral-signup';
import { emailKeyOf } from '../plugins/limit-keys';

/** A private image (a PAN card) to its one allowed reader: never cached, never sniffed as anything else. */
export function sendPrivateImage(reply: FastifyReply, image: StoredObject) {
  return reply.header('Content-Type', image.contentType).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').header('Content-Disposition', 'inline').send(image.data);
}

export const sellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['seller'];
  const postal = createPostalService(app.config.postalService);
  const sellerOnly = app.requireRole('seller');

  app.post(
    sellerPaths.registration,
    {
      preHandler: app.rateLimited('signup'),
      schema: {
        tags,
        summary: `Seller registration (multipart/form-data: the text fields below plus the file pan_image, jpg/jpeg/png up to ${MAX_UPLOAD_MB} MB)`,
        description: `Text fields: ${Object.keys(SellerRegistrationFields.properties).join(', ')}. country_id is always 101; role, type and status are never read.`,
        consumes: ['multipart/form-data'],
        response: { 200: SellerRegistrationResponse, 400: ErrorEnvelope, 409: ErrorEnvelope, 413: ErrorEnvelope, 500: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { imageFields: [PAN_IMAGE_FIELD] });
      const { email = '', password = '', gst_number: gstNumber } = form.fields;
      if (email.trim()) await app.countUnder('signupEmail')(request, reply, emailKeyOf(email));
      await signUpNeutrally(app.db, { type: 'seller', email, password, gstNumber }, [SELLER_MESSAGES.emailTaken, SELLER_MESSAGES.gstinTaken], () =>
        registerSeller({ db: app.db, postal, storage: app.storage }, form.fields, form.images[PAN_IMAGE_FIELD]),
      );
      return { success: true, message: MESSAGES.sellerSignedUp, data: null };
    },
  );

  app.get(sellerPaths.profile, { preHandler: sellerOnly, schema: { tags, summary: "The caller's own seller account", response: responses(SellerProfile) } }, async (request) => {
    const profile = await findSellerProfile(app.db, request.user.id);
    if (!profile) throw notFound(SELLER_MESSAGES.sellerNotFound);
    return ok(profile);
  });

  // issue 28: the registered pharmacist and the retail drug licence, needed before listing prescription medicines
  app.put(
    sellerPaths.pharmacy,
    {
      preHandler: sellerOnly,
      schema: { tags, summary: "Set the caller's registered pharmacist and retail drug licence (all three required)", body: SellerPharmacyBody, response: responses(SellerProfile) },
    },
    async (request) => ok(await updateSellerPharmacy(app.db, request.user.id, request.body), PHARMACY_MESSAGES.saved),
  );

  app.get(
    sellerPaths.panImage,
    { preHandler: sellerOnly, schema: { tags, summary: 'The PAN image, for the seller itself only (never public)', params: SellerIdParams } },
    async (request, reply) => {
      return sendPrivateImage(reply, await readPanImage(app.db, app.storage, request.user.id, request.params.id));
    },
  );
};
