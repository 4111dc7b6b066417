import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from '../../../src/ui/kit/RadioGroup';

const SIZES = ['small', 'large'] as const;
type Size = (typeof SIZES)[number];

function Sizes({ busy = false, onChange }: { busy?: boolean; onChange?: (size: Size) => void }) {
  const [size, setSize] = useState<Size | null>(null);
  return (
    <RadioGroup
      legend="Which size?"
      name="size"
      options={SIZES}
      value={size}
      onChange={(chosen) => {
        setSize(chosen);
        onChange?.(chosen);
      }}
      labelOf={(option) => `A ${option} one`}
      busy={busy}
    />
  );
}

const user = () => userEvent.setup({ delay: null });

test('a group named by its legend, one radio per option, named by its label', () => {
  render(<Sizes />);
  const group = screen.getByRole('group', { name: 'Which size?' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['small', 'large']);
  expect(within(group).getByRole('radio', { name: 'A small one' })).not.toBeChecked();
});

test('choosing an option, by its label too, checks it and says which', async () => {
  const chosen = jest.fn();
  render(<Sizes onChange={chosen} />);
  await user().click(screen.getByText('A large one'));
  expect(screen.getByRole('radio', { name: 'A large one' })).toBeChecked();
  expect(chosen).toHaveBeenCalledWith('large');
});

test('busy, the choice stays focusable but does not change', async () => {
  const chosen = jest.fn();
  render(<Sizes busy onChange={chosen} />);
  const small = screen.getByRole('radio', { name: 'A small one' });
  expect(screen.getByRole('group', { name: 'Which size?' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await user().click(small);
  expect(small).toHaveFocus();
  expect(small).not.toBeChecked();
  expect(chosen).not.toHaveBeenCalled();
});
