/** Stack floor, layer 3: layer 2 + a redux store with redux-saga, react-redux, and one axios call. */
import { mountApp } from './mount-app';

mountApp(() => <p>Fenqi</p>);
