import type { ComponentType } from 'react';
import type { LayoutName } from '../paths';
import { NoHeaderLayout, ViewOcrLayout } from './BareLayout';
import { DefaultLayout } from './DefaultLayout';
import { DarkLayout, DocLayout, OnlyHeaderLayout } from './HeaderLayout';

/** The component of each layout name of paths.ts. */
export const LAYOUTS: Record<LayoutName, ComponentType> = {
  dark: DarkLayout,
  default: DefaultLayout,
  doc: DocLayout,
  noHeader: NoHeaderLayout,
  onlyHeader: OnlyHeaderLayout,
  viewOcr: ViewOcrLayout,
};
