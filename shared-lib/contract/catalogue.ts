/** Catalogue reference lists (spec section 7): brands, banners, offers, categories, streams, specialities, the doctor team. */
import { type Static, Type } from 'typebox';
import { HindiName, ImageEntity, NamedEntity, Nullable } from './envelope';

export const Brand = ImageEntity;
export type Brand = Static<typeof Brand>;

export const Category = Type.Object({ id: Type.Integer(), name: Type.String(), name_hi: HindiName, image: Type.String(), parent_category_id: Nullable(Type.Integer()) });
export type Category = Static<typeof Category>;

export const SubCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_hi: HindiName,
  image: Type.String(),
  parent_category_id: Nullable(Type.Integer()),
  parent_category: Nullable(NamedEntity),
});
export type SubCategory = Static<typeof SubCategory>;

export const ParentCategory = Type.Object({ id: Type.Integer(), name: Type.String(), name_hi: HindiName, image: Type.String(), categories: Type.Array(Category) });
export type ParentCategory = Static<typeof ParentCategory>;

export const Banner = Type.Object({ id: Type.Integer(), image: Type.String(), title: Type.String(), link: Nullable(Type.String()) });
export type Banner = Static<typeof Banner>;

export const Offer = Type.Object({ id: Type.Integer(), title: Type.String(), description: Type.String(), image: Type.String(), link: Nullable(Type.String()) });
export type Offer = Static<typeof Offer>;

export const Stream = NamedEntity;
export type Stream = Static<typeof Stream>;

export const Speciality = Type.Object({ id: Type.Integer(), name: Type.String(), stream_id: Type.Integer() });
export type Speciality = Static<typeof Speciality>;

/** A doctor who completed onboarding, as the home page's team cards show them (name, profile image, stream; nothing private). */
export const DoctorCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  profile_image: Nullable(Type.String()),
  stage: Type.Integer(),
  stream_id: Nullable(Type.Integer()),
  stream: Nullable(NamedEntity),
  exprience: Nullable(Type.Integer()),
});
export type DoctorCard = Static<typeof DoctorCard>;
