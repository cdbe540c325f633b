import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "18176c03aec603b68fca013ee478faa894d6c136"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
