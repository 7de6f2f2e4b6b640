import { configure } from '@testing-library/react';

// Screens are lazy chunks: the first render of one in a cold test run transforms its
// modules on demand, which on a busy two-core machine can take longer than the library's
// one-second default for findBy* queries.
configure({ asyncUtilTimeout: 5000 });
