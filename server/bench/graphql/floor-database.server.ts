/**
 * The stack's floor for a read that reaches the database: the bare Apollo Server 5 on Express 5 of
 * bare-apollo.server.ts, whose one resolver reads the active services and their count through
 * mongoose (lean, no hydration) from the store at MONGODB_URI, the database the app answers from.
 * No context, plugins, limits, headers, log or language. What the product adds on a read is
 * measured against this. Prints `listening <port>`.
 */
import { ApolloServer } from '@apollo/server';
import { serveBareApollo } from './serve-bare.js';
import mongoose, { Schema } from 'mongoose';

const uri = process.env['MONGODB_URI'];
if (!uri) throw new Error('MONGODB_URI names the database the app answers from');
await mongoose.connect(uri);
const Service = mongoose.model(
  'FloorService',
  new Schema({ title: String, shortDescription: String, icon: String, category: String, status: String, price: { basic: Number }, rating: Number }),
  'services',
);

const typeDefs = `#graphql
  type Price { basic: Float }
  type Service { id: ID! title: String! shortDescription: String icon: String category: String price: Price rating: Float }
  type ServicePage { total: Int! items: [Service!]! }
  type Query { services: ServicePage! }
`;
const resolvers = {
  Query: {
    services: async () => {
      const [items, total] = await Promise.all([Service.find({ status: 'active' }).sort({ _id: 1 }).lean(), Service.countDocuments({ status: 'active' })]);
      return { total, items: items.map((item) => ({ ...item, id: String(item._id) })) };
    },
  },
};
const apollo = new ApolloServer({ typeDefs, resolvers });
await serveBareApollo(apollo);
