/** Response schemas of catalogue and content routes. */
import { Type } from 'typebox';
import { Nullable } from 'shared-lib/contract';

export const Category = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String(), parent_category_id: Nullable(Type.Integer()) });
export const SubCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  parent_category_id: Nullable(Type.Integer()),
  parent_category: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export const ParentCategory = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String(), categories: Type.Array(Category) });
export const Banner = Type.Object({ id: Type.Integer(), image: Type.String(), title: Type.String(), link: Nullable(Type.String()) });
export const Offer = Type.Object({ id: Type.Integer(), title: Type.String(), description: Type.String(), image: Type.String(), link: Nullable(Type.String()) });
export const Advertisement = Type.Object({
  id: Type.Integer(),
  type: Type.Integer({ description: '0 external link, 1 category link' }),
  link: Nullable(Type.String()),
  category: Type.Array(Type.Integer()),
  image: Type.String(),
  title: Type.String(),
  is_active: Type.Integer(),
});
export const Faq = Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.String(), status: Type.Integer() });
export const Achievement = Type.Object({
  id: Type.Integer(),
  speciality_icon: Type.String(),
  doctor_icon: Type.String(),
  user_icon: Type.String(),
  specialities: Type.Integer(),
  doctors: Type.Integer(),
  users: Type.Integer(),
});
export const ContactDetails = Type.Object({ id: Type.Integer(), phone: Type.String(), email: Type.String(), address: Type.String() });
export const PolicyDocument = Type.Object({ id: Type.Integer(), description: Type.String() });
export const City = Type.Object({ id: Type.Integer(), name: Type.String(), state_id: Type.Integer() });
export const Speciality = Type.Object({ id: Type.Integer(), name: Type.String(), stream_id: Type.Integer() });
