import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "1a8a45ea81820429739b4cc71f1b9fc208f2a5b9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
