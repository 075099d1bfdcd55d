import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderWithStore, setViewportWidth } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import type { InternalAxiosRequestConfig } from 'axios';
import { SellerSignupPage } from './SellerSignupPage';

const ok = (data: unknown) => ({ data: { success: true, message: 'ok', data } });

function serve(registration: (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } = () => ok({ id: 9, company_name: 'Sahyadri Herbals', email: 'p@s.in' })) {
  return fakeServer((config) => {
    if (config.url === 'getstates') return ok([{ id: 15, name: 'Maharashtra' }, { id: 16, name: 'Karnataka' }]);
    if (config.url === 'getCitiesByState/15') return ok([{ id: 501, name: 'Mumbai', state_id: 15 }, { id: 502, name: 'Pune', state_id: 15 }]);
    if (config.url === 'getCitiesByState/16') return ok([{ id: 601, name: 'Bangalore', state_id: 16 }]);
    if (config.url === 'pincode/400001') return { data: [{ Status: 'Success', Message: '', PostOffice: [{ Name: 'Mumbai G.P.O.', District: 'Mumbai', Division: 'Mumbai', State: 'Maharashtra', Pincode: '400001' }] }] };
    if (config.url === 'seller/registration') return registration(config);
    return undefined;
  });
}

function renderPage() {
  const page = renderWithStore(<SellerSignupPage />, { route: '/seller/sellerSignup', path: '/seller/sellerSignup', routes: { '/seller/login': <p>seller login page</p> } });
  // the toasts live outside the routes, as in the shell
  render(<Toasts />);
  return page;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function chooseState(name: string) {
  const option = await screen.findByText(name, { selector: 'option' });
  fireEvent.change(field('State'), { target: { value: (option as HTMLOptionElement).value } });
}

async function fillValidForm() {
  type('Company name', 'Sahyadri Herbals Pvt Ltd');
  fireEvent.change(field('Company type'), { target: { value: 'Private Limited Company' } });
  type('Company office address', '12 Marine Drive, Mumbai');
  type('Company regd no.', 'U24230MH2019PTC123456');
  type('First name', 'Prakash');
  type('Last name', 'Kulkarni');
  type('Email', 'prakash@sahyadri.in');
  type('Password', 'Tulsi-Leaf-2024');
  type('Phone', '9820012345');
  await chooseState('Maharashtra');
  await screen.findByText('Mumbai', { selector: 'option' });
  fireEvent.change(field('City'), { target: { value: '501' } });
  type('GST number', '27AAPFU0939F1ZV');
  type('ZIP / Postal Code', '400001');
  type('PAN number', 'AAPFU0939F');
  fireEvent.change(field('PAN image'), { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'pan.png', { type: 'image/png' })] } });
}

beforeAll(() => {
  setViewportWidth(1280);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

jest.setTimeout(20000);

describe('Seller Sign-Up', () => {
  it('shows the title, a Login link to seller login and the eight company types', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Seller Sign-Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/seller/login');
    const types = within(field('Company type') as HTMLElement).getAllByRole('option').map((o) => o.textContent);
    expect(types.slice(1)).toEqual([
      'Public Limited Company',
      'Private Limited Company',
      'Joint-Venture Company',
      'Partnership Firm',
      'One Person Company',
      'Sole Proprietorship',
      'Branch Office',
      'Non-Government Organization (NGO)',
    ]);
  });

  it('loads the cities of the chosen state and clears the city when the state changes', async () => {
    serve();
    renderPage();
    expect(field('City')).toBeDisabled();
    await chooseState('Maharashtra');
    await screen.findByText('Pune', { selector: 'option' });
    fireEvent.change(field('City'), { target: { value: '502' } });
    expect(field('City')).toHaveValue('502');
    await chooseState('Karnataka');
    await screen.findByText('Bangalore', { selector: 'option' });
    expect(field('City')).toHaveValue('');
    expect(screen.queryByText('Pune', { selector: 'option' })).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', () => {
    serve();
    renderPage();
    expect(field('Password')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
  });

  it('sends nothing when the form is invalid, and shows the messages', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The Company Name field is mandatory.')).toBeInTheDocument();
    expect(screen.getByText('The ZIP / Postal Code field is mandatory.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === 'seller/registration')).toHaveLength(0);
  });

  it('registers as multipart, resets the form, shows the spec message and opens seller login after 2 s', async () => {
    let sent: FormData | null = null;
    serve((config) => {
      sent = config.data as FormData;
      return ok({ id: 9, company_name: 'Sahyadri Herbals Pvt Ltd', email: 'prakash@sahyadri.in' });
    });
    renderPage();
    await fillValidForm();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Signedup SuccesFully!,Please Login')).toBeInTheDocument();
    expect(sent).toBeInstanceOf(FormData);
    const body = sent as unknown as FormData;
    expect(body.get('company_name')).toBe('Sahyadri Herbals Pvt Ltd');
    expect(body.get('gst_number')).toBe('27AAPFU0939F1ZV');
    expect((body.get('pan_image') as File).name).toBe('pan.png');
    expect(body.has('role')).toBe(false);
    expect(field('Company name')).toHaveValue('');
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByText('seller login page')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('seller login page')).toBeInTheDocument();
  });

  it("shows the server's message in a warning popup when the registration is refused", async () => {
    serve(() => ({ status: 409, data: { success: false, message: 'A seller with this GST number is already registered', data: null } }));
    renderPage();
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const title = await screen.findByText('A seller with this GST number is already registered', {}, { timeout: 3000 });
    expect(title.closest('[role="dialog"]')).toHaveClass('swal2-icon-warning');
    expect(field('Company name')).toHaveValue('Sahyadri Herbals Pvt Ltd');
    await waitFor(() => expect(screen.queryByText('seller login page')).not.toBeInTheDocument());
  });
});
