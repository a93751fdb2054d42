import { Alert } from 'antd';
import { useState, type FocusEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormView } from '../../../forms/FormView';
import { selectAuth } from '../selectors';
import { idCheckActions, loginActions } from '../slice';
import { IdNumHint } from './IdNumHint';

/** The login form's data (schemas/login.json). */
interface LoginData {
  memIdNum?: string;
  passwd?: string;
}

/** RJSF's id of the ID-number input (`root_` + the property name). */
const ID_INPUT = 'root_memIdNum';

/**
 * The ID-number + password form: submits the login, shows the server's reason under the form
 * (001.405 says which: unknown ID, no password yet, wrong password; 429 the lockout), 422 details
 * under their fields, and after the ID field is left, whether that ID is a member at all.
 * `lineAccessToken` links that LINE account in the same login.
 */
export function LoginForm({ lineAccessToken }: { lineAccessToken?: string | null }) {
  const dispatch = useDispatch();
  const { login, idCheck } = useSelector(selectAuth);
  const [data, setData] = useState<LoginData>({});

  const onBlurCapture = (event: FocusEvent<HTMLDivElement>) => {
    // The field's own text: the form may take the last keystroke a moment after the blur.
    const field = event.target as HTMLInputElement;
    const idNum = field.id === ID_INPUT ? field.value.trim() : '';
    if (idNum && idNum !== idCheck.idNum) {
      dispatch(idCheckActions.request(idNum));
    }
  };
  const submit = (form: LoginData) =>
    dispatch(
      loginActions.request({
        idNum: form.memIdNum ?? '',
        passwd: form.passwd ?? '',
        ...(lineAccessToken ? { lineAccessToken } : {}),
      }),
    );
  const showFailure = login.status === 'fail' && !login.pending && login.fieldErrors.length === 0;
  const hintFor = idCheck.idNum === data.memIdNum ? idCheck.isExistent : null;

  return (
    <div className="fenqi-auth-stack" onBlurCapture={onBlurCapture}>
      <FormView<LoginData>
        name="login"
        formData={data}
        onChange={setData}
        onSubmit={submit}
        serverErrors={login.fieldErrors}
        disabled={login.pending}
      />
      <IdNumHint isExistent={hintFor} />
      {showFailure && <Alert type="error" showIcon title={login.message} role="alert" />}
    </div>
  );
}
