// The add-user form's values and how they become a RegisterMember request (checked by the server's schema).
import {
  DEFAULT_PAYMENT_METHOD,
  type AuthorizationAnswers,
  type Gender,
  type PaymentMethod,
  type PlanCode,
} from '@gym/domain';
import { NO_AUTHORIZATION_VALUES, type AuthorizationValues } from '../../../components/authorization-fields';
import { discountBody, NO_DISCOUNT, type DiscountValues } from '../../../components/discount-fields';
import { memberDetailsBody } from '../../../lib/member-details-body';
import { moneyValue } from '../../../lib/money-text';

export interface AddMemberValues {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly gender: Gender | '';
  readonly birthday: string;
  readonly plan: PlanCode;
  readonly joinedOn: string;
  /** As the money field shows it; R36: empty is not an answer ('$ 0' is). */
  readonly amountPaid: string;
  readonly weightKg: string;
  readonly heightCm: string;
  readonly notes: string;
  readonly cedula: string;
  readonly email: string;
  /** How the amount paid (if any) came in. */
  readonly method: PaymentMethod;
  readonly reference: string;
  /** R47: asked before saving; the body carries the answers once all are given. */
  readonly authorization: AuthorizationValues;
  /** R39: 'Aplicar descuento', off by default. */
  readonly discount: DiscountValues;
}

export function initialAddMemberValues(today: string): AddMemberValues {
  return {
    name: '',
    address: '',
    phone: '',
    gender: '',
    birthday: '',
    plan: 'monthly',
    joinedOn: today,
    amountPaid: '',
    weightKg: '',
    heightCm: '',
    notes: '',
    cedula: '',
    email: '',
    method: DEFAULT_PAYMENT_METHOD,
    reference: '',
    authorization: NO_AUTHORIZATION_VALUES,
    discount: NO_DISCOUNT,
  };
}

/** R47: without the sensitive-data authorisation no weight or height is sent. */
export function withoutSensitiveData(values: AddMemberValues): AddMemberValues {
  return values.authorization.sensitive === 'yes' ? values : { ...values, weightKg: '', heightCm: '' };
}

/** The request body as typed (with the authorisation's answers, checked first); `registerMemberRequest` decides the rest. */
export function toRegisterBody(values: AddMemberValues, authorization: AuthorizationAnswers | null = null): unknown {
  return {
    authorization,
    details: memberDetailsBody(withoutSensitiveData(values)),
    plan: values.plan,
    joinedOn: values.joinedOn,
    // R36: the field starts empty and must be typed; left empty the schema asks for it.
    amountPaid: moneyValue(values.amountPaid) ?? undefined,
    method: values.method,
    reference: values.method === 'cash' ? null : values.reference,
    ...discountBody(values.discount),
  };
}
