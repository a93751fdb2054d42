import axios from 'axios';

/** Whether a failed call never reached the server (offline, timeout): worth another try. */
export function isNetworkFailure(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && !axios.isCancel(error);
}
