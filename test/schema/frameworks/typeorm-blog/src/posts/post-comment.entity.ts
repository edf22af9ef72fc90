import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { User } from "../users/user.entity";
import { Post } from "./post.entity";

@Entity()
export class PostComment {
  @PrimaryGeneratedColumn("identity")
  id: number;

  @Column("text")
  body: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @ManyToOne(
    () => Post,
    (post) => post.comments,
    { nullable: false, onDelete: "CASCADE" },
  )
  post: Post;

  @ManyToOne(() => User)
  author: User;
}
