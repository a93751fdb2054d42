/** Stack floor, layer 4: layer 3 + @rjsf/core rendering the login form's two fields (its plain theme). */
import Form from '@rjsf/core';
import { LOGIN_SCHEMA } from './login-schema';
import { mountApp } from './mount-app';
import { noValidation } from './no-validation';

mountApp(() => <Form schema={LOGIN_SCHEMA} validator={noValidation} />);
