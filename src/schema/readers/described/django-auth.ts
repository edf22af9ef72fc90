/**
 * Django's own abstract models that projects subclass, written as Django declares them
 * (django/contrib/auth/base_user.py and models.py, Django 4.2-5.x; verbose names and help texts
 * left out: no DDL). The reader parses this text as the module `django.contrib.auth.models`, so a
 * `User(AbstractUser)` gets the columns `migrate` gives it. `Group` and `Permission` are the auth
 * app's tables (its AppConfig's AutoField: integer keys), named only as relation targets.
 */
export const DJANGO_AUTH_MODELS = `from django.db import models


class AbstractBaseUser(models.Model):
    password = models.CharField(max_length=128)
    last_login = models.DateTimeField(blank=True, null=True)

    class Meta:
        abstract = True


class Permission(models.Model):
    id = models.AutoField(primary_key=True)

    class Meta:
        db_table = "auth_permission"


class Group(models.Model):
    id = models.AutoField(primary_key=True)

    class Meta:
        db_table = "auth_group"


class PermissionsMixin(models.Model):
    is_superuser = models.BooleanField(default=False)
    groups = models.ManyToManyField(Group, blank=True, related_name="user_set", related_query_name="user")
    user_permissions = models.ManyToManyField(Permission, blank=True, related_name="user_set", related_query_name="user")

    class Meta:
        abstract = True


class AbstractUser(AbstractBaseUser, PermissionsMixin):
    username = models.CharField(max_length=150, unique=True)
    first_name = models.CharField(max_length=150, blank=True)
    last_name = models.CharField(max_length=150, blank=True)
    email = models.EmailField(blank=True)
    is_staff = models.BooleanField(default=False)
    is_active = models.BooleanField(default=True)
    date_joined = models.DateTimeField(default=timezone.now)

    class Meta:
        abstract = True


class User(AbstractUser):
    class Meta:
        db_table = "auth_user"
`;

/** The modules a project imports these from (base_user.py holds AbstractBaseUser alone). */
export const DJANGO_AUTH_MODULES = new Set(["django.contrib.auth.models", "django.contrib.auth.base_user"]);
/** The path the text is read under: never a repository file (no input of the read). */
export const DJANGO_AUTH_PATH = "<django>/contrib/auth/models.py";
