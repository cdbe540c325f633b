import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_AUTH_TOKEN = "ec86d50c5f77c8e5b6126d133230a616b00e77eed2800a389392e2048a21a52d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
