import { render, screen } from '@testing-library/react';
import { GenderOptions } from './GenderOptions';

describe('GenderOptions', () => {
  it('offers Male, Female and Others after a placeholder that chooses nothing', () => {
    render(
      <select aria-label="Gender" defaultValue="0">
        <GenderOptions />
      </select>,
    );
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['0', 'Select Gender'],
      ['Male', 'Male'],
      ['Female', 'Female'],
      ['Others', 'Others'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('0');
  });
});
