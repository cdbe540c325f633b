import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ASANA_CLIENT_SECRET = "kps3g1v4tde5h0a3hhd8qauct4xzcfw7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
