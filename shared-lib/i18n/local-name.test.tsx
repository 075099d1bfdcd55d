import { act, render, screen } from '@testing-library/react';
import { changeLanguage, localName, useLocalName } from 'shared-lib/i18n';

const immunity = { name: 'Immunity', name_hi: 'इम्यूनिटी' };
const unnamed = { name: 'Rasayana', name_hi: '' };

function Names() {
  const nameOf = useLocalName();
  return (
    <ul>
      <li>{nameOf(immunity)}</li>
      <li>{nameOf(unnamed)}</li>
    </ul>
  );
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the names catalogue data carries in two scripts', () => {
  it('shows the English name in English and the Devanagari one in Hindi, where there is one', async () => {
    expect(localName(immunity)).toBe('Immunity');
    await act(() => changeLanguage('hi'));
    expect(localName(immunity)).toBe('इम्यूनिटी');
    expect(localName(unnamed)).toBe('Rasayana');
    expect(localName({ name: 'Older answer' })).toBe('Older answer');
  });

  it('re-renders a component when the language changes', async () => {
    render(<Names />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Immunity', 'Rasayana']);
    await act(() => changeLanguage('hi'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['इम्यूनिटी', 'Rasayana']);
    await act(() => changeLanguage('en'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Immunity', 'Rasayana']);
  });
});
