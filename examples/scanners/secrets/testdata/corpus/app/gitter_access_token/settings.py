import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "5f2b2daeb203ec39dc07d19ebbddc860ab0e4e41"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
