//! The server's database: profiles, leaderboards and rooms kept over a
//! restart. One test target for these files, so the whole stack is linked
//! once; each file is a module of it.

mod store_profiles;
mod store_rooms;
