import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_PAT = "dop_v1_fa5fb70cf7a9d89fa2a918a1008327c7acb0e136c9cc8d45b36b15e3f430954c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
