import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../../app/store';

/** The store's dispatch, typed with its thunks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** A selector over the store's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
