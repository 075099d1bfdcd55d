import * as ui from 'shared-lib/ui';
import { confirmThenSave } from './dialogs';

jest.mock('shared-lib/ui', () => ({
  __esModule: true,
  confirmSave: jest.fn(),
  confirm: jest.fn(),
  popup: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const mocked = ui as unknown as {
  confirmSave: jest.Mock;
  popup: Record<'success' | 'error' | 'warning' | 'info', jest.Mock>;
};

beforeEach(() => jest.clearAllMocks());

describe('confirmThenSave', () => {
  it('Save runs the save', async () => {
    mocked.confirmSave.mockResolvedValue('save');
    const save = jest.fn().mockResolvedValue(undefined);
    await confirmThenSave(save);
    expect(save).toHaveBeenCalledTimes(1);
    expect(mocked.popup.error).not.toHaveBeenCalled();
  });

  it("Don't save shows 'Changes are not saved' and saves nothing", async () => {
    mocked.confirmSave.mockResolvedValue('dontSave');
    const save = jest.fn();
    await confirmThenSave(save);
    expect(save).not.toHaveBeenCalled();
    expect(mocked.popup.info).toHaveBeenCalledWith('Changes are not saved');
  });

  it('cancel does nothing', async () => {
    mocked.confirmSave.mockResolvedValue('cancel');
    const save = jest.fn();
    await confirmThenSave(save);
    expect(save).not.toHaveBeenCalled();
    expect(mocked.popup.info).not.toHaveBeenCalled();
  });

  it("a failed save shows 'Failed' with the server's message", async () => {
    mocked.confirmSave.mockResolvedValue('save');
    await confirmThenSave(() => Promise.reject({ status: 409, message: 'Email already registered' }));
    expect(mocked.popup.error).toHaveBeenCalledWith('Failed', 'Email already registered');
  });
});
