/** Production and staging hostnames follow one pattern so operators can predict them. */
export const hostsFor = (id: string) => ({
  production: `${id}.travel-guide.example`,
  staging: `${id}.staging.travel-guide.example`,
});
