export const avatarClass =
  'flex size-10 items-center justify-center rounded-full bg-primary text-sm font-extrabold text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
