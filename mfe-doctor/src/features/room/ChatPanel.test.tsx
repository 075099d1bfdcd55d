import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSULTATION_MESSAGES } from 'shared-lib/domain/consultations';
import { createAppStore, startSession } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { fakeServer, fakeToken } from '../shared/test-utils';
import { ChatPanel } from './ChatPanel';

const shared = { id: 2, sender: 'patient', sender_name: 'Ravi Kumar', body: '', created_at: '2020-01-07T04:41:00.000Z', file: { name: 'knee-report.png', content_type: 'image/png', size: 48_000 } };

function open() {
  const store = createAppStore();
  startSession(store.dispatch, fakeToken({ id: 7, type: 'doctor', name: 'Dr. Ananya Sharma' }));
  const calls = fakeServer((config) => {
    if (config.url === 'appointments/5/messages') return { data: { success: true, message: 'ok', data: [shared] } };
    if (config.url === 'appointments/5/messages/files') return { data: { success: true, message: 'File shared', data: { ...shared, id: 3 } } };
    return undefined;
  });
  renderWithStore(<ChatPanel appointmentId={5} me="doctor" open refreshKey={0} />, { store });
  return calls;
}

afterEach(() => window.sessionStorage.clear());

describe('ChatPanel files', () => {
  it('shows a shared file as a link with its name, kind and size', async () => {
    open();
    const link = await screen.findByTestId('chat-file');
    expect(link).toHaveTextContent('knee-report.png');
    expect(link).toHaveTextContent('Photo · 47 KB');
    expect(screen.getByText('Ravi Kumar', { exact: false })).toBeInTheDocument();
  });

  it('shares a chosen photo as multipart `file`; a file over 5 MB is refused before any upload', async () => {
    const calls = open();
    await screen.findByTestId('chat-file');
    const input = screen.getByTestId('chat-file-input');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSULTATION_MESSAGES.fileTooLarge);
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(0);

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'rash.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() => expect(calls.filter((call) => call.method === 'post')).toHaveLength(1));
    const upload = calls.find((call) => call.method === 'post')!;
    expect(upload.url).toBe('appointments/5/messages/files');
    expect((upload.data as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
