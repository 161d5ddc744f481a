import { tourismCategories } from './categories';
import { guideExport, type GuideTheme } from './guide';
import { optionDefinitions } from './option-elements';
import { smallThemes } from './small-sites';
import { syntheticEntries } from './synthetic';
import { canalTrail } from './themes/canal-trail';
import { islands } from './themes/islands';
import { liechtenstein } from './themes/liechtenstein';
import { parkGateway } from './themes/park-gateway';
import { valleyTrails } from './themes/valley-trails';
import type { DemoFile, DemoOptions } from './types';

// Demo content of every site (projects = site ids), generated relative to the import day.

const themes: Record<string, GuideTheme> = {
  ...smallThemes,
  [islands.project]: islands,
  [valleyTrails.project]: valleyTrails,
  [canalTrail.project]: canalTrail,
  [parkGateway.project]: parkGateway,
  [liechtenstein.project]: liechtenstein,
};

export const demoProjects: readonly string[] = Object.keys(themes).sort();

function themeOf(project: string): GuideTheme {
  const theme = Object.hasOwn(themes, project) ? themes[project] : undefined;
  if (!theme) throw new Error(`No demo content for project "${project}"`);
  return theme;
}

export function demoExport(project: string, options: DemoOptions): DemoFile {
  return guideExport(themeOf(project), options);
}

/** Synthetic entries n = from .. from+count-1 of a project, with its option definitions (scale tests). */
export function syntheticExport(project: string, today: string, from: number, count: number): DemoFile {
  const theme = themeOf(project);
  return { entries: syntheticEntries(theme, today, from, count), elements: optionDefinitions(theme.bilingual ?? false, theme.categories ?? tourismCategories), contacts: [], embeds: [] };
}

export type { DemoOptions };
