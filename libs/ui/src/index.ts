export { ridgelineTheme } from './theme/theme';
export { PageLoader, type PageLoaderProps } from './page-loader/PageLoader';
