import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from './form';

describe('Form', () => {
  it('when submitted, then it calls onSubmit without the browser’s own checks or navigation', () => {
    const onSubmit = jest.fn();
    render(
      <Form aria-label="Details" className="a-form" onSubmit={onSubmit}>
        <input required name="name" />
        <button type="submit">Save</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Details' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveClass('a-form');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
