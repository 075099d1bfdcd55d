import { render, screen } from '@testing-library/react';
import { E1_CAUTION, RX_MESSAGES } from 'shared-lib/domain';
import { E1Caution, PrescriptionBadge } from './PrescriptionBadge';

describe('PrescriptionBadge and E1Caution (issue 28)', () => {
  it('shows "Prescription required" for every class but otc', () => {
    const { rerender } = render(<PrescriptionBadge prescriptionClass="asu_e1" />);
    expect(screen.getByTestId('rx-badge')).toHaveTextContent(RX_MESSAGES.badge);
    rerender(<PrescriptionBadge prescriptionClass="schedule_h1" />);
    expect(screen.getByTestId('rx-badge')).toBeInTheDocument();
    rerender(<PrescriptionBadge prescriptionClass="otc" />);
    expect(screen.queryByTestId('rx-badge')).toBeNull();
    rerender(<PrescriptionBadge prescriptionClass={undefined} />);
    expect(screen.queryByTestId('rx-badge')).toBeNull();
  });

  it('shows the Rule 161(2) caution in English and Hindi for asu_e1 only', () => {
    const { rerender } = render(<E1Caution prescriptionClass="asu_e1" />);
    expect(screen.getByText(E1_CAUTION.en)).toBeInTheDocument();
    expect(screen.getByText(E1_CAUTION.hi)).toHaveAttribute('lang', 'hi');
    rerender(<E1Caution prescriptionClass="schedule_h" />);
    expect(screen.queryByTestId('rx-caution')).toBeNull();
  });
});
