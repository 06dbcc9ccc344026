// Run once by the mongo image when its data folder is new (/docker-entrypoint-initdb.d): the app's
// own MongoDB user, with rights on its database only. The root user (MONGO_INITDB_ROOT_*) is for
// operators and the contract suites.
/* global db -- mongosh gives the script its connection as db */
db.getSiblingDB('admin').createUser({
  user: process.env.MONGO_APP_USER,
  pwd: process.env.MONGO_APP_PASSWORD,
  // dbAdmin: the read store repoints its views with collMod when a rebuilt generation is swapped in.
  roles: [
    { role: 'readWrite', db: process.env.MONGO_APP_DATABASE },
    { role: 'dbAdmin', db: process.env.MONGO_APP_DATABASE },
  ],
});
