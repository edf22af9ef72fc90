import {
  Column,
  DeleteDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  VersionColumn,
} from "typeorm";
import { User } from "../users/user.entity";
import { PostComment } from "./post-comment.entity";

export type PostStatus = "draft" | "published" | "archived";

@Entity()
export class Post {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 200 })
  title: string;

  @Column("text")
  body: string;

  @Column({ type: "enum", enum: ["draft", "published", "archived"], default: "draft" })
  status: PostStatus;

  @Column({ type: "timestamptz", nullable: true })
  publishedAt?: Date;

  @Column({ default: 0 })
  views: number;

  @Column({ type: "decimal", precision: 3, scale: 2, nullable: true })
  rating: string | null;

  @Column("simple-array")
  tags: string[];

  @DeleteDateColumn()
  deletedAt?: Date;

  @VersionColumn()
  version: number;

  @ManyToOne(
    () => User,
    (user) => user.posts,
    { onDelete: "SET NULL" },
  )
  @JoinColumn({ name: "author_id" })
  author: User;

  @OneToMany(
    () => PostComment,
    (comment) => comment.post,
  )
  comments: PostComment[];
}
