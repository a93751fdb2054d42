import { copyText } from './copy-text';

/** jsdom has neither the Clipboard API nor execCommand; each test installs what it needs. */
const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
const setExecCommand = (execCommand: unknown) =>
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
});

it('uses the Clipboard API where there is one', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  const execCommand = jest.fn();
  setExecCommand(execCommand);
  await expect(copyText('ABCD2345')).resolves.toBe(true);
  expect(writeText).toHaveBeenCalledWith('ABCD2345');
  expect(execCommand).not.toHaveBeenCalled();
});

it('falls back to copying a selected hidden text area, and removes it again', async () => {
  let selected = '';
  const execCommand = jest.fn(() => {
    const field = document.querySelector('textarea');
    selected = field ? field.value.slice(field.selectionStart, field.selectionEnd) : '';
    return true;
  });
  setExecCommand(execCommand);
  await expect(copyText('https://app.fenqi.test/login?ref=ABCD2345')).resolves.toBe(true);
  expect(execCommand).toHaveBeenCalledWith('copy');
  expect(selected).toBe('https://app.fenqi.test/login?ref=ABCD2345');
  expect(document.querySelector('textarea')).toBeNull();
});

it('falls back when the Clipboard API refuses, and reports failure when nothing can copy', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('NotAllowedError')) });
  setExecCommand(jest.fn(() => true));
  await expect(copyText('x')).resolves.toBe(true);
  setExecCommand(undefined);
  await expect(copyText('x')).resolves.toBe(false);
});
