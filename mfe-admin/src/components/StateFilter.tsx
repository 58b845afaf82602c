import styled from 'styled-components';
import { TouchButton } from './TouchButton';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export interface StateFilterProps<State extends string> {
  /** The group's name to assistive technology ("Disputes to show"). */
  label: string;
  options: ReadonlyArray<{ state: State; label: string }>;
  value: State;
  onChange: (state: State) => void;
}

/** The states a list can show, one button each, the one shown pressed. */
export function StateFilter<State extends string>({ label, options, value, onChange }: StateFilterProps<State>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <TouchButton
          key={option.state}
          type="button"
          $variant={option.state === value ? 'primary' : 'ghost'}
          aria-pressed={option.state === value}
          onClick={() => onChange(option.state)}
        >
          {option.label}
        </TouchButton>
      ))}
    </Group>
  );
}
