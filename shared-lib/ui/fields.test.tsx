import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-lib/domain/core';
import { Field, type FieldForm, visibleError } from './FormField';
import { PasswordField } from './PasswordField';
import { ProfileTabButtons } from './ProfileTabButtons';

interface Values {
  name: string;
  password: string;
}
const initialValues: Values = { name: '', password: '' };

/** A small stand-in for Formik: values, touched on blur, a required-name and a password-length rule. */
function useFakeForm(): FieldForm<Values> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const errors = {
    name: values.name ? undefined : 'The name is mandatory.',
    password: values.password.length >= PASSWORD_MIN_LENGTH ? undefined : 'Too short.',
  };
  const set = (field: string, value: string) => setValues((now) => ({ ...now, [field]: value }));
  return {
    values,
    initialValues,
    touched,
    errors,
    handleBlur: (event) => setTouched((now) => ({ ...now, [(event.target as HTMLInputElement).name]: true })),
    handleChange: (event) => set((event.target as HTMLInputElement).name, (event.target as HTMLInputElement).value),
    setFieldValue: set,
  };
}

function Form({ onName, readOnly }: { onName?: (value: string) => void; readOnly?: boolean }) {
  const form = useFakeForm();
  return (
    <form>
      <Field form={form} name="name" label="Name" idPrefix="t" hint="As on your ID" onValueChange={onName} readOnly={readOnly} />
      <PasswordField form={form} idPrefix="t" />
    </form>
  );
}

describe('visibleError', () => {
  it('shows a message once the field is touched or changed', () => {
    const form = { values: initialValues, initialValues, touched: {}, errors: { name: 'Required' } };
    expect(visibleError(form, 'name')).toBeUndefined();
    expect(visibleError({ ...form, touched: { name: true } }, 'name')).toBe('Required');
    expect(visibleError({ ...form, values: { ...initialValues, name: 'x' } }, 'name')).toBe('Required');
  });
});

describe('Field', () => {
  it('labels the input with a star, shows its hint, and its message after a blur', () => {
    render(<Form />);
    const input = screen.getByLabelText('Name*');
    expect(input).toHaveAttribute('id', 't-name');
    expect(screen.getByText('As on your ID')).toHaveAttribute('id', 't-name-hint');
    expect(screen.queryByText('The name is mandatory.')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('The name is mandatory.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what is typed and reports it', () => {
    const onName = jest.fn();
    render(<Form onName={onName} />);
    fireEvent.change(screen.getByLabelText('Name*'), { target: { value: 'Asha' } });
    expect(screen.getByLabelText('Name*')).toHaveValue('Asha');
    expect(onName).toHaveBeenCalledWith('Asha');
  });

  it("takes the classes a remote passes, for the frame, the label and the control", () => {
    const classes = { field: 'r-field', label: 'r-label', input: 'r-input', error: 'r-error', hint: 'r-hint' };
    function Styled() {
      const form = useFakeForm();
      return <Field form={form} name="name" label="Name" idPrefix="s" hint="As on your ID" classes={classes} />;
    }
    render(<Styled />);
    const input = screen.getByLabelText('Name*');
    expect(input).toHaveClass('r-input');
    expect(input).toHaveAttribute('aria-describedby', 's-name-error s-name-hint');
    expect(screen.getByText('As on your ID')).toHaveClass('r-hint');
    expect(input.closest('.r-field')).not.toBeNull();
  });

  it('multiline: a textarea that keeps what is typed', () => {
    function Multiline() {
      const form = useFakeForm();
      return <Field form={form} name="name" label="Name" idPrefix="m" multiline />;
    }
    render(<Multiline />);
    const area = screen.getByLabelText('Name*');
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'Two\nlines' } });
    expect(area).toHaveValue('Two\nlines');
  });

  it('read-only: no star and no message', () => {
    render(<Form readOnly />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('readonly');
    fireEvent.blur(input);
    expect(screen.queryByText('The name is mandatory.')).toBeNull();
  });
});

describe('PasswordField', () => {
  it('hides the password until Show, with the policy as its hint', () => {
    render(<Form />);
    const input = screen.getByLabelText('Password*');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-describedby', 't-password-error t-password-hint');
    expect(screen.getByText(`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Too short.');
  });
});

describe('ProfileTabButtons', () => {
  it('marks the active tab and selects another', () => {
    const onSelect = jest.fn();
    const tabs = [
      { id: 'dashboard', label: 'Dashboard' },
      { id: 'orders', label: 'Orders' },
    ] as const;
    render(
      <div role="tablist">
        <ProfileTabButtons tabs={tabs} active="dashboard" onSelect={onSelect} />
      </div>,
    );
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-controls', 'profile-panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(onSelect).toHaveBeenCalledWith('orders');
  });
});
