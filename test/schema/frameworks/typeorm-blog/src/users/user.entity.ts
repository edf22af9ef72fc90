import { Column, Entity, OneToMany } from "typeorm";
import { BaseModel } from "../common/base.entity";
import { Post } from "../posts/post.entity";
import { UserRole } from "./user-role.enum";

@Entity("users")
export class User extends BaseModel {
  @Column({ length: 255, unique: true })
  email: string;

  @Column({ nullable: true })
  displayName: string | null;

  @Column({ type: "enum", enum: UserRole, default: UserRole.Reader })
  role: UserRole;

  @Column({ default: true })
  isActive: boolean;

  @OneToMany(
    () => Post,
    (post) => post.author,
  )
  posts: Post[];
}
