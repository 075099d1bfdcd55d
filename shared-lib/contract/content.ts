/** Site content (spec section 7): FAQs, contact details, adverts, health issues, achievements, policies, newsletter. */
import { type Static, Type } from 'typebox';
import { Nullable, TwoScriptImageEntity } from './envelope';

export const FaqQuery = Type.Object({ status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: only the FAQs the site shows' })) });
export type FaqQuery = Static<typeof FaqQuery>;
export const Faq = Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.String(), status: Type.Integer() });
export type Faq = Static<typeof Faq>;

export const ContactDetails = Type.Object({ id: Type.Integer(), phone: Type.String(), email: Type.String(), address: Type.String() });
export type ContactDetails = Static<typeof ContactDetails>;

export const Advertisement = Type.Object({
  id: Type.Integer(),
  type: Type.Integer({ description: '0 external link, 1 category link' }),
  link: Nullable(Type.String()),
  category: Type.Array(Type.Integer()),
  image: Type.String(),
  title: Type.String(),
  is_active: Type.Integer(),
});
export type Advertisement = Static<typeof Advertisement>;

export const HealthIssue = TwoScriptImageEntity;
export type HealthIssue = Static<typeof HealthIssue>;

export const Achievement = Type.Object({
  id: Type.Integer(),
  speciality_icon: Type.String(),
  doctor_icon: Type.String(),
  user_icon: Type.String(),
  specialities: Type.Integer(),
  doctors: Type.Integer(),
  users: Type.Integer(),
});
export type Achievement = Static<typeof Achievement>;

export const PolicyDocument = Type.Object({ id: Type.Integer(), description: Type.String({ description: 'sanitised HTML' }) });
export type PolicyDocument = Static<typeof PolicyDocument>;

export const SubscribeBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type SubscribeBody = Static<typeof SubscribeBody>;
