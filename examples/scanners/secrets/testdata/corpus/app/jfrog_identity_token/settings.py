import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "hmumIXITIPZlAEyMwBLtE2irzkcECcz7UMMoleWwHXPLJDqoefCA3emoDuLwZTxCitzGf0LCi"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
