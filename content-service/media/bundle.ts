export const mediaFiles: Record<string, string> = {};
