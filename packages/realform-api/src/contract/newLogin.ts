import * as v from 'valibot';
import { commonRequestSchema } from './common';
import { requestObject } from './requestObject';
import { pure } from '../pure';

// Login only checks presence: the stored hash is the authority, and a format error would tell nothing
// the generic "incorrect e-mail or password" does not. The bound keeps the KDF input sane.
const LOGIN_FIELD_MAX_LENGTH = 1024;

/** The login step's fields (docs/spec/flow/entities.md#login "Login"). docs/spec/flow/validation.md#login: "Login button enabled only when both … are filled". */
export const newLoginFieldsSchema = v.object({
  loginEmail: v.pipe(
    v.string('loginEmail.required'),
    v.trim(),
    v.nonEmpty('loginEmail.required'),
    v.maxLength(LOGIN_FIELD_MAX_LENGTH, 'login.incorrect'),
  ),
  loginPassword: v.pipe(
    v.string('loginPassword.required'),
    v.nonEmpty('loginPassword.required'),
    v.maxLength(LOGIN_FIELD_MAX_LENGTH, 'login.incorrect'),
  ),
});

export type NewLoginInput = v.InferInput<typeof newLoginFieldsSchema>;

/** POST form-{pl|eu}/new-login. */
export const newLoginRequestSchema = pure(() => requestObject({ ...commonRequestSchema.entries, ...newLoginFieldsSchema.entries }));

export type NewLoginRequest = v.InferOutput<typeof newLoginRequestSchema>;
