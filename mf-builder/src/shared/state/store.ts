import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { builderReducer, type BuilderState } from './builderSlice';

/** One store per builder screen: leaving the screen forgets unsaved work (the guard asks first). */
export function createBuilderStore(preloaded?: BuilderState) {
  return configureStore({ reducer: { builder: builderReducer }, preloadedState: preloaded ? { builder: preloaded } : undefined });
}

export type BuilderStore = ReturnType<typeof createBuilderStore>;
export type RootState = ReturnType<BuilderStore['getState']>;
export type AppDispatch = BuilderStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
