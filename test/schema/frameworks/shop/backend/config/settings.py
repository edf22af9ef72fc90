import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only")
INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "reviews",
]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("POSTGRES_DB", "shop"),
        "HOST": os.environ.get("POSTGRES_HOST", "localhost"),
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
