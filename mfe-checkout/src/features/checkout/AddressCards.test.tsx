import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientAddress } from 'shared-lib/contract';
import { AddressCards } from './AddressCards';

const address = (id: number, lines: object, extra: Partial<PatientAddress> = {}): PatientAddress => ({
  id,
  address: JSON.stringify(lines),
  state_id: 1,
  city_id: 10,
  pincode: '560001',
  is_default: 0,
  user_id: 3,
  state_name: 'Karnataka',
  city_name: 'Bengaluru',
  ...extra,
});

const saved = [
  address(1, { address_line_1: '12 MG Road', address_line_2: 'Near the metro', pincode: '560001' }, { is_default: 1 }),
  address(2, { address_line_1: '4 Park Street', address_line_2: '', pincode: '700016' }, { pincode: '700016', state_name: 'West Bengal', city_name: 'Kolkata' }),
];

describe('saved address cards', () => {
  it("show the patient's name, the lines, the city, the state and the PIN", () => {
    render(<AddressCards addresses={saved} recipient="Asha Verma" selectedId={1} onSelect={() => undefined} />);
    const [first, second] = screen.getAllByTestId('address-card');
    expect(within(first).getByText('Asha Verma')).toBeInTheDocument();
    expect(first).toHaveTextContent('12 MG Road');
    expect(first).toHaveTextContent('Near the metro');
    expect(first).toHaveTextContent('Bengaluru, Karnataka');
    expect(first).toHaveTextContent('PIN 560001');
    expect(first).toHaveTextContent('Default');
    expect(second).toHaveTextContent('Asha Verma');
    expect(second).toHaveTextContent('Kolkata, West Bengal');
    expect(second).toHaveTextContent('PIN 700016');
  });

  it('selects the card that is clicked', async () => {
    const onSelect = jest.fn();
    render(<AddressCards addresses={saved} recipient="Asha Verma" selectedId={1} onSelect={onSelect} />);
    expect(screen.getByRole('radio', { name: /12 MG Road/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: /4 Park Street/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
