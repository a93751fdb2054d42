import { loadForm } from './load-form';
import { withFormDefaults } from './form-defaults';

describe('withFormDefaults', () => {
  it('fills in what the guarantor form draws unanswered, and keeps the answers given', async () => {
    const form = await loadForm('guarantor');
    const data = withFormDefaults<Record<string, unknown>>(form, { info: { name: '陳淑芬' } });
    expect(data).toMatchObject({ info: { name: '陳淑芬' }, agree: false });
  });
});
