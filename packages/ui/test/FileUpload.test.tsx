import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUpload } from '../src';

const base = { label: 'Upload Audio File', accept: 'audio/*', removeLabel: 'Remove audio file', onFile: jest.fn(), onRemove: jest.fn() };

test('when nothing is uploaded, then one button opens the hidden picker, and the file chosen is reported', async () => {
  const onFile = jest.fn();
  render(<FileUpload {...base} hasFile={false} hint="Supported formats: MP3, WAV, M4A, OGG" onFile={onFile} />);
  const picker = screen.getByLabelText('Upload Audio File');
  expect(picker).not.toBeVisible();
  expect(picker).toHaveAccessibleDescription('Supported formats: MP3, WAV, M4A, OGG');
  expect(screen.getByRole('button', { name: 'Upload Audio File' })).toBeInTheDocument();
  const file = new File(['x'], 'beat.mp3', { type: 'audio/mpeg' });
  await userEvent.upload(picker, file);
  expect(onFile).toHaveBeenCalledWith(file);
});

test('when a file is in place, then its name and status show with Change and Remove, named for what they act on', async () => {
  const onRemove = jest.fn();
  render(<FileUpload {...base} hasFile fileName="beat.mp3" fileStatus="Audio file uploaded" changeLabel="Change audio of Plank" onRemove={onRemove} />);
  expect(screen.getByText('beat.mp3')).toBeInTheDocument();
  expect(screen.getByText('Audio file uploaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change audio of Plank' })).toHaveTextContent('Change');
  await userEvent.click(screen.getByRole('button', { name: 'Remove audio file' }));
  expect(onRemove).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Upload Audio File' })).not.toBeInTheDocument();
});

test('when the last file was refused, then the reason is announced and the picker is marked invalid', () => {
  render(<FileUpload {...base} hasFile={false} error="The file is not an MP3, WAV, M4A or OGG file." />);
  expect(screen.getByRole('alert')).toHaveTextContent('The file is not an MP3, WAV, M4A or OGG file.');
  expect(screen.getByLabelText('Upload Audio File')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Upload Audio File' })).toHaveAccessibleDescription('The file is not an MP3, WAV, M4A or OGG file.');
});
