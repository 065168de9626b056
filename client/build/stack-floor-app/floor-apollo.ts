import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Apollo Client as the app creates it: a normalised cache over an HTTP link to /graphql. */
export const floorClient = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });
