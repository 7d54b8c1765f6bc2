import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { vendorToken } from '@/lib/cookies';
import { ImageUploader } from './image-uploader';

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText(/Add images/), { target: { files } });

const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('image uploader', () => {
  beforeEach(() => vendorToken.set('vendor-jwt'));

  it('refuses other types and files over 5,242,880 bytes before anything is sent', async () => {
    const network = fakeHttp({});
    renderWithStore(
      <ImageUploader label="Add images" buttonLabel="Upload" onUploaded={jest.fn()} />,
    );

    choose([sized('photo.gif', 'image/gif', 100), sized('huge.png', 'image/png', 5_242_881)]);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“photo.gif” is not a JPG, JPEG or PNG image.');
    expect(alert).toHaveTextContent('“huge.png” is larger than 5 MB (5,242,880 bytes).');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('when nothing is chosen, then the button asks for an image', async () => {
    renderWithStore(
      <ImageUploader label="Add images" buttonLabel="Upload" onUploaded={jest.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('plz select atleast one image');
  });

  it('uploads the chosen files as multipart field "images" and hands on the urls', async () => {
    const network = fakeHttp({
      'POST /api/vendor/156/upload': [200, { urls: ['/uploads/a.webp', '/uploads/b.webp'] }],
    });
    const onUploaded = jest.fn();
    renderWithStore(
      <ImageUploader label="Add images" buttonLabel="Upload" onUploaded={onUploaded} />,
    );

    choose([sized('a.png', 'image/png', 100), sized('b.jpg', 'image/jpeg', 100)]);
    expect(screen.getByRole('list', { name: 'Chosen images' })).toHaveTextContent('a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(['/uploads/a.webp', '/uploads/b.webp']),
    );
    const form = network.requests[0]?.data as FormData;
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
    expect(network.authorizationOf('/api/vendor/156/upload')).toBe('barear vendor-jwt');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
  });

  it('when the server refuses the upload, then its error is shown and the files stay chosen', async () => {
    fakeHttp({
      'POST /api/vendor/156/upload': [400, { error: 'Only JPEG and PNG images can be uploaded' }],
    });
    const onUploaded = jest.fn();
    renderWithStore(
      <ImageUploader label="Add images" buttonLabel="Upload" onUploaded={onUploaded} />,
    );

    choose([sized('fake.png', 'image/png', 100)]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG and PNG images can be uploaded',
    );
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Chosen images' })).toHaveTextContent('fake.png');
  });
});
