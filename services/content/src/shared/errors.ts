import { NotFoundError } from '@blockbeat/service-kit';

export const workoutNotFound = () => new NotFoundError('Workout not found');
export const uploadNotFound = () => new NotFoundError('Upload not found');
