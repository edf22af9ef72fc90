export enum UserRole {
  Reader = "reader",
  Author = "author",
  Admin = "admin",
}
