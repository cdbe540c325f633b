import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "853a6e38deca4c67b2e8affe11fd4d3c050c45f3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
