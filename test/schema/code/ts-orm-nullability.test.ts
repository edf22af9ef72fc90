// TypeScript ORMs' nullability (issue 47, sweep: a TypeORM app): a TypeORM or MikroORM column is NOT NULL
// unless its options say `nullable: true` (sequelize-typescript: `allowNull: true`, `@AllowNull`); the
// TypeScript type alone (`nickname: string`) does not say it. So a new
// `@Column({ nullable: true }) nickname: string` is an optional field (adding it breaks no reader), and
// every other form keeps what TypeScript says. Every form enumerated, both ways.
import { describe, expect, it } from "vitest";
import { assetNamed, fieldAt, readSource } from "./helpers.js";

/** [the field's declaration, whether it is optional]. */
const FORMS: readonly [string, boolean][] = [
  // TypeORM
  ["@Column({ nullable: true }) nickname: string;", true],
  ['@Column("text", { nullable: true }) nickname: string;', true],
  ["@Column({ type: 'varchar', length: 40, nullable: true, default: null }) nickname: string;", true],
  ["@Column({ nullable: false }) nickname: string;", false],
  ["@Column() nickname: string;", false],
  ["@Column({ default: '' }) nickname: string;", false],
  ["@Column() nickname?: string;", true],
  ["@Column() nickname: string | null;", true],
  ["@ManyToOne(() => User, { nullable: true }) nickname: User;", true],
  ["@PrimaryGeneratedColumn() nickname: number;", false],
  // MikroORM
  ["@Property({ nullable: true }) nickname: string;", true],
  ["@Property() nickname: string;", false],
  // sequelize-typescript
  ["@Column({ allowNull: true }) nickname: string;", true],
  ["@AllowNull @Column nickname: string;", true],
  ["@AllowNull(false) @Column nickname: string;", false],
  // A decorator that is no column's: the options of a validator say nothing of the column.
  ["@IsOptional() nickname: string;", false],
  ["@ApiProperty({ nullable: true }) nickname: string;", false],
];

describe("TypeScript ORMs: a column's nullability by its decorator's options", () => {
  it("enumerates TypeORM, MikroORM and sequelize-typescript columns, nullable or not, and other decorators", async () => {
    for (const [declaration, optional] of FORMS) {
      const result = await readSource(
        "typescript",
        "src/user/user.entity.ts",
        `@Entity('user')\nexport class UserEntity {\n  @PrimaryGeneratedColumn()\n  id: number;\n\n  ${declaration}\n}\n`,
      );
      expect(fieldAt(assetNamed(result, "UserEntity"), "nickname").optional === true, declaration).toBe(
        optional,
      );
    }
  });
});
