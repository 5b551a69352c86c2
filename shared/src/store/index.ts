export { createPlatformStore, rootReducer, type AppDispatch, type PlatformStore, type RootState } from './root-reducer.js';
