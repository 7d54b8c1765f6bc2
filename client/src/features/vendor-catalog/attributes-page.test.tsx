import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Reply } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { vendorToken } from '@/lib/cookies';
import { AttributesPage } from './attributes-page';
import { anAttribute, bodyOf, P } from './vendor-fixtures';

const listed: Record<string, Reply> = {
  [`GET ${P}/getAttribute`]: [200, { myAttributes: [anAttribute()] }],
};

describe('attributes', () => {
  beforeEach(() => vendorToken.set('vendor-jwt'));

  it('when an attribute in use cannot be deleted, then a closable red box names the first product', async () => {
    fakeHttp({
      ...listed,
      [`POST ${P}/deleteAttribute`]: [200, { error: [['Size', [12, 30, 31]]] }],
    });
    const user = userEvent.setup();
    renderWithStore(<AttributesPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete attribute Size' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Error: "Size" is used in Product Id\'s : 12 etc..');
    expect(box).toHaveTextContent('First Delete These Products or Varient');
    await user.click(within(box).getByRole('button', { name: 'Close error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server answers 0 to a new value, then it says the value is already present', async () => {
    const network = fakeHttp({
      ...listed,
      [`POST ${P}/pushNewAttribute`]: [200, { myAttributes: 0 }],
    });
    const user = userEvent.setup();
    renderWithStore(<AttributesPage />);

    await user.type(await screen.findByLabelText('New value for Size'), 'm');
    await user.click(screen.getByRole('button', { name: 'Add value' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('value is already present');
    expect(bodyOf(network.requests.at(-1))).toEqual({ id: 1, value: 'm' });
  });

  it('when a used value cannot be removed, then the server’s reason is shown', async () => {
    const inUse =
      'This Value is used in product. If you want to delete first delete those product varient';
    fakeHttp({ ...listed, [`POST ${P}/deleteAttributeValue`]: [409, { error: inUse }] });
    const user = userEvent.setup();
    renderWithStore(<AttributesPage />);

    await user.click(await screen.findByRole('button', { name: 'Remove value M from Size' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inUse);
  });

  it('a new attribute needs a name and values; values go comma-separated', async () => {
    const created = anAttribute({ _id: 2, attribute: 'Fit', values: ['Slim', 'Regular'] });
    const network = fakeHttp({
      ...listed,
      [`POST ${P}/insertAttribute`]: [200, { myAttributes: [anAttribute(), created] }],
    });
    const user = userEvent.setup();
    renderWithStore(<AttributesPage />);

    await user.type(await screen.findByLabelText('Attribute name'), 'Fit');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');

    await user.type(screen.getByLabelText('Values'), 'Slim, Regular');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    expect(await screen.findByRole('heading', { name: /^Fit/ })).toBeInTheDocument();
    expect(bodyOf(network.requests.at(-1))).toEqual({ attribute: 'Fit', values: 'Slim, Regular' });
  });
});
